// The phone portal, at 320, 390 and 1440 px, JS on and off: a phone reaches the followed
// channels from a bottom bar, a member's account is an avatar menu, the header fits the smallest phones, and the
// text grows with the reader's text size while the pages still fit the screen.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const GAME_SEARCH = `/search?szKeyword=${encodeURIComponent("게임")}`;
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "하단 메뉴" });
const accountMenu = (page: Page) => page.locator("header details").filter({ has: page.getByLabel("데모시청자님 메뉴") });

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;
    const screenWidth = width.use.viewport.width;

    test("a member reaches the followed channels in one tap from the phone's bottom bar (a desktop has the header's menu)", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/live/all");
      const bar = bottomBar(page);
      if (!phone) {
        await expect(bar).toBeHidden();
        await expect(
          page.locator("header").getByRole("navigation", { name: "주요 메뉴" }).filter({ visible: true }).getByRole("link", { name: "MY" }),
        ).toBeVisible();
        return;
      }
      await expect(bar).toBeVisible();
      const tabs = bar.getByRole("link");
      await expect(tabs).toHaveText(["홈", "LIVE", "카테고리", "즐겨찾기", "MY"]);
      await expect(bar.getByRole("link", { name: "LIVE" })).toHaveAttribute("aria-current", "page");
      // Along the screen's foot, across its width; every tab a finger's size.
      const box = (await bar.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(screenWidth);
      expect(Math.round(box.y + box.height)).toBe(width.use.viewport.height);
      for (const tab of await tabs.all()) {
        const tabBox = (await tab.boundingBox())!;
        expect(tabBox.height, await tab.innerText()).toBeGreaterThanOrEqual(44);
        expect(tabBox.width, await tab.innerText()).toBeGreaterThanOrEqual(44);
      }

      await bar.getByRole("link", { name: "즐겨찾기" }).click();
      await expect(page).toHaveURL(/\/my\/favorite$/);
      await expect(bottomBar(page).getByRole("link", { name: "즐겨찾기" })).toHaveAttribute("aria-current", "page");
      // The followed channels that are live, in the first screens.
      const live = page.getByRole("main").getByRole("region", { name: "LIVE", exact: true }).locator("article[data-kind=live]").first();
      await expect(live).toBeVisible();

      // Nothing of the page ends under the bar: the page keeps the bar's height after the footer, so that scrolled
      // to its end the footer's last line is above the bar.
      const room = await page.evaluate(() => {
        const footer = document.querySelector("footer")!.getBoundingClientRect();
        return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
      });
      expect(room).toBeGreaterThanOrEqual((await bottomBar(page).boundingBox())!.height - 1);
    });

    test("a member's avatar opens their menu (내 방송국, 즐겨찾기, 기록, 로그아웃) on the screen, in place of the words 로그아웃", async ({
      page,
      upstream,
    }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/");
      const summary = page.locator("header").getByLabel("데모시청자님 메뉴");
      await expect(summary).toBeVisible();
      await expect(summary.locator("img")).toBeVisible();
      // No loose 로그아웃 in the header until the menu is open.
      await expect(page.locator("header").getByRole("button", { name: "로그아웃" })).toBeHidden();
      const summaryBox = (await summary.boundingBox())!;
      expect(summaryBox.x + summaryBox.width).toBeLessThanOrEqual(screenWidth);
      expect(summaryBox.height).toBeGreaterThanOrEqual(44);

      await summary.click();
      const menu = accountMenu(page);
      for (const [name, href] of [
        ["내 방송국", "/resources/my-station"],
        ["즐겨찾기", "/my/favorite"],
        ["기록", "/my/history"],
      ] as const) {
        const link = menu.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        const box = (await link.boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(screenWidth);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      const logout = menu.getByRole("button", { name: "로그아웃" });
      await expect(logout).toBeVisible();
      await logout.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("header").getByRole("link", { name: "로그인", exact: true })).toBeVisible();
    });

    test("a guest's header holds on the screen: 로그인 whole, nothing wider than the screen", async ({ page }) => {
      for (const path of ["/", "/live/all", "/star-rank", "/help"]) {
        await page.goto(path);
        const login = page.locator("header").getByRole("link", { name: "로그인", exact: true });
        await expect(login).toBeVisible();
        const box = (await login.boundingBox())!;
        expect(box.x + box.width, path).toBeLessThanOrEqual(screenWidth);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(screenWidth);
      }
    });

    test("with the reader's text at 200 %, the text is twice as large and the pages still fit the screen", async ({ page, context, upstream }) => {
      await upstream.loginAs("viewer01");
      // The browser's default text size (a system's larger text, Chromium's font-size setting): 32 px for 16.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
      for (const path of ["/", "/live/all", "/directory/category", GAME_SEARCH, "/my/favorite", "/station/streamer01"]) {
        await page.goto(path);
        const sizes = await page.evaluate(() => ({
          body: parseFloat(getComputedStyle(document.body).fontSize),
          // The words on the page (not the glyphs drawn as icons): none is smaller than twice the smallest text (10 px).
          small: [...document.querySelectorAll("main *")]
            .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[가-힣A-Za-z0-9]/.test(node.textContent!)))
            .filter((element) => element.checkVisibility() && parseFloat(getComputedStyle(element).fontSize) < 20)
            .map((element) => `${element.textContent!.trim().slice(0, 20)} (${getComputedStyle(element).fontSize})`)
            .slice(0, 5),
          wide: document.documentElement.scrollWidth,
        }));
        // 15 px text at the default size.
        expect(sizes.body, path).toBe(30);
        expect(sizes.small, path).toEqual([]);
        expect(sizes.wide, path).toBe(screenWidth);
        const account = (await page.locator("header").getByLabel("데모시청자님 메뉴").boundingBox())!;
        expect(account.x + account.width, path).toBeLessThanOrEqual(screenWidth);
      }
    });
  });

// Issue 51 item 13 (in part): an emoji in a nickname or title is drawn by the system's emoji font, in colour.
for (const width of WIDTHS_WITH_SMALL_PHONE)
  test(`${width.name}: the page's font stack ends with the systems' emoji fonts`, async ({ page }) => {
    await page.setViewportSize(width.use.viewport);
    await page.goto("/live/all");
    const stack = await page.evaluate(() => getComputedStyle(document.querySelector("main h3, main h2")!).fontFamily);
    for (const font of ["Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"]) expect(stack).toContain(font);
  });
