// Stations (001 §2.9–2.14, §4.3–4.4, §8): lean journeys, each run with JavaScript on and off.
import { expect, isNoJs, onlyWithoutJs, postMenuButton, scriptlessChecker, scriptlessPage, test, WIDTHS } from "./fixtures";

// Station pages are large (sidebar, lists, cards) and axe checks each one: on a busy machine a journey
// can take more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test("a visitor reads a station: home, boards, a post, VODs; unknown and closed stations get their pages", async ({ page }) => {
  test.slow(); // axe on every station page visited
  await page.goto("/station/streamer01");
  await expect(page.getByRole("heading", { level: 2, name: "최근 게시글" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "최근 VOD" })).toBeVisible();

  // '더보기' is followed from the keyboard (here and below): a link can move as a list's rest arrives, and a click
  // made where it was lands on a card.
  await page.getByRole("region", { name: "최근 게시글" }).getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(/\/station\/streamer01\/board$/);
  await expect(page.getByRole("heading", { level: 1, name: "전체 게시판" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /페이지/ }).getByRole("link", { name: "2" })).toBeVisible();

  await page.getByRole("link", { name: "방송국 이용 규칙 안내" }).first().click();
  await expect(page).toHaveURL(/\/station\/streamer01\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /방송국 이용 규칙 안내/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "꼭 읽어주세요" })).toBeVisible();

  await page.goto("/station/streamer01/vod");
  await expect(page.locator("article").first()).toBeVisible();

  // Old link shapes go to the new ones.
  await page.goto("/streamer01");
  await expect(page).toHaveURL(/\/station\/streamer01$/);
  await page.goto("/streamer01/post/90000001");
  await expect(page).toHaveURL(/\/station\/streamer01\/post\/90000001$/);

  const missing = await page.goto("/station/nobody-here-0");
  expect(missing?.status()).toBe(404);
  const blinded = await page.goto("/station/yechan266");
  expect(blinded?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "블라인드 처리된 방송국입니다." })).toBeVisible();
});

test("the station's menu and post links open their pages, in place with JS, marking the open one current", async ({ page }, testInfo) => {
  await page.goto("/station/streamer01");
  // With JS a click is a client navigation: what this page set on window is still there after it.
  const stayed = () => page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage === true);
  if (!isNoJs(testInfo)) await page.evaluate(() => ((window as { stayedOnPage?: boolean }).stayedOnPage = true));

  const menu = page.getByRole("navigation", { name: "방송국 메뉴" }).first();
  await menu.getByRole("link", { name: "VOD", exact: true }).click();
  await expect(page).toHaveURL(/\/station\/streamer01\/vod$/);
  await expect(page.locator("article").first()).toBeVisible();
  await expect(menu.getByRole("link", { name: "VOD", exact: true })).toHaveAttribute("aria-current", "page");
  // 캘린더 is the sidebar's button above the menu (the menu no longer lists it again).
  await expect(page.getByRole("link", { name: "캘린더", exact: true }).first()).not.toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page).toHaveURL(/\/station\/streamer01$/);
  const recentPosts = page.getByRole("region", { name: "최근 게시글" });
  const firstPost = recentPosts.getByRole("list").getByRole("link").first();
  const title = (await firstPost.textContent()) ?? "";
  await firstPost.click();
  await expect(page).toHaveURL(/\/station\/streamer01\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title.trim() })).toBeVisible();
  expect(await stayed()).toBe(!isNoJs(testInfo));
});

