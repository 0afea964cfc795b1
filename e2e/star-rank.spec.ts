// The star ranking, at 320, 390 and 1440 px, JS on and off: a broadcast's rank is on its picture;
// '상세정보' ('방송국 가기', the favourite toggle) is in the card's own small ⋮ menu, whose target is a finger's
// size, not a pill of its own; the site header stays on a phone (its menu gives way to '뒤로가기'); with JS the
// carousel's controls are on the carousel (on a phone in its title's row, off the slides: issue 72).
import { expect, isNoJs, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("each broadcast's rank is on its picture and '상세정보' is in its ⋮ menu; the site header stays", async ({ page }) => {
      await page.goto("/star-rank");
      // The site header, with its logo and 로그인, at every width; on a phone '뒤로가기' stands for its menu.
      const header = page.locator("body header").first();
      await expect(header.getByRole("link", { name: /STREAMON/ })).toBeVisible();
      await expect(header.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "뒤로가기" })).toBeVisible({ visible: phone });

      const theme = page.getByRole("region", { name: "게임 랭킹" });
      const item = theme.getByRole("listitem").first();
      const picture = (await item.locator("[data-testid=card-thumbnail]").first().boundingBox())!;
      // Its rank (and its move since the ranking before, where the answer gives one).
      const rank = item.locator("span").filter({ hasText: /^1위/ }).first();
      const rankBox = (await rank.boundingBox())!;
      expect(rankBox.x).toBeGreaterThanOrEqual(picture.x);
      expect(rankBox.y).toBeGreaterThanOrEqual(picture.y);
      expect(rankBox.y + rankBox.height).toBeLessThanOrEqual(picture.y + picture.height / 2);
      // No pill of its own: one menu a card, the small ⋮ with a finger's target.
      await expect(page.locator("summary").filter({ hasText: "상세정보" })).toHaveCount(0);
      const menu = item.locator("summary[aria-label$='더보기 메뉴']");
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.width).toBeGreaterThanOrEqual(44);
      expect(menuBox.height).toBeGreaterThanOrEqual(44);
      await menu.click();
      await expect(item.getByText("상세정보", { exact: true })).toBeVisible();
      await expect(item.getByRole("link", { name: "방송국 가기" })).toHaveAttribute("href", /^\/station\//);
      await expect(item.getByRole("button", { name: "즐겨찾기", exact: true })).toBeVisible();
    });

    test("the carousel's controls are on the carousel, and on a phone off its slides", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS the carousel is a strip the reader scrolls, without controls");
      await page.goto("/star-rank");
      const carousel = page.getByRole("region", { name: "인기 방송" });
      const title = (await carousel.getByRole("heading", { name: "인기 방송" }).boundingBox())!;
      const slide = carousel.getByRole("listitem").first().locator("[data-testid=card-thumbnail]").first();
      const picture = (await slide.boundingBox())!;
      const strip = (await carousel.locator("ul").first().boundingBox())!;
      for (const name of ["이전", "다음", "일시정지"]) {
        const button = (await carousel.getByRole("button", { name }).boundingBox())!;
        expect(button.x, name).toBeGreaterThanOrEqual(strip.x);
        expect(button.x + button.width, name).toBeLessThanOrEqual(strip.x + strip.width);
        if (phone) {
          // Issue 72: in the title's row, above the strip, so that none covers the first place's picture.
          expect(button.y + button.height, name).toBeLessThanOrEqual(picture.y);
          expect(button.y, name).toBeLessThan(title.y + title.height);
          expect(button.y + button.height, name).toBeGreaterThan(title.y);
        } else {
          // Level with the slides' pictures and over the strip, not in a row of their own under it.
          expect(button.y, name).toBeGreaterThanOrEqual(picture.y);
          expect(button.y + button.height, name).toBeLessThanOrEqual(picture.y + picture.height);
        }
      }
    });
  });
