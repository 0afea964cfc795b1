// The app's webview (000 §2.3, 001 §7.11), JS on and off (the deep links are in the server's HTML): station
// and post links open through browser/station with their full URL and a title, a card's share item carries
// the web address, playlist and Cinety cards open with player/video and its parameters (a station's Catch,
// whose list names no board, the web Catch player with its list through browser/external), the VOD host's
// playlist pages and a station's note and gift windows in the app's own browser, the star ranking's '뒤로가기' closes the webview and its '스트리머 랭킹' opens outside, the subscription page is the app's item/subscription, and links
// that leave the portal from posts, a VOD post and the sports schedule go through the app too.
import type { Locator, Page } from "@playwright/test";
import { expect, isNoJs, test, upstreamUrl, WIDTHS_WITH_SMALL_PHONE } from "./fixtures";

const APP_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0";
test.use({ userAgent: APP_UA });

/** The query of a deep link, read. */
async function deepLinkOf(link: Locator, action: string) {
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(`streamon://${action}?`), href).toBe(true);
  return new URLSearchParams(href.slice(href.indexOf("?") + 1));
}

const section = (page: Page, code: string) => page.locator(`[data-section="${code}"]`);

test("station and post links open through browser/station with their URL and title", async ({ page, baseURL }) => {
  await page.goto("/");
  const card = section(page, "LIVE_01").locator("article").first();
  const nick = card.locator('a[href^="streamon://browser/station"]').last();
  const station = await deepLinkOf(nick, "browser/station");
  expect(station.get("url")).toMatch(new RegExp(`^${baseURL}/station/[\\w.-]+$`));
  expect(station.get("title")).toBe((await nick.innerText()).replace(/\s*방송국$/, "").trim());
  // No station link of the page stays a web path inside the app.
  await expect(page.locator('a[href^="/station/"]')).toHaveCount(0);

  await page.goto(`/search?szKeyword=${encodeURIComponent("방송")}&szSearchType=post`);
  const post = page.getByTestId("post-results").locator('a[href*="post%2F"]').first();
  const opened = await deepLinkOf(post, "browser/station");
  expect(opened.get("url")).toMatch(new RegExp(`^${baseURL}/station/[\\w.-]+/post/\\d+$`));
  expect(opened.get("title")).toBe((await post.innerText()).trim());
});

test("a card's share item carries the web address, not a deep link", async ({ page }) => {
  // The page whole: VOD's cards are below the first render's budget (e2e/first-render.spec.ts).
  await page.goto("/?whole=1");
  const share = section(page, "LIVE_01").locator('a[data-menu-key="share"]').first();
  const params = await deepLinkOf(share, "share");
  expect(params.get("url")).toMatch(/^http:\/\/localhost:\d+\/play\/[\w.-]+\/\d+$/);
  expect(params.get("title")).toBeTruthy();
  const vod = await deepLinkOf(section(page, "VOD_01").locator('a[data-menu-key="share"]').first(), "share");
  expect(vod.get("url")).toMatch(/^http:\/\/localhost:\d+\/vod\/player\/\d+$/);
});

test("playlist and Cinety cards open with player/video and its parameters; a station's Catch the web Catch player", async ({ page }) => {
  // The page whole: Cinety's cards are below the first render's budget (e2e/first-render.spec.ts).
  await page.goto("/?whole=1");
  const cinety = await deepLinkOf(section(page, "CINETY_01").locator("article h3 a").first(), "player/video");
  expect([...cinety.keys()]).toEqual(["station_no", "bbs_no", "title_no"]);
  for (const value of cinety.values()) expect(value).toMatch(/^\d+$/);

  await page.goto("/station/streamer01/vod/list");
  const playlist = await deepLinkOf(page.locator('article[data-kind="playlist"] h3 a').first(), "player/video");
  expect(Object.fromEntries(playlist)).toMatchObject({ station_no: expect.stringMatching(/^\d+$/), bbs_no: expect.stringMatching(/^\d+$/), type: "playlist" });
  expect(playlist.get("title_no")).toMatch(/^\d+$/);
  expect(playlist.get("nPlaylistIdx")).toMatch(/^\d+$/);

  // A station's Catch list names no board, which player/video needs: its cards open the web Catch player with
  // the list, not a bare VOD address, in the external browser (000 §2.3; not in the app's view).
  await page.goto("/station/streamer01/catch");
  const catchPlayer = await deepLinkOf(page.locator('article[data-kind="catch"] h3 a').first(), "browser/external");
  expect(catchPlayer.get("url")).toMatch(/\/player\/(\d+)\/catch\?szSearchTnoList=\1(-\d+){0,4}$/);
});

