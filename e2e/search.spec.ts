// Unified and tag search end to end (000 §2.7, §4.9, §5), JS on and off: the header's box, the profile
// card with its layer and 10문 10답 fold, every tab and its re-click, posts with the keyword in bold and
// the post period, the sorts (also of '이 LIVE는 어떠세요?'), a game's total tab (shortcuts, ad, game
// tabs, Catch and stories, recommended contents, related keywords, '더보기'), tag search from a
// category's fixed tag, the esports schedule (days, replays, English league names), blocked and empty
// keywords, suggestion and autocorrect lines, homonyms, favourites and one's own profile, and a failing
// search host. Every visited page is checked with axe, which is slow on full result pages (seconds
// each): the journeys keep to few of them, and the ones that visit several get the longer time-out.
import type { Locator } from "@playwright/test";
import { expect, expectEmptiedListDrawnAgain, isNoJs, servedLoaderData, test, withScriptsHeld } from "./fixtures";

// One test switches the search host's faults on: the tests of this file run one after another.
test.describe.configure({ mode: "default" });

const kstDate = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const shiftDay = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const search = (query: Record<string, string>) => `/search?${new URLSearchParams(query)}`;

/** The viewer counts of a list's live cards ('4.7만', '1.2천', '950'), as numbers. */
async function viewerCounts(list: Locator): Promise<number[]> {
  const texts = await list.locator("article span:has(> .visually-hidden)", { hasText: /^참여자 수/ }).allTextContents();
  const units: Record<string, number> = { 천: 1_000, 만: 10_000, 억: 100_000_000 };
  return texts.map((text) => {
    const [, number, unit] = /([\d.,]+)(천|만|억)?$/.exec(text.trim()) ?? [];
    return Number(number.replace(/,/g, "")) * (unit ? units[unit] : 1);
  });
}
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);
const descending = (values: number[]) => ascending([...values].reverse());

/** Opens a filter menu of a section (its summary shows the current choice) and picks an option. */
async function choose(section: Locator, current: string, menu: string, option: string) {
  await section.locator("summary", { hasText: current }).click();
  await section.getByRole("list", { name: menu }).getByRole("link", { name: option, exact: true }).click();
  await expect(section.locator("summary", { hasText: option })).toBeVisible();
}

test("the results' cards stay the server's HTML: the data names them only, and a list drawn afresh asks for its cards", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS: what the browser keeps of the server's cards");
  const path = search({ szKeyword: "게임" });
  // The page's data carries four fields a card (its logs), not the 41 the HTML was made of.
  type Columns = { fields: string[]; rows: unknown[] };
  const data = await servedLoaderData<{ live: { cards: Columns }; vod: { cards: Columns }; catches: Columns }>(page, path);
  const results = data["routes/search"];
  for (const list of [results.live.cards, results.vod.cards, results.catches]) {
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.fields).toEqual(["kind", "key", "id", "userId"]);
  }

  const hydrate = await withScriptsHeld(page);
  await page.goto(path, { waitUntil: "commit" });
  const list = page.getByTestId("live-results").locator("ul[data-list]");
  await expect(list.locator(":scope > li")).toHaveCount(results.live.cards.rows.length);
  const items = await expectEmptiedListDrawnAgain(list, hydrate);
  await expect(items.first().locator("h3 a")).toHaveAttribute("href", /\/play\/[^/]+\/\d+$/);
  // The other lists kept the server's markup and still work: a VOD card's title opens its player.
  await expect(page.getByTestId("vod-results").locator("ul[data-list] > li").first().locator("h3 a")).toHaveAttribute("href", /\/player\/\d+$/);
});

