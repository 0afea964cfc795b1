// The keyboard (issue 72 item 7), at 320, 390 and 1440 px: a dialog in the page's HTML (opened by its address, or by
// Enter on its button before the page hydrated) takes the focus, keeps Tab inside itself and closes on Escape, with
// JS and before it has arrived; without JS it takes the focus. A card's ⋮ menu is walked with the arrow keys.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);

/** Tab and Shift+Tab, more times than the dialog has controls: the focus never leaves it. */
async function expectTabKeptInside(page: Page, dialog: Locator) {
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `after ${key}`).toBe(true);
  }
}

/**
 * A slow phone's scripts: held back while the page's HTML and style sheets arrive (a page whose style sheets are
 * held too is never parsed to its end: its inline scripts wait for them). Answers the release, which waits for the
 * page to hydrate.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  };
}

const alarmDialog = (page: Page) => page.getByRole("dialog", { name: "로그인이 필요합니다." });

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("home's '로그인이 필요합니다.' opened by its address takes the focus, keeps Tab and closes on Escape", async ({ page }, testInfo) => {
      await page.goto("/?dialog=alarm-login");
      const dialog = alarmDialog(page);
      await expect(dialog).toBeVisible();
      // The focus is in the dialog, on its first answer, not on the page behind it.
      await expect(dialog.getByRole("button", { name: "취소" })).toBeFocused();
      if (isNoJs(testInfo)) return;
      // The page behind it cannot be reached: it is a modal.
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expectTabKeptInside(page, dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("a dialog of the help centre opened by its address is modal before the page's scripts arrive, and Escape leaves it", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "Tab and Escape need JS: without it the dialog takes the focus (the test above)");
      const hydrate = await holdScripts(page);
      await page.goto("/help?dialog=report", { waitUntil: "commit" });
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expectTabKeptInside(page, dialog);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await hydrate();
    });

    test("Enter on 알림 예약 as the first key, before the page hydrates, opens the dialog with the focus in it", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "a key before hydration: JS only");
      const hydrate = await holdScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      const reserve = page.locator('[data-banner-idx="1"]').getByRole("link", { name: "알림 예약" });
      await reserve.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\?dialog=alarm-login$/);
      const dialog = alarmDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "취소" })).toBeFocused();
      await expectTabKeptInside(page, dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await hydrate();
    });

    test("a card's ⋮ menu: ↓ opens it at its first item, the arrows, Home and End move through it, Escape closes it", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "keys on a menu: JS (without it the menu is the browser's <details>)");
      await page.goto("/live/all");
      const card = page.getByRole("main").locator("article[data-kind=live]").first();
      const menu = card.locator("details").first();
      const button = menu.locator("summary").first();
      // Its items: the actions and the share disclosure's button.
      const items = menu.locator(":scope > ul").locator("a[href], button, summary").filter({ visible: true });
      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(menu).toHaveAttribute("open", "");
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(items.first()).toBeFocused();
      // Round the ends.
      await page.keyboard.press("ArrowUp");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("End");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("Home");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(button).toBeFocused();
    });
  });
