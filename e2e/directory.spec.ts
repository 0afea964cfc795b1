// The category directory end to end (000 §2.5, §4.6, §5), with JS on and off: browse, search, open a
// category, switch tabs and sorts, a custom period, filters kept on the device; admin menus and the
// fallback of a disabled tab; a deleted category.
import { expect, expectEmptiedListDrawnAgain, isNoJs, servedLoaderData, test, withScriptsHeld } from "./fixtures";

// Journeys through several pages, each checked with axe afterwards (slow on a loaded machine).
test.describe.configure({ timeout: 180_000 });

const LOL = "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C";

test("a category's cards stay the server's HTML: the data names them only, and a list drawn afresh asks for its cards", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: what the browser keeps of the server's cards");
  const path = `${LOL}/live`;
  // The page's data carries four fields a card (its logs and 'more'), not the 41 the HTML was made of.
  const data = await servedLoaderData<{ cards: { fields: string[]; rows: unknown[] } }>(page, path);
  const { cards } = data["routes/directory.category.$"];
  expect(cards.fields).toEqual(["kind", "key", "id", "userId"]);
  expect(cards.rows.length).toBeGreaterThan(1);

  const hydrate = await withScriptsHeld(page);
  await page.goto(path, { waitUntil: "commit" });
  const list = page.getByRole("list", { name: "LIVE" });
  await expect(list.getByRole("listitem")).toHaveCount(cards.rows.length);
  const items = await expectEmptiedListDrawnAgain(list, hydrate);
  await expect(items.first().locator("h3 a")).toHaveAttribute("href", /\/play\/[^/]+\/\d+$/);
});

