// The home page end to end (000 §2.4, §2.9, §4.1-4.5, §7.6), with JS on and off: popular mode for guests,
// prefer mode and the toggle for members, card actions (hide and undo, not-recommend with a replacement,
// watch later, favourites), the banner alarms, adult and abroad sections, app deep links and the previews.
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, isNoJs, servedLoaderData, test, WIDTHS, withScriptsHeld } from "./fixtures";

async function rememberMode(context: BrowserContext, mode: "popular" | "prefer") {
  await context.addCookies([{ name: "selectedMode", value: mode, domain: "localhost", path: "/" }]);
}

// Home pages are large: the accessibility check of each one takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const section = (page: Page, code: string) => page.locator(`[data-section="${code}"]`);
const cards = (page: Page, code: string) => section(page, code).locator("li[data-log-key]");

/**
 * A list's cards, those the first render left for later too (e2e/first-render.spec.ts): with JS the reader scrolls
 * to the list's end, without JS follows '더보기' under it to the page whole.
 */
async function reachList(page: Page, code: string, testInfo: TestInfo) {
  const rest = section(page, code).locator('a[href*="whole=1"]');
  if (isNoJs(testInfo)) {
    if (await rest.count()) await rest.click();
  } else
    await section(page, code)
      .locator("ul[data-list]")
      .evaluate((list) => list.scrollIntoView({ block: "end" }));
  await expect(section(page, code).locator("ul[data-list] > template")).toHaveCount(0);
  await expect(cards(page, code).first()).toBeVisible();
}

async function openMenu(page: Page, card: ReturnType<typeof cards>) {
  await card.locator("summary").first().click();
}

test("a guest gets the popular mode: sections, preview thumbnails, banners and the alarm login dialog", async ({ page, baseURL }, testInfo) => {
  await page.goto("/");
  await expect(page).toHaveTitle("스트림온");
  await expect(page.getByRole("heading", { level: 2, name: "지금 인기 LIVE" })).toBeVisible();
  await expect(page.getByRole("link", { name: "전체보기" }).first()).toHaveAttribute("href", "/live/all");
  // The admin's title HTML is sanitised; sections that are too short or of an unknown type are left out.
  await expect(page.getByRole("heading", { level: 2, name: "추천 VOD" })).toBeVisible();
  await expect(page.getByRole("link", { name: "VOD 더보기" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "새로 올라온 VOD" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "쇼츠" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "성인 LIVE" })).toHaveCount(0);
  await expect(cards(page, "LIVE_01")).toHaveCount(12);
  // In a browser, cards lead to the player pages.
  await expect(cards(page, "LIVE_01").first().locator("h3 a")).toHaveAttribute("href", /^http:\/\/localhost:\d+\/play\/[^/]+\/\d+$/);
  await expect(cards(page, "CATEGORY_01").or(section(page, "CATEGORY_01").locator("li"))).not.toHaveCount(0);
  await expect(page.getByTestId("main-banner")).toBeVisible();
  await expect(page.getByRole("link", { name: "맨 위로", includeHidden: true })).toHaveAttribute("href", "#top");
  await expect(page.getByRole("group", { name: "홈 보기 방식" })).toHaveCount(0);

  // Preview: three broadcasts and the ad; the thumbnails lead to the live player.
  const slides = section(page, "PREVIEW_01").locator("[data-broad-no]");
  await expect(slides).toHaveCount(3);
  await expect(section(page, "PREVIEW_01").getByText("광고")).toBeVisible();
  const broadNo = await slides.first().getAttribute("data-broad-no");
  await expect(slides.first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", new RegExp(`/play/[^/]+/${broadNo}$`));

  // The first top banner has a broadcast alarm: a guest is asked to log in.
  const banner = page.locator('[data-banner-idx="1"]');
  await expect(banner.getByText("방송이 시작되면 알려드릴까요? 알림은 모바일 앱을 통해 발송됩니다.")).toBeVisible();
  await banner.getByRole("link", { name: "알림 예약" }).click();
  const dialog = page.getByRole("dialog", { name: "로그인이 필요합니다." });
  await expect(dialog).toBeVisible();
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\?dialog=alarm-login$/);
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toBeHidden();
  await banner.getByRole("link", { name: "알림 예약" }).click();
  await page.getByRole("dialog", { name: "로그인이 필요합니다." }).getByRole("link", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/login\/login\.php\?szFrom=full&request_uri=/);
  expect(new URL(page.url()).searchParams.get("request_uri")).toBe(`${baseURL}/`);

  // A VOD card, below the first render's budget, leads to the VOD player.
  await page.goto("/");
  await reachList(page, "VOD_01", testInfo);
  await expect(cards(page, "VOD_01").first().locator("h3 a")).toHaveAttribute("href", /^http:\/\/localhost:\d+\/vod\/player\/\d+$/);
});

