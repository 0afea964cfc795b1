// Keyboard and undo, at 320, 390 and 1440 px: Escape closes a card's ⋮ menu and gives the focus
// back to its button (with JS; without it a menu is a plain <details>); after 스트리머 숨기기 the '되돌리기' panel
// stands in view, below the sticky header and above the phone's bottom bar, and restores the card (JS on and off).
import type { Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const liveCards = (page: Page) => page.getByRole("main").locator('li[data-log-key]:has(article[data-kind="live"])');

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("Escape closes a card's ⋮ menu and gives the focus back to its button", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "without JS a menu is a plain <details>, which Escape does not close");
      await page.goto("/live/all");
      const card = liveCards(page).first();
      const button = card.locator("summary[aria-label$='더보기 메뉴']");
      const menu = card.locator("details:has(> summary[aria-label$='더보기 메뉴'])");

      // By the keyboard: the button, Enter, down into the menu, Escape.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      await expect(menu.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(button).toBeFocused();

      // Opened by the pointer: Escape closes it too.
      await button.click();
      await expect(menu).toHaveAttribute("open", "");
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
    });

    test("after 스트리머 숨기기 the 되돌리기 panel stands in view, below the header, and restores the card", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/live/all");
      const card = liveCards(page).nth(2);
      const key = await card.getAttribute("data-log-key");
      const button = card.locator("summary[aria-label$='더보기 메뉴']");
      // The reader has scrolled the card's picture up under the header: its menu button is just below it.
      const header = (await page.locator("body header").first().boundingBox())!;
      await button.scrollIntoViewIfNeeded();
      await page.evaluate(([top, headerHeight]) => window.scrollTo({ top: window.scrollY + top - headerHeight - 8, behavior: "instant" }), [
        (await button.boundingBox())!.y,
        header.height,
      ] as const);
      await button.click();
      await card.getByRole("button", { name: "스트리머 숨기기" }).click();

      const panel = page.locator(`[data-undo-for="${key}"]`);
      await expect(panel).toBeVisible();
      await expect(page).toHaveURL(/\?undo=hidden/);
      // Whole on the screen: below the sticky header, above the phone's bottom bar.
      const bar = page.getByRole("navigation", { name: "하단 메뉴" });
      const floor = (await bar.isVisible()) ? (await bar.boundingBox())!.y : width.use.viewport.height;
      await expect
        .poll(async () => {
          const box = (await panel.boundingBox())!;
          return { below: box.y >= header.height, above: box.y + box.height <= floor, top: box.y, bottom: box.y + box.height };
        })
        .toMatchObject({ below: true, above: true });

      await panel.getByRole("button", { name: "되돌리기" }).click();
      await expect(page.locator(`[data-undo-for="${key}"]`)).toHaveCount(0);
      await expect(page.getByRole("main").locator(`li[data-log-key="${key}"] article`)).toBeVisible();
      expect(page.url()).not.toContain("undo=");
    });
  });
