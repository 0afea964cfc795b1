// Words and links that read right (issue "comments", item 7): the particle after a product's name follows its last
// syllable; a member without a station is named on their playlists, not linked to a station that does not exist;
// boards a viewer cannot open are shown locked, never a link that ends in a refusal; a deleted post's number is
// not given to the next post; a post's 공유하기 offers its whole address. With JS and without, at 390 and 1440 px.
import type { Page } from "@playwright/test";
import { expect, isNoJs, postMenuButton, test, WIDTHS } from "./fixtures";

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("the ticket question and its answer take the particle the product's name needs ('구독권 1개월로', '구독권 1개월을')", async ({ page, upstream }) => {
      await upstream.loginAs("viewer01");
      await page.goto("/station/hyunkang200");
      // On a phone 구독 is under the station's 선물하기 (the pc sidebar's is not shown there).
      const gifts = page.getByTestId("station-mobile-actions").getByText("선물하기", { exact: true });
      if (await gifts.isVisible()) await gifts.click();
      await page.getByRole("link", { name: "구독", exact: true }).click();
      const ask = page.getByRole("dialog", { name: "구독권 사용" });
      await expect(ask.getByText("보유한 구독권 1개월로 구독하시겠습니까?")).toBeVisible();
      await expect(page.getByText("구독권 1개월으로")).toHaveCount(0);
      await ask.getByRole("button", { name: "구독권 사용" }).click();
      await expect(page.getByText("구독권 1개월을 사용했습니다. (남은 기간 30일)")).toBeVisible();
    });

    test("a member without a station is named on their own playlists, not linked to a station; a shared one links its owner's", async ({ page, upstream }) => {
      const me = await upstream.loginAs("viewer01");
      await page.goto("/my/history/playlist");
      const own = page.locator("article").filter({ hasText: "출근길에 볼 영상" });
      await expect(own.getByText("데모시청자", { exact: true })).toBeVisible();
      await expect(own.getByRole("link", { name: /데모시청자/ })).toHaveCount(0);
      await expect(page.locator(`a[href$="/station/${me}"]`)).toHaveCount(0);
      const shared = page.locator("article").filter({ hasText: "주간 베스트" });
      await expect(shared.locator('a[href$="/station/yunhaneul347"]').first()).toBeVisible();
    });

    test("내 방송국 in the account menu: a member without a station stays on the page and is told so; a streamer opens their station", async ({
      page,
      upstream,
    }) => {
      const openMyStation = async () => {
        await page
          .locator("header")
          .getByLabel(/님 메뉴$/)
          .click();
        await page.locator("header").getByRole("link", { name: "내 방송국", exact: true }).click();
      };
      await upstream.loginAs("viewer01");
      await page.goto("/my/favorite");
      await openMyStation();
      await expect(page.getByText("아직 개설한 방송국이 없습니다.")).toBeVisible();
      await expect(page).toHaveURL(/\/my\/favorite$/);
      await expect(page.getByText("다시 한 번 주소를 확인해 주세요.")).toHaveCount(0);

      const streamer = await upstream.loginAs("streamer01");
      await page.goto("/my/favorite");
      await openMyStation();
      await expect(page).toHaveURL(new RegExp(`/station/${streamer}$`));
      await expect(page.getByText("다시 한 번 주소를 확인해 주세요.")).toHaveCount(0);
    });
  });

/** The station menu's boards as shown (the pc sidebar, or the phone's menu opened): links, and the ones named locked. */
async function boardsOf(page: Page) {
  const phoneMenu = page.getByTestId("station-mobile-actions").locator("summary").filter({ hasText: "메뉴" });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  const nav = page.getByRole("navigation", { name: "방송국 메뉴" });
  await expect(nav).toBeVisible();
  const links = (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
  const locked = await nav.locator("[data-locked]").evaluateAll((items) => items.map((item) => item.firstChild?.textContent?.trim() ?? ""));
  return { links, locked };
}

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("boards a viewer cannot open are named locked, not links: for a guest, a member, a manager and the owner", async ({ page, upstream }) => {
      const open = async () => {
        await page.goto("/station/streamer01");
        return boardsOf(page);
      };
      const guest = await open();
      expect(guest.locked).toEqual(["즐겨찾기 게시판", "팬클럽 게시판", "구독자 게시판", "매니저 게시판", "비공개 게시판"]);
      expect(guest.links).toEqual(expect.arrayContaining(["공지사항", "자유게시판", "방명록"]));
      expect(guest.links).not.toContain("매니저 게시판");

      // viewer01 favours the demo station, is in its fan club and subscribes.
      await upstream.loginAs("viewer01");
      const member = await open();
      expect(member.locked).toEqual(["매니저 게시판", "비공개 게시판"]);
      expect(member.links).toEqual(expect.arrayContaining(["즐겨찾기 게시판", "팬클럽 게시판", "구독자 게시판"]));

      await upstream.loginAs("manager01");
      expect((await open()).locked).toEqual(["비공개 게시판"]);

      const owner = await upstream.loginAs("streamer01");
      await page.goto(`/station/${owner}`);
      expect((await boardsOf(page)).locked).toEqual([]);
    });
  });

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);

    test("a deleted post's number is not given to the next post", async ({ page, upstream }) => {
      const owner = await upstream.loginAs("streamer01");
      const write = async (title: string) => {
        await page.goto(`/station/${owner}/post/write/1003`);
        await page.getByLabel("제목").fill(title);
        await page.getByLabel("내용", { exact: true }).fill("곧 지울 글입니다.");
        await page.getByRole("button", { name: "등록" }).click();
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        return Number(new URL(page.url()).pathname.split("/").pop());
      };
      const deleted = await write(`지울 글 ${Date.now()}`);
      await postMenuButton(page).click();
      await page.getByRole("link", { name: "삭제하기" }).click();
      await page.getByRole("dialog", { name: "게시글 삭제" }).getByRole("button", { name: "삭제하기" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "게시글(댓글, 답글 포함) 삭제가 완료되었습니다." })).toBeVisible();
      const next = await write(`다음 글 ${Date.now()}`);
      expect(next).toBeGreaterThan(deleted);
      expect((await page.goto(`/station/${owner}/post/${deleted}`))?.status()).toBe(404);
    });

    test("a post's 공유하기 offers its whole address, the one copied", async ({ page, baseURL }, testInfo) => {
      await page.goto("/station/streamer01/post/90000004");
      if (!isNoJs(testInfo))
        // A browser whose clipboard refuses: the menu opens on the address to copy by hand, as without JS.
        await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("refused")) } }));
      await postMenuButton(page).click();
      await page.locator("summary").filter({ hasText: "공유하기" }).click();
      await expect(page.locator("[data-copy-text]").filter({ visible: true })).toHaveText(`${baseURL}/station/streamer01/post/90000004`);
    });
  });