test("a member starts in prefer mode; the toggle switches and the device remembers it", async ({ page, upstream, context }, testInfo) => {
  // Five pages of up to a hundred cards, each checked by axe.
  test.slow();
  await upstream.loginAs("viewer01");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "선호 LIVE" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "관심 VOD" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "선호/인기 카테고리" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "관심 Catch 모아보기" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^데모시청자님의 관심 / })).toBeVisible();
  await expect(page.getByRole("button", { name: "선호" })).toHaveAttribute("aria-pressed", "true");

  // 'More' on the prefer live list: two rows, then 60, then all, by 60: the next cards, in place
  // of the first 60, with the section's title in view. Followed from the keyboard (as below): the link can move as
  // the list's rest arrives, and a click made where it was lands on a card.
  await expect(cards(page, "PREFER_LIVE_01")).toHaveCount(12);
  await section(page, "PREFER_LIVE_01").getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(/\?live=60$/);
  await expect(cards(page, "PREFER_LIVE_01")).toHaveCount(60);
  const firstSixty = await cards(page, "PREFER_LIVE_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
  await section(page, "PREFER_LIVE_01").getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(/\?live=all&liveAfter=live%3A\d+#PREFER_LIVE_01-title$/);
  await expect(cards(page, "PREFER_LIVE_01").first()).not.toHaveAttribute("data-log-key", firstSixty[0]!);
  const next = await cards(page, "PREFER_LIVE_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
  expect(next.length).toBeGreaterThan(0);
  expect(next.length).toBeLessThanOrEqual(60);
  expect(next.filter((key) => firstSixty.includes(key))).toEqual([]);
  await expect(page.getByRole("heading", { level: 2, name: "선호 LIVE" })).toBeInViewport();

  // With JS the switch's answer is held until the toggle has been seen busy and locked: it stays so while
  // its switch is under way, however long the machine takes to look. (Without JS the click waits for the
  // page it posts to, so nothing is held.)
  let answer = () => {};
  if (!isNoJs(testInfo)) {
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/resources/home-mode*", async (route) => {
      await held;
      await route.continue();
    });
  }
  const toggle = page.getByRole("group", { name: "홈 보기 방식" });
  await page.getByRole("button", { name: "인기" }).click();
  if (!isNoJs(testInfo)) {
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: "선호" })).toBeDisabled();
  }
  answer();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "지금 인기 LIVE" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "성인 LIVE" })).toBeVisible();
  // Switched: no longer busy, and unlocked once its 1.5 s are over.
  if (!isNoJs(testInfo)) {
    await expect(toggle).not.toHaveAttribute("aria-busy");
    await expect(page.getByRole("button", { name: "선호" })).toBeEnabled();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "지금 인기 LIVE" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "selectedMode")?.value).toBe("popular");
  if (!isNoJs(testInfo)) await expect(page.getByRole("button", { name: "선호" })).toBeEnabled();
  await page.getByRole("button", { name: "선호" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "선호 LIVE" })).toBeVisible();
});

