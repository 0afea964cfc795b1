// Floating furniture, at 320, 390 and 1440 px, JS on and off: from 768 px the page keeps a rail
// on its right for 맨 위로 and home's AI assistant, so that no card's ⋮ or VOD's duration ever scrolls under them;
// both are named (a title for the pointer); on a phone the assistant's picture is named on the screen beside it and
// its × is a light one, not a dark disc.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

/** The left edges of what floats in the right-hand corner, and the right edge of the cards. */
async function edges(page: Page) {
  return page.evaluate(() => {
    const floating = [document.querySelector("[data-testid=assistant-dock]"), document.querySelector("a[href='#top']")]
      .filter((element): element is Element => element !== null && getComputedStyle(element).position === "fixed")
      .map((element) => element.getBoundingClientRect().left);
    // The cards, their ⋮ and the chips on their pictures' foot (a VOD's duration) included: fixed in x as the page scrolls.
    // A card in a row that scrolls sideways shows only what its row does: it is clipped at the row's edge.
    const shownRight = (element: Element) => {
      let right = element.getBoundingClientRect().right;
      for (let box = element.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== "visible") right = Math.min(right, box.getBoundingClientRect().right);
      return right;
    };
    const onCards = [...document.querySelectorAll("main article[data-card-key]")]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map(shownRight);
    return { floating, rightmost: Math.max(...onCards), cards: onCards.length };
  });
}

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("맨 위로 and home's AI assistant cover no card: a rail is kept for them; both are named", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/");
      const dock = page.getByTestId("assistant-dock");
      await expect(dock).toBeVisible();
      await expect(dock.getByRole("link", { name: /^AI 어시스턴트 .+ 열기$/ })).toHaveAttribute("title", /^AI 어시스턴트 .+ 열기$/);
      await expect(page.locator("a[href='#top']")).toHaveAttribute("title", "맨 위로");
      if (phone) {
        // In the page's top row: the picture named on the screen, a light × of a finger's size.
        await expect(dock.getByText("AI 어시스턴트", { exact: true })).toBeVisible();
        const close = dock.getByRole("button", { name: "AI 어시스턴트 끄기" });
        const look = await close.evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, ...button.getBoundingClientRect().toJSON() }));
        expect(look.background).toBe("rgba(0, 0, 0, 0)");
        expect(look.width).toBeGreaterThanOrEqual(44);
        expect((await dock.boundingBox())!.height).toBeLessThanOrEqual(48);
        return;
      }
      for (const path of ["/", "/live/all", "/my/favorite"]) {
        if (path !== "/") await page.goto(path);
        const { floating, rightmost, cards } = await edges(page);
        expect(cards, path).toBeGreaterThan(5);
        expect(floating.length, path).toBeGreaterThan(0);
        expect(rightmost, `${path}: a card's control reaches ${rightmost} px, the floating controls begin at ${Math.min(...floating)} px`).toBeLessThanOrEqual(
          Math.min(...floating),
        );
      }
    });
  });
