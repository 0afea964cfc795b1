// The rule of e2e/browser-errors.ts holds: a page that logs a console error, throws, or loses a sub-resource
// fails its test (test.fail: each of those cases passes only by failing), and what a test expects passes.
import { expect, expectBrowserErrors, isNoJs, test } from "./fixtures";

test.describe("a browser error fails the test", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the cases run scripts in the page");

  test("a console error", async ({ page }) => {
    test.fail();
    await page.setContent(`<script>console.error("broken on purpose")</script>`);
  });

  test("an uncaught error", async ({ page }) => {
    test.fail();
    const thrown = page.waitForEvent("pageerror");
    await page.setContent(`<script>setTimeout(() => { throw new Error("thrown on purpose"); })</script>`);
    await thrown;
  });

  test("an error in a page the test opened in a context of its own", async ({ browser }) => {
    test.fail();
    const page = await browser.newPage();
    await page.setContent(`<script>console.error("broken in another context")</script>`);
    await page.close();
  });

  test("a sub-resource the server answers 404 on a page that was answered 404 itself", async ({ page }) => {
    test.fail();
    await page.goto("/no-such-page-for-the-browser-errors-rule");
    const failed = page.waitForEvent("console");
    await page.evaluate(() => document.head.append(Object.assign(document.createElement("script"), { src: "/build/no-such-chunk.js" })));
    await failed;
  });
});

test("a console error the test expects passes", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the page logs from a script");
  expectBrowserErrors(/^broken on purpose$/);
  await page.setContent(`<script>console.error("broken on purpose")</script>`);
});

test("a page answered 404 is the test's answer, not a browser error", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-the-browser-errors-rule");
  expect(response?.status()).toBe(404);
});
