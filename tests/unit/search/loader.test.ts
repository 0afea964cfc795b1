// The /search loader against msw (000 §4.10, §7.4, §8): the stop-word step first, its session key in
// every other call, no empty parameters, exactly the calls of the tab's groups, and each failed call
// giving its own section's empty default.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cardsOf } from "~/domain/card-columns";
import type { SearchResultsData, SearchResultsView } from "~/domain/search-page";
import { loader } from "~/routes/search/search.server";
import { loaderData, loaderHeaders, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";
import { LIVE_ITEM, PROFILE_THEME, STREAMER_ITEM, VOD_ITEM } from "../../fixtures/search";

type Call = { m: string; params: URLSearchParams; at: number };

function searchHost(overrides: Partial<Record<string, () => Response>> = {}, stop: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  let clock = 0;
  const answers: Record<string, () => Response> = {
    stopWord: () =>
      HttpResponse.json({
        result: 1,
        data: { modified: "", origin: "롤", stopword: "", isstop: "0", postpos: "로", is_illegal: 0, is_autofix: false, session_key: "sck_test", ...stop },
      }),
    profileTheme: () => HttpResponse.json(PROFILE_THEME),
    unifiedSearch: () => HttpResponse.json({ result: 1, relatedSearchTerms: { data: [{ d: "롤 랭크" }, { d: "롤 내전" }] } }),
    liveSearch: () =>
      new HttpResponse(JSON.stringify({ RESULT: "1", HAS_MORE_LIST: true, TOTAL_CNT: "2", REAL_BROAD: [LIVE_ITEM], EXTRA_BROAD: [], SCRAP_BROAD: [] }), {
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
    vodSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: 1, HAS_MORE_LIST: false, DATA: [VOD_ITEM], CATCH_DATA: [], CATCH_STORY_DATA: [] }),
    postsSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: 0, DATA: [] }),
    bjSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: 1, DATA: [STREAMER_ITEM], RECOMMEND_DATA: [], WORD: "롤", version: "2.0" }),
    hashSearch: () => HttpResponse.json({ result: 1, rank: [{ key: "롤", count: 1234 }] }),
    ...overrides,
  };
  server.use(
    http.get(upstreamPath("search", "/api.php"), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const m = params.get("m") ?? "";
      calls.push({ m, params, at: clock++ });
      const answer = answers[m];
      return answer ? answer() : HttpResponse.json({ message: "unexpected" }, { status: 404 });
    }),
  );
  return calls;
}

/** The loader's answer, its card lists read back as the page reads them. */
async function load(query: string) {
  const answer = await loader({ request: makeRequest(`/search?${query}`), context: makeContext(), params: {} });
  const view = await loaderData<SearchResultsView>(answer);
  const data: SearchResultsData = {
    ...view,
    live: { ...view.live, cards: cardsOf(view.live.cards), extra: cardsOf(view.live.extra) },
    vod: { ...view.vod, cards: cardsOf(view.vod.cards) },
    catches: cardsOf(view.catches),
    stories: cardsOf(view.stories),
  };
  return { response: { headers: loaderHeaders(answer) }, data };
}

