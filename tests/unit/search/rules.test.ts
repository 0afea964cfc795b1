// Search rules (000 §2.7, §4.9, §4.10, §5, §7.4, §9), one case per row of the spec's tables.
import { describe, expect, it } from "vitest";
import {
  dropEmpty,
  effectiveKeyword,
  groupsFor,
  isVodOptionDisabled,
  liveOrderParams,
  onlyViewChanged,
  parseSearchView,
  profileLiveOf,
  reconcileVodFilter,
  searchBlock,
  STOP_WORD_DEFAULT,
  stopWordActType,
  suggestionOf,
  visibleCount,
  vodFileTypesFor,
  withLiveFirst,
  type SearchGroup,
  type StreamerSummary,
  type SearchMode,
} from "~/domain/search";
import { esportRow, leagueIndex, profileFields, profileMedals, shiftDate } from "~/domain/search-sections";
import { cardStub } from "~/domain/cards";
import { highlightParts } from "~/domain/highlight";

const tab = (name: "total" | "broad" | "vod" | "post" | "streamer"): SearchMode => ({ kind: "search", tab: name });
const tag = (hashType: "live" | "vod" | "catch"): SearchMode => ({ kind: "tag", hashType });

describe("which result groups show on which tab (000 §2.7)", () => {
  const ALL_TABS = ["total", "broad", "vod", "post", "streamer"] as const;
  const rows: Array<[SearchGroup[], Array<(typeof ALL_TABS)[number]>, boolean]> = [
    // group(s), the tabs it shows on, shown in tag search
    [["suggestion"], [...ALL_TABS], true],
    [["profile", "themeShortcuts", "ads", "theme", "gameProfile", "latestVod", "homonyms", "recommendContents", "catchStory", "catch"], ["total"], false],
    [["recommendedStreamers"], ["total", "streamer"], false],
    [["live"], ["total", "broad"], false],
    [["vod"], ["total", "vod"], false],
    [["posts"], ["total", "post"], false],
    [["streamers"], ["total", "streamer"], false],
    [["tagResults"], [], true],
    [["relatedKeywords"], [...ALL_TABS], false],
  ];
  for (const [groups, tabs, inTag] of rows) {
    it(`${groups.join(", ")}: ${tabs.join(", ") || "no tab"}${inTag ? " and tag search" : ""}`, () => {
      for (const group of groups) {
        for (const name of ALL_TABS) expect(groupsFor(tab(name)).has(group), `${group} on ${name}`).toBe(tabs.includes(name));
        for (const hashType of ["live", "vod", "catch"] as const) expect(groupsFor(tag(hashType)).has(group), `${group} in tag search`).toBe(inTag);
      }
    });
  }
});

describe("stop-word acttype (000 §7.4)", () => {
  for (const szStype of ["di", "ac", "rt", "rk", "lc", "ad", "pk"]) {
    it(`szStype ${szStype} → input_field`, () => expect(stopWordActType({ szStype, acttype: "mk" })).toBe("input_field"));
  }
  it("stype di → input_field", () => expect(stopWordActType({ stype: "di", acttype: "live" })).toBe("input_field"));
  it("other sources keep their acttype", () => {
    expect(stopWordActType({ szStype: "mk", acttype: "mk" })).toBe("mk");
    expect(stopWordActType({ szStype: "homonym", acttype: "homonym" })).toBe("homonym");
    expect(stopWordActType({ stype: "hash", acttype: "live" })).toBe("live");
    expect(stopWordActType({ stype: "hash", szActype: "vod" })).toBe("vod");
  });
  it("a bare keyword (the header's box) counts as typed in", () => expect(stopWordActType({})).toBe("input_field"));
});

describe("empty parameters are dropped (000 §2.7, §5)", () => {
  it("drops '', whitespace, null and undefined; keeps 0 and false", () => {
    expect(dropEmpty({ d: "롤", uid: "", age: null, sex: undefined, pk_cnt: "  ", nPageNo: 0, isHashSearch: false })).toEqual({
      d: "롤",
      nPageNo: "0",
      isHashSearch: "false",
    });
  });
});

