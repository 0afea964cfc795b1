// Unified and tag search end to end (000 §2.7, §4.9, §5), JS on and off: the header's box, the profile
// card and its layer, every tab, posts with the keyword in bold and the post period, '더보기', tag search
// from a game's fixed tag, the esports schedule days, blocked and empty keywords, a suggestion,
// favourites and one's own profile, and a failing search host. Every visited page is checked with axe,
// which is slow on full result pages (seconds each): the journeys keep to few of them, and the ones
// that visit several get the longer time-out.
import { expect, isNoJs, test } from "./fixtures";

// One test switches the search host's faults on: the tests of this file run one after another.
test.describe.configure({ mode: "default" });

const kstDate = (offsetDays = 0) => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const search = (query: Record<string, string>) => `/search?${new URLSearchParams(query)}`;

test("a streamer's nick from the header: profile card, its fields and the medal layer", async ({ page }) => {
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

  await card.getByRole("link", { name: "메달정보" }).click();
  const layer = page.getByRole("dialog", { name: "메달정보" });
  await expect(layer.getByText("베스트 스트리머", { exact: true })).toBeVisible();
  // Only best_streamer, award and partner medals.
  await expect(layer.getByText("서포터즈")).toHaveCount(0);
  await layer.getByRole("link", { name: "닫기" }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByTestId("latest-vods").getByRole("heading", { name: "데모스트리머의 최신 영상" })).toBeVisible();
  await expect(page.getByTestId("streamer-results").getByRole("link", { name: "데모스트리머", exact: true })).toBeVisible();
});