test("a streamer's nick from the header: profile card, its fields, 10문 10답 and the medal layer", async ({ page }, testInfo) => {
  test.slow();
  await page.goto("/");
  await page.getByRole("searchbox", { name: "검색" }).fill("데모스트리머");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?szKeyword=/);
  await expect(page.getByRole("searchbox", { name: "검색" })).toHaveValue("데모스트리머");

  const card = page.getByTestId("profile-card");
  await expect(card.getByRole("heading", { name: "데모스트리머" })).toBeVisible();
  await expect(card.getByText("데모스트리머의 방송국에 오신 것을 환영합니다")).toBeVisible();
  await expect(card.getByText("10문 10답")).toBeVisible();
  await expect(card.getByText("누적 참여자")).toBeHidden();
  await card.getByRole("link", { name: "프로필 더보기" }).click();
  await expect(card.getByText(/^\d{4}년생 \(\d+세\)$/)).toBeVisible();
  await expect(card.getByText("누적 참여자")).toBeVisible();
  await expect(card.getByText(/^[\d,]+시간$/)).toBeVisible();
  await card.getByRole("link", { name: "프로필 닫기" }).click();
  await expect(card.getByText("누적 참여자")).toBeHidden();

  // Ten answers are taller than 108 px: folded behind '펼치기' with JS; without JS they stay open.
  const qna = card.locator("#profile-qna");
  await expect(qna.getByText("나를 한 단어로 표현하면?")).toBeAttached();
  if (isNoJs(testInfo)) {
    await expect(card.getByRole("button", { name: "펼치기" })).toHaveCount(0);
  } else {
    const fold = card.getByRole("button", { name: "펼치기" });
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    const folded = (await qna.boundingBox())!.height;
    await fold.click();
    await expect(card.getByRole("button", { name: "접기" })).toHaveAttribute("aria-expanded", "true");
    expect((await qna.boundingBox())!.height).toBeGreaterThan(folded);
    await card.getByRole("button", { name: "접기" }).click();
    await expect(card.getByRole("button", { name: "펼치기" })).toBeVisible();
  }

  await card.getByRole("link", { name: "메달정보" }).click();
  const layer = page.getByRole("dialog", { name: "메달정보" });
  await expect(layer.getByText("베스트 스트리머", { exact: true })).toBeVisible();
  // Only best_streamer, award and partner medals.
  await expect(layer.getByText("서포터즈")).toHaveCount(0);
  await layer.getByRole("link", { name: "닫기" }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByTestId("latest-vods").getByRole("heading", { name: "데모스트리머의 최신 영상" })).toBeVisible();
  await expect(page.getByTestId("streamer-results").getByRole("link", { name: "데모스트리머", exact: true })).toBeVisible();
  // Recommended contents and related streamers of the streamer's category.
  await expect(page.getByTestId("recommend-contents").getByRole("heading", { name: "관련 콘텐츠" })).toBeVisible();
  await expect(page.getByTestId("recommend-contents").locator("article").first()).toBeVisible();
  await expect(page.getByTestId("related-streamers").getByRole("link").first()).toHaveAttribute("href", /^\/station\/[^/]+$/);

  // Loaded afresh and not touched yet (the card's part hydrates at the first input): with JS the answers are
  // folded from the first paint, so that the page does not jump up under the reader later; without JS open.
  await page.goto(page.url(), { waitUntil: "domcontentloaded" });
  await expect(qna.getByText("나를 한 단어로 표현하면?")).toBeAttached();
  const height = (await qna.boundingBox())!.height;
  if (isNoJs(testInfo)) expect(height).toBeGreaterThan(108);
  else expect(height).toBeLessThanOrEqual(108);
});