test("hide a streamer, then undo; reserve a banner alarm and cancel it", async ({ page, upstream, context }) => {
  await upstream.loginAs("viewer01");
  await rememberMode(context, "popular");
  await page.goto("/");
  const first = cards(page, "LIVE_01").first();
  const key = await first.getAttribute("data-log-key");
  // The nickname link ends with a visually hidden ' 방송국'.
  const nick = await first
    .locator("p a")
    .first()
    .evaluate((link) => link.firstChild?.textContent ?? "");
  await openMenu(page, first);
  await first.getByRole("button", { name: "스트리머 숨기기" }).click();

  const panel = section(page, "LIVE_01").locator(`[data-undo-for="${key}"]`);
  await expect(panel).toContainText(`${nick}님의 콘텐츠를 숨겼습니다.`);
  await expect(page).toHaveURL(/\?undo=hidden/);
  // The streamer's cards are gone from the other lists.
  await expect(section(page, "GAME_LIVE_01").locator(`[data-log-key="${key}"]`)).toHaveCount(0);
  await panel.getByRole("button", { name: "되돌리기" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page, "LIVE_01").first()).toHaveAttribute("data-log-key", key!);
  await expect(section(page, "LIVE_01").locator("[data-undo-for]")).toHaveCount(0);

  // The top banner's broadcast alarm: reserve, then cancel.
  const banner = page.locator('[data-banner-idx="1"]');
  await banner.getByRole("button", { name: "알림 예약" }).click();
  await expect(banner.getByText("알림 설정이 완료되었습니다")).toBeVisible();
  await banner.getByRole("button", { name: "알림 취소" }).click();
  await expect(page.getByTestId("toast")).toContainText("알림 설정이 취소되었습니다.");
  await expect(banner.getByRole("button", { name: "알림 예약" })).toBeVisible();
});

test("not-recommend in a recommendation list: undo panel in place, a replacement after it, undo", async ({ page, upstream }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/");
  const list = cards(page, "PREFER_LIVE_01");
  const before = await list.evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
  const refused = before[0]!;
  await openMenu(page, list.first());
  await list.first().getByRole("button", { name: "추천받지 않기" }).click();

  await expect(page.getByTestId("toast")).toContainText("해당 방송을 더 이상 추천하지 않습니다.");
  const panel = section(page, "PREFER_LIVE_01").locator(`[data-undo-for="${refused}"]`);
  await expect(panel).toContainText("해당 방송을 더 이상 추천하지 않습니다.");
  const replacement = await list.nth(1).getAttribute("data-log-key");
  expect(before).not.toContain(replacement);
  await panel.getByRole("button", { name: "되돌리기" }).click();
  await expect(section(page, "PREFER_LIVE_01").locator("[data-undo-for]")).toHaveCount(0);
  await expect(list.first()).toHaveAttribute("data-log-key", refused);
});

test("watch later: a guest goes to login, a member gets the server's message", async ({ page, upstream, baseURL }, testInfo) => {
  await page.goto("/");
  await reachList(page, "VOD_01", testInfo);
  let first = cards(page, "VOD_01").first();
  await openMenu(page, first);
  await first.getByRole("button", { name: "나중에 보기" }).click();
  await expect(page).toHaveURL(/\/login\/login\.php\?szFrom=full&request_uri=/);
  // Back to the page the reader was on (without JS: the page whole).
  expect(new URL(page.url()).searchParams.get("request_uri")).toBe(isNoJs(testInfo) ? `${baseURL}/?whole=1` : `${baseURL}/`);

  await upstream.loginAs("viewer01");
  await page.context().addCookies([{ name: "selectedMode", value: "popular", domain: "localhost", path: "/" }]);
  await page.goto("/");
  await reachList(page, "VOD_01", testInfo);
  first = cards(page, "VOD_01").first();
  await openMenu(page, first);
  await first.getByRole("button", { name: "나중에 보기" }).click();
  await expect(page.getByTestId("toast")).toContainText("나중에 보기 목록에 추가되었습니다.");
});

