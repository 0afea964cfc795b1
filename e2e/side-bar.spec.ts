// The side bar of followed channels, with JS on and off: at 1440 px a member sees the
// favourites that are live (the ones /my/favorite's LIVE list shows, most viewers first, ten of them and '더보기'),
// one line each, linking where the live cards link, in a column of its own beside the page (nothing covered,
// nothing wider than the screen), in the light and the dark theme; collapsed to a rail it stays collapsed across
// reloads; at 390 px nothing of it shows; the station and the help centre have none. A guest's recommends the live
// broadcasts most watched now.
import type { Locator, Page } from "@playwright/test";
import { expect, onlyWithoutJs, test, WIDTHS, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const [PHONE, DESKTOP] = WIDTHS;
const NAME = "즐겨찾기 LIVE";
const sideBar = (page: Page) => page.getByRole("complementary", { name: NAME, exact: true });

/** Boxes of the page's frame and whether the page is wider than the screen, once the page's last part (its footer)
 * has arrived: a form's answer without JS may still be streaming in when the side bar already shows its state. */
async function frame(page: Page) {
  await page.locator("footer").waitFor({ state: "attached" });
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
    return {
      header: box("#top > header"),
      aside: box("aside[data-testid=side-bar]"),
      main: box("main"),
      footer: box("footer"),
      overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
    };
  });
}

/** The texts of each row (nickname, category or title, viewers) that run over more than one line. */
async function wrappedTexts(bar: Locator) {
  return bar.locator(":is(.side-bar-nick, .side-bar-about, .side-bar-viewers)").evaluateAll((texts) =>
    texts
      .filter((text) => {
        const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
        const box = text.getBoundingClientRect();
        return text.getClientRects().length !== 1 || box.height > lineHeight * 1.5;
      })
      .map((text) => text.textContent),
  );
}

test.describe(DESKTOP.name, () => {
  test.use(DESKTOP.use);

  test("a member's side bar lists the favourites that are live, one line each, beside the page in both themes", async ({
    page,
    context,
    baseURL,
    upstream,
  }, testInfo) => {
    onlyWithoutJs(testInfo);
    await upstream.loginAs("viewer01");
    // What the upstream says is live for this member: /my/favorite's LIVE list, most viewers first (its second page
    // shows it whole: the first render shows what fits).
    await page.goto("/my/favorite?livePage=2");
    const liveCards = page.getByRole("main").getByRole("region", { name: "LIVE", exact: true }).locator("article[data-kind=live]");
    const expected = await liveCards
      .locator(":is(h2, h3, h4) a")
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target"), rel: link.getAttribute("rel") })));
    expect(expected.length).toBeGreaterThan(0);

    const bar = sideBar(page);
    await expect(bar).toBeVisible();
    const rows = bar.getByRole("listitem").getByRole("link");
    const shown = await rows.evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target"), rel: link.getAttribute("rel") })),
    );
    expect(shown).toEqual(expected.slice(0, 10));
    if (expected.length > 10) await expect(bar.getByRole("link", { name: `${expected.length - 10}명 더보기` })).toHaveAttribute("href", "/my/favorite");
    else await expect(bar.getByRole("link", { name: /더보기$/ })).toHaveCount(0);
    // Each row: the avatar, the nickname, the category or title, a live dot and the viewer count, one line each.
    await expect(rows.first()).toHaveAccessibleName(/^\S.*참여자 수\s*[\d.,]+[천만억]?$/);
    await expect(rows.first().locator("img")).toHaveAttribute("src", /\/LOGO\//);
    expect(await wrappedTexts(bar)).toEqual([]);
    const dot = await bar
      .locator(".side-bar-dot")
      .first()
      .evaluate((node) => ({ colour: getComputedStyle(node).backgroundColor, ...node.getBoundingClientRect().toJSON() }));
    expect(dot).toMatchObject({ colour: "rgb(215, 38, 61)", width: 8, height: 8 });
    const toggle = bar.getByRole("button", { name: `${NAME} 접기` });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await toggle.boundingBox()).toMatchObject({ width: 44, height: 44 });

    // Its own column: header across the top, the page and its footer beside it, nothing covered or too wide.
    const box = await frame(page);
    expect(box.overflow).toBeLessThanOrEqual(0);
    expect(box.header).toMatchObject({ x: 0, width: 1440 });
    expect(box.aside).toMatchObject({ x: 0, y: box.header.bottom, width: 240 });
    expect(box.main.x).toBeGreaterThanOrEqual(box.aside.right);
    expect(box.main.right).toBeLessThanOrEqual(1440);
    expect(box.footer.x).toBeGreaterThanOrEqual(box.aside.right);

    // The dark theme: the same tokens as the page.
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    await page.reload();
    const dark = await bar.evaluate((aside) => ({
      slot: getComputedStyle(aside.parentElement!).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
      nick: getComputedStyle(aside.querySelector(".side-bar-nick")!).color,
      text: getComputedStyle(document.body).color,
    }));
    expect(dark.slot).toBe(dark.page);
    expect(dark.page).toBe("rgb(19, 20, 24)");
    expect(dark.nick).toBe(dark.text);
  });

  test("collapsed to a rail of avatars, the side bar stays collapsed across a reload until it is opened again", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    await page.goto("/star-rank");
    // Reached by a link (a client navigation with JS): the button brings this page back, not the first one.
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "카테고리" }).click();
    await expect(page).toHaveURL(/\/directory\/category$/);
    const bar = sideBar(page);
    const firstRow = bar.getByRole("listitem").getByRole("link").first();
    const nick = (await firstRow.locator(".side-bar-nick").textContent())!;

    await bar.getByRole("button", { name: `${NAME} 접기` }).click();
    await expect(bar).toHaveAttribute("data-state", "closed");
    await expect(page).toHaveURL(/\/directory\/category$/);
    const expandButton = bar.getByRole("button", { name: `${NAME} 펼치기` });
    await expect(expandButton).toHaveAttribute("aria-expanded", "false");
    // The rail: 64 px of avatars whose links keep their names (and a title for the pointer); the page is wider.
    const rail = await frame(page);
    expect(rail.aside.width).toBe(64);
    expect(rail.main.x).toBeGreaterThanOrEqual(rail.aside.right);
    expect(rail.main.x).toBeLessThan(100);
    expect(rail.overflow).toBeLessThanOrEqual(0);
    await expect(firstRow).toHaveAccessibleName(new RegExp(`^${nick.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*참여자 수`));
    await expect(firstRow).toHaveAttribute("title", /\S · \S/);
    expect(await firstRow.locator("img").boundingBox()).toMatchObject({ width: 36, height: 36 });
    for (const target of [expandButton, firstRow]) {
      const size = (await target.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }

    await page.reload();
    await expect(bar).toHaveAttribute("data-state", "closed");

    await expandButton.click();
    await expect(bar).toHaveAttribute("data-state", "open");
    await expect(page).toHaveURL(/\/directory\/category$/);
    expect((await frame(page)).aside.width).toBe(240);
  });

  // A failed favourites call (the spec's empty text) is tests/unit/utils/side-bar.test.ts's: a fault switch acts
  // on every request of the shared upstream, and this call is on every member page the other tests open.
  test("the station and the help centre have no side bar", async ({ page, upstream }, testInfo) => {
    onlyWithoutJs(testInfo);
    for (const signedIn of [false, true]) {
      if (signedIn) await upstream.loginAs("viewer01");
      for (const path of ["/station/streamer01", "/help"]) {
        await page.goto(path);
        await expect(page.locator("[data-testid=side-bar]"), path).toHaveCount(0);
      }
    }
  });
});

