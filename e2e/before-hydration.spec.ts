// What a reader does before the page has hydrated (a slow phone: the HTML is on the screen, the scripts
// are not yet) survives hydration and takes effect: a choice in a select that applies itself on change is
// applied once the page can, a word typed in a search that follows the typing is searched, a question typed
// in the chatbot stays in its field. With JS only: without it nothing hydrates, and each of these forms
// has its own button (their areas' tests).
import type { Page } from "@playwright/test";
import { expect, test, withScriptsHeld } from "./fixtures";

/** Chooses as a finger does: the select takes the focus, then the option. */
async function choose(page: Page, name: string, option: { label: string } | string) {
  const select = page.getByRole("combobox", { name });
  await select.focus();
  await select.selectOption(option);
}

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "with JS: the moments before it hydrates");

test("a sort chosen on /live/all before hydration is applied once the page hydrates, its list part included", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  // On a slow network the list's own chunk (a part hydrated at the first input, which the choice is) comes
  // last: the choice waits for it, its form busy, or React would throw the list's HTML away when the sorted
  // page arrives (error #421) and show nothing there until the chunk came.
  let releasePart!: () => void;
  const partHeld = new Promise<void>((resolve) => (releasePart = resolve));
  await page.route("**/build/_shared/CardGrid-*.js", async (route) => {
    await partHeld;
    await route.continue();
  });
  let askedEarly = false;
  page.on("request", (request) => {
    if (request.url().includes("_data=") && request.url().includes("sort=")) askedEarly = true;
  });
  await page.goto("/live/all", { waitUntil: "commit" });
  const sort = page.getByRole("combobox", { name: "정렬" });
  await choose(page, "정렬", { label: "참여자수 적은순" });
  await hydrate();
  await expect(sort.locator("xpath=ancestor::form")).toHaveAttribute("aria-busy", "true");
  expect(askedEarly, "the sorted page asked for before the list's part").toBe(false);
  releasePart();
  await expect(page).toHaveURL(/[?&]sort=view_cnt_asc\b/);
  await expect(sort).toHaveValue("view_cnt_asc");
  await expect(sort.locator("xpath=ancestor::form")).not.toHaveAttribute("aria-busy");
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-lazy-pending"));
  await expect(page.getByRole("main").locator("li[data-log-key]").first()).toBeVisible();
  expect(await page.locator("html").getAttribute("data-hydration-error")).toBeNull();
});

test("a category's VOD options chosen before hydration are applied together", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  await page.goto(`/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod`, { waitUntil: "commit" });
  await choose(page, "정렬", { label: "조회수순" });
  await choose(page, "유형", { label: "다시보기" });
  await hydrate();
  await expect(page).toHaveURL(/[?&]sort=view_cnt\b/);
  await expect(page).toHaveURL(/[?&]fileType=REVIEW\b/);
});

test("a word typed in the category search before hydration is searched, not wiped", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  await page.goto("/directory/category", { waitUntil: "commit" });
  const field = page.getByRole("searchbox", { name: "카테고리 이름" });
  await field.fill("리그");
  // The reader leaves the field (it loses focus) while the scripts are still on their way.
  await field.blur();
  await hydrate({ readerMovesOn: true });
  await expect(page).toHaveURL(/[?&]szKeyword=%EB%A6%AC%EA%B7%B8/);
  await expect(field).toHaveValue("리그");
  await expect(page.getByRole("link", { name: /리그 오브 레전드/ }).first()).toBeVisible();
});

test("a word typed in the category search and an order chosen before hydration are both applied", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  // The code that applies the choice comes last (a slow network): the search must not go its own way before it,
  // or the answer to the search brings the order form back as served and the order chosen is lost.
  let releaseChoices!: () => void;
  const choicesHeld = new Promise<void>((resolve) => (releaseChoices = resolve));
  await page.route("**/build/_shared/chosen-before-hydration-*.js", async (route) => {
    await choicesHeld;
    await route.fallback();
  });
  await page.goto("/directory/category", { waitUntil: "commit" });
  const field = page.getByRole("searchbox", { name: "카테고리 이름" });
  await field.fill("리그");
  await choose(page, "정렬", { label: "최근 추가" });
  await hydrate();
  await page.waitForFunction(
    () => (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state.navigation.state === "idle",
  );
  releaseChoices();
  await expect(page).toHaveURL(/[?&]order=reg_date\b/);
  await expect(page).toHaveURL(/[?&]szKeyword=%EB%A6%AC%EA%B7%B8/);
  await expect(field).toHaveValue("리그");
  await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("reg_date");
  await expect(page.getByRole("link", { name: /리그 오브 레전드/ }).first()).toBeVisible();
});

test("a question typed in the chatbot before hydration stays in its field", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  await page.goto("/help/chatbot", { waitUntil: "commit" });
  const input = page.getByPlaceholder("궁금한 내용을 입력해 주세요.");
  await input.fill("환불은 어떻게 하나요");
  await hydrate({ readerMovesOn: true });
  await expect(input).toHaveValue("환불은 어떻게 하나요");
});

test("a member's feed type and history sort chosen before hydration are applied", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  let hydrate = await withScriptsHeld(page);
  await page.goto("/my/feed", { waitUntil: "commit" });
  await choose(page, "게시물 종류", { label: "글만 보기" });
  await hydrate();
  await expect(page).toHaveURL(/[?&]type=POST_PHOTO\b/);

  await page.unrouteAll();
  hydrate = await withScriptsHeld(page);
  await page.goto("/my/history/vod", { waitUntil: "commit" });
  const sort = page.getByRole("combobox", { name: "정렬" });
  const served = await sort.inputValue();
  const other = await sort.locator(`option:not([value="${served}"])`).first().getAttribute("value");
  await choose(page, "정렬", other!);
  await hydrate();
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${other}\\b`));
});

test("a station's VOD sort chosen before hydration is applied once the page hydrates", async ({ page }) => {
  const hydrate = await withScriptsHeld(page);
  await page.goto("/station/streamer01/vod", { waitUntil: "commit" });
  await choose(page, "정렬", "read_cnt");
  await hydrate();
  await expect(page).toHaveURL(/[?&]sort=read_cnt\b/);
});