test("share: with JS the card's address is copied, without JS it is shown to copy by hand", async ({ page, context }, testInfo) => {
  await page.goto("/");
  await reachList(page, "VOD_01", testInfo);
  const first = cards(page, "VOD_01").first();
  const href = await first.locator("h3 a").getAttribute("href");
  await openMenu(page, first);
  if (isNoJs(testInfo)) {
    await first.getByText("공유하기").click();
    await expect(first.getByText("링크 주소")).toBeVisible();
    await expect(first.getByText(href!, { exact: true })).toBeVisible();
  } else {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await first.getByText("공유하기").click();
    await expect(page.getByTestId("toast")).toContainText("링크가 복사되었습니다.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  }
});

test("the cards of a page loaded whole stay the server's HTML: its data names them only, and a list drawn afresh asks for its cards", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: what the browser keeps of the server's cards");
  // The page's data carries four fields a card (its logs and 'more' links), not the 41 the HTML was made of.
  const data = await servedLoaderData<{ sections: Array<{ kind: string; cards?: { fields: string[] } }> }>(page, "/");
  const fields = data["routes/_index"].sections.filter((section) => section.kind === "cards").map((section) => section.cards!.fields);
  expect(fields.length).toBeGreaterThan(2);
  for (const names of fields) expect(names).toEqual(["kind", "key", "id", "userId"]);

  const hydrate = await withScriptsHeld(page);
  await page.goto("/", { waitUntil: "commit" });
  // VOD's cards wait at its list's end (below the first render's budget).
  await expect(section(page, "VOD_01").locator("ul[data-list] > template")).toBeAttached();
  const served = await cards(page, "LIVE_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
  expect(served).toHaveLength(12);
  // A list React has to draw afresh (here: one emptied before the page hydrates) has no markup to keep: the
  // page asks for its data again, which brings whole cards, and the list is drawn from them.
  await section(page, "VOD_01")
    .locator("ul[data-list]")
    .evaluate((list) => list.replaceChildren());
  await hydrate({ readerMovesOn: true });
  await expect(cards(page, "VOD_01")).not.toHaveCount(0);
  await expect(cards(page, "VOD_01").first().locator("h3 a")).toHaveAttribute("href", /\/vod\/player\/\d+$/);
  await expect(cards(page, "LIVE_01")).toHaveCount(12);
  expect(await cards(page, "LIVE_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")))).toEqual(served);
});

test.describe("at 1100 px the prefer preview takes the main banner's place", () => {
  test.use({ viewport: { width: 1100, height: 900 } });

  test("favourite a previewed streamer and remove it again", async ({ page, upstream }) => {
    await upstream.loginAs("viewer01");
    await page.goto("/");
    await expect(page.getByTestId("main-banner")).toBeHidden();
    const slide = section(page, "PREFER_PREVIEW").locator("[data-broad-no]").first();
    await expect(slide).toBeVisible();
    const broadNo = await slide.getAttribute("data-broad-no");
    const again = section(page, "PREFER_PREVIEW").locator(`[data-broad-no="${broadNo}"]`);
    const button = again.getByRole("button", { name: /즐겨찾기/ });
    const wasFavourite = ((await button.textContent()) ?? "").includes("해제");
    await button.click();
    await expect(page.getByTestId("toast")).toContainText(wasFavourite ? "즐겨찾기에서 삭제됐습니다." : "즐겨찾기에 추가됐습니다.");
    await expect(button).toContainText(wasFavourite ? /즐겨찾기$/ : "즐겨찾기 해제");
    await button.click();
    await expect(page.getByTestId("toast").last()).toContainText(wasFavourite ? "즐겨찾기에 추가됐습니다." : "즐겨찾기에서 삭제됐습니다.");
  });
});

test("sections by age and place: no adult section under 19, no domestic-only section abroad", async ({ page, upstream, context }) => {
  await rememberMode(context, "popular");
  await upstream.loginAs("teen01");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "지금 인기 LIVE" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "성인 LIVE" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "게임 LIVE" })).toBeVisible();

  await upstream.loginAs("abroad01");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "성인 LIVE" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "게임 LIVE" })).toHaveCount(0);
});

