// The station (issue 51 item 9), at 320, 390 and 1440 px, JS on and off: a guest is offered no 글쓰기; a member's
// sidebar names 글쓰기 and 캘린더 once (its buttons, not its menu again); a notice pinned to the home is listed once;
// the portal's navigation stays (the header, and the bottom bar on a phone).
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

/** The shown links of that name (a closed menu's are not shown). */
const shownLinks = (page: Page, name: string) => page.getByRole("link", { name, exact: true }).filter({ visible: true });

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("a guest is offered no 글쓰기, a member each of 글쓰기 and 캘린더 once; the portal's navigation stays", async ({ page, upstream }) => {
      for (const path of ["/station/streamer01", "/station/streamer01/board"]) {
        await page.goto(path);
        await expect(page.getByRole("link", { name: "글쓰기", exact: true }), path).toHaveCount(0);
      }
      // The header, and on a phone the bottom bar.
      await expect(page.locator("body header").first().getByRole("link", { name: "로그인", exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "하단 메뉴" })).toBeVisible({ visible: phone });

      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01");
      if (phone) await page.getByTestId("station-mobile-actions").locator("summary").filter({ hasText: "메뉴" }).click();
      await expect(shownLinks(page, "글쓰기")).toHaveCount(1);
      await expect(shownLinks(page, "캘린더")).toHaveCount(1);
    });

    test("a notice pinned to the home is listed once, under the pinned posts", async ({ page }) => {
      await page.goto("/station/streamer01");
      const titles = (id: string) =>
        page
          .locator(`section[aria-labelledby="${id}"]`)
          .first()
          .locator("a[href*='/post/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const pinned = await titles("home-pins");
      expect(pinned.length).toBeGreaterThan(0);
      const notices = await titles("home-notices");
      expect(notices.filter((href) => pinned.includes(href))).toEqual([]);
    });
  });