describe("stop-word outcomes (000 §4.10, §5)", () => {
  const base = { ...STOP_WORD_DEFAULT, origin: "롤" };
  it("isstop '0' searches; other values are forbidden; isIllegal wins", () => {
    expect(searchBlock(base)).toBeNull();
    expect(searchBlock({ ...base, isstop: "1" })).toBe("forbidden");
    expect(searchBlock({ ...base, isstop: "1", isIllegal: true })).toBe("illegal");
  });
  it("a modified word is a suggestion, or an autocorrect that searches the modified word", () => {
    expect(suggestionOf({ ...base, modified: "발로란트" }, "발로렌트")).toEqual({ kind: "suggest", modified: "발로란트", origin: "롤", postpos: "로" });
    // None sent: the particle follows the corrected word (i18n/ko/particles.ts), not a fixed '로'.
    expect(suggestionOf({ ...base, modified: "먹방" }, "먹빵")?.postpos).toBe("으로");
    const autofix = { ...base, modified: "롤", origin: "fhf", isAutofix: true };
    expect(suggestionOf(autofix, "fhf")?.kind).toBe("autofix");
    expect(effectiveKeyword("fhf", autofix)).toBe("롤");
    expect(effectiveKeyword("발로렌트", { ...base, modified: "발로란트" })).toBe("발로렌트");
    expect(suggestionOf(base, "롤")).toBeNull();
  });
});

describe("keyword highlight (000 §2.7): pattern-escaped, rendered as text", () => {
  const bold = (text: string, keyword: string) =>
    highlightParts(text, keyword)
      .filter((part) => part.match)
      .map((part) => part.text);
  it("a '<script>' keyword matches the literal text", () => {
    expect(highlightParts("a <script>x", "<script>")).toEqual([
      { text: "a ", match: false },
      { text: "<script>", match: true },
      { text: "x", match: false },
    ]);
  });
  it("regex characters match only themselves", () => {
    expect(bold("(a+b)*c and aab", "(a+b)*c")).toEqual(["(a+b)*c"]);
    expect(highlightParts("axb a.b", "a.b")).toEqual([
      { text: "axb ", match: false },
      { text: "a.b", match: true },
    ]);
    expect(bold("[a-z]+ .* $1", ".*")).toEqual([".*"]);
    expect(bold("a\\b", "\\")).toEqual(["\\"]);
  });
  it("every occurrence, case-insensitive; an empty keyword highlights nothing", () => {
    expect(bold("LOL lol Lol", "lol")).toEqual(["LOL", "lol", "Lol"]);
    expect(highlightParts("a & b", "  ")).toEqual([{ text: "a & b", match: false }]);
  });
});

describe("live sorts as the upstream wants them (000 §9)", () => {
  it.each([
    ["score", { szOrder: "score", szOrderType: "desc" }],
    ["view_cnt_desc", { szOrder: "view_cnt", szOrderType: "desc" }],
    ["view_cnt_asc", { szOrder: "view_cnt", szOrderType: "asc" }],
    ["broad_start", { szOrder: "broad_start", szOrderType: "desc" }],
  ] as const)("%s", (order, params) => expect(liveOrderParams(order)).toEqual(params));
});

