// A page's first render carries at most 2,000 elements (the main pages, at 390 and 1440 px, JS on and off): what
// is below the first screens arrives as the reader scrolls, or behind '더보기' without JS. The favourites (some
// 7,000 elements before) keep every section: with JS they come as the reader scrolls, without JS each is a page
// of its own that links on to the next. Home and the /live pages stop their card lists where the budget ends:
// with JS the rest of a list joins it as the reader comes near its end, without JS '더보기' leads to the page
// whole, landing where the first render stopped.
import { expect, isNoJs, test, WIDTHS, type Upstream } from "./fixtures";
import type { Page } from "@playwright/test";

const MAX_ELEMENTS = 2_000;
const elements = (page: Page) => page.evaluate(() => document.querySelectorAll("*").length);

/** The guests' pages first, then the member's. */
const PAGES: Array<{ name: string; path: string; member?: boolean }> = [
  { name: "home", path: "/" },
  { name: "the live list", path: "/live/all" },
  { name: "a live group", path: "/live/group/game" },
  { name: "a category's VOD", path: `/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod` },
  { name: "a station", path: "/station/streamer01" },
  { name: "search", path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { name: "the directory", path: "/directory/category" },
  { name: "help", path: "/help" },
  { name: "favourites", path: "/my/favorite", member: true },
  { name: "home, a member", path: "/", member: true },
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
  // The '더보기' links are followed from the keyboard: a link can move as a list's rest arrives (or the page jumps
  // to an anchor at load), and a click made where it was lands on a card.
  await liveMore.press("Enter");
  await expect(page).toHaveURL(/livePage=2/);
  await expect(liveCards).toHaveCount(liveStreamers);
  await page.goto("/my/favorite");
  for (const name of SECTIONS) {
    await main.locator("[data-more-sections] a").press("Enter");
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

/** The cards of a page's lists, by their keys, in the page's order. */
const cardKeys = (page: Page) =>
  page.locator("main ul[data-list] article[data-card-key]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card-key")));

/**
 * Brings every card list of the page near the reader, as one who reads it to its end: each list scrolled into
 * view, and a slider to its own end. Returns once no list waits for more cards.
 */
async function readToTheEnd(page: Page) {
  const lists = page.locator("main ul[data-list]");
  for (let index = 0; index < (await lists.count()); index += 1) {
    const list = lists.nth(index);
    await list.evaluate((element) => {
      element.scrollIntoView({ block: "end" });
      element.scrollTo({ left: element.scrollWidth });
    });
    await expect(list.locator(":scope > template")).toHaveCount(0);
    // The cards may join after that scroll (as they do for a reader who stops at the end), and those of the lists
    // above may have pushed it down: the list is brought into view again, a slider to its new end, where they are.
    await list.evaluate((element) => {
      element.scrollIntoView({ block: "end" });
      element.scrollTo({ left: element.scrollWidth });
    });
  }
}

// A member's prefer lists change order between visits (their relation cursor moves on): their cards are read
// within one visit.
for (const { name, path, member: asMember } of [
  { name: "home", path: "/" },
  { name: "home, a member", path: "/", member: true },
  { name: "the live list", path: "/live/all" },
])
  test(`${name}: the cards after the first render's budget join their lists as the reader comes near (JS), or are on the page whole behind '더보기' (no JS)`, async ({
    page,
    upstream,
  }, testInfo) => {
    if (asMember) await member(upstream);
    await page.goto(path);
    const first = await cardKeys(page);
    expect(await elements(page)).toBeLessThanOrEqual(MAX_ELEMENTS);
    // The first render is the beginning of the lists, and leaves some cards for later.
    const waiting = await page
      .locator("main ul[data-list] > template")
      .evaluateAll((rests) => rests.reduce((sum, rest) => sum + (rest as HTMLTemplateElement).content.querySelectorAll("article[data-card-key]").length, 0));
    expect(waiting).toBeGreaterThan(0);
    const every = asMember
      ? null
      : await (async () => {
          await page.goto(`${path}?whole=1`);
          const keys = await cardKeys(page);
          await page.goto(path);
          return keys;
        })();
    if (every) expect(every).toEqual(expect.arrayContaining(first));

    if (!isNoJs(testInfo)) {
      await expect(page.locator('main a[href*="whole=1"]')).toHaveCount(0);
      // Home's lists log what the reader saw (000 §7.6): each card once, those that joined too.
      const seen: string[] = [];
      page.on("request", (request) => {
        if (!request.url().endsWith("/resources/log")) return;
        const body = new URLSearchParams(request.postData() ?? "");
        if (body.get("sztype") !== "VIEW") return;
        for (const item of (JSON.parse(body.get("send_data") ?? "{}") as { items: Array<{ id: string }> }).items)
          seen.push(`${body.get("code_type")}:${item.id}`);
      });
      await readToTheEnd(page);
      const read = await cardKeys(page);
      expect(read).toHaveLength(first.length + waiting);
      expect(read).toEqual(expect.arrayContaining(first));
      if (every) expect(read).toEqual(every);
      if (path === "/") {
        const lastOf = async (code: string) =>
          (await page.locator(`[data-section="${code}"] article[data-card-key]`).last().getAttribute("data-card-key"))!.split(":")[1];
        const lists = await page
          .locator("main section[data-section]:has(ul[data-list] article)")
          .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-section")!));
        const lastList = lists.at(-1)!;
        const lastCard = `${lastList}:${await lastOf(lastList)}`;
        await expect.poll(() => seen.includes(lastCard)).toBe(true);
        expect(seen.length).toBe(new Set(seen).size);
      }
      // The cards that joined work as the others: their menu opens on its items.
      const last = page.locator("main article[data-card-key]").last();
      await last.locator("summary").first().click();
      await expect(last.getByRole("listitem").first()).toBeVisible();
      return;
    }

    // Without JS '더보기' leads to the page whole, at the first card the first render left out.
    const more = page.locator('main a[href*="whole=1"]').first();
    await expect(more).toHaveText("더보기");
    await more.press("Enter");
    await expect(page).toHaveURL(/[?&]whole=1(&|#)/);
    const landing = new URL(page.url()).hash;
    expect(landing).toMatch(/-rest$/);
    await expect(page.locator(landing)).toBeInViewport();
    const shown = await cardKeys(page);
    expect(shown).toHaveLength(first.length + waiting);
    if (every) expect(shown).toEqual(every);
  });
