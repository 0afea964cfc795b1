// The logo's re-click (issue 72 item 8; 000 §2.1), at 320, 390 and 1440 px: on home it is a link to the page shown,
// so that clicking it again refreshes home at most once per 1500 ms, as every menu's current item does (it refreshed
// on every click, 3 in 1.1 s). From another page it leads home at once. Without JS it is a plain link that reloads.
// The page's clock is fixed (and moved on by hand), so that a slow reload never counts as time passing.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const T0 = Date.parse("2026-11-20T12:00:00+09:00");
const logo = (page: Page) => page.locator("header").getByRole("link", { name: /STREAMON/ });

/** Page loads of home (documents and Remix data requests), counted in the order the browser asks for them. */
function countHomeLoads(page: Page) {
  let loads = 0;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/" && (request.isNavigationRequest() || url.searchParams.has("_data"))) loads += 1;
  });
  return () => loads;
}

/** Clicks and waits for home to be loaded again, the router idle. */
async function refreshes(page: Page, link: Locator, loads: () => number) {
  const before = loads();
  await Promise.all([page.waitForRequest((request) => new URL(request.url()).pathname === "/"), link.click()]);
  await page.waitForLoadState("load");
  await expect(page.locator("html")).not.toHaveAttribute("data-navigating");
  expect(loads()).toBeGreaterThan(before);
}

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the logo on home refreshes it once per 1500 ms; from another page it leads home", async ({ page }, testInfo) => {
      const loads = countHomeLoads(page);
      if (isNoJs(testInfo)) {
        // A plain link: each click reloads home.
        await page.goto("/");
        await refreshes(page, logo(page), loads);
        await refreshes(page, logo(page), loads);
        return;
      }
      await page.clock.setFixedTime(T0);
      await page.goto("/");
      await refreshes(page, logo(page), loads);
      // Two more clicks within 1500 ms load nothing: the page asked for next is the one the reader goes to after
      // them, and home was not asked for before it.
      const held = loads();
      await logo(page).click();
      await logo(page).click();
      await page.goto("/live/all");
      expect(loads(), "a re-click of the logo within 1500 ms").toBe(held);

      // From another page the logo leads home at once (it is no re-click there).
      await refreshes(page, logo(page), loads);
      await expect(page).toHaveURL(/\/$/);
      // And 1500 ms after the last refresh, home's logo refreshes again.
      await page.clock.setFixedTime(T0 + 3_200);
      await refreshes(page, logo(page), loads);
    });
  });