test("a viewer favourites a station, turns push on, removes the favourite after confirming (adding it again asks nothing), opens the note window and the information layer, reports a post", async ({
  page,
  upstream,
}) => {
  test.slow();
  await upstream.loginAs("viewer01");
  await page.goto("/station/hyunkang200");
  await page.getByRole("button", { name: "즐겨찾기", exact: true }).click();
  await expect(page.getByRole("link", { name: "즐겨찾기 해제", exact: true })).toBeVisible();

  await page.getByRole("button", { name: /알림 켜기/ }).click();
  await expect(page.getByRole("button", { name: /알림 끄기/ })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "즐겨찾기 해제", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "즐겨찾기 삭제" });
  await expect(dialog.getByText("해당 스트리머를 즐겨찾기에서 삭제하시겠습니까?")).toBeVisible();
  await dialog.getByRole("button", { name: "확인" }).click();
  await expect(page.getByRole("button", { name: "즐겨찾기", exact: true })).toBeVisible();
  // Added again, the favourite is simply on: the removal's question does not come back.
  await page.getByRole("button", { name: "즐겨찾기", exact: true }).click();
  await expect(page.getByRole("link", { name: "즐겨찾기 해제", exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The note window (001 §2.14): a sized popup with JS, a new tab without; a blocked popup is explained.
  const note = page.waitForEvent("popup");
  await page.getByRole("link", { name: /쪽지/ }).click();
  await expect((await note).getByText(/받는 사람: hyunkang200/)).toBeVisible();
  if (!isNoJs(test.info())) {
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("link", { name: /쪽지/ }).click();
    await expect(page.getByText("차단된 팝업을 허용해주세요.")).toBeVisible();
  }

  // The information layer (001 §2.11).
  await page.getByRole("link", { name: "방송국 정보" }).click();
  const layer = page.getByRole("dialog", { name: "스트리머 정보" });
  await expect(layer.getByText("방송국 개설일")).toBeVisible();
  await expect(layer.getByText(/^\d{4}\.\d{2}\.\d{2}$/).first()).toBeVisible();

  // Reporting a post (001 §7.1): the reasons come from the upstream's form.
  await page.goto("/station/streamer01/post/90000002");
  await postMenuButton(page).click();
  await page.getByRole("link", { name: "신고하기" }).click();
  const report = page.getByRole("dialog", { name: "신고하기" });
  await report.getByLabel("도배").check();
  await report.getByRole("button", { name: "신고하기" }).click();
  await expect(page.getByText("신고가 접수되었습니다.")).toBeVisible();
});

test("subscription (001 §4.7): a viewer uses an owned ticket; a suspended viewer is told the suspension dates", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/station/hyunkang200");
  await page.getByRole("link", { name: "구독", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "구독권 사용" });
  // The particle follows the product's last syllable (월: 로), as the answer's (을) does.
  await expect(ask.getByText("보유한 구독권 1개월로 구독하시겠습니까?")).toBeVisible();
  await ask.getByRole("button", { name: "구독권 사용" }).click();
  await expect(page.getByText("구독권 1개월을 사용했습니다. (남은 기간 30일)")).toBeVisible();

  await upstream.loginAs("suspended01");
  await page.goto("/station/hyunkang200");
  await page.getByRole("link", { name: "구독", exact: true }).click();
  await expect(page.getByText(/이용 정지 중에는 구독할 수 없습니다\./)).toBeVisible();
});

test("a post's report sent without a reason says so in the portal's words and keeps the detail typed, then goes through (issue 73 item 3)", async ({
  page,
  upstream,
}) => {
  await upstream.loginAs("viewer01");
  await page.goto("/station/streamer01/post/90000002?dialog=report");
  const report = page.getByRole("dialog", { name: "신고하기" });
  await report.getByLabel("상세 내용 (선택)").fill("같은 글이 계속 올라옵니다.");
  await report.getByRole("button", { name: "신고하기" }).click();
  await expect(report.getByRole("alert")).toHaveText("신고 사유를 선택해 주세요.");
  await expect(report.getByRole("group", { name: "신고 사유" })).toHaveAccessibleDescription("신고 사유를 선택해 주세요.");
  await expect(report.getByLabel("상세 내용 (선택)")).toHaveValue("같은 글이 계속 올라옵니다.");
  await report.getByLabel("도배").check();
  await report.getByRole("button", { name: "신고하기" }).click();
  await expect(page.getByText("신고가 접수되었습니다.")).toBeVisible();
});

test("the owner writes a post, edits it, pins it with an expiry, makes it a notice and moves it", async ({ page, upstream }) => {
  test.slow(); // the longest journey
  const owner = await upstream.loginAs("streamer01");
  const base = `/station/${owner}`;
  await page.goto(`${base}/board`);
  await page.getByRole("link", { name: "글쓰기" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${base}/post/write`));

  // Without a title the form answers with its error and keeps what was typed.
  await page.getByRole("combobox", { name: "게시판", exact: true }).selectOption({ label: "자유게시판" });
  await page.getByLabel("내용", { exact: true }).fill("첫 줄\n둘째 줄 <script>alert(1)</script>");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("제목을 입력해 주세요.")).toBeVisible();
  await expect(page.getByLabel("내용", { exact: true })).toHaveValue(/첫 줄/);

  await page.getByLabel("제목").fill("이사 가는 글");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/post/\\d+$`));
  const postUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "이사 가는 글" })).toBeVisible();
  await expect(page.getByText("둘째 줄")).toBeVisible();
  expect(await page.locator("article script").count()).toBe(0);

  const menu = async () => {
    await postMenuButton(page).click();
  };
  await menu();
  await page.getByRole("link", { name: "수정하기" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "게시글 수정" })).toBeVisible();
  await page.getByLabel("제목").fill("이사 가는 글 (수정)");
  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "이사 가는 글 (수정)" })).toBeVisible();

  await menu();
  await page.getByRole("link", { name: "홈에 고정하기" }).click();
  const pin = page.getByRole("dialog", { name: "홈에 고정하기" });
  const inAMonth = new Date(Date.now() + 30 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  await pin.getByLabel("고정 만료일").fill(inAMonth);
  await pin.getByRole("button", { name: "홈에 고정하기" }).click();
  await expect(page.getByText(`${inAMonth.replaceAll("-", ".")}까지 홈에 고정`)).toBeVisible();

  await menu();
  await page.getByRole("button", { name: "공지 등록" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /공지.*이사 가는 글/ })).toBeVisible();

  await menu();
  await page.getByRole("button", { name: "게시판 이동" }).click();
  const move = page.getByRole("dialog", { name: "게시판 이동" });
  await move.getByLabel("이동할 게시판").selectOption({ label: "공지사항" });
  await move.getByRole("button", { name: "게시판 이동" }).click();
  await expect(page.getByText(/게시글을 '공지사항'으로 이동했습니다/)).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByRole("link", { name: "공지사항" }).first()).toBeVisible();
});

