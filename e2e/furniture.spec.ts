// Calm page furniture and feedback while the page changes, at 390 px (a phone,
// emulated) and 1440 px, JS on and off: home's popup covers no card and its 인기/선호 switch no banner, an
// open card menu is above the assistant's dock (a small one), tab rows scroll sideways instead of
// wrapping, the phone header is one short line with the search behind an icon, the app's webview shows no
// web header, on a slow network the header is first painted whole, and with JS a slow navigation shows the
// top progress bar and a busy 검색 button.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS, onlyWithoutJs, postMenuButton } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

async function noPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A tab row: every tab on one line and all on the same row; whether the strip itself scrolls sideways. */
async function tabRow(strip: Locator) {
  return strip.evaluate((element) => {
    const tabs = [...element.querySelectorAll("a")];
    return {
      lines: tabs.map((tab) => tab.getClientRects().length),
      rows: new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
      scrolls: element.scrollWidth > element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    };
  });
}

/**
 * The portal's page `path` through a proxy that delivers its HTML as a slow network does: in parts, cut where
 * `cuts` say, the next part only once `send(index)` lets the cut at `index` go. Everything else (styles,
 * scripts, pictures) passes at once.
 */
async function heldHtml(baseURL: string, path: string, cuts: Array<(html: string) => number>) {
  const portal = new URL(baseURL);
  const gates = cuts.map(() => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  });
  const server = http.createServer(async (request, response) => {
    if (request.url !== path) {
      const forward = http.request(
        { host: portal.hostname, port: portal.port, path: request.url, method: request.method, headers: { ...request.headers, host: portal.host } },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(forward);
      return;
    }
    const answer = await fetch(new URL(path, portal), {
      headers: { "user-agent": request.headers["user-agent"] ?? "", "accept-encoding": "identity" },
      redirect: "manual",
    });
    const html = await answer.text();
    const ends = cuts.map((cut) => cut(html));
    const misplaced = ends.findIndex((end, index) => end <= (ends[index - 1] ?? 0));
    // Told to the test as the page's status line: an error thrown here would only leave the page waiting.
    if (misplaced >= 0) return void response.writeHead(500, `cut ${misplaced} of ${path} at ${ends[misplaced]}, not after the one before`).end();
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)),
    );
    response.writeHead(answer.status, headers);
    let from = 0;
    for (const [index, end] of ends.entries()) {
      response.write(html.slice(from, end));
      from = end;
      await gates[index].opened;
    }
    response.end(html.slice(from));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    send: (index: number) => gates[index].open(),
    close() {
      gates.forEach((gate) => gate.open());
      server.closeAllConnections();
      server.close();
    },
  };
}

