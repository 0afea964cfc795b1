// The station feed and the real-time popular posts end to end (001 §2.7, §2.8, §4.2, §4.6), with JS on
// and off: the feed of every favourite and of one streamer, the streamer-only filter kept after a reload,
// the NOTICE type, paging, like / unlike, and the hot list's like, hide and unhide. With JS, a VOD preview plays
// and a second one stops the first; one whose stream fails drops out with its message. Every change is
// checked again after a reload.
import type { Page } from "@playwright/test";
import { expect, expectBrowserErrors, isNoJs, test } from "./fixtures";

const items = (page: Page) => page.locator("li[data-feed-kind]");
/**
 * One favourite's feed whose first page has two VODs that may preview, below the first screen (seeded; the
 * feed of every favourite opens with the demo station's many posts and the live broadcasts).
 */
const PREVIEWS_FEED = "/my/feed/dalru721";

/** Clicks a like button and waits for its post (with JS the button turns at once, before the answer). */
async function clickAndWaitForPost(page: Page, button: ReturnType<Page["locator"]>) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), button.click()]);
}

/** Submits a filter form: on change with JS, with its own '적용' button without. */
async function applyWithoutJs(page: Page, noJs: boolean, control: ReturnType<Page["locator"]>) {
  if (!noJs) return;
  // The form's answer is a new page: wait until it has loaded, or a reload right after would race it.
  const loaded = page.waitForEvent("load");
  await control.locator("xpath=ancestor::form").getByRole("button", { name: "적용" }).click();
  await loaded;
}