test("the owner deletes two posts in bulk", async ({ page, upstream }) => {
  test.slow();
  const owner = await upstream.loginAs("streamer01");
  const base = `/station/${owner}`;
  await page.goto(`${base}/board`);
  const boxes = page.getByRole("checkbox");
  const firstTitle = (await boxes.nth(0).getAttribute("aria-label"))!.replace(/ 선택$/, "");
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole("button", { name: "선택 삭제" }).click();
  const confirm = page.getByRole("dialog", { name: "게시글 삭제" });
  await expect(confirm.getByText("선택한 게시글 2개를 삭제하시겠습니까?")).toBeVisible();
  await confirm.getByRole("button", { name: "삭제하기" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: `${firstTitle} 선택` })).toHaveCount(0);

  // An address that reads as both a post to edit ('write') and a board to write in ('edit') is neither.
  const neither = await page.goto(`${base}/post/write/edit`);
  expect(neither?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "다시 한 번 주소를 확인해 주세요." })).toBeVisible();
});

test("settings: the owner edits the basic settings, a manager sees only 금칙어 and 블랙리스트, a viewer gets 403", async ({ page, upstream }) => {
  test.slow();
  const owner = await upstream.loginAs("streamer01");
  await page.goto(`/station/${owner}/setting`);
  await expect(page).toHaveURL(new RegExp(`/station/${owner}/setting/basic$`));
  await expect(page.getByRole("heading", { level: 1, name: "기본 설정" })).toBeVisible();

  // The upstream's name code and the URL rule come back as field errors, with what was typed kept.
  await page.getByLabel("방송국 이름").fill("운영자 방송국");
  await page.getByLabel("링크 1 주소").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("올바른 URL을 입력해 주세요.")).toBeVisible();
  await page.getByLabel("링크 1 주소").fill("https://facebook.com/demo");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("사용할 수 없는 방송국 이름입니다.")).toBeVisible();
  await expect(page.getByLabel("방송국 이름")).toHaveValue("운영자 방송국");

  // A name of this owner's own (names are unique across stations, and a repeated run has made the last one).
  const name = `새 이름 방송국 ${owner.slice(-4)}`;
  await page.getByLabel("방송국 이름").fill(name);
  // The action's answer first (a saturated machine can take seconds to save, redirect and reload the page's
  // data), then the toast that reload brings.
  const saved = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.endsWith("/setting/basic"));
  await page.getByRole("button", { name: "저장" }).click();
  await saved;
  await expect(page.getByText("저장되었습니다.")).toBeVisible();
  await expect(page.getByLabel("방송국 이름")).toHaveValue(name);

  await upstream.loginAs("manager01");
  await page.goto("/station/streamer01");
  await page.getByRole("link", { name: "방송국 관리" }).click();
  await expect(page).toHaveURL(/\/station\/streamer01\/setting\/banWord$/);
  const side = page.getByRole("navigation", { name: /방송국 관리/ });
  await expect(side.getByRole("link")).toHaveText(["금칙어", "블랙리스트"]);

  await upstream.loginAs("viewer01");
  const refused = await page.goto("/station/streamer01/setting");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "방송국 관리 권한이 없습니다." })).toBeVisible();
});