for (const width of WIDTHS) {
  const phone = width.name === "at 390 px";
  test.describe(width.name, () => {
    test.use({ ...width.use, ...(phone ? { deviceScaleFactor: 2 } : {}) });

    test.describe("home", () => {
      test.use({ promoPopups: true });
      // Home pages are large: the accessibility check of each one takes a while on a busy machine.
      test.describe.configure({ timeout: 120_000 });

      test("the popup covers no card, the 인기/선호 switch no banner, and the assistant is a small dock", async ({ page, upstream }) => {
        await upstream.loginAs("viewer01");
        await page.goto("/");
        const popup = page.getByTestId("promo-popup");
        const toggle = page.locator("form[action='/resources/home-mode']");
        const dock = page.getByTestId("assistant-dock");
        await expect(popup).toBeVisible();
        await expect(toggle).toBeVisible();
        await expect(dock).toBeVisible();

        // The popup sits in the page's flow: no card's box meets its box.
        const popupBox = await box(popup);
        const cards = await page
          .locator("main article")
          .evaluateAll((articles) =>
            articles.map((article) => article.getBoundingClientRect().toJSON() as Box).filter((rect) => rect.width > 0 && rect.height > 0),
          );
        expect(cards.length).toBeGreaterThan(4);
        expect(cards.filter((card) => intersects(card, popupBox))).toEqual([]);

        // The switch is in the row at the top, clear of the banner (shown above 1200 px) and of the cards.
        const toggleBox = await box(toggle);
        const banner = page.getByTestId("main-banner");
        if (!phone) {
          await expect(banner).toBeVisible();
          expect(intersects(toggleBox, await box(banner))).toBe(false);
        }
        expect(cards.filter((card) => intersects(card, toggleBox))).toEqual([]);

        // The assistant's icon is small (on a phone its close button stands beside it in the row).
        const dockBox = await box(dock.getByRole("link", { name: /^AI 어시스턴트 .+ 열기$/ }));
        expect(dockBox.width).toBeLessThanOrEqual(64);
        expect(dockBox.height).toBeLessThanOrEqual(64);
        await noPageOverflow(page);
      });

      test("an open card menu never meets the assistant's dock: the page keeps a rail for it", async ({ page, upstream }) => {
        test.skip(phone, "on a phone the dock is in the row at the top, over nothing");
        await upstream.loginAs("viewer01");
        await page.goto("/");
        const dock = page.getByTestId("assistant-dock");
        await expect(dock).toBeVisible();
        // The rightmost card of the first grid, the lowest of them (so that the page can scroll its menu level
        // with the dock): its menu opens towards the dock's corner.
        const grid = page
          .locator('[data-section="LIVE_01"], main ul')
          .filter({ has: page.locator("article details") })
          .first();
        const rightmost = await grid.locator("article").evaluateAll((articles) => {
          let best = 0;
          articles.forEach((article, index) => {
            if (article.getBoundingClientRect().right >= articles[best].getBoundingClientRect().right) best = index;
          });
          return best;
        });
        const card = grid.locator("article").nth(rightmost);
        await card.locator("summary[aria-label$='더보기 메뉴']").click();
        const menu = card.locator("details:has(> summary[aria-label$='더보기 메뉴']) > ul");
        await expect(menu).toBeVisible();
        // Scroll so that the menu's middle comes level with the dock (fixed in the corner): it stays left of it.
        const first = await box(menu);
        const dockBox = await box(dock);
        await page.mouse.wheel(0, first.y + first.height / 2 - (dockBox.y + dockBox.height / 2));
        await expect.poll(async () => Math.round((await box(menu)).y + (await box(menu)).height / 2 - (dockBox.y + dockBox.height / 2))).toBeLessThan(40);
        const menuBox = await box(menu);
        expect(intersects(menuBox, dockBox)).toBe(false);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(dockBox.x);
        // And on top at the menu's own centre.
        expect(
          await menu.evaluate((list) => {
            const rect = list.getBoundingClientRect();
            return list.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
          }),
        ).toBe(true);
      });
    });

    test("a card menu opened in a sideways slider shows every item, and nothing on the page moves", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo);
      // The page whole: the game list's cards are below the first render's budget (e2e/first-render.spec.ts).
      await page.goto("/?whole=1");
      const slider = page.locator("section[data-section=GAME_LIVE_01] ul[data-prev]");
      const card = slider.locator("article").first();
      // Where the next section starts, measured from this section's top: what opening the menu could push
      // down (sections above are laid out once near the screen, content-visibility, so the document's
      // positions change while the page scrolls).
      const below = () =>
        page
          .locator("section[data-section=GAME_LIVE_01]")
          .evaluate((section) => section.nextElementSibling!.getBoundingClientRect().top - section.getBoundingClientRect().top);
      // The section lays out its cards once near the screen (content-visibility: auto): measure it laid out.
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
      const before = await below();
      await card.locator("summary[aria-label$='더보기 메뉴']").click();
      const menu = card.locator("details:has(> summary[aria-label$='더보기 메뉴']) > ul");
      await expect(menu).toBeVisible();
      expect(await below()).toBe(before);
      // Nothing of the menu hangs out of the slider (which would clip it, or scroll inside it)...
      expect(await slider.evaluate((list) => list.scrollHeight <= list.clientHeight)).toBe(true);
      // ...and each item is on top where it is drawn, once the page is scrolled to it.
      const items = await menu.locator(":scope > li").count();
      expect(items).toBeGreaterThan(2);
      for (let index = 0; index < items; index += 1) {
        const item = menu.locator(":scope > li").nth(index);
        const itemBox = await box(item);
        await page.evaluate((y) => window.scrollTo(0, window.scrollY + y - window.innerHeight / 2), itemBox.y);
        expect(
          await item.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
          }),
          `item ${index + 1} of ${items}`,
        ).toBe(true);
      }
    });

    test("a menu opened in the page's corner is above the go-to-top button (a phone) or stays left of it: ranking details, a station post's menu", async ({
      page,
    }, testInfo) => {
      onlyWithoutJs(testInfo); // drawn by CSS alone: the same with JS
      test.slow(); // two pages, each checked with axe afterwards
      const toTop = page.getByRole("link", { name: "맨 위로", includeHidden: true });
      /** Opens a menu, scrolls its foot level with the button (fixed in the corner) and taps where the two overlap. */
      async function tapOverButton(name: string, summary: Locator) {
        await summary.click();
        const menu = summary.locator("xpath=..").locator(":scope > :not(summary)").first();
        await expect(menu, name).toBeVisible();
        await menu.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          window.scrollBy({ top: rect.bottom - 22 - (window.innerHeight - 38), behavior: "instant" });
        });
        await expect(toTop).toBeVisible();
        const [menuBox, buttonBox] = [await box(menu), await box(toTop)];
        // From 768 px the page keeps a rail for the button: the menu never reaches it.
        if (!phone) {
          expect(menuBox.x + menuBox.width, `${name}: the menu stays left of the button`).toBeLessThanOrEqual(buttonBox.x);
          return;
        }
        expect(intersects(menuBox, buttonBox), `${name}: the menu reaches the button's corner`).toBe(true);
        const x = (Math.max(menuBox.x, buttonBox.x) + Math.min(menuBox.x + menuBox.width, buttonBox.x + buttonBox.width)) / 2;
        const y = (Math.max(menuBox.y, buttonBox.y) + Math.min(menuBox.y + menuBox.height, buttonBox.y + buttonBox.height)) / 2;
        expect(await menu.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px, py)), [x, y]), name).toBe(true);
      }

      await page.goto("/star-rank");
      // The lowest of the rightmost rankings' ⋮ menus (with '상세정보') on the screen (the carousel's other slides
      // are off it): it opens towards the button's side, far enough down.
      const details = page.locator("main summary[aria-label$='더보기 메뉴']");
      const rights = await details.evaluateAll((summaries) =>
        summaries.map((summary) => summary.getBoundingClientRect().right).map((right) => (right <= window.innerWidth ? Math.round(right) : -1)),
      );
      await tapOverButton("star-rank", details.nth(rights.lastIndexOf(Math.max(...rights))));
      // On a desktop a station post's menu opens far from the corner; the search filter, the station's phone menu
      // and its gifts open at the top of their pages, where the button is not shown.
      if (!phone) return;
      await page.goto("/station/streamer01");
      await tapOverButton("station post", postMenuButton(page));
    });

    test("search tabs and My tabs stay on one line and scroll sideways when they do not fit", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo);
      test.slow(); // two large pages, each checked with axe afterwards
      await upstream.loginAs("viewer01");
      const searchTabs = page.getByRole("navigation", { name: "검색 결과 분류" }).locator("ul");
      const myTabs = page.getByRole("navigation", { name: "MY 메뉴" }).locator("ul");
      for (const [path, strip] of [
        [`/search?szKeyword=${encodeURIComponent("방송")}`, searchTabs],
        ["/my/favorite", myTabs],
      ] as const) {
        await page.goto(path);
        await expect(strip).toBeVisible();
        const row = await tabRow(strip);
        expect(
          row.lines.every((lines) => lines === 1),
          `${path}: a tab wraps`,
        ).toBe(true);
        expect(row.rows, path).toBe(1);
        expect(row.overflowX, path).toBe("auto");
        if (phone) expect(row.scrolls, `${path}: the strip scrolls sideways`).toBe(true);
        await noPageOverflow(page);
      }
    });

    test("the header is one line; on a phone at most 56 px, with the search behind an icon that opens it", async ({ page }) => {
      await page.goto("/live/all");
      const header = page.locator("body header").first();
      const searchbox = header.getByRole("searchbox", { name: "검색" });
      const icon = header.locator("summary[aria-label='검색']");
      const headerBox = await box(header);
      if (phone) {
        expect(headerBox.height).toBeLessThanOrEqual(56);
        await expect(searchbox).toBeHidden();
        // The account (here the login link) is at the right end.
        const login = header.getByRole("link", { name: "로그인" });
        const loginBox = await box(login);
        expect(headerBox.x + headerBox.width - (loginBox.x + loginBox.width)).toBeLessThanOrEqual(16);
        expect((await box(icon)).width).toBeGreaterThanOrEqual(44);
        await icon.click();
        await expect(searchbox).toBeVisible();
        // The header keeps its height; the box drops below it.
        expect((await box(header)).height).toBe(headerBox.height);
        expect((await box(searchbox)).y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      } else {
        expect(headerBox.height).toBeLessThanOrEqual(64);
        await expect(icon).toBeHidden();
        await expect(searchbox).toBeVisible();
      }
      await searchbox.fill("데모스트리머");
      await searchbox.press("Enter");
      await expect(page).toHaveURL(/\/search\?szKeyword=%EB%8D%B0%EB%AA%A8/);
      await noPageOverflow(page);
      if (phone) {
        // The new page comes with the search closed again (with JS the header stays across the navigation),
        // and so does a page chosen from the menu.
        await expect(searchbox).toBeHidden();
        const drawer = header.locator("details:has(> summary[aria-label='메뉴'])").first();
        await drawer.locator(":scope > summary").click();
        await drawer.getByRole("link", { name: "전체 LIVE" }).click();
        await expect(page).toHaveURL(/\/live\/all$/);
        await expect(drawer.getByRole("link", { name: "전체 LIVE" })).toBeHidden();
      }
    });

    test("on a slow network the page is first painted with its whole header, and before the rest has arrived", async ({ page, baseURL }) => {
      test.info().annotations.push({ type: "skip-axe" });
      const held = await heldHtml(baseURL!, "/live/all", [
        // The header up to its search: the theme menu and the account still on their way.
        (html) => html.indexOf("</details>", html.indexOf('aria-label="검색"')) + "</details>".length,
        // The page up to its heading, the rest of the list still on its way.
        (html) => html.indexOf("</h1>", html.indexOf("<main")) + "</h1>".length,
      ]);
      try {
        const paints = () => page.evaluate(() => performance.getEntriesByType("paint").map((entry) => entry.name));
        const search = page
          .locator("body header")
          .first()
          .locator(phone ? "summary[aria-label='검색']" : "input[type='search']");
        const answer = await page.goto(held.url, { waitUntil: "commit" });
        expect(answer?.status(), answer?.statusText()).toBe(200);
        // The browser has the first part and the page's styles: it could paint now.
        await expect(search).toBeAttached();
        // Polled from here: the browser runs no animation frames while it holds its paint, and no timers without JS.
        const styled = () => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].every((link) => link.sheet));
        await expect.poll(styled).toBe(true);
        // The rest of the header is a second late (the network's delay, not a wait for the page).
        await page.waitForTimeout(1_000);
        expect(await paints(), "painted with half a header").toEqual([]);

        held.send(0);
        // The whole header and the page's heading: painted without waiting for the rest.
        await expect.poll(paints).toContain("first-contentful-paint");
        const first = await search.boundingBox();
        held.send(1);
        await page.waitForLoadState("load");
        // The search stands where it was first painted.
        expect(await search.boundingBox()).toEqual(first);
        await expect(page.locator("footer")).toBeVisible();
      } finally {
        held.close();
      }
    });

    test("inside the app's webview the web header is not shown", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...width.use, userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0" });
      const app = await context.newPage();
      await app.goto(`${baseURL}/live/all`);
      await expect(app.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(app.locator("body header").filter({ has: app.getByRole("link", { name: /STREAMON/ }) })).toHaveCount(0);
      await expect(app.getByRole("searchbox", { name: "검색" })).toHaveCount(0);
      await context.close();
    });

    test("a slow navigation shows the progress bar at the top and a busy 검색 button until the page arrives", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS the browser shows its own progress");
      await page.goto("/live/all");
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-feedback"));
      const bar = page.getByTestId("nav-progress");
      await expect(bar).toBeHidden();

      // The next data request is held until the test lets it go.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(
        (url) => url.searchParams.has("_data") && url.pathname === "/search",
        async (route) => {
          held = true;
          await released;
          await route.continue();
        },
      );
      const header = page.locator("body header").first();
      if (phone) await header.locator("summary[aria-label='검색']").click();
      await header.getByRole("searchbox", { name: "검색" }).fill("데모스트리머");
      const submit = header.getByRole("button", { name: "검색" });
      await submit.click();

      await expect(bar).toBeVisible();
      await expect(submit).toHaveAttribute("aria-busy", "true");
      expect(held).toBe(true);
      const barBox = await box(bar);
      expect(barBox.y).toBe(0);
      expect(barBox.x).toBe(0);
      expect(barBox.height).toBeGreaterThan(0);
      expect(barBox.height).toBeLessThanOrEqual(4);
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      // Still there while the answer is held (the page has not changed).
      await expect(page).toHaveURL(/\/live\/all$/);
      await expect(bar).toBeVisible();

      release();
      await expect(page).toHaveURL(/\/search\?szKeyword=/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("데모스트리머");
      await expect(bar).toBeHidden();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    });
  });
}