describe("VOD filter rule (000 §2.7)", () => {
  it("'UP수' and the playlist file type disable each other", () => {
    expect(isVodOptionDisabled({ fileType: "PLAYLIST" }, { order: "recomm_cnt", fileType: "ALL" })).toBe(true);
    expect(isVodOptionDisabled({ order: "recomm_cnt" }, { order: "score", fileType: "PLAYLIST" })).toBe(true);
    expect(isVodOptionDisabled({ fileType: "REVIEW" }, { order: "recomm_cnt", fileType: "ALL" })).toBe(false);
    expect(isVodOptionDisabled({ order: "view_cnt" }, { order: "score", fileType: "PLAYLIST" })).toBe(false);
  });
  it("both at once (a URL, a form without JS): the file type wins, the sort falls back", () => {
    expect(reconcileVodFilter({ order: "recomm_cnt", fileType: "PLAYLIST" }, false)).toEqual({ order: "score", fileType: "PLAYLIST" });
    expect(reconcileVodFilter({ order: "recomm_cnt", fileType: "CLIP" }, false)).toEqual({ order: "recomm_cnt", fileType: "CLIP" });
  });
  it("the playlist is hidden under tag search", () => {
    expect(vodFileTypesFor(false)).toContain("PLAYLIST");
    expect(vodFileTypesFor(true)).not.toContain("PLAYLIST");
    expect(reconcileVodFilter({ order: "view_cnt", fileType: "PLAYLIST" }, true)).toEqual({ order: "view_cnt", fileType: "ALL" });
  });
});