test("a guest uses the station's menu: VOD search, calendar, top fans, a members-only board, the contracted sidebar remembered", async ({ page }) => {
  test.slow();
  await page.goto("/station/streamer01/vod");
  await page.getByRole("searchbox", { name: "VOD 검색" }).fill("리그");
  await page.getByRole("searchbox", { name: "VOD 검색" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "'리그' 검색 결과" })).toBeVisible();

  await page.goto("/station/streamer01/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "캘린더" })).toBeVisible();

  await page.getByRole("link", { name: "더보기" }).first().press("Enter");
  await expect(page.getByRole("dialog", { name: "열혈팬" }).getByText("회장", { exact: true })).toBeVisible();

  const refused = await page.goto("/station/streamer01/board/1006");
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("로그인 후 이용할 수 있는 게시판입니다.")).toBeVisible();

  await page.goto("/station/streamer01");
  await page.getByRole("button", { name: "사이드바 접기" }).click();
  await expect(page.getByRole("button", { name: "사이드바 펼치기" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "사이드바 펼치기" })).toBeVisible();
});

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);
    // A reader who taps the dialog's button while the page hydrates taps what they saw: hydration turns the
    // server's dialog into a modal without moving it (it once jumped from the page's flow to the middle of
    // the screen, and the tap landed on the page behind).
    test("a dialog opened by its address stays where it is when the page hydrates", async ({ page, context, browser, upstream }, testInfo) => {
      test.skip(isNoJs(testInfo), "compares the server's dialog with the hydrated one");
      const owner = await upstream.loginAs("streamer01");
      await page.goto(`/station/${owner}/board?field=title&keyword=${encodeURIComponent("대회 결승전")}`);
      const post = await page.getByRole("link", { name: "[리그 오브 레전드] 대회 결승전" }).first().getAttribute("href");
      const dialogUrl = `${post}?dialog=vodDelete`;
      const confirm = (on: typeof page) => on.getByRole("dialog", { name: "VOD 삭제" }).getByRole("button", { name: "삭제하기" });

      const checker = await scriptlessChecker(browser, context, width.use);
      const before = await scriptlessPage(checker);
      await before.goto(dialogUrl);
      const served = await confirm(before).boundingBox();
      await checker.close();

      await page.goto(dialogUrl);
      await expect(page.getByRole("dialog", { name: "VOD 삭제" })).toHaveJSProperty("open", true);
      expect(await page.getByRole("dialog", { name: "VOD 삭제" }).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      // Where a reader of the served page taps: the middle of the button they saw.
      const tap = { x: served!.x + served!.width / 2, y: served!.y + served!.height / 2 };
      const hydrated = (await confirm(page).boundingBox())!;
      expect(tap.x).toBeGreaterThan(hydrated.x + 4);
      expect(tap.x).toBeLessThan(hydrated.x + hydrated.width - 4);
      expect(tap.y).toBeGreaterThan(hydrated.y + 4);
      expect(tap.y).toBeLessThan(hydrated.y + hydrated.height - 4);
    });

    test("the report dialog opens on the screen, each reason a whole line of 44 px with its button beside its words", async ({ page, upstream }, testInfo) => {
      onlyWithoutJs(testInfo);
      await upstream.loginAs("viewer01");
      await page.goto("/station/streamer01/post/90000001?dialog=report");
      const dialog = page.getByRole("dialog", { name: "신고하기" });
      const box = (await dialog.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const reasons = dialog.locator("label:has(input[type=radio])");
      expect(await reasons.count()).toBeGreaterThan(1);
      for (const reason of await reasons.all()) {
        const line = (await reason.boundingBox())!;
        const radio = (await reason.locator("input").boundingBox())!;
        expect(line.height).toBeGreaterThanOrEqual(44);
        expect(Math.abs(radio.y + radio.height / 2 - (line.y + line.height / 2))).toBeLessThanOrEqual(2);
      }
    });
  });

test("the owner lifts a VOD's blind and deletes the VOD", async ({ page, upstream }) => {
  test.slow();
  const owner = await upstream.loginAs("streamer01");
  await page.goto(`/station/${owner}/board?field=title&keyword=${encodeURIComponent("대회 결승전")}`);
  await page.getByRole("link", { name: "[리그 오브 레전드] 대회 결승전" }).first().click();
  await expect(page.getByText("블라인드 처리된 VOD입니다.")).toBeVisible();

  await postMenuButton(page).click();
  await page.getByRole("link", { name: "블라인드 해제" }).click();
  const unblind = page.getByRole("dialog", { name: "블라인드 해제" });
  await expect(unblind.getByText(/블라인드 사유: .+/)).toBeVisible();
  await unblind.getByRole("button", { name: "블라인드 해제" }).click();
  await expect(page.getByText("블라인드가 해제되었습니다.")).toBeVisible();
  await expect(page.getByText("블라인드 처리된 VOD입니다.")).toHaveCount(0);

  await postMenuButton(page).click();
  await page.getByRole("link", { name: "삭제하기" }).click();
  await page.getByRole("dialog", { name: "VOD 삭제" }).getByRole("button", { name: "삭제하기" }).click();
  await expect(page.getByText("VOD가 삭제되었습니다.")).toBeVisible();
  await expect(page).not.toHaveURL(/\/post\//);
});