test("every tab, posts with the keyword in bold and the post period", async ({ page }, testInfo) => {
  test.slow();
  await page.goto(search({ szKeyword: "오래된공지" }));
  const tabs = page.getByRole("navigation", { name: "검색 결과 분류" });
  await expect(tabs.getByRole("link")).toHaveText(["통합검색", "LIVE", "VOD", "게시글", "스트리머"]);
  // No live broadcast matches: other broadcasts are offered with the notice.
  await expect(page.getByRole("heading", { name: "이 LIVE는 어떠세요?" })).toBeVisible();
  await expect(page.getByText("'오래된공지'에 대한 LIVE 검색 결과가 없습니다.")).toBeVisible();

  await tabs.getByRole("link", { name: "LIVE" }).click();
  await expect(page).toHaveURL(/szSearchType=broad/);
  await expect(tabs.getByRole("link", { name: "LIVE" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("live-extra")).toBeVisible();
  await tabs.getByRole("link", { name: "VOD" }).click();
  await expect(page.getByTestId("vod-results").getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByText("검색 기간 옵션을 변경해 보세요.")).toBeVisible();
  await tabs.getByRole("link", { name: "스트리머" }).click();
  await expect(page.getByTestId("streamer-results").getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByText("검색 기간 옵션을 변경해 보세요.")).toHaveCount(0);
  await tabs.getByRole("link", { name: "게시글" }).click();
  await expect(page.getByText("최근 1개월간 게시글 검색결과가 없습니다.")).toBeVisible();
  await page.getByTestId("post-results").locator("summary", { hasText: "1개월" }).click();
  await page.getByRole("list", { name: "기간" }).getByRole("link", { name: "전체" }).click();
  await expect(page.getByTestId("post-results").locator("strong", { hasText: "오래된공지" }).first()).toBeVisible();
  expect(isNoJs(testInfo) || page.url().includes("postTerm=all")).toBeTruthy();
  await tabs.getByRole("link", { name: "통합검색" }).click();
  await expect(tabs.getByRole("link", { name: "통합검색" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("검색 결과가 없습니다.", { exact: true })).toBeVisible();

  await page.goto(search({ szKeyword: "<script>", szSearchType: "post" }));
  const posts = page.getByTestId("post-results");
  await expect(posts.locator("strong", { hasText: "<script>" }).first()).toBeVisible();
  await expect(posts.getByRole("link", { name: "강조 테스트: <script>alert(1)</script> 와 (a+b)*c 정리" })).toBeVisible();
});

test("'더보기' on the total tab, and tag search from a game's fixed tag", async ({ page }) => {
  test.slow();
  await page.goto(search({ szKeyword: "롤" }));
  const live = page.getByTestId("live-results");
  await expect(live.locator("article")).toHaveCount(6);
  await live.getByRole("link", { name: "더보기" }).click();
  await expect(live.locator("article")).toHaveCount(12);
  await expect(page).toHaveURL(/liveCount=12/);

  const game = page.getByTestId("game-profile");
  await expect(game.getByRole("heading", { name: "리그 오브 레전드" })).toBeVisible();
  await expect(game.getByText(/^[\d,]+명 참여중/)).toBeVisible();
  await game.getByRole("link", { name: "#롤" }).click();
  await expect(page).toHaveURL(/hash=hashtag/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("#롤");
  await expect(page.getByRole("heading", { name: "🔥 태그 트랜드" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "🔥 연관 검색어" })).toHaveCount(0);
  const tabs = page.getByRole("navigation", { name: "검색 결과 분류" });
  await expect(tabs.getByRole("link")).toHaveText(["LIVE", "VOD"]);
  await expect(page.getByTestId("live-results").locator("article").first()).toBeVisible();
  await tabs.getByRole("link", { name: "VOD" }).click();
  await expect(page).toHaveURL(/hashtype=vod/);
  await page.getByTestId("vod-results").locator("summary", { hasText: "유형" }).click();
  // The playlist is not offered under tag search.
  await expect(page.getByRole("list", { name: "유형" }).getByRole("link")).toHaveText(["전체", "다시보기", "업로드 VOD", "유저클립", "하이라이트"]);
});

test("the esports schedule: an empty day, its jump, the day buttons", async ({ page }) => {
  test.slow();
  // The league of this game plays on the third and fifth day of each week from the seed day.
  await page.goto(search({ szKeyword: "발로란트" }));
  await page.getByTestId("game-profile").getByRole("link", { name: "경기 일정" }).click();
  const schedule = page.getByTestId("esport-schedule");
  await expect(schedule.getByTestId("esport-date")).toHaveText(kstDate());
  await expect(schedule.getByRole("link", { name: "전체" })).toHaveAttribute("aria-current", "page");
  await expect(schedule.getByText("해당일에는 경기가 없습니다.")).toBeVisible();
  await schedule.getByRole("link", { name: "다음 경기 일정" }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(kstDate(2));
  await expect(schedule.locator("li[data-status]").first()).toBeVisible();
  await schedule.getByRole("link", { name: "다음", exact: true }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(kstDate(3));
  await expect(schedule.getByText("해당일에는 경기가 없습니다.")).toBeVisible();
  await schedule.getByRole("link", { name: "이전", exact: true }).click();
  await expect(schedule.getByTestId("esport-date")).toHaveText(kstDate(2));
});

test("blocked and empty keywords, a suggestion, and a failing search host", async ({ page, upstream }) => {
  await page.goto(search({ szKeyword: "도박사이트" }));
  await expect(page.getByRole("alert").filter({ hasText: "검색이 제한된" })).toHaveText("'도박사이트'는(은) 검색이 제한된 금칙어가 포함되어 있습니다. 다른 검색어로 입력해 보세요.");
  await page.goto(search({ szKeyword: "몰카" }));
  await expect(page.getByText("'몰카'는(은) 성적 불법촬영물등과 관련된 부적절한 키워드로 인해 제한되었습니다. 다른 검색어를 입력해 주시기 바랍니다.")).toBeVisible();

  await page.getByRole("searchbox", { name: "검색" }).fill("");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page.getByText("검색어를 입력해 주세요.")).toBeVisible();

  await page.goto(search({ szKeyword: "마인크레프트" }));
  await expect(page.getByTestId("suggestion")).toHaveText("이것을 찾으셨나요? 마인크래프트 검색결과 보기");
  await expect(page.getByTestId("suggestion").getByRole("link")).toHaveAttribute("href", /szStype=mk&acttype=mk/);

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