test("browse all categories, search one and open it", async ({ page }, testInfo) => {
  await page.goto("/directory/category");
  await expect(page).toHaveTitle("카테고리 - 스트림온");
  const menuBar = page.getByRole("navigation", { name: "카테고리 메뉴" });
  await expect(menuBar.getByRole("link", { name: "카테고리" })).toHaveAttribute("aria-current", "page");
  const tiles = page.getByRole("list", { name: "카테고리" }).getByRole("listitem");
  await expect(tiles).toHaveCount(120);

  // '더보기' shows the next 120 and jumps to them. Followed from the keyboard: the link can move as the list's rest
  // arrives, and a click made where it was lands on a card.
  await page.getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(/page=2#page-2$/);
  await expect(page.locator("#page-2 > li")).toHaveCount(120);

  const search = page.locator("section", { has: page.getByRole("heading", { name: "카테고리 검색" }) });
  const box = search.getByRole("searchbox", { name: "카테고리 이름" });
  await expect(box).toHaveAttribute("placeholder", "검색어를 입력하세요.");
  await expect(box).toHaveAttribute("maxlength", "50");
  await box.fill("레전드");
  if (isNoJs(testInfo)) await search.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/szKeyword=%EB%A0%88%EC%A0%84%EB%93%9C/);
  await expect(page.getByRole("list", { name: "카테고리" }).getByRole("listitem")).toHaveCount(1);

  // The clear control brings the whole list back.
  await search.getByRole(isNoJs(testInfo) ? "link" : "button", { name: "검색어 삭제" }).click();
  await expect(page).not.toHaveURL(/szKeyword/);
  await expect(tiles).toHaveCount(120);
  await box.fill("레전드");
  if (isNoJs(testInfo)) await search.getByRole("button", { name: "검색" }).click();
  // The list found (with JS the shown tiles turn into skeletons while it loads).
  await expect(page).toHaveURL(/szKeyword=%EB%A0%88%EC%A0%84%EB%93%9C/);
  await expect(page.getByRole("list", { name: "카테고리" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("link", { name: /리그 오브 레전드 [\d.]+[천만억]?명 참여중/ }).click();
  await expect(page).toHaveURL(`${LOL}/live`);
  await expect(page).toHaveTitle("리그 오브 레전드 카테고리 - 스트림온");
  await expect(page.getByRole("heading", { level: 1, name: "리그 오브 레전드" })).toBeVisible();
  await expect(page.getByText(/^[\d,]+명 참여중$/)).toBeVisible();
  await expect(page.getByText("드롭스", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "태그" }).getByRole("link", { name: "#롤" })).toHaveAttribute(
    "href",
    "/search?hash=hashtag&tagname=%EB%A1%A4&hashtype=live&stype=hash&acttype=total&location=directory",
  );
  await expect(page.getByRole("list", { name: "LIVE" }).getByRole("listitem").first()).toBeVisible();
});

test("switch tabs and sorts, pick a custom period, and keep the filters on the device", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const apply = () => (noJs ? page.getByRole("button", { name: "적용" }).click() : Promise.resolve());
  await page.goto(`${LOL}/live`);
  await page.getByRole("navigation", { name: "콘텐츠 종류" }).getByRole("link", { name: "VOD" }).click();
  await expect(page).toHaveURL(`${LOL}/vod`);
  await expect(page.getByLabel("정렬")).toHaveValue("reg_date");
  await expect(page.getByLabel("유형")).toHaveValue("ALL");
  await expect(page.getByLabel("기간", { exact: true })).toHaveValue("1week");

  await page.getByLabel("정렬").selectOption("view_cnt");
  await apply();
  await expect(page).toHaveURL(/sort=view_cnt/);
  await page.getByLabel("기간", { exact: true }).selectOption("1year");
  await apply();
  await expect(page).toHaveURL(/period=1year/);
  await expect(page.getByRole("list", { name: "VOD" }).getByRole("listitem").first()).toBeVisible();

  const today = await page.evaluate(() => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));
  const first = `${today.slice(0, 8)}01`;
  await page.getByLabel("기간", { exact: true }).selectOption("directInput");
  if (noJs) {
    await apply();
    // Contents wait for the range; the native date pair is the picker.
    await expect(page.getByText("기간을 선택해 주세요.")).toBeVisible();
    await expect(page.getByRole("list", { name: "VOD" })).toHaveCount(0);
    await page.getByLabel("시작일").fill(first);
    await page.getByLabel("종료일").fill(today);
    await apply();
  } else {
    const picker = page.getByRole("dialog", { name: "기간을 선택해 주세요." });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("button", { name: "적용" })).toBeDisabled();
    await expect(picker.getByRole("button", { name: "2006-12-31" })).toHaveCount(0);
    await picker.getByRole("button", { name: first, exact: true }).click();
    await picker.getByRole("button", { name: today, exact: true }).click();
    await picker.getByRole("button", { name: "적용" }).click();
    await expect(picker).toBeHidden();
  }
  await expect(page).toHaveURL(new RegExp(`period=directInput&start=${first}&end=${today}`));
  await expect(page.getByLabel("시작일")).toHaveValue(first);

  // Back on the tab without any query: the device remembered every choice.
  await page.goto(`${LOL}/vod`);
  await expect(page.getByLabel("정렬")).toHaveValue("view_cnt");
  await expect(page.getByLabel("기간", { exact: true })).toHaveValue("directInput");
  await expect(page.getByLabel("종료일")).toHaveValue(today);
  // Catch keeps its own sort (default view_cnt_desc) and shares the period.
  await page.getByRole("navigation", { name: "콘텐츠 종류" }).getByRole("link", { name: "Catch" }).click();
  await expect(page.getByLabel("정렬")).toHaveValue("view_cnt_desc");
  await expect(page.getByLabel("기간", { exact: true })).toHaveValue("directInput");
});

test("admin menus, a disabled tab's fallback and a deleted category", async ({ page }) => {
  await page.goto("/directory/category");
  await page.getByRole("navigation", { name: "카테고리 메뉴" }).getByRole("link", { name: "다시보기 명작선" }).click();
  // The menu has no LIVE tab: its page opens on VOD instead.
  await expect(page).toHaveURL("/directory/category/104/vod");
  await expect(page).toHaveTitle("다시보기 명작선 콘텐츠 - 스트림온");
  await expect(page.getByRole("heading", { level: 1, name: "다시보기 명작선 콘텐츠" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "콘텐츠 종류" });
  await expect(tabs.getByRole("link", { name: "LIVE" })).toHaveCount(0);
  await expect(tabs.getByText("LIVE")).toHaveAttribute("aria-disabled", "true");
  await expect(tabs.getByRole("link", { name: "VOD" })).toHaveAttribute("aria-current", "page");

  const response = await page.goto("/directory/category/%EC%97%86%EB%8A%94%20%EC%B9%B4%ED%85%8C%EA%B3%A0%EB%A6%AC/live");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "카테고리가 삭제되었거나 존재하지 않습니다." })).toBeVisible();
  await page.getByRole("link", { name: "카테고리 리스트로 이동" }).click();
  await expect(page).toHaveURL("/directory/category");
});
