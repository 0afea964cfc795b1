// What a page fetches before the reader's first input (docs/budgets.md): the parts that only
// answer input (the home sections, the page feedback) load their chunks at the first
// pointer, touch, key, focus, wheel or scroll, and the page works as plain HTML until then; what works by
// itself (the main banner's ad tracking, an open assistant panel) loads right after the page shell.
import type { Page } from "@playwright/test";
import { expect, isNoJs, test, WIDTHS } from "./fixtures";

/** The /build scripts the page has asked for so far. */
function scriptsOf(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/build/")) asked.push(url.pathname);
  });
  return { fetched: (chunk: string) => asked.some((pathname) => pathname.includes(`/${chunk}-`)) };
}

/** Opened and hydrated, and left alone until the network is quiet: no input at all. */
async function openUntouched(page: Page, path: string) {
  // The pointer off the page: Chromium tells a page what is under a resting pointer (a mouse move at the
  // pointer's place when the layout under it changes), and Playwright's pointer rests at (0, 0), the header.
  await page.mouse.move(-10, -10);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.waitForLoadState("networkidle");
}

const html = (page: Page) =>
  page.evaluate(() => ({
    intent: document.documentElement.hasAttribute("data-intent"),
    pending: document.documentElement.hasAttribute("data-lazy-pending"),
    reclick: document.documentElement.hasAttribute("data-reclick"),
    feedback: document.documentElement.hasAttribute("data-page-feedback"),
  }));

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("home fetches its sections' code at the first input, not before, and its banner's tracking at once", async ({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), "chunks are JS");
      const scripts = scriptsOf(page);
      await openUntouched(page, "/");
      // The re-click throttle is the HTML's own inline script: on before any input.
      expect(await html(page)).toEqual({ intent: false, pending: true, reclick: true, feedback: false });
      expect(scripts.fetched("HomeSections"), "the sections wait for an input").toBe(false);
      expect(scripts.fetched("page-feedback"), "the page feedback waits for an input").toBe(false);
      expect(scripts.fetched("ad-tracking"), "the banner counts its ad's impression by itself").toBe(true);
      // Until then the server's HTML is the page: its sections and cards are there.
      await expect(page.locator("[data-section]").first()).toBeVisible();

      // The first input: a scroll on the phone, the mouse over the page on a desktop.
      if (width.use.viewport.width < 600) await page.mouse.wheel(0, 200);
      else await page.mouse.move(200, 200);
      await page.waitForFunction(() => !document.documentElement.hasAttribute("data-lazy-pending"));
      expect(scripts.fetched("HomeSections")).toBe(true);
      await expect.poll(async () => (await html(page)).feedback).toBe(true);
      expect((await html(page)).intent).toBe(true);
    });

    test("an assistant panel open in the HTML works before any input: its chunk comes with the page", async ({ page, upstream }, testInfo) => {
      test.skip(isNoJs(testInfo), "chunks are JS");
      await upstream.loginAs("viewer01");
      const scripts = scriptsOf(page);
      await openUntouched(page, "/?assistant=open");
      expect((await html(page)).intent).toBe(false);
      expect(scripts.fetched("Assistant")).toBe(true);
      expect(scripts.fetched("HomeSections")).toBe(false);
    });
  });
