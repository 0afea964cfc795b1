// The station, at 320, 390 and 1440 px, JS on and off: the home opens with a cover and, while the
// station is live, a 16:9 card of its broadcast ('LIVE', the viewers, '방송 보기' to the player), none when it is not;
// nothing wider than the screen; a guest is offered no 글쓰기; a member's sidebar names 글쓰기 and 캘린더 once (its
// buttons, not its menu again) and no link of the station's menu is listed twice; a notice pinned to the home is
// listed once; the portal's navigation stays (the header with its menu at every width, and the bottom bar on a phone).
import type { Locator, Page } from "@playwright/test";
import { abbreviateCount } from "../app/domain/counts";
import { expect, test, WIDTHS_WITH_SMALL_PHONE, type Upstream } from "./fixtures";

/** The shown links of that name (a closed menu's are not shown). */
const shownLinks = (page: Page, name: string) => page.getByRole("link", { name, exact: true }).filter({ visible: true });

/** The channel API's answer for a station, as the portal reads it (upstream-shapes §5). */
type StationAnswer = { broad: { broad_no: number; current_sum_viewer: number } | null; channel_art: { pc_filename: string; mobile_filename: string } | null };
async function stationAnswer(upstream: Upstream, streamerId: string): Promise<StationAnswer> {
  const response = await upstream.api.get(`/channel/api/${streamerId}/station`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StationAnswer;
}

async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, "the page's width").toBeLessThanOrEqual(innerWidth);
}

/** Whether a picture has arrived and drawn (the browser's own signal, waited on by polling it). */
const drawn = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

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
    const screenWidth = width.use.viewport.width;

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

    test("a live station opens with its cover and a 16:9 card of the broadcast: LIVE, the viewers, 방송 보기 to the player", async ({ page, upstream }) => {
      const answer = await stationAnswer(upstream, "streamer01");
      expect(answer.broad, "the demo streamer is live (README: demo accounts)").not.toBeNull();
      expect(answer.channel_art).not.toBeNull();
      const { broad_no: broadNo, current_sum_viewer: viewers } = answer.broad!;
      await page.goto("/station/streamer01");

      // The cover: the channel art, its phone picture on a phone (across the whole screen, above the station's bar).
      const cover = page.getByTestId("station-cover");
      await expect(cover).toBeVisible();
      const coverImage = cover.locator("img");
      await expect.poll(() => drawn(coverImage), { message: "the cover's picture" }).toBe(true);
      expect(await coverImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(phone ? "h=360" : "h=320");
      const coverBox = (await cover.boundingBox())!;
      expect(coverBox.height).toBeGreaterThan(40);
      if (phone) {
        expect(coverBox.x).toBe(0);
        expect(Math.round(coverBox.width)).toBe(screenWidth);
        expect(coverBox.y + coverBox.height, "above the station's bar").toBeLessThanOrEqual(
          (await page.getByTestId("station-mobile-actions").boundingBox())!.y,
        );
      }

      // The live card under it: its picture 16:9 (the broadcast's), LIVE on it, the title, the viewers, 방송 보기.
      const card = page.getByTestId("station-live");
      await expect(card).toBeVisible();
      expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(coverBox.y + coverBox.height);
      const picture = card.getByTestId("card-thumbnail");
      await expect.poll(() => drawn(picture), { message: "the broadcast's picture" }).toBe(true);
      expect(await picture.getAttribute("src")).toMatch(new RegExp(`/m/${broadNo}\\?\\d+$`));
      const box = (await picture.boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9), `${box.width}×${box.height}`).toBeLessThan(0.02);
      expect(box.width).toBeGreaterThan(phone ? screenWidth * 0.8 : 400);
      await expect(card.getByText("LIVE", { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { level: 2 })).toHaveText("데모스트리머의 소통 방송");
      await expect(card.getByText(`${abbreviateCount(viewers)}명 시청중`, { exact: true })).toBeVisible();
      const watch = card.getByRole("link", { name: "방송 보기", exact: true });
      await expect(watch).toBeVisible();
      await expect(watch).toHaveAttribute("href", `${upstream.url}/play/streamer01/${broadNo}`);
      await expect(watch).toHaveAttribute("target", "_blank");
      expect((await watch.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectNoOverflow(page);
    });

    test("an offline station has its cover and no live card", async ({ page, upstream }) => {
      // A copy of the demo streamer's station, which is not on air.
      const streamerId = await upstream.loginAs("streamer01");
      expect((await stationAnswer(upstream, streamerId)).broad).toBeNull();
      await page.goto(`/station/${streamerId}`);
      await expect(page.getByTestId("station-cover")).toBeVisible();
      await expect(page.getByRole("heading", { name: "최근 게시글" })).toBeVisible();
      await expect(page.getByTestId("station-live")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: "방송 보기" })).toHaveCount(0);
      await expectNoOverflow(page);
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