test("every tab and its re-click, the sort of other broadcasts, the VOD exclusion, posts in bold and the post period", async ({ page }, testInfo) => {
  test.slow();
  await page.goto(search({ szKeyword: "오래된공지" }));
  const tabs = page.getByRole("navigation", { name: "검색 결과 분류" });
  // Each list's tab with its count: nothing matches here (posts only before the last month).
  await expect(tabs.getByTestId("tab-count")).toHaveText(["0", "0", "0", "0"]);
  for (const [index, name] of ["통합검색", "LIVE 0건", "VOD 0건", "게시글 0건", "스트리머 0건"].entries())
    await expect(tabs.getByRole("link").nth(index)).toHaveAccessibleName(name);
  // No live broadcast matches: other broadcasts are offered with the notice.
  await expect(page.getByRole("heading", { name: "이 LIVE는 어떠세요?" })).toBeVisible();
  await expect(page.getByText("'오래된공지'에 대한 LIVE 검색 결과가 없습니다.")).toBeVisible();

  await tabs.getByRole("link", { name: "LIVE" }).click();
  await expect(page).toHaveURL(/szSearchType=broad/);
  await expect(tabs.getByRole("link", { name: "LIVE" })).toHaveAttribute("aria-current", "page");
  // The other broadcasts (most participants first) have the live sort too.
  const extra = page.getByTestId("live-extra");
  expect(descending(await viewerCounts(extra))).toBe(true);
  await choose(extra, "관련성", "정렬", "참여자수 적은순");
  await expect(page).toHaveURL(/liveOrder=view_cnt_asc/);
  const fewestFirst = await viewerCounts(extra);
  expect(fewestFirst.length).toBeGreaterThan(1);
  expect(ascending(fewestFirst)).toBe(true);
  if (!isNoJs(testInfo)) await expect(extra.locator("details[open]")).toHaveCount(0);

  await tabs.getByRole("link", { name: "VOD" }).click();
  await expect(page.getByTestId("vod-results").getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByText("검색 기간 옵션을 변경해 보세요.")).toBeVisible();
  // The playlist file type and the 'UP수' sort exclude each other.
  const vod = page.getByTestId("vod-results");
  await choose(vod, "전체", "유형", "재생목록");
  await vod.locator("summary", { hasText: "관련성" }).click();
  await expect(vod.getByRole("list", { name: "정렬" }).getByText("UP수")).toHaveAttribute("aria-disabled", "true");
  await expect(vod.getByRole("list", { name: "정렬" }).getByRole("link", { name: "UP수" })).toHaveCount(0);
  // Pressing the current tab again loads its results again (from its own link: filters reset).
  const reloaded = page.waitForResponse((response) => response.url().includes("szSearchType=vod") && response.status() === 200);
  await tabs.getByRole("link", { name: "VOD" }).click();
  await reloaded;
  await expect(tabs.getByRole("link", { name: "VOD" })).toHaveAttribute("aria-current", "page");
  await expect(vod.locator("summary", { hasText: "재생목록" })).toHaveCount(0);
  await tabs.getByRole("link", { name: "스트리머" }).click();
  await expect(page.getByTestId("streamer-results").getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByText("검색 기간 옵션을 변경해 보세요.")).toHaveCount(0);
  await tabs.getByRole("link", { name: "게시글" }).click();
  await expect(page.getByText("최근 1개월간 게시글 검색결과가 없습니다.")).toBeVisible();
  await page.getByTestId("post-results").locator("summary", { hasText: "1개월" }).click();
  await page.getByRole("list", { name: "기간" }).getByRole("link", { name: "전체" }).click();
  await expect(page.getByTestId("post-results").locator("strong", { hasText: "오래된공지" }).first()).toBeVisible();
  await expect(tabs.getByRole("link", { name: "게시글 1건", exact: true })).toHaveAttribute("aria-current", "page");
  // The period's link carries it with and without JS alike.
  await expect(page).toHaveURL(/[?&]postTerm=all(&|$)/);
  await tabs.getByRole("link", { name: "통합검색" }).click();
  await expect(tabs.getByRole("link", { name: "통합검색" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("검색 결과가 없습니다.", { exact: true })).toBeVisible();

  await page.goto(search({ szKeyword: "<script>", szSearchType: "post" }));
  const posts = page.getByTestId("post-results");
  await expect(posts.locator("strong", { hasText: "<script>" }).first()).toBeVisible();
  await expect(posts.getByRole("link", { name: "강조 테스트: <script>alert(1)</script> 와 (a+b)*c 정리" })).toBeVisible();
});

test("a game's total tab: shortcuts, ad, stories and Catch, recommended contents, related keywords, '더보기'", async ({ page }) => {
  test.slow();
  await page.goto(search({ szKeyword: "롤" }));
  await expect(page.getByTestId("theme-shortcuts").getByRole("link", { name: "바로가기" })).toHaveAttribute(
    "href",
    "/directory/category/리그 오브 레전드/live",
  );
  await expect(page.getByRole("complementary", { name: "광고" }).getByRole("link")).toHaveAttribute("href", "https://ads.example/gear");
  await expect(page.getByTestId("recommend-contents").locator("article").first()).toBeVisible();
  // A Catch story opens with the rest of the list; a Catch with the next four.
  await expect(page.getByTestId("catch-stories").locator("article h3 a").first()).toHaveAttribute(
    "href",
    /\/catchstory\?o=1&szLocation=search&aStoryListIdx=\d+(-\d+)+$/,
  );
  await expect(page.getByTestId("catches").locator("article h3 a").first()).toHaveAttribute("href", /\/catch\?szSearchTnoList=\d+(-\d+){4}$/);

  const related = page.getByRole("region", { name: "연관 검색어" });
  await expect(related.getByRole("listitem")).toHaveCount(10);
  // The '더보기' links are followed from the keyboard (here and below): a link can move as a list's rest arrives,
  // and a click made where it was lands on a card.
  await related.getByRole("link", { name: "더보기" }).press("Enter");
  await expect(related.getByRole("listitem")).toHaveCount(20);
  await related.getByRole("link", { name: "접기" }).click();
  await expect(related.getByRole("listitem")).toHaveCount(10);

  const live = page.getByTestId("live-results");
  await expect(live.locator("article")).toHaveCount(6);
  await live.getByRole("link", { name: "더보기" }).press("Enter");
  await expect(live.locator("article")).toHaveCount(12);
  await expect(page).toHaveURL(/liveCount=12/);
});

test("a game profile: its tabs, more of its streamers, the leagues, a fixed tag", async ({ page }) => {
  test.slow();
  await page.goto(search({ szKeyword: "롤" }));
  const game = page.getByTestId("game-profile");
  await expect(game.getByRole("heading", { name: "리그 오브 레전드" })).toBeVisible();
  await expect(game.getByText(/^[\d,]+명 참여중/)).toBeVisible();
  const gameTabs = game.getByRole("navigation", { name: "리그 오브 레전드" });
  await expect(gameTabs.getByRole("link")).toHaveText(["관련 스트리머", "경기 일정", "공식 방송국", "이벤트", "시리즈게임"]);
  await expect(gameTabs.getByRole("link", { name: "관련 스트리머" })).toHaveAttribute("aria-current", "page");
  // A full list of 10 offers '더보기', which fetches 100 (this game has no more than 10 lives).
  await expect(game.locator("article")).toHaveCount(10);
  await game.getByRole("link", { name: "더보기" }).press("Enter");
  await expect(page).toHaveURL(/gameMore=1/);
  await expect(game.getByRole("link", { name: "더보기" })).toHaveCount(0);
  await expect(game.locator("article")).toHaveCount(10);
  await gameTabs.getByRole("link", { name: "공식 방송국" }).click();
  await expect(game.locator('a[href^="/station/"]')).toHaveCount(3);
  await gameTabs.getByRole("link", { name: "이벤트" }).click();
  await expect(game.getByRole("link", { name: "여름 시즌 드롭스 이벤트" })).toHaveAttribute("href", "https://events.example/lol-summer");
  await gameTabs.getByRole("link", { name: "시리즈게임" }).click();
  await expect(game.getByText("전략적 팀 전투")).toBeVisible();
  await gameTabs.getByRole("link", { name: "경기 일정" }).click();
  await expect(game.getByRole("navigation", { name: "리그", exact: true }).getByRole("link")).toHaveText(["전체", "코리아 리그", "아시아 챌린저스"]);
  await game.getByRole("link", { name: "#롤" }).click();
  await expect(page).toHaveURL(/hash=hashtag&tagname=%EB%A1%A4&stype=hash/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("#롤");
});

test("tag search from a category's fixed tag: most participants first, the sorts, VOD without playlists", async ({ page }) => {
  test.slow();
  await page.goto("/directory/category/리그 오브 레전드/live");
  await page.getByRole("list", { name: "태그" }).getByRole("link", { name: "#롤" }).click();
  await expect(page).toHaveURL(/hash=hashtag&tagname=%EB%A1%A4&hashtype=live/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("#롤");
  await expect(page.getByRole("heading", { name: "태그 트랜드" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "연관 검색어" })).toHaveCount(0);
  const tabs = page.getByRole("navigation", { name: "검색 결과 분류" });
  // Tag search's LIVE tab counts its list; VOD's count is not asked for on it.
  await expect(tabs.getByRole("link")).toHaveCount(2);
  await expect(tabs.getByRole("link").first()).toHaveAccessibleName(/^LIVE [\d,]+건( 이상)?$/);
  await expect(tabs.getByRole("link").last()).toHaveAccessibleName("VOD");
  await expect(tabs.getByRole("link", { name: "LIVE" })).toHaveAttribute("aria-current", "page");

  // Tag search lists lives by participants ('view_cnt_up'); the sort menu changes the order.
  const live = page.getByTestId("live-results");
  expect(descending(await viewerCounts(live))).toBe(true);
  await choose(live, "참여자수 많은순", "정렬", "참여자수 적은순");
  const fewestFirst = await viewerCounts(live);
  expect(fewestFirst.length).toBeGreaterThan(10);
  expect(ascending(fewestFirst)).toBe(true);
  await choose(live, "참여자수 적은순", "정렬", "최근 시작");
  // Each live card's time on air is titled with its start time (000 §2.9 'MM-dd HH:mm 방송시작').
  const started = await live.locator("span[title$='방송시작']").evaluateAll((spans) => spans.map((span) => span.getAttribute("title")!));
  expect(started.length).toBeGreaterThan(0);
  expect(started.every((title) => /^\d{2}-\d{2} \d{2}:\d{2} 방송시작$/.test(title))).toBe(true);
  expect(started).toEqual([...started].sort().reverse());

  await tabs.getByRole("link", { name: "VOD" }).click();
  await expect(page).toHaveURL(/hashtype=vod/);
  await page.getByTestId("vod-results").locator("summary", { hasText: "유형" }).click();
  // The playlist is not offered under tag search.
  await expect(page.getByRole("list", { name: "유형" }).getByRole("link")).toHaveText(["전체", "다시보기", "업로드 VOD", "유저클립", "하이라이트"]);
});

test("the esports schedule: an empty day, its jump, the day buttons, replays, English league names", async ({ page, upstream }) => {
  test.slow();
  // The schedule opens on today in Korea (read before and after: the page may be served across midnight).
  const before = kstDate();
  await page.goto(search({ szKeyword: "발로란트" }));
  await page.getByTestId("game-profile").getByRole("link", { name: "경기 일정" }).click();
  const schedule = page.getByTestId("esport-schedule");
  await expect(schedule.getByTestId("esport-date")).toHaveText(new RegExp(`^(${before}|${kstDate()})$`));
  await expect(schedule.getByRole("link", { name: "전체" })).toHaveAttribute("aria-current", "page");

  // This game's league plays on the third and fifth day of each week counted from the day the upstream
  // was seeded, which is not today once the run has crossed midnight in Korea: days are counted from it.
  const seedDay = await upstream.seedDay("search");
  const day = (offset: number) => shiftDay(seedDay, offset);
  await page.goto(search({ szKeyword: "발로란트", gameTab: "schedule", esportDate: day(0) }));
  await expect(schedule.getByTestId("esport-date")).toHaveText(day(0));
  await expect(schedule.getByText("해당일에는 경기가 없습니다.")).toBeVisible();
  await schedule.getByRole("link", { name: "다음 경기 일정" }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(day(2));
  await expect(schedule.locator("li[data-status]").first()).toBeVisible();
  await schedule.getByRole("link", { name: "다음", exact: true }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(day(3));
  await expect(schedule.getByText("해당일에는 경기가 없습니다.")).toBeVisible();
  await schedule.getByRole("link", { name: "이전", exact: true }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(day(2));

  // A past day: a replay VOD opens its player, a replay on a board that board of the station; the
  // result is behind the '결과 보기' cover.
  await page.goto(search({ szKeyword: "발로란트", gameTab: "schedule", esportDate: day(-17) }));
  await expect(schedule.locator('li[data-status="5"]').getByRole("link", { name: "다시보기" })).toHaveAttribute("href", /\/player\/\d+$/);
  await expect(schedule.locator('li[data-status="8"]').getByRole("link", { name: "다시보기" })).toHaveAttribute("href", /^\/station\/[^/]+\/board\/\d+$/);
  const finished = schedule.locator('li[data-status="8"]');
  await expect(finished.getByText(/^\d+$/).first()).toBeHidden();
  await finished.locator("summary", { hasText: "결과 보기" }).click();
  await expect(finished.getByText(/^\d+$/).first()).toBeVisible();

  // League names in English unless the browser prefers Korean.
  await expect(schedule.getByRole("navigation", { name: "리그", exact: true }).getByRole("link")).toHaveText(["전체", "발로란트 코리아 컵"]);
  await page.route("**/search?*", (route) => route.continue({ headers: { ...route.request().headers(), "accept-language": "en-US,en;q=0.9" } }));
  await page.reload();
  await expect(schedule.getByRole("navigation", { name: "리그", exact: true }).getByRole("link")).toHaveText(["전체", "Valorant Korea Cup"]);
  await expect(schedule.getByText("Stage 2").first()).toBeVisible();
});

test("blocked and empty keywords, suggestion and autocorrect lines, homonyms, and a failing search host", async ({ page, upstream }) => {
  test.slow();
  await page.goto(search({ szKeyword: "도박사이트" }));
  await expect(page.getByRole("alert").filter({ hasText: "검색이 제한된" })).toHaveText(
    "'도박사이트'는(은) 검색이 제한된 금칙어가 포함되어 있습니다. 다른 검색어로 입력해 보세요.",
  );
  await page.goto(search({ szKeyword: "몰카" }));
  await expect(
    page.getByText("'몰카'는(은) 성적 불법촬영물등과 관련된 부적절한 키워드로 인해 제한되었습니다. 다른 검색어를 입력해 주시기 바랍니다."),
  ).toBeVisible();

  await page.getByRole("searchbox", { name: "검색" }).fill("");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page.getByText("검색어를 입력해 주세요.")).toBeVisible();

  await page.goto(search({ szKeyword: "마인크레프트" }));
  await expect(page.getByTestId("suggestion")).toHaveText("이것을 찾으셨나요? 마인크래프트 검색결과 보기");
  await expect(page.getByTestId("suggestion").getByRole("link")).toHaveAttribute(
    "href",
    /szKeyword=%EB%A7%88%EC%9D%B8%ED%81%AC%EB%9E%98%ED%94%84%ED%8A%B8&szStype=mk&acttype=mk$/,
  );
  // A typo on the wrong keyboard layout is searched corrected; the line goes back to the typed word.
  await page.goto(search({ szKeyword: "fhf" }));
  await expect(page.getByTestId("suggestion")).toHaveText("롤로 수정된 결과입니다. fhf 검색결과 보기");
  await expect(page.getByTestId("game-profile").getByRole("heading", { name: "리그 오브 레전드" })).toBeVisible();
  await page.getByTestId("suggestion").getByRole("link", { name: "fhf 검색결과 보기" }).click();
  await expect(page).toHaveURL(/szKeyword=fhf&szStype=mk&acttype=mk&hasRemoveSuggest=true$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("fhf");
  await expect(page.getByTestId("suggestion")).toHaveCount(0);

  // Same nickname, other streamers: each searches that one.
  await page.goto(search({ szKeyword: "감성김밥" }));
  const homonyms = page.getByTestId("homonyms");
  await expect(homonyms.getByRole("heading", { name: "앗 혹시 찾으시는 분이..." })).toBeVisible();
  // Which of the two is the profile and which the homonym follows the seeded data (the exposed profile).
  const homonym = homonyms.getByRole("link", { name: /^감성김밥 [\w.-]+$/ }).first();
  const other = ((await homonym.innerText()).match(/[a-z][\w.-]*\d+/) ?? [""])[0];
  expect(other).not.toBe("");
  await homonym.click();
  await expect(page).toHaveURL(new RegExp(`acttype=homonym&szStype=homonym&szKeyword=${other}&szVideoFileType=ALL&rs=1$`));
  await expect(page.getByTestId("profile-card").getByRole("link", { name: "감성김밥" })).toHaveAttribute("href", `/station/${other}`);

  // Exactly the calls of one total-tab search fail: the stop-word step and the six searches.
  await upstream.fault({ path: "/search/api.php", kind: "status", status: 500, times: 7 });
  const response = await page.goto(search({ szKeyword: "오래된공지" }));
  expect(response?.status()).toBe(200);
  await expect(page.getByText("검색 결과가 없습니다.", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "검색 결과 분류" })).toBeVisible();
});

test("favourite from the profile card; one's own card offers '내 프로필 수정' instead", async ({ page, upstream }) => {
  test.slow();
  await upstream.loginAs("viewer01");
  await page.goto(search({ szKeyword: "데모스트리머" }));
  const card = page.getByTestId("profile-card");
  await expect(card.getByText("구독", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "데모스트리머 즐겨찾기 해제" }).click();
  await expect(page.getByText("즐겨찾기에서 삭제됐습니다.")).toBeVisible();
  await expect(page.getByTestId("profile-card").getByRole("button", { name: "데모스트리머 즐겨찾기" })).toBeVisible();

  const own = await upstream.loginAs("streamer01");
  await page.goto(search({ szKeyword: own }));
  await expect(page.getByTestId("profile-card").getByRole("link", { name: "내 프로필 수정" })).toHaveAttribute("href", `/station/${own}/setting/searchInfo`);
  await expect(page.getByTestId("profile-card").getByRole("button", { name: /즐겨찾기/ })).toHaveCount(0);
});
