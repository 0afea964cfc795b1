// A post's comments sorted and their threads folded (issue 72 item 11), at 320, 390 and 1440 px, JS on and off: 최신순
// (the default) and 등록순, kept by the comments' pages; a thread's replies folded behind their count ('답글 {n}개'),
// opened by it, and open when the reader came to one of them by its own link.
import type { Locator, Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE, type Upstream } from "./fixtures";

// The demo streamer's post whose threads have replies.
const POST = "/station/streamer01/post/90000001";

/** The demo station's seeded long thread ('댓글 릴레이'): several pages of comments. */
async function relayPost(upstream: Upstream): Promise<string> {
  const found = (await (await upstream.api.get(`/station/streamer01/board/1003?keyword=${encodeURIComponent("댓글 릴레이")}`)).json()) as {
    data: Array<{ title_no: number }>;
  };
  return `/station/streamer01/post/${found.data[0].title_no}`;
}

const comments = (page: Page) => page.locator("#comments");
/** The comments of the page (not their replies), but the pinned one that leads page 1, by their times. */
const times = (page: Page) =>
  comments(page)
    .locator(":scope > ol > li > article:not([data-pinned]) time")
    .evaluateAll((all) => all.map((time) => Date.parse(time.getAttribute("datetime")!)));
const order = (page: Page) => comments(page).getByRole("navigation", { name: "댓글 정렬" });
/** A thread with replies: its fold. */
const folds = (page: Page) =>
  comments(page)
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: /^답글 \d+개$/ }) });

async function expectSorted(values: number[], direction: "up" | "down") {
  expect(values.length).toBeGreaterThan(3);
  const sorted = [...values].sort((a, b) => (direction === "up" ? a - b : b - a));
  expect(values).toEqual(sorted);
}

const repliesOf = (fold: Locator) => fold.locator(":scope > ol > li");

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the comments are newest first, or as written with 등록순; their pages keep the order", async ({ page, upstream }) => {
      await page.goto(await relayPost(upstream));
      await expect(order(page).getByRole("link", { name: "최신순" })).toHaveAttribute("aria-current", "page");
      await expectSorted(await times(page), "down");
      const newestFirst = await times(page);

      await order(page).getByRole("link", { name: "등록순" }).click();
      await expect(page).toHaveURL(/[?&]commentSort=oldest/);
      await expect(order(page).getByRole("link", { name: "등록순" })).toHaveAttribute("aria-current", "page");
      await expectSorted(await times(page), "up");
      // Another page of them, in the same order and after the first's.
      const firstPage = await times(page);
      expect(firstPage[0]).toBeLessThan(newestFirst.at(-1)!);
      await comments(page).getByRole("link", { name: "2 페이지" }).click();
      await expect(page).toHaveURL(/[?&]commentSort=oldest/);
      await expect(page).toHaveURL(/[?&]page=2/);
      // The address changes before React draws the page it leads to (a transition): wait for the comments themselves.
      await expect.poll(() => times(page)).not.toEqual(firstPage);
      const secondPage = await times(page);
      await expectSorted(secondPage, "up");
      expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);

      await order(page).getByRole("link", { name: "최신순" }).click();
      await expect(page).not.toHaveURL(/commentSort/);
      await expect(order(page).getByRole("link", { name: "최신순" })).toHaveAttribute("aria-current", "page");
      await expectSorted(await times(page), "down");
      // Each a finger's size.
      for (const link of await order(page).getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });

    test("a thread's replies fold behind their count, which opens them", async ({ page }) => {
      await page.goto(POST);
      const fold = folds(page).first();
      const toggle = fold.locator("summary");
      await expect(toggle).toBeVisible();
      const count = Number(/^답글 (\d+)개$/.exec((await toggle.innerText()).trim())![1]);
      expect(count).toBeGreaterThan(0);
      await expect(repliesOf(fold).first()).toBeHidden();
      expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await toggle.click();
      await expect(repliesOf(fold)).toHaveCount(count);
      await expect(repliesOf(fold).first()).toBeVisible();
    });

    test("a reply's own link opens its thread at it", async ({ page }) => {
      await page.goto(POST);
      const fold = folds(page).first();
      // The reply's own link (its time), read from the page's markup.
      const href = (await repliesOf(fold).first().locator("article a[href*='comment=']").first().getAttribute("href"))!;
      await page.goto(href);
      const reply = page.locator(`#${href.split("#")[1]}`);
      await expect(reply).toBeVisible();
    });
  });