test("the feed of every favourite with its side panel, the next page and one streamer's feed", async ({ page, upstream }, testInfo) => {
  test.slow(); // three views of the feed, each checked with axe
  const noJs = isNoJs(testInfo);
  await upstream.loginAs("viewer01");
  await page.goto("/my/feed");
  await expect(page).toHaveTitle("방송국 새 글 - 스트림온");
  await expect(page.getByRole("heading", { level: 1, name: "방송국 새 글" })).toBeVisible();
  // The My tabs are hidden under /my/feed.
  await expect(page.getByRole("navigation", { name: "MY 메뉴" })).toHaveCount(0);
  const favourites = page.getByRole("navigation", { name: "즐겨찾기 스트리머" });
  await expect(favourites.getByRole("link", { name: /^전체/ })).toHaveAttribute("aria-current", "page");
  await expect(items(page)).toHaveCount(20);
  // More than 8 favourites: 'more' opens the list (in place with JS, through the URL without). The '더보기' links
  // here are followed from the keyboard: a link can move as a list's rest arrives, and a click made where it was lands on a card.
  const toggle = favourites.getByRole("link", { name: "더보기" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.press("Enter");
  await expect(favourites.getByRole("link", { name: "접기" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "핫 키워드" })).toBeVisible();
  await expect(page.getByRole("link", { name: "전체글 보기" })).toHaveAttribute("href", "/my/feed/hotissue");
  const keyword = page.locator("aside").getByRole("link", { name: /^#/ }).first();
  const tag = (await keyword.textContent())!.slice(1);
  await expect(keyword).toHaveAttribute(
    "href",
    `/search?hashtype=live&hash=hashtag&tagname=${encodeURIComponent(tag)}&stype=hash&acttype=live&location=search`,
  );
  // Post HTML is sanitised on the server.
  expect(await page.content()).not.toContain("alert(");

  // The next page: appended in place with JS, a page of its own without.
  const first = await items(page).first().getAttribute("data-feed-key");
  const more = page.getByRole("link", { name: "더보기", exact: true }).last();
  await more.press("Enter");
  if (noJs) {
    await expect(page).toHaveURL(/[?&]cursor=\d+/);
    await expect(items(page).first()).not.toHaveAttribute("data-feed-key", first!);
  } else {
    await expect.poll(() => items(page).count()).toBeGreaterThan(20);
  }

  // One streamer: the third segment of the path.
  await page.goto("/my/feed");
  const streamer = favourites.getByRole("listitem").nth(1).getByRole("link");
  const streamerHref = (await streamer.getAttribute("href"))!;
  await streamer.click();
  await expect(page).toHaveURL(new RegExp(`${streamerHref}$`));
  await expect(favourites.locator(`a[href="${streamerHref}"]`)).toHaveAttribute("aria-current", "page");
});

test("the streamer-only filter kept after a reload, and the NOTICE type", async ({ page, upstream }, testInfo) => {
  test.slow(); // three filtered views of the feed, each checked with axe
  const noJs = isNoJs(testInfo);
  await upstream.loginAs("viewer01");
  // Streamer-only, remembered on the device: posts by others (with the '{nick}의 방송국' header) go away.
  await page.goto("/my/feed");
  const only = page.getByRole("checkbox", { name: "스트리머 글만 보기" });
  const remembered = async () => (await page.context().cookies()).find((cookie) => cookie.name === "isFilteredMyFeedOnlyStreamer")?.value;
  await only.check();
  await applyWithoutJs(page, noJs, only);
  await expect.poll(remembered).toBe("1");
  await page.reload();
  await expect(only).toBeChecked();
  await expect(items(page).first()).toBeVisible();
  await expect(page.locator("li[data-feed-kind] > a", { hasText: /의 방송국$/ })).toHaveCount(0);
  await only.uncheck();
  await applyWithoutJs(page, noJs, only);
  await expect.poll(remembered).toBe("");
  await page.reload();
  await expect(only).not.toBeChecked();

  // NOTICE: every item carries '공지'.
  const type = page.getByRole("combobox", { name: "게시물 종류" });
  await type.selectOption("NOTICE");
  await applyWithoutJs(page, noJs, type);
  await expect(page).toHaveURL(/type=NOTICE/);
  await expect(items(page).first()).toBeVisible();
  const count = await items(page).count();
  await expect(page.locator("li[data-feed-kind]", { has: page.getByText("공지", { exact: true }) })).toHaveCount(count);
  await expect(page.locator('li[data-feed-kind="LIVE"], li[data-feed-kind="VOD"]')).toHaveCount(0);
});

test("like and unlike a post, kept after a reload", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/feed?type=POST_PHOTO");
  const post = items(page).first();
  const key = (await post.getAttribute("data-feed-key"))!;
  const like = page.locator(`li[data-feed-key="${key}"]`).getByRole("button", { name: /^[♡♥]?좋아요 / });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const before = Number((await like.textContent())!.replace(/\D/g, ""));

  await clickAndWaitForPost(page, like);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveText(new RegExp(`좋아요 ${(before + 1).toLocaleString("ko-KR")}$`));
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveText(new RegExp(`좋아요 ${(before + 1).toLocaleString("ko-KR")}$`));

  await clickAndWaitForPost(page, like);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toHaveText(new RegExp(`좋아요 ${before.toLocaleString("ko-KR")}$`));
});

test("hot list: TOP 100 with its refresh time and cycle; like and unlike, kept after a reload", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/feed/hotissue");
  await expect(page).toHaveTitle("실시간 인기글 - 스트림온");
  await expect(page.getByRole("heading", { name: "실시간 인기글 TOP 100" })).toBeVisible();
  // Shown by ranges of 20 (e2e/long-pages.spec.ts pages through them).
  await expect(page.locator("li[data-hot-key]")).toHaveCount(20);
  await expect(page.getByText(/^\d{2}:\d{2} 기준$/)).toBeVisible();
  await expect(page.getByText("10분마다 갱신")).toBeVisible();

  const key = (await page.locator("li[data-hot-key]").nth(1).getAttribute("data-hot-key"))!;
  const like = page.locator(`li[data-hot-key="${key}"]`).getByRole("button", { name: /^좋아요 / });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await clickAndWaitForPost(page, like);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await clickAndWaitForPost(page, like);
  await expect(like).toHaveAttribute("aria-pressed", "false");
});

test("hot list: hide an author's posts after the question, and show them again", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/my/feed/hotissue");
  const key = (await page.locator("li[data-hot-key]").first().getAttribute("data-hot-key"))!;
  const item = page.locator(`li[data-hot-key="${key}"]`);
  const nick = (await item.locator("strong").first().textContent())!;
  // '게시글 안보기' is in the post's ⋮ menu.
  await item.getByLabel(/ 더보기 메뉴$/).click();
  await item.getByRole("link", { name: "게시글 안보기" }).click();
  const dialog = page.getByRole("dialog", { name: `${nick}님의 게시글을 보지 않으시겠습니까?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "확인" }).click();
  await expect(item.getByText("게시물 안보기 설정한 게시물 입니다.")).toBeVisible();
  await page.reload();
  await expect(item.getByText("게시물 안보기 설정한 게시물 입니다.")).toBeVisible();

  await item.getByRole("button", { name: "안보기 해제" }).click();
  await expect(item.getByLabel(/ 더보기 메뉴$/)).toBeVisible();
  await page.reload();
  await item.getByLabel(/ 더보기 메뉴$/).click();
  await expect(item.getByRole("link", { name: "게시글 안보기" })).toBeVisible();
  await expect(item.getByText("게시물 안보기 설정한 게시물 입니다.")).toHaveCount(0);
});

test("a VOD preview plays muted, and a second one coming into view stops the first", async ({ page, upstream }, testInfo) => {
  test.skip(isNoJs(testInfo), "previews need JS; without it the thumbnail and the play link are shown");
  await page.setViewportSize({ width: 1280, height: 480 });
  await upstream.loginAs("viewer01");
  const hls: string[] = [];
  page.on("request", (request) => {
    if (/\/vod\/hls\//.test(request.url())) hls.push(request.url());
  });
  await page.goto(PREVIEWS_FEED);
  const previews = page.locator('[data-preview="ready"]');
  await expect(previews.nth(1)).toBeAttached();
  // Nothing is fetched before a VOD is on screen.
  expect(hls).toEqual([]);

  const first = previews.nth(0);
  const second = previews.nth(1);
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator("video")).toHaveAttribute("data-preview-state", "playing", { timeout: 15_000 });
  expect(await first.locator("video").evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await expect(first.getByTestId("preview-time")).toHaveText(/^\d+:\d{2}(:\d{2})? \/ \d+:\d{2}(:\d{2})?$/);

  await second.scrollIntoViewIfNeeded();
  await expect(second.locator("video")).toHaveAttribute("data-preview-state", "playing", { timeout: 15_000 });
  await expect(first.locator("video")).toHaveAttribute("data-preview-state", "paused");
  expect(await page.locator("video").evaluateAll((videos: HTMLVideoElement[]) => videos.filter((video) => !video.paused).length)).toBe(1);
});

test("a VOD preview that fails drops out with its message, and the next one plays", async ({ page, upstream }, testInfo) => {
  test.skip(isNoJs(testInfo), "previews need JS; without it the thumbnail and the play link are shown");
  await page.setViewportSize({ width: 1280, height: 480 });
  await upstream.loginAs("viewer01");
  // The first VOD's stream fails in the browser (nothing is fetched before a VOD is on screen).
  expectBrowserErrors(/status of 500 .*\/vod\/hls\//);
  let failing: string | null = null;
  await page.route(/\/vod\/hls\//, (route) =>
    failing && route.request().url().includes(`/hls/${failing}/`) ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.goto(PREVIEWS_FEED);
  const previews = page.locator('[data-preview="ready"]');
  await expect(previews.nth(1)).toBeAttached();
  const first = previews.nth(0);
  failing = (await first.getByRole("link", { name: "재생" }).getAttribute("href"))!.match(/\/player\/(\d+)/)![1];

  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole("alert")).toHaveText("미리보기가 원활하지 않습니다. 상세페이지로 이동 후 재생해주시기 바랍니다.", { timeout: 15_000 });
  await expect(first.locator("video")).toHaveCount(0);
  await expect(first.getByRole("link", { name: "재생" })).toBeVisible();

  const second = previews.nth(1);
  await second.scrollIntoViewIfNeeded();
  await expect(second.locator("video")).toHaveAttribute("data-preview-state", "playing", { timeout: 15_000 });
  await expect(first.locator("video")).toHaveCount(0);
});