// Issue 51 item 3: a guest on a desktop had no side bar, so the page reflowed after a login. A guest's side bar
// recommends the live broadcasts most watched now, in the same column.
for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const desktop = width.use.viewport.width >= 1280;

    test("a guest's side bar recommends the live broadcasts most watched now, and a login keeps the page's columns", async ({ page, upstream }) => {
      await page.goto("/live/all");
      const recommended = page.getByRole("complementary", { name: "추천 LIVE", exact: true });
      const mainX = async () => (await page.locator("main").boundingBox())!.x;
      if (!desktop) {
        await expect(recommended).toBeHidden();
        expect(await mainX()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width.use.viewport.width);
        return;
      }
      await expect(recommended).toBeVisible();
      // The first page of /live/all's own list, most viewers first: its first cards are the side bar's rows.
      const rows = recommended.getByRole("listitem").getByRole("link");
      await expect(rows).toHaveCount(10);
      const cards = await page
        .getByRole("main")
        .locator("article[data-kind=live] :is(h2, h3, h4) a")
        .evaluateAll((links) => links.slice(0, 10).map((link) => link.getAttribute("href")));
      expect(await rows.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(cards);
      await expect(recommended.getByRole("link", { name: "추천 LIVE" })).toHaveAttribute("href", "/live/all");
      await expect(recommended.getByRole("link", { name: "전체 LIVE" })).toHaveAttribute("href", "/live/all");
      const guestX = await mainX();
      expect(guestX).toBeGreaterThanOrEqual(240);

      await upstream.loginAs("viewer01");
      await page.goto("/live/all");
      await expect(sideBar(page)).toBeVisible();
      expect(await mainX()).toBe(guestX);
    });
  });

test.describe(PHONE.name, () => {
  test.use({ ...PHONE.use, deviceScaleFactor: 2 });

  test("a member's phone shows nothing of the side bar and nothing is wider than the screen", async ({ page, upstream }, testInfo) => {
    onlyWithoutJs(testInfo);
    await upstream.loginAs("viewer01");
    await page.goto("/");
    await expect(page.locator(".side-bar-slot")).toHaveCount(1);
    await expect(sideBar(page)).toBeHidden();
    const layout = await page.evaluate(() => ({
      slot: document.querySelector(".side-bar-slot")!.getBoundingClientRect().width,
      main: document.querySelector("main")!.getBoundingClientRect().toJSON() as DOMRect,
      overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
    }));
    expect(layout).toMatchObject({ slot: 0, main: { x: 0, width: 390 }, overflow: 0 });
  });
});
