// The details a phone shows (issue 72 item 10), at 320, 390 and 1440 px, JS on and off: the sports schedule shows two
// games and more to a phone's screen; '스포츠' and '이스포츠' are drawn as their sibling tabs are; a category's count
// carries its unit; the favourites' avatar row has the screen's width and their group actions stay on the groups'
// row; the not-found page offers a search box and the lives on air beside '메인으로'; a LIVE feed post has '방송 보기'.
import type { Locator, Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

/** How many of the elements stand whole on the screen's width. */
const wholeOnScreen = (elements: Locator, width: number) =>
  elements.evaluateAll(
    (all, screen) =>
      all.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= -1 && box.right <= screen + 1;
      }).length,
    width,
  );

/** The letter spacing of each link of a row of tabs, in px. */
const spacings = (page: Page, row: string) =>
  page
    .getByRole("navigation", { name: row })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => [link.textContent, parseFloat(getComputedStyle(link).letterSpacing) || 0] as const));

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const screen = width.use.viewport.width;
    const phone = screen < 768;

    test("the sports schedule shows two games or more to a screen", async ({ page }) => {
      await page.goto("/live/group/sports");
      const games = page.locator(".sports-slots > li");
      expect(await games.count()).toBeGreaterThan(2);
      expect(await wholeOnScreen(games, screen)).toBeGreaterThanOrEqual(phone ? 2 : 3);
    });

    test("'스포츠' and '이스포츠' are drawn as their sibling tabs, their syllables apart", async ({ page }) => {
      await page.goto("/live/all");
      const live = await spacings(page, "라이브 분류");
      expect(live.map(([text]) => text)).toContain("스포츠");
      await page.goto("/directory/category");
      const menus = await spacings(page, "카테고리 메뉴");
      expect(menus.map(([text]) => text)).toContain("이스포츠");
      // In bold the ㅡ of 스, 포 and 츠 joined into one line under the word: every tab's syllables are set apart.
      for (const [text, spacing] of [...live, ...menus]) expect(spacing, `${text}`).toBeGreaterThanOrEqual(1);
    });

    test("a category's count says what it counts", async ({ page }) => {
      await page.goto("/directory/category");
      const counts = page.getByRole("main").locator("a[href^='/directory/category/'] > span:last-child");
      expect(await counts.count()).toBeGreaterThan(10);
      for (const text of await counts.allInnerTexts()) expect(text).toMatch(/^[\d.,]+[천만억]?명 참여중$/);
    });

    test("favourites: the avatar row has the page's width, and '그룹 추가' / '그룹 편집' stay on the groups' row", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/favorite");
      const groups = page.getByRole("navigation", { name: "즐겨찾기 그룹" });
      const first = (await groups.getByRole("link", { name: "전체", exact: true }).boundingBox())!;
      for (const name of ["그룹 추가", "그룹 편집"]) {
        const box = (await groups.getByRole("link", { name }).boundingBox())!;
        expect(Math.round(box.y), name).toBe(Math.round(first.y));
        expect(box.x + box.width, name).toBeLessThanOrEqual(screen);
      }
      const strip = (await page.getByRole("list", { name: "즐겨찾기 스트리머" }).boundingBox())!;
      const manage = (await page.getByRole("main").getByRole("link", { name: "스트리머 관리" }).boundingBox())!;
      const content = (await groups.boundingBox())!;
      // Nothing beside the row on a phone: it reaches the page's edge, as the groups' row does.
      if (phone) expect(strip.x + strip.width).toBeGreaterThanOrEqual(content.x + content.width - 1);
      // '스트리머 관리' covers none of it.
      const apart = manage.x >= strip.x + strip.width || manage.y + manage.height <= strip.y || manage.y >= strip.y + strip.height;
      expect(apart).toBe(true);
    });

    test("the not-found page offers a search box and the lives on air beside '메인으로'", async ({ page }) => {
      for (const path of ["/no-such-page", "/no/such/page"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("다시 한 번 주소를 확인해 주세요.");
        await expect(page.getByRole("link", { name: "메인으로" })).toBeVisible();
        const lives = page.getByRole("region", { name: "추천 LIVE" }).getByRole("listitem").getByRole("link");
        expect(await lives.count(), path).toBeGreaterThanOrEqual(3);
        await expect(lives.first()).toHaveAttribute("href", /\/play\/[^/]+\/\d+$/);
      }
      const box = page.getByRole("main").getByRole("searchbox", { name: "찾으시는 내용을 검색해 보세요" });
      await box.fill("게임");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?szKeyword=%EA%B2%8C%EC%9E%84$/);
    });

    test("a LIVE feed post has '방송 보기' to its broadcast", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/feed");
      const post = page.locator('li[data-feed-kind="LIVE"]').first();
      const watch = post.getByRole("link", { name: "방송 보기" });
      await expect(watch).toBeVisible();
      await expect(watch).toHaveAttribute("href", (await post.getByRole("heading").getByRole("link").getAttribute("href"))!);
      const box = (await watch.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(screen);
    });
  });