describe("/search loader", () => {
  it("runs the stop-word step first and carries its session key into every other call", async () => {
    const calls = searchHost();
    const { response, data } = await load("szKeyword=%EB%A1%A4");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(calls[0].m).toBe("stopWord");
    expect(calls[0].params.get("d")).toBe("롤");
    expect(calls[0].params.get("acttype")).toBe("input_field");
    expect(calls[0].params.get("location")).toBe("etc");
    expect(
      calls
        .slice(1)
        .map((call) => call.m)
        .sort(),
    ).toEqual(["bjSearch", "liveSearch", "postsSearch", "profileTheme", "unifiedSearch", "vodSearch"]);
    for (const call of calls.slice(1)) expect(call.params.get("sck_session_key"), call.m).toBe("sck_test");
    expect(data.status).toBe("results");
    expect(data.live.cards[0]).toMatchObject({ kind: "live", id: "280000545", title: "새벽 감성 노래방송" });
    expect(data.related).toEqual(["롤 랭크", "롤 내전"]);
    expect(data.theme.profile).toMatchObject({ userId: "streamer01", nick: "데모스트리머" });
  });

  it("sends no empty parameter to any call", async () => {
    const calls = searchHost();
    await load("szKeyword=%EB%A1%A4&szStype=&stype=&pk_cnt=&has_hint=&szSearchType=total");
    for (const call of calls) for (const [key, value] of call.params) expect(value.trim(), `${call.m} ${key}`).not.toBe("");
  });

  it("sends the live and VOD parameters of 000 §7.4", async () => {
    const calls = searchHost();
    await load("szKeyword=%EB%A1%A4&szSearchType=vod&vodOrder=view_cnt&szVideoFileType=CLIP&vodTerm=1month");
    const vod = calls.find((call) => call.m === "vodSearch")!.params;
    expect(Object.fromEntries(vod)).toMatchObject({
      szKeyword: "롤",
      nPageNo: "1",
      nListCnt: "40",
      szOrder: "view_cnt",
      szFileType: "CLIP",
      szTerm: "1month",
      v: "5.0",
      isHashSearch: "0",
    });
    expect(calls.map((call) => call.m).sort()).toEqual(["stopWord", "unifiedSearch", "vodSearch"]);
  });

  // One case per row of 000 §7.4's table: the page's query, and what the call must send.
  const ROL = "%EB%A1%A4";
  it.each([
    [
      "stopWord",
      `szKeyword=${ROL}&szStype=mk&acttype=mk&szOriginalKeyword=fhf&szModifiedKeyword=${ROL}&pk_cnt=2&has_hint=1&hasRemoveSuggest=true`,
      {
        d: "롤",
        acttype: "mk",
        szStype: "mk",
        original: "fhf",
        modified: "롤",
        pk_cnt: "2",
        has_hint: "1",
        location: "etc",
        isHashSearch: "0",
        hasRemoveSuggest: "true",
      },
    ],
    ["profileTheme", `szKeyword=${ROL}`, { d: "롤", pttype: "all", order: "current_sum_viewer", orderBy: "desc", size: "10" }],
    ["profileTheme", `szKeyword=${ROL}&gameMore=1`, { pttype: "all", size: "100" }],
    ["profileTheme", `szKeyword=${ROL}&esportDate=2026-11-25`, { d: "롤", pttype: "esport", date: "2026-11-25" }],
    ["unifiedSearch", `szKeyword=${ROL}&szSearchType=post`, { keyword: "롤", limit: "20", tab: "post" }],
    [
      "liveSearch",
      `szKeyword=${ROL}&szSearchType=broad&liveOrder=view_cnt_asc`,
      {
        szOrder: "view_cnt",
        szOrderType: "asc",
        szKeyword: "롤",
        nPageNo: "1",
        nListCnt: "40",
        tab: "live",
        location: "total_search",
        isHashSearch: "0",
        isExtra: "1",
        onlyParent: "1",
      },
    ],
    [
      "liveSearch",
      `hash=hashtag&tagname=${ROL}&hashtype=live&stype=hash&location=directory`,
      { szOrder: "view_cnt", szOrderType: "desc", tab: "hash", isHashSearch: "1", tagname: "롤", location: "directory" },
    ],
    [
      "vodSearch",
      `szKeyword=${ROL}&szSearchType=vod&vodTerm=period_select&vodStart=2026-01-01&vodEnd=2026-02-01`,
      { szTerm: "period_select", szStartDate: "2026-01-01", szEndDate: "2026-02-01", tab: "vod", searchType: "total", v: "5.0" },
    ],
    [
      "postsSearch",
      `szKeyword=${ROL}&szSearchType=post`,
      { szKeyword: "롤", nPageNo: "1", nListCnt: "40", szOrder: "view_cnt", szTerm: "1month", nUseFiltering: "1" },
    ],
    [
      "bjSearch",
      `szKeyword=${ROL}&szSearchType=streamer&bjOrder=favorite_cnt`,
      { v: "3.0", szOrder: "favorite_cnt", szKeyword: "롤", nPageNo: "1", nListCnt: "40" },
    ],
    ["hashSearch", `hash=hashtag&tagname=${ROL}&hashtype=vod`, { service: "rank" }],
  ] as const)("%s sends its parameters (%s)", async (m, query, expected) => {
    const calls = searchHost();
    await load(query);
    const sent = calls.filter((call) => call.m === m).map((call) => Object.fromEntries(call.params));
    expect(sent).toContainEqual(expect.objectContaining({ ...expected, ...(m === "stopWord" ? {} : { sck_session_key: "sck_test" }) }));
  });

  it("forbidden and illegal keywords stop after the stop-word step", async () => {
    let calls = searchHost({}, { isstop: "1", stopword: "도박사이트" });
    let { data } = await load("szKeyword=%EB%8F%84%EB%B0%95%EC%82%AC%EC%9D%B4%ED%8A%B8");
    expect(data.status).toBe("forbidden");
    expect(calls.map((call) => call.m)).toEqual(["stopWord"]);
    calls = searchHost({}, { isstop: "1", is_illegal: 1 });
    ({ data } = await load("szKeyword=x"));
    expect(data.status).toBe("illegal");
    expect(calls.map((call) => call.m)).toEqual(["stopWord"]);
  });

  it("an empty keyword asks nothing upstream", async () => {
    const calls = searchHost();
    const { data } = await load("szKeyword=%20%20");
    expect(data.status).toBe("empty");
    expect(calls).toEqual([]);
  });

  it("each failed call empties only its own section; a failed stop-word step still searches", async () => {
    searchHost({
      stopWord: () => HttpResponse.json({ oops: true }),
      liveSearch: () => new HttpResponse("<html>점검</html>", { status: 200, headers: { "content-type": "text/html" } }),
      profileTheme: () => HttpResponse.json({ message: "down" }, { status: 500 }),
      unifiedSearch: () => HttpResponse.error(),
    });
    const { data } = await load("szKeyword=%EB%A1%A4");
    expect(data.status).toBe("results");
    expect(data.live.cards).toEqual([]);
    expect(data.theme.profile).toBeNull();
    expect(data.related).toEqual([]);
    expect(data.vod.cards).toHaveLength(1);
    expect(data.streamers.items).toHaveLength(1);
  });

  it("another esports day whose call fails shows that day empty, never today's matches", async () => {
    const esport = (date: string) => ({
      menu: [{ code_name: "코리아 리그", code_name_eng: "Korea League" }],
      list: [
        {
          vs_match_time: `${date} 17:00:00`,
          code_name: "코리아 리그",
          vs_status: "0",
          vs_home_team_code_info: { name: "A" },
          vs_away_team_code_info: { name: "B" },
        },
      ],
      date,
      prev_date: "2026-11-01",
      next_date: "2026-11-30",
    });
    const themeFor = (date: string) => ({ ...PROFILE_THEME, data: { ...PROFILE_THEME.data, esport: [esport(date)] } });
    const calls = searchHost();
    // The day's call (pttype=esport) fails; today's (pttype=all) answers.
    server.use(
      http.get(upstreamPath("search", "/api.php"), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get("m") !== "profileTheme") return undefined;
        calls.push({ m: "profileTheme", params, at: calls.length });
        return params.get("pttype") === "esport" ? HttpResponse.json({ message: "down" }, { status: 500 }) : HttpResponse.json(themeFor("2026-11-21"));
      }),
    );
    const { data } = await load("szKeyword=%EB%A1%A4&esportDate=2026-11-25");
    expect(calls.filter((call) => call.m === "profileTheme").map((call) => [call.params.get("pttype"), call.params.get("date")])).toContainEqual([
      "esport",
      "2026-11-25",
    ]);
    expect(data.theme.esport).toMatchObject({
      date: "2026-11-25",
      matches: [],
      prevDate: null,
      nextDate: null,
      leagues: [{ name: "코리아 리그", nameEng: "Korea League" }],
    });
    expect(data.theme.profile).not.toBeNull();
  });

  it("an autocorrected keyword is searched corrected, with the line to go back", async () => {
    const calls = searchHost({}, { modified: "롤", origin: "fhf", is_autofix: true });
    const { data } = await load("szKeyword=fhf&szSearchType=broad");
    expect(calls.find((call) => call.m === "liveSearch")!.params.get("szKeyword")).toBe("롤");
    expect(data.suggestion).toEqual({ kind: "autofix", modified: "롤", origin: "fhf", postpos: "로" });
  });

  it("live search with only extra rooms: state 1, and the more link stays off", async () => {
    searchHost({
      liveSearch: () => HttpResponse.json({ RESULT: "1", HAS_MORE_LIST: true, TOTAL_CNT: "116", REAL_BROAD: [], EXTRA_BROAD: [LIVE_ITEM] }),
    });
    const { data } = await load("szKeyword=zz&szSearchType=broad");
    expect(data.live).toMatchObject({ cards: [], extraState: 1, hasMore: false });
    expect(data.live.extra).toHaveLength(1);
    expect(data.controls.more.live).toBeNull();
  });

  it("tag search calls liveSearch or vodSearch as tag search, and the tag trend", async () => {
    const calls = searchHost();
    await load("hashtype=vod&hash=hashtag&tagname=%EB%A1%A4&stype=hash&acttype=vod&location=search");
    expect(calls.map((call) => call.m).sort()).toEqual(["hashSearch", "stopWord", "vodSearch"]);
    expect(Object.fromEntries(calls[0].params)).toMatchObject({ d: "롤", isHashSearch: "1", tagname: "롤", acttype: "vod", stype: "hash" });
    expect(Object.fromEntries(calls.find((call) => call.m === "vodSearch")!.params)).toMatchObject({
      isHashSearch: "1",
      tagname: "롤",
      v: "4.0",
      szOrder: "view_cnt",
      szTerm: "1week",
    });
  });

  // Issue 51 item 13: the tabs' counts (docs/choices.md).
  const lives = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ({ ...LIVE_ITEM, broad_no: String(280_000_000 + from + index) }));
  const liveAnswer =
    (real: unknown[], total = "211") =>
    () =>
      new HttpResponse(JSON.stringify({ RESULT: "1", HAS_MORE_LIST: true, TOTAL_CNT: total, REAL_BROAD: real, EXTRA_BROAD: real.length ? [] : [LIVE_ITEM] }), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
  const tabCounts = (data: SearchResultsData) => Object.fromEntries(data.controls.tabs.map((tab) => [tab.key, tab.count]));

  it("the total tab counts each list: LIVE from its list (TOTAL_CNT ignored), the others from TOTAL_CNT", async () => {
    searchHost({
      liveSearch: liveAnswer(lives(5)),
      vodSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: 1234, HAS_MORE_LIST: true, DATA: [VOD_ITEM], CATCH_DATA: [], CATCH_STORY_DATA: [] }),
      postsSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: "0", DATA: [] }),
    });
    const { data } = await load("szKeyword=%EB%A1%A4");
    expect(data.resultCounts).toEqual({
      live: { value: 5, atLeast: false },
      vod: { value: 1234, atLeast: false },
      post: { value: 0, atLeast: false },
      streamer: { value: 1, atLeast: false },
    });
    expect(tabCounts(data)).toEqual({
      total: null,
      broad: { number: "5", atLeast: false },
      vod: { number: "1,234", atLeast: false },
      post: { number: "0", atLeast: false },
      streamer: { number: "1", atLeast: false },
    });
  });

  it("LIVE: a full page is 'at least', no hits is 0 whatever TOTAL_CNT says, a failed call no count", async () => {
    searchHost({ liveSearch: liveAnswer(lives(12)) });
    expect((await load("szKeyword=%EB%A1%A4")).data.resultCounts.live).toEqual({ value: 12, atLeast: true });
    searchHost({ liveSearch: liveAnswer([], "116") });
    const none = (await load("szKeyword=zz")).data;
    expect(none.live.extra).toHaveLength(1);
    expect(none.resultCounts.live).toEqual({ value: 0, atLeast: false });
    searchHost({ liveSearch: () => HttpResponse.json({ message: "down" }, { status: 500 }) });
    expect((await load("szKeyword=%EB%A1%A4")).data.resultCounts.live).toBeNull();
  });

  it("the LIVE tab's pages: counted up to the short page that ends the list", async () => {
    searchHost();
    server.use(
      http.get(upstreamPath("search", "/api.php"), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get("m") !== "liveSearch") return undefined;
        const page = Number(params.get("nPageNo"));
        return liveAnswer(page === 1 ? lives(40) : lives(7, 40))();
      }),
    );
    const { data } = await load("szKeyword=%EB%A1%A4&szSearchType=broad&page=2");
    expect(data.live.cards).toHaveLength(47);
    expect(data.resultCounts.live).toEqual({ value: 47, atLeast: false });
  });

  it("a list tab counts its own list only (no call for the others' counts); a missing TOTAL_CNT is no count", async () => {
    const calls = searchHost({
      vodSearch: () => HttpResponse.json({ RESULT: 1, HAS_MORE_LIST: false, DATA: [VOD_ITEM], CATCH_DATA: [], CATCH_STORY_DATA: [] }),
      postsSearch: () => HttpResponse.json({ RESULT: 1, TOTAL_CNT: 57, DATA: [] }),
    });
    let { data } = await load("szKeyword=%EB%A1%A4&szSearchType=post");
    expect(calls.map((call) => call.m).sort()).toEqual(["postsSearch", "stopWord", "unifiedSearch"]);
    expect(tabCounts(data)).toEqual({ total: null, broad: null, vod: null, post: { number: "57", atLeast: false }, streamer: null });
    ({ data } = await load("szKeyword=%EB%A1%A4&szSearchType=vod"));
    expect(data.resultCounts.vod).toBeNull();
  });

  it("the total tab's '더보기' doubles the visible count; list tabs add a page", async () => {
    searchHost({
      liveSearch: () =>
        HttpResponse.json({
          RESULT: "1",
          HAS_MORE_LIST: true,
          REAL_BROAD: Array.from({ length: 12 }, (_, index) => ({ ...LIVE_ITEM, broad_no: String(280_000_000 + index) })),
          EXTRA_BROAD: "",
        }),
    });
    let { data } = await load("szKeyword=%EB%A1%A4");
    expect(data.live.cards).toHaveLength(6);
    expect(data.controls.more.live).toBe("/search?szKeyword=%EB%A1%A4&liveCount=12");
    ({ data } = await load("szKeyword=%EB%A1%A4&szSearchType=broad&page=2"));
    expect(data.live.cards).toHaveLength(12);
    expect(data.controls.more.live).toBe("/search?szKeyword=%EB%A1%A4&szSearchType=broad&page=3");
  });
});
