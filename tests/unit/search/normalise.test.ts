// Search answers in their real shapes → domain (000 §3.9, upstream-shapes.md §4), and what the server
// does with untrusted parts (theme HTML, colours, links).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  normaliseEsport,
  normalisePost,
  normaliseProfileTheme,
  normaliseRelatedKeywords,
  normaliseStopWord,
  normaliseStreamer,
  normaliseTagTrend,
} from "~/normalise/search";
import { getProfileTheme, searchLive } from "~/upstream/clients/search.server";
import { makeContext, makeRequest } from "../../helpers";
import { LIVE_ITEM, PROFILE_THEME, STREAMER_ITEM } from "../../fixtures/search";
import { server, upstreamPath } from "../../mocks/server";

const ctx = () => ({ request: makeRequest("/search"), context: makeContext() });

describe("search normalisers", () => {
  it("stop word: snake_case or camelCase, flags in any form", () => {
    expect(
      normaliseStopWord(
        { result: 1, data: { modified: "롤", origin: "fhf", isstop: "0", postpos: "로", is_illegal: "0", is_autofix: "true", session_key: "k" } },
        "fhf",
      ),
    ).toEqual({
      modified: "롤",
      origin: "fhf",
      stopword: "",
      isstop: "0",
      postpos: "로",
      isIllegal: false,
      isAutofix: true,
      sessionKey: "k",
    });
    expect(normaliseStopWord({ isstop: 1, isIllegal: 1, sessionKey: "s" }, "x")).toMatchObject({
      isstop: "1",
      isIllegal: true,
      sessionKey: "s",
      origin: "x",
      postpos: "",
    });
  });

  it("streamer: counts as strings, flags as numbers, live while broad_no is set", () => {
    expect(normaliseStreamer(STREAMER_ITEM)).toMatchObject({
      userId: "streamer01",
      favoriteCount: 41153,
      broadTimeHours: 1200,
      isFan: true,
      isSubscriber: true,
      isFavourite: true,
      liveBroadNo: "280000001",
    });
    expect(normaliseStreamer({ ...STREAMER_ITEM, broad_no: "" })?.liveBroadNo).toBeNull();
    expect(normaliseStreamer({ user_nick: "no id" })).toBeNull();
  });

  it("post: numbers and strings, content as plain text, '' thumbnail is none", () => {
    const post = normalisePost({
      title_no: 90000001,
      station_user_id: "streamer01",
      user_id: "streamer01",
      user_nick: "데모스트리머",
      title: "제목 <b>그대로</b>",
      content: "<p>첫 줄</p><p>둘째 &amp; <b>줄</b></p>",
      view_cnt: 12,
      photo_cnt: "0",
      reg_date: "2026-11-20 10:00:00",
      thumbnail: "",
    });
    expect(post).toMatchObject({ titleNo: "90000001", title: "제목 <b>그대로</b>", content: "첫 줄 둘째 & 줄", thumbnailUrl: null, viewCount: 12 });
    // The text a reader sees, as the My and feed excerpts: no script's text, a heading's end a space.
    expect(normalisePost({ title_no: 1, user_id: "a", content: "<h2>공지</h2>본문<script>alert(1)</script>" })).toMatchObject({ content: "공지 본문" });
  });

  it("profile/theme: profile, homonyms, recommended contents by type, unsafe colours and links dropped", () => {
    const theme = normaliseProfileTheme(PROFILE_THEME);
    expect(theme.profile).toMatchObject({
      userId: "streamer01",
      bornYear: 1995,
      age: 31,
      viewCount: 8100000,
      broadTimeHours: 1200,
      noticeTitleNo: "90000001",
      careers: ["2023 여름 대회 우승"],
    });
    expect(theme.profile?.medals[0]).toMatchObject({ kind: "best_streamer", content: "베스트 스트리머" });
    expect(theme.recommend.map((item) => (item.kind === "card" ? item.card.kind : "streamer"))).toEqual(["live", "streamer", "vod"]);
    expect(theme.homonyms[0].userId).toBe("other01");
    expect(theme.relatedStreamers[0].userId).toBe("streamer01");
    expect(theme.themes[0].backgroundColor).toBeNull();
    expect(theme.shortcuts[0].buttons).toEqual([]);
    expect(theme.ad).toEqual({ backgroundColor: "#10243e", imageUrl: "//img.example/banner/ad", url: "https://ads.example/gear" });
  });

  it("esports: leagues, matches with teams and scores, prev/next dates", () => {
    const esport = normaliseEsport({
      menu: [{ code_name: "코리아 리그", code_name_eng: "Korea League" }],
      list: [
        {
          vs_match_time: "2026-11-21 17:00:00",
          season_desc: "정규시즌",
          vs_status: "5",
          title_no: "150001234",
          vs_home_score: "3",
          vs_away_score: "1",
          vs_home_team_code_info: { name: "서울 드래곤즈", image_default_url: "//img/a" },
          vs_away_team_code_info: { name: "부산 스톰" },
          code_name: "코리아 리그",
        },
      ],
      date: "2026-11-21",
      prev_date: "",
      next_date: "2026-11-22",
      keyword_show: "Y",
    });
    expect(esport).toMatchObject({
      date: "2026-11-21",
      prevDate: null,
      nextDate: "2026-11-22",
      show: true,
      leagues: [{ name: "코리아 리그", nameEng: "Korea League" }],
    });
    expect(esport?.matches[0]).toMatchObject({
      time: "17:00",
      status: "5",
      titleNo: "150001234",
      homeScore: 3,
      awayScore: 1,
      league: "코리아 리그",
      seasonEng: "정규시즌",
    });
    expect(normaliseEsport({ date: "soon" })).toBeNull();
  });

  it("related words and the tag trend", () => {
    expect(normaliseRelatedKeywords({ relatedSearchTerms: { data: [{ d: "롤 랭크" }, { d: "롤 랭크" }, { d: "" }] } })).toEqual(["롤 랭크"]);
    expect(normaliseRelatedKeywords({ relatedSearchTerms: ["a", "b"] })).toEqual(["a", "b"]);
    expect(normaliseTagTrend({ result: 1, rank: [{ key: "롤", count: "10" }, { key: "" }] })).toEqual([{ tag: "롤", count: 10 }]);
  });
});

