// Layout on a phone and a desktop (issue 21), with JS on and off. One test per width and visitor visits
// the main pages in one browser page and measures each: no page is wider than the screen.
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The device descriptor without its browser choice (the projects run Debian's Chromium).
const { defaultBrowserType: _browser, ...iPhone13 } = devices["iPhone 13"];
const PHONE = { ...iPhone13, viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const LOL = `/directory/category/${encodeURIComponent("리그 오브 레전드")}/live`;
const GAME_SEARCH = `/search?szKeyword=${encodeURIComponent("게임")}`;

const GUEST_PAGES = [
  "/",
  "/live/all",
  "/live/group/game",
  "/live/group/sports",
  "/directory/category",
  LOL,
  GAME_SEARCH,
  `${GAME_SEARCH}&szSearchType=vod`,
  "/star-rank",
  "/help",
  "/help/faq",
  "/station/streamer01",
  "/station/streamer01/post/90000001",
];
const MEMBER_PAGES = [
  "/",
  "/my/favorite",
  "/my/subscribe",
  "/my/history/live",
  "/my/history/vod",
  "/my/history/later",
  "/my/history/story",
  "/my/feed",
  "/my/feed/hotissue",
  "/station/streamer01",
];

type Measure = { width: number };

/**
 * Everything wrong with the page as laid out now, as short lines (empty when it fits). Runs in the page
 * (also without JS: it needs no timers).
 */
function layoutProblems({ width }: Measure): string[] {
  const problems: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth !== width) problems.push(`the page is ${scrollWidth} px wide`);

  return [...new Set(problems)].slice(0, 20);
}

async function measurePages(page: Page, urls: string[], measure: Measure) {
  const found: Record<string, string[]> = {};
  for (const url of urls) {
    await page.goto(url);
    await page.waitForLoadState("load");
    const problems = await page.evaluate(layoutProblems, measure);
    if (problems.length) found[url] = problems;
  }
  expect(found).toEqual({});
}

for (const [label, device, width] of [
  ["a phone", PHONE, 390],
  ["a desktop", DESKTOP, 1440],
] as const) {
  test.describe(`on ${label} (${width} px)`, () => {
    test.use(device);

    test(`every main page fits ${width} px for a guest`, async ({ page }) => {
      // The pages are checked with axe by the tests of their own areas.
      test.info().annotations.push({ type: "skip-axe" });
      await measurePages(page, GUEST_PAGES, { width });
    });

    test(`every main page fits ${width} px for a member`, async ({ page, upstream }) => {
      test.info().annotations.push({ type: "skip-axe" });
      await upstream.loginAs("viewer01");
      await measurePages(page, MEMBER_PAGES, { width });
    });
  });
}
