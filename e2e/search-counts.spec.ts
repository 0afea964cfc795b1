// The search page's result counts on its tabs and its one card grid, at 320, 390
// and 1440 px, JS on and off. The counts expected are the reference upstream's own answers, read beside the page:
// VOD, 게시글 and 스트리머 its TOTAL_CNT; LIVE what its list holds (liveSearch's TOTAL_CNT cannot be trusted).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const search = (query: Record<string, string>) => `/search?${new URLSearchParams(query)}`;
/** A keyword with more than a thousand VODs and more lives than two of the LIVE tab's pages of 40. */
const MANY = "1";
const formatted = (count: number) => count.toLocaleString("ko-KR");

async function upstreamSearch(api: APIRequestContext, query: Record<string, string>) {
  const response = await api.get("/search/api.php", { params: query });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { TOTAL_CNT: number | string; REAL_BROAD?: unknown[] };
}
const totalOf = async (api: APIRequestContext, query: Record<string, string>) => Number((await upstreamSearch(api, query)).TOTAL_CNT);
/** The lives liveSearch lists for a keyword (one page of its largest size holds them all here). */
async function livesOf(api: APIRequestContext, keyword: string) {
  const answer = await upstreamSearch(api, { m: "liveSearch", szKeyword: keyword, nPageNo: "1", nListCnt: "100" });
  expect(answer.REAL_BROAD!.length).toBeLessThan(100);
  return answer.REAL_BROAD!.length;
}

const tabLinks = (page: Page) => page.getByRole("navigation", { name: "검색 결과 분류" }).getByRole("link");
async function expectTabNames(page: Page, names: string[]) {
  const links = tabLinks(page);
  await expect(links).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
}

/** The first row of a list's cards: where each card starts and ends across the page. */
async function firstRow(page: Page, testId: string) {
  const items = page.getByTestId(testId).locator("ul[data-list] > li");
  await expect(items.first()).toBeVisible();
  const boxes = await items.evaluateAll((all) =>
    all.map((item) => {
      const box = item.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top };
    }),
  );
  return boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1).map(({ left, right }) => ({ left, right }));
}
const near = (actual: number, expected: number, what: string) => expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThan(1);

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the total tab's tabs show each list's count: VOD, 게시글 and 스트리머 the upstream's, LIVE at least a full list's", async ({ page, upstream }) => {
      const vod = await totalOf(upstream.api, { m: "vodSearch", szKeyword: MANY, szTerm: "1year", szFileType: "ALL" });
      const posts = await totalOf(upstream.api, { m: "postsSearch", szKeyword: MANY, szTerm: "1month" });
      const streamers = await totalOf(upstream.api, { m: "bjSearch", szKeyword: MANY });
      expect(vod).toBeGreaterThanOrEqual(1000);
      expect(await livesOf(upstream.api, MANY)).toBeGreaterThan(12);

      await page.goto(search({ szKeyword: MANY }));
      // Shown after each name as the portal writes numbers, read with their unit: the total tab fetches 12 lives,
      // and all 12 came, so more may follow.
      await expect(tabLinks(page).getByTestId("tab-count")).toHaveText(["12+", formatted(vod), formatted(posts), formatted(streamers)]);
      for (const count of await tabLinks(page).getByTestId("tab-count").all()) await expect(count).toBeVisible();
      await expectTabNames(page, [
        "통합검색",
        "LIVE 12건 이상",
        `VOD ${formatted(vod)}건`,
        `게시글 ${formatted(posts)}건`,
        `스트리머 ${formatted(streamers)}건`,
      ]);

      // A list's own tab counts its own list; the page asks nothing else just for the others' counts.
      await tabLinks(page).filter({ hasText: "VOD" }).click();
      await expect(page).toHaveURL(/szSearchType=vod/);
      await expectTabNames(page, ["통합검색", "LIVE", `VOD ${formatted(vod)}건`, "게시글", "스트리머"]);
    });

    test("LIVE counts what its list holds: at least its full pages', exactly once a page ends it, 0 with no hits", async ({ page, upstream }) => {
      const lives = await livesOf(upstream.api, MANY);
      expect(lives).toBeGreaterThan(80);
      const live = page.getByTestId("live-results");
      await page.goto(search({ szKeyword: MANY, szSearchType: "broad" }));
      await expect(live.locator("article")).toHaveCount(40);
      await expectTabNames(page, ["통합검색", "LIVE 40건 이상", "VOD", "게시글", "스트리머"]);
      await expect(tabLinks(page).getByTestId("tab-count")).toHaveText(["40+"]);
      // '더보기' is followed from the keyboard: the link can move as the list's rest arrives, and a click made where it was lands on a card.
      await live.getByRole("link", { name: "더보기" }).press("Enter");
      await expect(live.locator("article")).toHaveCount(80);
      await expectTabNames(page, ["통합검색", "LIVE 80건 이상", "VOD", "게시글", "스트리머"]);
      // The third page is short: the list ends there, and the count is the cards the list shows.
      await live.getByRole("link", { name: "더보기" }).press("Enter");
      await expect(live.locator("article")).toHaveCount(lives);
      await expect(live.getByRole("link", { name: "더보기" })).toHaveCount(0);
      await expectTabNames(page, ["통합검색", `LIVE ${lives}건`, "VOD", "게시글", "스트리머"]);
      await expect(tabLinks(page).getByTestId("tab-count")).toHaveText([String(lives)]);

      // No live broadcast matches: other rooms are offered, and LIVE counts none, though the upstream's TOTAL_CNT is not 0.
      const none = "모음";
      expect(await livesOf(upstream.api, none)).toBe(0);
      expect(await totalOf(upstream.api, { m: "liveSearch", szKeyword: none })).toBeGreaterThan(0);
      await page.goto(search({ szKeyword: none }));
      await expect(page.getByRole("heading", { name: "이 LIVE는 어떠세요?" })).toBeVisible();
      await expect(tabLinks(page).nth(1)).toHaveAccessibleName("LIVE 0건");
    });

    test("the total tab's card lists are one grid: LIVE, VOD and recommended contents in the same columns, Catch two to a column", async ({ page }) => {
      await page.goto(search({ szKeyword: "롤" }));
      const columns = await firstRow(page, "live-results");
      if (width.use.viewport.width >= 768) expect(columns.length).toBeGreaterThan(1);
      for (const list of ["vod-results", "recommend-contents"]) {
        const row = await firstRow(page, list);
        expect(row.length, list).toBe(columns.length);
        row.forEach((card, index) => {
          near(card.left, columns[index].left, `${list} card ${index + 1}'s left edge`);
          near(card.right, columns[index].right, `${list} card ${index + 1}'s right edge`);
        });
      }
      // Catch and its stories stand upright: two to each column, the pair filling it from edge to edge.
      for (const list of ["catches", "catch-stories"]) {
        const row = await firstRow(page, list);
        expect(row.length, list).toBe(2 * columns.length);
        columns.forEach((column, index) => {
          near(row[2 * index].left, column.left, `${list}: column ${index + 1}'s left edge`);
          near(row[2 * index + 1].right, column.right, `${list}: column ${index + 1}'s right edge`);
        });
      }
    });
  });