describe("search calls", () => {
  it("theme HTML is sanitised on the server", async () => {
    server.use(http.get(upstreamPath("search", "/api.php"), () => HttpResponse.json(PROFILE_THEME)));
    const theme = await getProfileTheme(ctx(), { sessionKey: "k", keyword: "롤", pttype: "all", date: "2026-11-21", size: 10 });
    expect(theme.themes[0].html).toContain("<h3>테마</h3>");
    expect(theme.themes[0].html).not.toMatch(/script|onerror/);
  });

  it("liveSearch as escaped text/html with af_tags ''; paging ends on an empty REAL_BROAD only", async () => {
    const body = JSON.stringify({ RESULT: "1", HAS_MORE_LIST: true, TOTAL_CNT: "116", REAL_BROAD: [LIVE_ITEM], EXTRA_BROAD: [] })
      .replace(/\//g, "\\/")
      .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    server.use(http.get(upstreamPath("search", "/api.php"), () => new HttpResponse(body, { headers: { "content-type": "text/html; charset=utf-8" } })));
    const page = await searchLive(ctx(), {
      sessionKey: "k",
      keyword: "노래",
      order: "score",
      page: 1,
      size: 30,
      tab: "live",
      location: "total_search",
      tag: null,
      withExtra: true,
    });
    expect(page.hasMore).toBe(true);
    expect(page.cards[0]).toMatchObject({ title: "새벽 감성 노래방송", viewCount: 47123, isSubscriber: true, hashTags: ["롤"] });

    server.use(
      http.get(upstreamPath("search", "/api.php"), () =>
        HttpResponse.json({ RESULT: "1", HAS_MORE_LIST: true, TOTAL_CNT: "116", REAL_BROAD: [], EXTRA_BROAD: [LIVE_ITEM] }),
      ),
    );
    const empty = await searchLive(ctx(), {
      sessionKey: "k",
      keyword: "zz",
      order: "score",
      page: 2,
      size: 30,
      tab: "live",
      location: "total_search",
      tag: null,
      withExtra: false,
    });
    expect(empty).toMatchObject({ cards: [], hasMore: false });
    expect(empty.extra).toHaveLength(1);
  });
});
