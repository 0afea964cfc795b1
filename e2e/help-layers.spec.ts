// Issue 20, with JS on and off. Item 5: every help-centre dialog opens where the user is looking: its box
// and heading inside the screen at 390 and 1440 px, no sideways scroll, and a close link back to the page
// (without JS a dialog was drawn in the page's flow, far below the screen, so a tap seemed to do nothing).
// Item 14: the scroll-to-top button is in every page's markup but shown only where the page can scroll,
// once it has scrolled past 50 px (001 §9), and it takes the page back to the top.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
type Viewport = typeof PHONE;

/** The whole of `locator` is on the screen. */
async function expectOnScreen(locator: Locator, viewport: Viewport) {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The dialog `name` that `url` opens is on the screen with its heading and its close link (which has the
 * focus, unless the dialog is the illegal report's in-place guide), the page does not scroll sideways, and the
 * close link leads back to the page (`back`), where the dialog is gone.
 */
async function expectDialogInView(page: Page, url: string, name: string, back: RegExp, viewport: Viewport, { focused = true } = {}) {
  await page.setViewportSize(viewport);
  await page.goto(url);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expectOnScreen(dialog, viewport);
  await expectOnScreen(dialog.getByRole("heading", { name }), viewport);
  const close = dialog.getByRole("link", { name: "닫기" });
  await expectOnScreen(close, viewport);
  if (focused) await expect(close).toBeFocused();
  expect(await pageWidth(page)).toBe(viewport.width);
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(back);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test("the help home's dialogs (phone, report gate, FAQ) open on the screen and close back to the page", async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/help");
      const faq = page.locator('a[href^="/help?faq="]').first();
      const faqHref = (await faq.getAttribute("href"))!;
      const faqTitle = (await faq.locator("span").last().textContent())!;
      expect(faqHref).toMatch(/^\/help\?faq=\d+$/);
      await expectDialogInView(page, "/help?dialog=phone", "전화상담", /\/help$/, viewport);
      await expectDialogInView(page, "/help?dialog=report", "신고하기", /\/help$/, viewport);
      await expectDialogInView(page, faqHref, faqTitle, /\/help$/, viewport);
    });

    test("the illegal report's guide opens on the screen and closes back to its button", async ({ page }) => {
      await expectDialogInView(
        page,
        "/help/report/illegal#illegal-guide",
        "불법촬영물등 유형과 정의 안내",
        /\/help\/report\/illegal#illegal-guide-button$/,
        viewport,
        { focused: false },
      );
    });

    test("the survey of my inquiries and of an inquiry opens on the screen and closes back to the page", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.setViewportSize(viewport);
      await page.goto("/help/my-inquiry");
      const rate = page.getByRole("row").filter({ hasText: "결제했는데 별풍선이 들어오지 않았어요" }).getByRole("link", { name: "답변 평가" });
      const listHref = (await rate.getAttribute("href"))!;
      const id = /survey=(\d+)/.exec(listHref)![1];
      await expectDialogInView(page, listHref, "만족도 평가", /\/help\/my-inquiry$/, viewport);
      await expectDialogInView(page, `/help/my-inquiry/${id}?dialog=survey`, "만족도 평가", new RegExp(`/help/my-inquiry/${id}$`), viewport);
    });
  });
}

test.describe("the scroll-to-top button", () => {
  test("is not shown on a page too short to scroll", async ({ page }) => {
    // The not-found page, its ways on included (issue 72: a search box and the lives on air), on a tall screen.
    const tall = { width: DESKTOP.width, height: 1400 };
    await page.setViewportSize(tall);
    await page.goto("/no/such/page");
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(tall.height);
    // In the markup (000 §2.4 'always present'), never on the screen.
    await expect(page.getByRole("link", { name: "맨 위로", includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "맨 위로", includeHidden: true })).toBeHidden();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`on a long page at ${viewport.width} px: hidden at the top, shown past 50 px, and it goes back to the top`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/help/faq");
      const toTop = page.getByRole("link", { name: "맨 위로", includeHidden: true });
      await expect(toTop).toHaveAttribute("href", "#top");
      await expect(toTop).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: 100, behavior: "instant" }));
      await expect(toTop).toBeVisible();
      await expectOnScreen(toTop, viewport);
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toBeHidden();
    });
  }
});