describe("esports schedule rows (000 §4.9)", () => {
  type Ids = { titleNo?: string; bbsNo?: string; stationNo?: string; vodUserId?: string; bjId?: string };
  const match = (status: string, ids: Ids = {}) => ({
    status,
    titleNo: ids.titleNo ?? null,
    bbsNo: ids.bbsNo ?? null,
    stationNo: ids.stationNo ?? null,
    vodUserId: ids.vodUserId ?? null,
    bjId: ids.bjId ?? null,
  });
  it.each([
    ["0", { label: "scheduled", showScores: false, cover: false, link: null }],
    ["1", { label: "live", showScores: true, cover: false, link: { kind: "live" } }],
    ["2", { label: "finished", showScores: true, cover: true, link: null }],
    ["3", { label: "noBroadcast", showScores: true, cover: false, link: null }],
    ["4", { label: "cancelled", showScores: false, cover: false, link: null }],
  ])("vsStatus %s", (status, row) => expect(esportRow(match(status))).toEqual(row));
  for (const status of ["5", "8"]) {
    describe(`vsStatus ${status}: '다시보기' with a VOD, board or station id, else 경기종료; always the cover`, () => {
      it("a VOD: its player (the app's deep link with the board and station)", () => {
        expect(esportRow(match(status, { titleNo: "1", vodUserId: "a" }))).toEqual({
          label: "replay",
          showScores: true,
          cover: true,
          link: { kind: "vod", titleNo: "1", app: undefined },
        });
        expect(esportRow(match(status, { titleNo: "1" })).link).toEqual({ kind: "vod", titleNo: "1", app: undefined });
        expect(esportRow(match(status, { titleNo: "1", bbsNo: "108", stationNo: "10" })).link).toEqual({
          kind: "vod",
          titleNo: "1",
          app: { stationNo: "10", bbsNo: "108" },
        });
      });
      it("a board: the uploader's board, else the broadcaster's", () => {
        expect(esportRow(match(status, { bbsNo: "108", stationNo: "10", vodUserId: "up" })).link).toEqual({ kind: "board", userId: "up", bbsNo: "108" });
        expect(esportRow(match(status, { bbsNo: "108", bjId: "bj" })).link).toEqual({ kind: "board", userId: "bj", bbsNo: "108" });
      });
      it("a station: the uploader's station", () => {
        expect(esportRow(match(status, { stationNo: "10", vodUserId: "up" }))).toEqual({
          label: "replay",
          showScores: true,
          cover: true,
          link: { kind: "station", userId: "up" },
        });
      });
      it("no id, or a board / station id without an owner: 경기종료", () => {
        const finished = { label: "finished", showScores: true, cover: true, link: null };
        expect(esportRow(match(status))).toEqual(finished);
        expect(esportRow(match(status, { vodUserId: "up" }))).toEqual(finished);
        expect(esportRow(match(status, { bbsNo: "108", stationNo: "10" }))).toEqual(finished);
      });
    });
  }
  it("the league tab index is a whole number within the tabs, else 전체", () => {
    expect(leagueIndex(2, 2)).toBe(2);
    expect(leagueIndex(3, 2)).toBe(0);
    expect(leagueIndex(-1, 2)).toBe(0);
    expect(leagueIndex(1.5, 2)).toBe(0);
    expect(leagueIndex(null, 2)).toBe(0);
  });
  it("day buttons move by one day across months and years", () => {
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("profile card (000 §2.7)", () => {
  const profile = {
    userId: "streamer01",
    nick: "데모스트리머",
    imageUrl: null,
    isFan: false,
    isSubscriber: false,
    fanCount: 0,
    isFavourite: false,
    stationTitle: "소개글",
    notice: "",
    noticeTitleNo: null,
    medals: [
      { kind: "best_streamer", simpleUrl: null, basicUrl: null, content: "베스트", description: "" },
      { kind: "support", simpleUrl: null, basicUrl: null, content: "서포터즈", description: "" },
      { kind: "AWARD", simpleUrl: null, basicUrl: null, content: "대상", description: "" },
    ],
    bornYear: 1995,
    age: 31,
    viewCount: 10,
    broadTimeHours: null,
    careers: [],
    qna: [],
  };
  it("medals are filtered to best_streamer, award and partner", () =>
    expect(profileMedals(profile.medals).map((medal) => medal.content)).toEqual(["베스트", "대상"]));
  it("fields in order, only those with a value", () => expect(profileFields(profile)).toEqual(["intro", "medal", "age", "viewers"]));
});

describe("a live streamer's name leads to the live (issue 72)", () => {
  const live = (id: string, userId: string) => cardStub({ kind: "live", id, userId, userNickname: userId, title: `방송 ${id}`, viewCount: 1200 });
  const lives = [live("1", "a"), live("2", "b"), live("3", "c")];
  const streamer = (userId: string, liveBroadNo: string | null) => ({ userId, liveBroadNo }) as StreamerSummary;

  it("the profile's broadcast from the LIVE list, with its title and viewers", () =>
    expect(profileLiveOf("b", lives, [])).toEqual({ broadNo: "2", title: "방송 2", viewCount: 1200 }));
  it("else the streamer list's live mark", () =>
    expect(profileLiveOf("d", lives, [streamer("d", "9")])).toEqual({ broadNo: "9", title: null, viewCount: null }));
  it("none when the streamer is not on air", () => expect(profileLiveOf("d", lives, [streamer("d", null)])).toBeNull());
  it("the LIVE list with their broadcast first, the others in their order", () => {
    expect(withLiveFirst(lives, "c").map((card) => card.id)).toEqual(["3", "1", "2"]);
    expect(withLiveFirst(lives, "a")).toBe(lives);
    expect(withLiveFirst(lives, null)).toBe(lives);
  });
});

describe("page sizes (000 §9): the total tab's '더보기' doubles the visible count", () => {
  it("6 → 12 → 24, within bounds", () => {
    expect(visibleCount(null, 6)).toBe(6);
    expect(visibleCount(12, 6)).toBe(12);
    expect(visibleCount(13, 6)).toBe(24);
    expect(visibleCount(3, 6)).toBe(6);
    expect(visibleCount(100_000, 6)).toBe(48);
  });
});

describe("view parameters", () => {
  it("are read from the URL and skip the loader when they alone change", () => {
    expect(parseSearchView(new URLSearchParams("gameTab=schedule&league=2&dialog=medal&profile=more"))).toEqual({
      gameTab: "schedule",
      league: 2,
      medalLayer: true,
      profileExpanded: true,
      relatedExpanded: false,
    });
    expect(parseSearchView(new URLSearchParams("gameTab=nope&league=x")).gameTab).toBeNull();
    const base = new URLSearchParams("szKeyword=롤&liveOrder=score");
    expect(onlyViewChanged(base, new URLSearchParams("szKeyword=롤&liveOrder=score&gameTab=schedule"))).toBe(true);
    expect(onlyViewChanged(base, new URLSearchParams("szKeyword=롤&liveOrder=broad_start"))).toBe(false);
    expect(onlyViewChanged(base, new URLSearchParams(base))).toBe(false);
  });
});