// Issue 51 item 12: a Catch whose board is known (home's '지금 뜨는 Catch') opens the app's own player as a Catch
// (player/video with type=catch; the deep link has no list, the app's Catch player goes on by itself), on every screen.
for (const width of WIDTHS_WITH_SMALL_PHONE)
  test(`${width.name}: a Catch opens the app's player as a Catch`, async ({ page }) => {
    await page.setViewportSize(width.use.viewport);
    await page.goto("/");
    const link = section(page, "CATCH_01").locator('article[data-kind="catch"] h3 a').first();
    const params = await deepLinkOf(link, "player/video");
    expect(Object.fromEntries(params)).toMatchObject({ station_no: expect.stringMatching(/^\d+$/), bbs_no: expect.stringMatching(/^\d+$/), type: "catch" });
    expect(params.get("title_no")).toMatch(/^\d+$/);
  });

// Issue 51 item 12 and issue 72 item 9: what leads to the VOD host's own pages inside the app (a card menu's 재생목록에
// 담기 and 퍼가기, a playlist's editing) and a station's 쪽지 and 선물 windows open in the app's own browser
// (browser/station, with the page's address and a title): never a plain web page in the app's view (which replaced
// the portal), nor the external browser (which left the app).
for (const width of WIDTHS_WITH_SMALL_PHONE)
  test(`${width.name}: the VOD host's playlist pages and a station's note and gift windows stay in the app`, async ({ page, upstream }) => {
    await page.setViewportSize(width.use.viewport);
    await upstream.loginAs("viewer01");
    await page.goto("/my/history/playlist");
    const cards = page.getByRole("main").locator("article[data-card-key]");
    await expect(cards.first()).toBeVisible();
    // Every link of the page's cards and their menus is the app's: no web address of another host, none leaving the app.
    const outside = await page
      .getByRole("main")
      .locator("article[data-card-key] a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => /^https?:|browser\/external/.test(href)));
    expect(outside).toEqual([]);
    // Editing a playlist of one's own (its menu's item).
    const edit = page.getByRole("main").locator("article[data-card-key] a[href*='vodplaylist']");
    expect(await edit.count()).toBeGreaterThan(0);
    for (const link of await edit.all()) {
      const opened = await deepLinkOf(link, "browser/station");
      expect(opened.get("url")).toMatch(/\/vodplaylist\/index\.php\?/);
      expect(opened.get("title")).toBe("수정하기");
      expect(await link.getAttribute("target")).toBeNull();
    }

    await page.goto(`/directory/category/${encodeURIComponent("리그 오브 레전드")}/vod`);
    const vod = page.locator('article[data-kind="vod"]').first();
    const add = vod.locator("a[data-menu-key='add-playlist']");
    const addLink = await deepLinkOf(add, "browser/station");
    expect(addLink.get("url")).toMatch(/\/vodplaylist\/index\.php\?szWork=add&nTitleNo=\d+$/);
    expect(addLink.get("title")).toBe("재생목록에 담기");
    expect(await add.getAttribute("target")).toBeNull();

    // A station's 쪽지 and its gifts (스티커 선물, 애드벌룬 선물; 구독 is the app's item/subscription), in the sidebar from
    // 768 px, in the phone's bar and its 선물하기 below it.
    await page.goto("/station/hyunkang200");
    const gifts = page.getByRole("main").locator("summary").filter({ hasText: "선물하기" }).filter({ visible: true });
    if (await gifts.count()) await gifts.first().click();
    for (const [name, address] of [
      ["쪽지", /\/note\//],
      ["스티커 선물", /\/popup\/sticker\?/],
      ["애드벌룬 선물", /\/popup\/adballoon\?/],
    ] as const) {
      const shown = page.getByRole("main").getByRole("link", { name, exact: true }).filter({ visible: true });
      await expect(shown.first()).toBeVisible();
      for (const link of await shown.all()) {
        const opened = await deepLinkOf(link, "browser/station");
        expect(opened.get("url"), name).toMatch(address);
        expect(opened.get("title")).toBe(name);
        expect(await link.getAttribute("target")).toBeNull();
      }
    }
    await expect(page.locator('main a[href^="http"]')).toHaveCount(0);
  });

test("the star ranking's '뒤로가기' closes the webview; its '스트리머 랭킹' opens in the external browser", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/star-rank");
  await expect(page.getByRole("link", { name: "뒤로가기" })).toHaveAttribute("href", "streamon://browser/close");
  const ranking = await deepLinkOf(page.getByRole("link", { name: "스트리머 랭킹" }), "browser/external");
  expect(ranking.get("url")).toBe(`${upstreamUrl(baseURL!)}/st/ranking`);
});

test("the subscription page is the app's item/subscription with the streamer's id, nickname and picture", async ({ page, upstream, baseURL }, testInfo) => {
  // A viewer holding a ticket is asked first; '구독 페이지로 이동' is the app's page.
  await upstream.loginAs("viewer01");
  await page.goto("/station/hyunkang200");
  await page.getByRole("link", { name: "구독", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "구독권 사용" });
  const params = await deepLinkOf(ask.getByRole("link", { name: "구독 페이지로 이동" }), "item/subscription");
  expect(params.get("receiverId")).toBe("hyunkang200");
  expect(params.get("receive_nick")).toMatch(/[가-힣]/);
  expect(params.get("bj_image")).toMatch(/^http:\/\/localhost:\d+\/img\/LOGO\/.+\.jpg$/);

  // A viewer without a ticket goes to the app's page directly (without JS the link redirects there).
  await upstream.loginAs("abroad01");
  if (isNoJs(testInfo)) {
    const answer = await page.request.get(`${baseURL}/station/hyunkang200/subscribe`, { maxRedirects: 0, headers: { "user-agent": APP_UA } });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/^streamon:\/\/item\/subscription\?receiverId=hyunkang200&receive_nick=[^&]+&bj_image=http/);
  } else {
    await page.goto("/station/hyunkang200");
    const step = await page.evaluate(async () => (await fetch("/resources/station-subscription?streamerId=hyunkang200&returnTo=%2F")).json());
    expect(step).toMatchObject({ next: "page", url: expect.stringMatching(/^streamon:\/\/item\/subscription\?receiverId=hyunkang200&/) });
  }
});

