// The FAQ search's results (issue 72 item 4), at 320, 390 and 1440 px, JS on and off: the words searched stand in
// a search box to search again, the results are counted (the desktop's title, '검색결과 {n}건' on a phone), the words
// are in bold in the titles, and the buttons beside '검색결과' line up in one row.
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const WORD = "회원";

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("the results show the words searched in a box, their count and the words in bold; the box searches again", async ({ page }) => {
      await page.goto(`/help/search?q=${encodeURIComponent(WORD)}`);
      const box = page.locator("#help-search");
      await expect(box).toBeVisible();
      await expect(box).toHaveValue(WORD);

      const results = page.getByRole("list", { name: "검색결과" }).getByRole("link");
      const count = await results.count();
      expect(count).toBeGreaterThan(1);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(phone ? `검색결과 ${count}건` : `'${WORD}' 검색결과 (${count}건)`, { useInnerText: true });

      // Every title holding the words shows them in bold, and only them.
      const titles = await results.allTextContents();
      const holding = titles.filter((title) => title.includes(WORD));
      expect(holding.length).toBeGreaterThan(0);
      const bold = page.getByRole("list", { name: "검색결과" }).locator("strong");
      await expect(bold).toHaveCount(holding.length);
      for (const part of await bold.all()) {
        await expect(part).toHaveText(WORD);
        await expect(part).toBeVisible();
        expect(Number(await part.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(600);
      }

      // The buttons beside '검색결과' (the search sheet's on a phone, and the FAQ) stand in one row, of one height,
      // each a finger's size, on the screen.
      const buttons = page.getByRole("main").locator("header").filter({ has: heading }).getByRole("link").filter({ visible: true });
      await expect(buttons).toHaveCount(phone ? 2 : 1);
      const boxes = await Promise.all((await buttons.all()).map(async (button) => (await button.boundingBox())!));
      for (const button of boxes) {
        expect(Math.round(button.y)).toBe(Math.round(boxes[0].y));
        expect(Math.round(button.height)).toBe(Math.round(boxes[0].height));
        expect(button.height).toBeGreaterThanOrEqual(44);
        expect(button.x + button.width).toBeLessThanOrEqual(width.use.viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width.use.viewport.width);

      // Searching again from the same box.
      await box.fill("환불");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/help\/search\?q=%ED%99%98%EB%B6%88$/);
      await expect(page.locator("#help-search")).toHaveValue("환불");
      await expect(page.getByRole("list", { name: "검색결과" }).getByRole("link", { name: "환불은 언제 되나요?" })).toBeVisible();
    });
  });
