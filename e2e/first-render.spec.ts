// A page's first render carries at most 2,000 elements (the main pages, at 390 and 1440 px, JS on and off): what
// is below the first screens arrives as the reader scrolls, or behind '더보기' without JS. The favourites (some
// 7,000 elements before) keep every section: with JS they come as the reader scrolls, without JS each is a page
// of its own that links on to the next.
import { expect, isNoJs, test, WIDTHS, type Upstream } from "./fixtures";
import type { Page } from "@playwright/test";

const MAX_ELEMENTS = 2_000;
const elements = (page: Page) => page.evaluate(() => document.querySelectorAll("*").length);

/** The guests' pages first, then the member's. */
const PAGES: Array<{ name: string; path: string; member?: boolean }> = [
  { name: "a station", path: "/station/streamer01" },
  { name: "search", path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { name: "the directory", path: "/directory/category" },
  { name: "help", path: "/help" },
  { name: "favourites", path: "/my/favorite", member: true },
];

/** The favourites' sections below '방송국 새 글', in the page's order. */
const SECTIONS = ["Catch 스토리", "유저클립", "VOD", "Catch", "추천 스트리머"];

const member = (upstream: Upstream) => upstream.loginAs("viewer01");

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the main pages' first render carries at most 2,000 elements", async ({ page, upstream }) => {
      test.slow(); // eight pages, each checked by axe afterwards
      let loggedIn = false;
      for (const { name, path, member: asMember } of PAGES) {
        if (asMember && !loggedIn) {
          await member(upstream);
          loggedIn = true;
        }
        const response = await page.goto(path);
        expect(response?.status(), name).toBe(200);
        await expect(page.getByRole("main")).toBeVisible();
        expect(await elements(page), `${name} (${path})`).toBeLessThanOrEqual(MAX_ELEMENTS);
      }
    });
  });

test("favourites: the first render holds the first screens, and every section follows as the reader scrolls (JS) or pages on (no JS)", async ({
  page,
  upstream,
}, testInfo) => {
  test.slow(); // five sections, and axe reads each page
  await member(upstream);
  await page.goto("/my/favorite");
  expect(await elements(page)).toBeLessThanOrEqual(MAX_ELEMENTS);
  const main = page.getByRole("main");
  const strip = page.getByRole("list", { name: "즐겨찾기 스트리머" });
  const liveStreamers = await strip.locator("li").filter({ hasText: "LIVE" }).count();
  const live = main.getByRole("region", { name: "LIVE", exact: true });
  const liveCards = live.locator("article[data-card-key]");
  await expect(main.getByRole("link", { name: "스트리머 관리" })).toBeVisible();
  await expect(main.getByRole("region", { name: "방송국 새 글" }).getByRole("listitem").first()).toBeVisible();
  // The demo viewer has more live favourites than the first render shows: the rest is behind LIVE's '더보기'.
  expect(liveStreamers).toBeGreaterThan(await liveCards.count());
  const liveMore = live.getByRole("link", { name: "더보기", exact: true });
  const region = (name: string) => main.getByRole("region", { name, exact: true });
  for (const name of SECTIONS) await expect(region(name)).toHaveCount(0);

  if (!isNoJs(testInfo)) {
    // Scrolling brings LIVE's other cards, then each section in turn.
    await liveMore.scrollIntoViewIfNeeded();
    await expect(liveCards).toHaveCount(liveStreamers);
    await expect(page).toHaveURL(/livePage=2/);
    for (const name of SECTIONS) {
      await main.locator("[data-more-sections]").scrollIntoViewIfNeeded();
      await expect(region(name).locator("article[data-card-key]").first()).toBeVisible();
    }
    await expect(main.locator("[data-more-sections]")).toHaveCount(0);
    // The sections fetched as the reader scrolled keep their menus and dialogs.
    const vod = region("VOD").locator("article[data-card-key]").first();
    await vod.locator("summary").first().click();
    await expect(vod.getByRole("button", { name: "나중에 보기" })).toBeVisible();
    await vod.getByRole("link", { name: "그룹에 추가" }).click();
    await expect(page.getByRole("dialog", { name: "그룹에 추가" })).toBeVisible();
    return;
  }

  // Without JS: LIVE's '더보기' shows its other cards, and each section's '더보기' its page, which links on.
  await liveMore.click();
  await expect(page).toHaveURL(/livePage=2/);
  await expect(liveCards).toHaveCount(liveStreamers);
  await page.goto("/my/favorite");
  for (const name of SECTIONS) {
    await main.locator("[data-more-sections] a").click();
    await expect(region(name).locator("article[data-card-key]").first()).toBeVisible();
    expect(await elements(page), name).toBeLessThanOrEqual(MAX_ELEMENTS);
    await expect(main.getByRole("navigation", { name: "즐겨찾기 그룹" })).toBeVisible();
  }
  await expect(main.locator("[data-more-sections]")).toHaveCount(0);
  const vod = await (async () => {
    await page.goto("/my/favorite?section=vod");
    return region("VOD").locator("article[data-card-key]").first();
  })();
  await vod.locator("summary").first().click();
  await vod.getByRole("link", { name: "그룹에 추가" }).click();
  await expect(page.getByRole("dialog", { name: "그룹에 추가" })).toBeVisible();
});