test("links leaving the portal from posts, a VOD post and the sports schedule go through the app", async ({ page, upstream, baseURL }) => {
  // A feed post's link to another site opens the external browser: no web link (nor a new window) is left.
  await upstream.loginAs("viewer01");
  await page.goto("/my/feed");
  const external = page.locator('a[href^="streamon://browser/external"]');
  await expect(external.first()).toBeVisible();
  const outside = await deepLinkOf(external.first(), "browser/external");
  expect(new URL(outside.get("url") ?? "").origin).not.toBe(baseURL);
  await expect(external.first()).not.toHaveAttribute("target", /./);
  await expect(page.locator('a[href^="http"]')).toHaveCount(0);

  // A VOD post's 'VOD 보기' is player/video with the post's station, board and number.
  await page.goto("/station/streamer01/vod");
  const card = await deepLinkOf(page.locator('article[data-kind="vod"] h3 a').first(), "player/video");
  await page.goto(`/station/streamer01/post/${card.get("title_no")}`);
  const watch = await deepLinkOf(page.getByRole("link", { name: "VOD 보기" }), "player/video");
  expect(Object.fromEntries(watch)).toEqual(Object.fromEntries(card));

  // The schedule's '하이라이트' (the schedule names only the VOD) is player/video with its station and board.
  await page.goto("/live/group/sports");
  const highlight = await deepLinkOf(page.getByRole("link", { name: "하이라이트" }).first(), "player/video");
  expect([...highlight.keys()]).toEqual(["station_no", "bbs_no", "title_no"]);
  for (const value of highlight.values()) expect(value).toMatch(/^\d+$/);
});
