// The reference upstream's search host (000 §7.4, upstream-shapes.md §4) over the seeded dataset:
// matching, sorts, paging, periods, the liveSearch quirks, and other m values passed on.
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postposition } from "../../../reference-upstream/modules/search-scoring";
import { startTestUpstream, type TestUpstream } from "../../../reference-upstream/testing";
import { server } from "../../mocks/server";

let upstream: TestUpstream;
let base = "";
beforeAll(async () => {
  upstream = await startTestUpstream("search-upstream");
  base = upstream.base;
}, 60_000);
afterAll(() => upstream?.stop());
beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough())));

async function api(query: Record<string, string>) {
  const response = await fetch(`${base}/search/api.php?${new URLSearchParams(query)}`);
  return { response, text: await response.text() };
}
const json = async (query: Record<string, string>) => JSON.parse((await api(query)).text);

describe("search host", () => {
  it("stopWord: forbidden and illegal words, corrections with their particle, a session key", async () => {
    expect((await json({ m: "stopWord", d: "도박사이트 추천" })).data).toMatchObject({ isstop: "1", stopword: "도박사이트", is_illegal: 0 });
    expect((await json({ m: "stopWord", d: "몰카" })).data).toMatchObject({ isstop: "1", is_illegal: 1 });
    const fixed = (await json({ m: "stopWord", d: "fhf" })).data;
    expect(fixed).toMatchObject({ isstop: "0", modified: "롤", is_autofix: true, postpos: "로" });
    expect(fixed.session_key).toMatch(/^sck_/);
    expect((await json({ m: "stopWord", d: "fhf", hasRemoveSuggest: "true" })).data.modified).toBe("");
    expect([postposition("롤"), postposition("배그"), postposition("발로란트"), postposition("먹방")]).toEqual(["로", "로", "로", "으로"]);
  });

  it("liveSearch: escaped text/html; no hits keep HAS_MORE_LIST and fill EXTRA_BROAD", async () => {
    const { response, text } = await api({ m: "liveSearch", szKeyword: "데모스트리머", nPageNo: "1", nListCnt: "5" });
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(text).toContain("\\/\\/");
    expect(text).not.toMatch(/[가-힣]/);
    const hit = JSON.parse(text);
    expect(hit.REAL_BROAD[0]).toMatchObject({ user_id: "streamer01", broad_title: "데모스트리머의 소통 방송", is_password: "N" });
    expect(typeof hit.REAL_BROAD[0].is_drops).toBe("string");
    for (const item of hit.REAL_BROAD) expect(item.af_tags === "" || Array.isArray(item.af_tags)).toBe(true);
    const none = await json({ m: "liveSearch", szKeyword: "없는검색어zz", nPageNo: "1", nListCnt: "5" });
    expect(none).toMatchObject({ REAL_BROAD: [], HAS_MORE_LIST: true });
    expect(Number(none.TOTAL_CNT)).toBeGreaterThan(0);
    expect(none.EXTRA_BROAD.length).toBeGreaterThan(0);
    expect((await json({ m: "liveSearch", szKeyword: "없는검색어zz", nPageNo: "1", isExtra: "0" })).EXTRA_BROAD).toEqual([]);
  });

  it("liveSearch sorts by participants both ways, and tag search matches whole tags", async () => {
    const viewers = (list: Array<{ total_view_cnt: string }>) => list.map((item) => Number(item.total_view_cnt));
    const desc = viewers((await json({ m: "liveSearch", szKeyword: "리그 오브 레전드", szOrder: "view_cnt", szOrderType: "desc", nListCnt: "50" })).REAL_BROAD);
    expect(desc.length).toBeGreaterThan(3);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = viewers((await json({ m: "liveSearch", szKeyword: "리그 오브 레전드", szOrder: "view_cnt", szOrderType: "asc", nListCnt: "50" })).REAL_BROAD);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    // The extra rooms of a search without hits follow the requested order too.
    const extra = viewers((await json({ m: "liveSearch", szKeyword: "없는검색어zz", szOrder: "view_cnt", szOrderType: "asc", nPageNo: "1" })).EXTRA_BROAD);
    expect(extra.length).toBeGreaterThan(3);
    expect(extra).toEqual([...extra].sort((a, b) => a - b));
    const tagged = (await json({ m: "liveSearch", szKeyword: "롤", tagname: "롤", isHashSearch: "1", nListCnt: "100" })).REAL_BROAD as Array<
      Record<string, string[]>
    >;
    expect(tagged.length).toBeGreaterThan(0);
    for (const item of tagged) expect([...item.hash_tags, ...item.category_tags, ...item.auto_hashtags]).toContain("롤");
  });

  it("vodSearch: file types, periods, paging, Catch and stories on the first page", async () => {
    const first = await json({ m: "vodSearch", szKeyword: "리그 오브 레전드", nPageNo: "1", nListCnt: "10", szTerm: "all" });
    expect(first.DATA).toHaveLength(10);
    expect(first.HAS_MORE_LIST).toBe(true);
    expect(first.CATCH_DATA.every((item: { file_type: string }) => item.file_type === "CATCH")).toBe(true);
    const second = await json({ m: "vodSearch", szKeyword: "리그 오브 레전드", nPageNo: "2", nListCnt: "10", szTerm: "all" });
    expect(second.CATCH_DATA).toEqual([]);
    expect(second.DATA[0].title_no).not.toBe(first.DATA[0].title_no);
    const clips = await json({ m: "vodSearch", szKeyword: "리그 오브 레전드", szFileType: "CLIP", szTerm: "all", nListCnt: "100" });
    expect(clips.DATA.every((item: { file_type: string }) => item.file_type === "CLIP")).toBe(true);
    const week = await json({ m: "vodSearch", szKeyword: "리그 오브 레전드", szTerm: "1week", szOrder: "reg_date", nListCnt: "100" });
    const oldest = Date.now() - 7 * 86_400_000 - 9 * 3_600_000 - 60_000;
    for (const item of week.DATA) expect(Date.parse(`${item.reg_date.replace(" ", "T")}Z`)).toBeGreaterThan(oldest);
    expect(week.TOTAL_CNT).toBeLessThan(first.TOTAL_CNT);
    const playlists = await json({ m: "vodSearch", szKeyword: "모음", szFileType: "PLAYLIST", szTerm: "all" });
    expect(playlists.DATA[0]).toMatchObject({ file_type: "PLAYLIST" });
  });

  it("postsSearch: titles and contents as typed, period filter", async () => {
    const posts = await json({ m: "postsSearch", szKeyword: "<script>", szTerm: "1month" });
    expect(posts.DATA[0].title).toContain("<script>");
    expect((await json({ m: "postsSearch", szKeyword: "오래된공지", szTerm: "1month" })).TOTAL_CNT).toBe(0);
    expect((await json({ m: "postsSearch", szKeyword: "오래된공지", szTerm: "all" })).TOTAL_CNT).toBe(1);
    // '건강 조심하세요' does not contain '강조'.
    for (const post of (await json({ m: "postsSearch", szKeyword: "강조", szTerm: "all", nListCnt: "100" })).DATA)
      expect(`${post.title} ${post.content}`).toContain("강조");
  });

  it("profileTheme: a profile by exact nick, homonyms, a game profile with its esports schedule", async () => {
    const demo = (await json({ m: "profileTheme", d: "데모스트리머", pttype: "all" })).data;
    expect(demo.profile[0]).toMatchObject({ user_id: "streamer01", user_nick: "데모스트리머" });
    expect(demo.profile[0].qna).toHaveLength(10);
    expect(demo.latest_vod.length).toBeGreaterThan(0);
    const game = (await json({ m: "profileTheme", d: "LOL", pttype: "all" })).data;
    expect(game.game_profile[0]).toMatchObject({ title: "리그 오브 레전드", is_drops: 1 });
    expect(game.esport[0].menu.map((league: { code_name: string }) => league.code_name)).toEqual(["코리아 리그", "아시아 챌린저스"]);
    const day = (await json({ m: "profileTheme", d: "롤", pttype: "esport", date: game.esport[0].next_date })).data;
    expect(day.profile).toEqual([]);
    expect(day.esport[0].list.length).toBeGreaterThan(0);
    expect(day.esport[0].prev_date < day.esport[0].date).toBe(true);
  });

  it("bjSearch, unifiedSearch and hashSearch answer in their shapes", async () => {
    const streamers = await json({ m: "bjSearch", szKeyword: "고양이", szOrder: "favorite_cnt" });
    const favourites = streamers.DATA.map((item: { favorite_cnt: string }) => Number(item.favorite_cnt));
    expect(favourites).toEqual([...favourites].sort((a, b) => b - a));
    expect(typeof streamers.DATA[0].total_broad_time).toBe("number");
    expect((await json({ m: "unifiedSearch", keyword: "롤", limit: "20" })).relatedSearchTerms.data[0]).toEqual({ d: "롤 랭크" });
    expect((await json({ m: "hashSearch" })).rank).toHaveLength(10);
  });

  // The tabs show TOTAL_CNT as the list's count: it counts what paging lists, to the last page.
  it.each([
    ["vodSearch", { szKeyword: "리그 오브 레전드", szTerm: "1year" }],
    ["vodSearch", { szKeyword: "모음", szFileType: "PLAYLIST", szTerm: "all" }],
    ["postsSearch", { szKeyword: "공지", szTerm: "all" }],
    ["bjSearch", { szKeyword: "고양이" }],
  ])("%s: TOTAL_CNT is the number of items its pages list (%o)", async (m, query) => {
    let listed = 0;
    let total: unknown;
    for (let page = 1; page <= 50; page += 1) {
      const answer = await json({ m, ...query, nPageNo: String(page), nListCnt: "100" });
      total ??= answer.TOTAL_CNT;
      expect(answer.TOTAL_CNT, `page ${page}`).toBe(total);
      listed += answer.DATA.length;
      if (answer.DATA.length < 100) break;
    }
    expect(listed).toBeGreaterThan(0);
    expect(total).toBe(listed);
  });

  it("other m values are left to the next handler", async () => {
    const { response } = await api({ m: "someOtherMethod" });
    expect(response.status).toBe(404);
  });
});
