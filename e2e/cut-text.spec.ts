// Text cut where a reader can see it (issue 72 item 5), at 320, 390 and 1440 px, JS on and off: the hot list's titles
// never stop mid-word without an ellipsis, its authors' and stations' names show whole on a phone, a clip card's
// second name says it is the original's, and with the browser's text at 24 px the side bar's names show whole.
import type { Locator } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

/** Elements whose text is cut (wider than their box), by their text. */
const cutTexts = (elements: Locator) =>
  elements.evaluateAll((all) => all.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent!.trim()));

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the hot list: no title stops mid-word without an ellipsis, and every name shows whole", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/my/feed/hotissue");
      const posts = page.getByRole("main").locator("li[data-hot-key]");
      await expect(posts.first()).toBeVisible();
      const rows = await posts.evaluateAll((items) =>
        items.map((item) => {
          const link = item.querySelector("h3 a")!;
          const style = getComputedStyle(link);
          return {
            title: link.textContent!,
            excerpt: item.querySelector("h3 ~ p")?.textContent ?? "",
            // Wider than its line: CSS cuts it, with an ellipsis.
            overflowing: link.scrollWidth > link.clientWidth + 1,
            ellipsis: style.textOverflow === "ellipsis" && style.overflow === "hidden",
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        if (row.overflowing) expect(row.ellipsis, `'${row.title}' cut by its line`).toBe(true);
        // A title that is its post's opening words ends where a word ends, or says that more follows.
        const opening = row.excerpt.startsWith(row.title.replace(/…$/, "")) && row.excerpt.length > row.title.length;
        if (opening && !row.title.endsWith("…")) expect(row.excerpt[row.title.length], `'${row.title}' stops mid-word`).toMatch(/\s/);
      }
      // The upstream's titles cut mid-word are finished, with '…' where the text goes on.
      expect(rows.filter((row) => row.title.endsWith("…")).length).toBeGreaterThan(0);

      // Authors and stations whole (they were 3-4 characters and an ellipsis on a phone).
      const names = posts.locator("h3 ~ div").locator(":scope > strong, :scope > a");
      expect(await names.count()).toBeGreaterThan(20);
      expect(await cutTexts(names)).toEqual([]);
    });

    test("a clip card's second name is labelled as the original's", async ({ page }) => {
      await page.goto(`/search?szKeyword=${encodeURIComponent("달콤한김밥")}`);
      // Cards naming two streamers: the card's own and the one its clip was taken from.
      const seconds = page
        .getByRole("main")
        .locator("article[data-card-key]")
        .evaluateAll((cards) =>
          cards
            .map((card) => [...card.querySelectorAll("h3 ~ p")].filter((line) => line.querySelector('a[href*="/station/"]')))
            .filter((lines) => lines.length > 1)
            .map((lines) => ({ text: (lines[1] as HTMLElement).innerText.replace(/\s+/g, " ").trim(), label: lines[1].firstElementChild?.textContent })),
        );
      const found = await seconds;
      expect(found.length).toBeGreaterThan(0);
      for (const line of found) expect(line.label, line.text).toBe("원본");
    });

    test("with the browser's text at 24 px, the side bar's names show whole", async ({ page, context }) => {
      test.skip(width.use.viewport.width < 1280, "the side bar is in the layout from 1280 px");
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24 } });
      await page.goto("/live/all");
      const names = page.getByTestId("side-bar").locator(".side-bar-nick");
      expect(await names.count()).toBe(10);
      expect(await cutTexts(names)).toEqual([]);
    });
  });
