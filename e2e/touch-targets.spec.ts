// A finger's size on a touch screen (issue 72 item 6), at 320 and 390 px and on a 1440 px touch screen, JS on and off:
// a comment's '답글' (24 px wide), a card's title (18 px tall) and the checkboxes themselves (13 and 20 px beside
// their 44 px labels) are 44 px targets. The layout test measures every control of the main pages the same way.
import type { Locator } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

async function expectFingerSized(targets: Locator, least = 1) {
  const boxes = await targets.evaluateAll((all) =>
    all
      .filter((element) => (element as HTMLElement).checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { what: element.textContent?.trim() || element.getAttribute("name"), width: Math.round(box.width), height: Math.round(box.height) };
      }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(least);
  expect(boxes.filter((box) => box.width < 44 || box.height < 44)).toEqual([]);
}

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(`${width.name}, a touch screen`, () => {
    // A desktop's width with a finger (a large tablet, a touch laptop): the same targets.
    test.use({ ...width.use, hasTouch: true, promoPopups: true });

    test("a comment's '답글' is a finger's size", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01/post/90000001");
      await expectFingerSized(page.getByRole("main").getByRole("link", { name: /^답글/ }), 2);
    });

    test("a card's title is a finger's size", async ({ page }) => {
      await page.goto("/live/all");
      await expectFingerSized(page.getByRole("main").locator("article[data-card-key] h3 a").filter({ visible: true }), 6);
    });

    test("a checkbox is a finger's size itself, and still toggles by its words", async ({ page, upstream }) => {
      await page.goto("/");
      const hide = page.getByRole("checkbox", { name: "24시간 동안 보지 않기" });
      await expectFingerSized(hide);
      await upstream.loginAs("viewer01");
      await page.goto("/my/feed");
      const onlyStreamer = page.getByRole("checkbox", { name: "스트리머 글만 보기" });
      await expectFingerSized(onlyStreamer);
      // Drawn checked once chosen (its words are its label), as the browser's own box is.
      await page.getByText("스트리머 글만 보기", { exact: true }).click();
      await expect(page.getByRole("checkbox", { name: "스트리머 글만 보기" })).toBeChecked();
    });
  });
