// The first tap, at 320, 390 and 1440 px with JS (without it the browser shows its own
// progress, and a My dialog is a page of its own): on a slow line the first tap shows the progress bar and marks
// the tapped link at once, not once the chunk that tap sends for has come, and from the finger's press on even before
// the page's scripts have come (issue 71); a My dialog's code comes as the finger
// or pointer reaches its link, so that the dialog opens at the tap.
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const bottomBar = (page: Page) => page.getByRole("navigation", { name: "하단 메뉴" });

/** Opened and hydrated and left alone: no input at all (the pointer off the page), so that nothing loaded at the first input is there. */
async function openUntouched(page: Page, path: string) {
  await page.mouse.move(-10, -10);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-intent"))).toBe(false);
}

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "without JS the browser shows its own progress, and a My dialog is a page");

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("the first tap on a slow line shows the progress bar and marks the tapped link at once", async ({ page }) => {
      await openUntouched(page, "/live/all");
      // A slow line: the page's data and every chunk the tap would send for arrive when the test lets them.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith("/directory/category") || (url.pathname.startsWith("/build/") && !url.pathname.includes("/_assets/")),
        async (route) => {
          await released;
          await route.continue();
        },
      );
      const link = phone
        ? bottomBar(page).getByRole("link", { name: "카테고리" })
        : page.locator("header").getByRole("navigation", { name: "주요 메뉴" }).filter({ visible: true }).getByRole("link", { name: "카테고리" });
      await link.click();
      const bar = page.getByTestId("nav-progress");
      await expect(bar).toBeVisible();
      await expect(link).toHaveAttribute("data-pending", "");
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y).toBe(0);
      expect(barBox.height).toBeLessThanOrEqual(4);
      await expect(page).toHaveURL(/\/live\/all$/);

      release();
      await expect(page).toHaveURL(/\/directory\/category$/);
      await expect(bar).toBeHidden();
      await expect(page.locator("a[data-pending]")).toHaveCount(0);
    });

    test("the finger's press marks the link and shows the progress bar before the page's scripts have come", async ({ page }) => {
      // A slow phone: the page's scripts arrive when the test lets them; its HTML and style sheets at once.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith("/build/") && url.pathname.endsWith(".js"),
        async (route) => {
          await released;
          await route.continue();
        },
      );
      await page.goto("/live/all", { waitUntil: "commit" });
      const link = phone
        ? bottomBar(page).getByRole("link", { name: "카테고리" })
        : page.locator("header").getByRole("navigation", { name: "주요 메뉴" }).filter({ visible: true }).getByRole("link", { name: "카테고리" });
      // The pointer comes over it once it is laid out and still (its style sheet in), then the button goes down.
      await link.hover();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      const box = (await link.boundingBox())!;
      await page.mouse.down();
      await expect(link).toHaveAttribute("data-pending", "");
      await expect(page.getByTestId("nav-progress")).toBeVisible();
      // Released off the link (the finger slid away): no navigation, no mark.
      await page.mouse.move(box.x + box.width / 2, box.y > 300 ? box.y - 200 : box.y + 300);
      await page.mouse.up();
      await expect(page.locator("a[data-pending]")).toHaveCount(0);
      await expect(page.getByTestId("nav-progress")).toBeHidden();
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    });

    test("a My dialog's code comes as the finger or pointer reaches its link, and the dialog opens at the tap", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/favorite");
      const asked: string[] = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      const link = page.getByRole("link", { name: "그룹 추가" });
      const dialogCode = page.waitForRequest((request) => /\/FavouriteDialogs-[\w-]+\.js$/.test(new URL(request.url()).pathname), { timeout: 5_000 });
      // The finger touches it (a phone) or the pointer comes over it (a desktop): nothing is tapped yet.
      if (phone) await link.dispatchEvent("touchstart");
      else await link.hover();
      await dialogCode;
      expect(page.url()).not.toContain("dialog=");
      await link.click();
      await expect(page.getByRole("dialog", { name: "그룹 추가" })).toBeVisible();
      await expect(link).not.toHaveAttribute("aria-busy", "true");
      expect(asked.filter((path) => path.includes("FavouriteDialogs"))).toHaveLength(1);
    });
  });