test.describe("inside the app", () => {
  test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0" });

  test("card links are app deep links", async ({ page }) => {
    // The page whole: VOD's cards are below the first render's budget (e2e/first-render.spec.ts).
    await page.goto("/?whole=1");
    const live = await cards(page, "LIVE_01").first().locator("h3 a").getAttribute("href");
    expect(live).toMatch(/^streamon:\/\/player\/live\?broad_no=\d+&user_id=[\w.-]+&channel=$/);
    const vod = await cards(page, "VOD_01").first().locator("h3 a").getAttribute("href");
    expect(vod).toMatch(/^streamon:\/\/player\/video\?station_no=\d+&bbs_no=\d+&title_no=\d+$/);
  });
});

test.describe("previews (JS)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "previews play with JS; without it the thumbnails link to the player");
  // One of them switches a fault on the player API: the others must not run meanwhile.
  test.describe.configure({ mode: "serial" });

  /** Moves the page's fake clock on until the slide reaches the phase (statuses arrive over real time). */
  async function advanceUntil(page: Page, slide: ReturnType<Page["locator"]>, phase: string) {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return slide.getAttribute("data-phase");
        },
        { timeout: 20_000 },
      )
      .toBe(phase);
  }

  test("previews play natively without loading hls.js; a status change stops one; the 60 s limit ends them", async ({ page, upstream }) => {
    const hlsRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/build\/_shared\/hls/.test(request.url())) hlsRequests.push(request.url());
    });
    await page.clock.install();
    await page.goto("/");
    const slides = section(page, "PREVIEW_01").locator("[data-broad-no]");
    await advanceUntil(page, slides.first(), "playing");
    expect(hlsRequests).toEqual([]);

    // The next status refresh finds the broadcast changed.
    await upstream.fault({ path: "/live/api/player_live_api.php", kind: "status", status: 200, body: { CHANNEL: { RESULT: 0 } } });
    await page.clock.runFor(10_000);
    await expect(slides.first().getByText("스트리머가 방송 상태를 변경하여 미리볼 수 없습니다.")).toBeVisible();
    await upstream.clearFaults();

    await page.goto("/");
    await advanceUntil(page, slides.first(), "playing");
    await page.clock.runFor(60_000);
    await expect(slides.first().getByRole("link", { name: "라이브 이어보기" })).toHaveAttribute("href", /\/play\//);
  });

  test("a reader saving data gets no previews: the slides stay links to the player, nothing is fetched for them", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true }) }));
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/resources\/preview|preview-playback|\/_shared\/hls/.test(request.url())) fetched.push(request.url());
    });
    await page.clock.install();
    await page.goto("/");
    const slide = section(page, "PREVIEW_01").locator("[data-broad-no]").first();
    // Well past the idle callback's latest time and a status round: previews would be playing by now.
    for (let step = 0; step < 10; step += 1) await page.clock.runFor(1_000);
    expect(fetched).toEqual([]);
    expect(await slide.getAttribute("data-phase")).toBe("idle");
    await expect(slide.locator("a[href*='/play/']").first()).toBeVisible();
  });

  test("where HLS is not native, hls.js is loaded when a preview starts; blocked auto-play offers '재생'", async ({ page }) => {
    await page.addInitScript(() => {
      const canPlay = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? "" : canPlay.call(this, type);
      };
      // The first play() of each video is refused, as a browser that blocks auto-play does.
      const play = HTMLMediaElement.prototype.play;
      const refused = new WeakSet<HTMLMediaElement>();
      HTMLMediaElement.prototype.play = function () {
        if (!refused.has(this)) {
          refused.add(this);
          return Promise.reject(new DOMException("blocked", "NotAllowedError"));
        }
        return play.call(this);
      };
    });
    const hls = page.waitForRequest(/\/build\/_shared\/hls/);
    await page.goto("/");
    await hls;
    const slide = section(page, "PREVIEW_01").locator("[data-broad-no]").first();
    await slide.getByRole("button", { name: "재생" }).click();
    await expect(slide).toHaveAttribute("data-phase", "playing", { timeout: 15_000 });
  });

  test("impressions and clicks are logged", async ({ page, upstream }) => {
    const userId = await upstream.loginAs("viewer01");
    await page.goto("/");
    // The page opens on its featured live; the lists' cards are seen as the reader scrolls to them.
    await cards(page, "PREFER_LIVE_01").first().scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () =>
          (await (await upstream.api.get("/__test/home/logs?sztype=VIEW")).json()).filter((row: { user_id: string }) => row.user_id === userId).length,
      )
      .toBeGreaterThan(0);
    const first = cards(page, "PREFER_LIVE_01").first();
    const id = (await first.getAttribute("data-log-key"))!.split(":")[1];
    await first.locator("h3 a").click();
    await expect
      .poll(async () =>
        (await (await upstream.api.get("/__test/home/logs?sztype=CLICK")).json()).some(
          (row: { user_id: string; code_type: string; send_data: string }) =>
            row.user_id === userId && row.code_type === "PREFER_LIVE_01" && JSON.parse(row.send_data).id === id,
        ),
      )
      .toBe(true);
  });
});

