// The station (issue 51 item 9), at 320, 390 and 1440 px, JS on and off: a guest is offered no 글쓰기; a member's
// sidebar names 글쓰기 and 캘린더 once (its buttons, not its menu again) and no link of the station's menu is listed
// twice; a notice pinned to the home is listed once; the portal's navigation stays (the header with its menu at every
// width, and the bottom bar on a phone).
import type { Page } from "@playwright/test";
import { expect, test, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

/** The shown links of that name (a closed menu's are not shown). */
const shownLinks = (page: Page, name: string) => page.getByRole("link", { name, exact: true }).filter({ visible: true });

/** The links of the station's menu as this width shows it (names and addresses): the pc sidebar's menu with its
 * 글쓰기 / 캘린더 buttons above it, or the phone's menu opened under the station's bar. */
async function stationMenuLinks(page: Page, phone: boolean) {
  const scope = phone ? page.getByTestId("station-mobile-actions") : page.getByRole("complementary", { name: "방송국 메뉴" });
  if (phone) await scope.locator("summary").filter({ hasText: "메뉴" }).click();
  await expect(scope.getByRole("navigation", { name: "방송국 메뉴" }).getByRole("link", { name: "전체 게시판" })).toBeVisible();
  return scope.locator("a[href]").evaluateAll((anchors) =>
    anchors
      .filter((anchor) => anchor.checkVisibility())
      .filter((anchor) => anchor.closest("nav[aria-label='방송국 메뉴']") || /^(글쓰기|캘린더)$/.test(anchor.textContent?.trim() ?? ""))
      .map((anchor) => ({ name: anchor.textContent?.trim() ?? "", href: anchor.getAttribute("href") ?? "" })),
  );
}

for (const width of WIDTHS_WITH_SMALL_PHONE)
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test("a guest is offered no 글쓰기, a member each of 글쓰기 and 캘린더 once; the portal's navigation stays", async ({ page, upstream }) => {
      for (const path of ["/station/streamer01", "/station/streamer01/board"]) {
        await page.goto(path);
        await expect(page.getByRole("link", { name: "글쓰기", exact: true }), path).toHaveCount(0);
      }
      // The header, with its menu of the portal's pages at every width (a station's header has no sub-navigation:
      // at 1440 px it had no way to them), and on a phone the bottom bar.
      const header = page.locator("body header").first();
      await expect(header.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "하단 메뉴" })).toBeVisible({ visible: phone });
      const portalMenu = header.getByRole("navigation", { name: "주요 메뉴" });
      await expect(portalMenu).toBeHidden();
      await header.locator("summary[aria-label='메뉴']").click();
      await expect(portalMenu.getByRole("link")).toHaveText(["홈", "전체 LIVE", "카테고리", "MY", "별별랭킹", "고객센터"]);
      for (const link of await portalMenu.getByRole("link").all()) await expect(link).toBeInViewport();

      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01");
      if (phone) await page.getByTestId("station-mobile-actions").locator("summary").filter({ hasText: "메뉴" }).click();
      await expect(shownLinks(page, "글쓰기")).toHaveCount(1);
      await expect(shownLinks(page, "캘린더")).toHaveCount(1);
    });

    test("no link of the station's menu is listed twice, for a guest or a member", async ({ page, upstream }) => {
      for (const as of ["guest", "viewer01"] as const) {
        if (as !== "guest") await upstream.loginAs(as);
        await page.goto("/station/streamer01");
        const links = await stationMenuLinks(page, phone);
        const names = links.map((link) => link.name);
        expect(names, as).toEqual(expect.arrayContaining(["VOD", "전체 게시판", "캘린더", ...(as === "guest" ? [] : ["글쓰기"])]));
        expect(new Set(names).size, `${as}: ${names.join(", ")}`).toBe(names.length);
        const hrefs = links.map((link) => link.href);
        expect(new Set(hrefs).size, `${as}: ${hrefs.join(", ")}`).toBe(hrefs.length);
      }
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