// Issue 23 item 6: the prefer VOD list's '전체' is paged by 60 (it was the whole list, a 5 MB page): each
// '더보기' brings the next 60 in place of the shown ones, the section's title in view, nothing repeated,
// and the page stays within its width (and within 1 MB: tests/integration/bounded-pages.test.ts). Measured on a
// phone, where the jump past the lists above matters most.
for (const width of WIDTHS.filter((candidate) => candidate.name === "at 390 px"))
  test.describe(width.name, () => {
    test.use(width.use);

    test("the prefer VOD list's '전체' pages by 60 with the section's title in view", async ({ page, upstream }) => {
      test.slow();
      await upstream.loginAs("viewer01");
      await page.goto("/?vod=60");
      const seen = await cards(page, "PREFER_VOD_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
      expect(seen).toHaveLength(60);
      for (const expected of [/\?vod=all&vodAfter=vod%3A\d+#PREFER_VOD_01-title$/, /\?vod=all&vodAfter=vod%3A\d+&vodPage=3#PREFER_VOD_01-title$/]) {
        const first = seen[seen.length - 60];
        // Meanwhile a streamer of a preferred category uploads (a copy of the demo streamer: a dozen VODs
        // dated across the list): the cards above the page's end grow, and the next page still begins
        // after the last card shown, not at its old offset (which would show the last ones again).
        expect((await upstream.api.post("/__test/accounts", { data: { template: "streamer01" } })).ok()).toBe(true);
        // Followed from the keyboard, as a reader may: a pointer's click lands where the link was a moment before,
        // and the browser's jump to the anchor at the load event (or a section drawn as it nears the screen) has
        // put a card's picture there (a new tab, this page unchanged).
        await page.waitForLoadState("load");
        await section(page, "PREFER_VOD_01").getByRole("link", { name: "더보기" }).press("Enter");
        await expect(page).toHaveURL(expected);
        await expect(cards(page, "PREFER_VOD_01").first()).not.toHaveAttribute("data-log-key", first!);
        const shown = await cards(page, "PREFER_VOD_01").evaluateAll((items) => items.map((item) => item.getAttribute("data-log-key")));
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(60);
        expect(shown.filter((key) => seen.includes(key))).toEqual([]);
        seen.push(...shown);
        // The title above the new cards is on screen below the sticky header, and the first card with it:
        // waited for, since the browser jumps to the anchor once the page has loaded (and with JS the parts
        // above hydrate after the jump).
        const heading = page.getByRole("heading", { level: 2, name: "관심 VOD" });
        await expect(heading).toBeInViewport({ ratio: 1 });
        const header = await page.locator("header").first().boundingBox();
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
        await expect(cards(page, "PREFER_VOD_01").first()).toBeInViewport();
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
      }
    });
  });
