import { describe, expect, it } from "vitest";
import { bannerKeyFor, liveListQuery, periodLabel, scheduleSlots, type SportsGame, sportsGameView } from "~/domain/live";
import { sportsHtml } from "~/routes/live.group.sports/sports-html.server";

const CONFIG = {
  play: "https://play.test",
  vod: "https://vod.test",
  station: "https://st.test",
  loginUrl: "",
  appScheme: "streamon",
  isApp: false,
  origin: "https://portal.example",
};
const KST_1830 = Date.UTC(2026, 8, 22, 9, 30);

function game(overrides: Partial<SportsGame> = {}): SportsGame {
  return {
    codeName: "K리그1",
    liveState: "B",
    liveGState: "",
    vsStatus: 0,
    vsMatchTime: KST_1830,
    vsBjId: "sports01",
    broadNo: "280000001",
    reviewTitleNo: "150000001",
    hlTitleNo: "150000002",
    liveHomeScore: 2,
    liveAwayScore: 1,
    vsHomeScore: 3,
    vsAwayScore: 1,
    vsCode: "K-1",
    home: { name: "울산 HD", imageUrl: null },
    away: { name: "FC 서울", imageUrl: null },
    original: true,
    vsContent: "",
    ...overrides,
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const render = (g: SportsGame) => sportsHtml([], [g], CONFIG);

describe("liveState rows (000 §4.8)", () => {
  it("B: scheduled, shown as '{time} 예정', no scores", () => {
    const html = render(game({ liveState: "B" }));
    expect(text(html)).toContain("18:30 예정");
    expect(sportsGameView(game({ liveState: "B" })).sides.every((side) => side.score === null)).toBe(true);
  });
  it.each(["I", "D", "S", "T", "U"])("%s: in progress, the period label links to the live stream", (state) => {
    const view = sportsGameView(game({ liveState: state, liveGState: "S_FHA", vsStatus: 1 }));
    expect(view.inProgress).toBe(true);
    expect(view.period).toEqual({ kind: "fixed", code: "S_FHA" });
    const html = render(game({ liveState: state, liveGState: "S_FHA", vsStatus: 1 }));
    expect(html).toContain('href="https://play.test/sports01/280000001" class="sports-period">전반</a>');
  });
  it("F: ended, with the final score", () => {
    const view = sportsGameView(game({ liveState: "F", vsStatus: 0 }));
    expect(view.badge.kind).toBe("ended");
    expect(view.sides.map((side) => side.score)).toEqual([3, 1]);
    expect(text(render(game({ liveState: "F" })))).toContain("경기종료");
  });
  it("C: treated as vsStatus 4 (cancelled), no scores", () => {
    const view = sportsGameView(game({ liveState: "C", vsStatus: 1 }));
    expect(view.badge.kind).toBe("cancelled");
    expect(view.sides.every((side) => side.score === null)).toBe(true);
    expect(text(render(game({ liveState: "C" })))).toContain("경기취소");
  });
});

describe("vsStatus rows (000 §4.8)", () => {
  it("0: scheduled, shown only for original games", () => {
    expect(sportsGameView(game({ vsStatus: 0, original: true })).visible).toBe(true);
    expect(sportsGameView(game({ vsStatus: 0, original: false })).visible).toBe(false);
    expect(sportsGameView(game({ vsStatus: 1, original: false })).visible).toBe(true);
  });
  it("1: LIVE, linking to the live stream", () => {
    const html = render(game({ liveState: "I", liveGState: "S_2Q", vsStatus: 1 }));
    expect(html).toContain('href="https://play.test/sports01/280000001" class="sports-state sports-state-live">LIVE</a>');
  });
  it("1 without a broadcast number links to the streamer on the play host", () => {
    expect(render(game({ liveState: "I", vsStatus: 1, broadNo: null }))).toContain('href="https://play.test/sports01"');
  });
  it("2: 하이라이트, linking to the highlight VOD", () => {
    expect(render(game({ liveState: "F", vsStatus: 2 }))).toContain(
      'href="https://vod.test/player/150000002" class="sports-state sports-state-highlight">하이라이트</a>',
    );
  });
  it("2 inside the app: player/video with the highlight's station and board; a web link when they are not known", () => {
    const highlight = game({ liveState: "F", vsStatus: 2 });
    const app = { ...CONFIG, isApp: true };
    expect(sportsHtml([], [highlight], app, { "150000002": { stationNo: "10246", bbsNo: "109" } })).toContain(
      'href="streamon://player/video?station_no=10246&amp;bbs_no=109&amp;title_no=150000002"',
    );
    expect(sportsHtml([], [highlight], app, {})).toContain('href="https://vod.test/player/150000002"');
  });
  it("3: no match body and a label that does not link", () => {
    const view = sportsGameView(game({ vsStatus: 3, vsContent: "올스타전 사전 행사" }));
    expect(view).toMatchObject({ matchBody: false, badgeClickable: false });
    const html = render(game({ vsStatus: 3, vsContent: "올스타전 사전 행사" }));
    expect(text(html)).toContain("올스타전 사전 행사");
    expect(html).not.toContain("<a ");
  });
  it("4: 경기취소", () => expect(text(render(game({ vsStatus: 4 })))).toContain("경기취소"));
  it("5: 경기종료, not a link", () => {
    const html = render(game({ liveState: "F", vsStatus: 5 }));
    expect(html).toContain('<span class="sports-state sports-state-ended">경기종료</span>');
  });
  it("6: no match body", () => expect(sportsGameView(game({ vsStatus: 6, liveState: "I", vsContent: "드래프트" })).matchBody).toBe(false));
  it("7: 방송종료, not a link", () => {
    expect(render(game({ liveState: "F", vsStatus: 7 }))).toContain('<span class="sports-state sports-state-broadcastEnded">방송종료</span>');
  });
});

describe("period labels (000 §4.8)", () => {
  const cases: Array<[string, string]> = [
    ["S_FHA", "전반"],
    ["S_SHA", "후반"],
    ["S_OTST", "연장대기"],
    ["S_TFE", "연장종료"],
    ["S_PSO", "승부차기"],
    ["S_HAT", "하프타임"],
    ["S_OT", "연장"],
    ["S_2OT", "2차 연장"],
    ["S_3OT", "3차 연장"],
    ["S_GF", "경기종료"],
    ...Array.from({ length: 20 }, (_, i): [string, string] => [`S_${i + 1}T`, `${i + 1}회초`]),
    ...Array.from({ length: 20 }, (_, i): [string, string] => [`S_${i + 1}B`, `${i + 1}회말`]),
    ...Array.from({ length: 4 }, (_, i): [string, string] => [`S_${i + 1}Q`, `${i + 1}쿼터`]),
    ...Array.from({ length: 5 }, (_, i): [string, string] => [`S_${i + 1}S`, `${i + 1}세트`]),
  ];
  it.each(cases)("%s → %s", (code, label) => {
    expect(render(game({ liveState: "I", liveGState: code, vsStatus: 1 }))).toContain(`class="sports-period">${label}</a>`);
  });
  it.each(["S_21T", "S_5Q", "S_6S", "S_X", ""])("%s has no label", (code) => expect(periodLabel(code)).toBeNull());
});

describe("teams and winner (000 §4.8)", () => {
  it("home first, away first for KBO", () => {
    expect(sportsGameView(game({ liveState: "F" })).sides.map((side) => side.side)).toEqual(["home", "away"]);
    expect(sportsGameView(game({ liveState: "F", codeName: "KBO" })).sides.map((side) => side.side)).toEqual(["away", "home"]);
    const html = text(render(game({ liveState: "F", codeName: "KBO" })));
    expect(html.indexOf("FC 서울")).toBeLessThan(html.indexOf("울산 HD"));
  });
  it("the higher score is marked as the winner; a draw has none", () => {
    expect(sportsGameView(game({ liveState: "F" })).sides.map((side) => side.winner)).toEqual([true, false]);
    expect(sportsGameView(game({ liveState: "F", vsHomeScore: 1, vsAwayScore: 4 })).sides.map((side) => side.winner)).toEqual([false, true]);
    expect(sportsGameView(game({ liveState: "I", vsStatus: 1, liveHomeScore: 2, liveAwayScore: 2 })).sides.map((side) => side.winner)).toEqual([false, false]);
    expect(render(game({ liveState: "F" }))).toContain('<span class="sports-winner-mark">승</span>');
  });
});

describe("'오늘의 주요일정' slots", () => {
  it("at least 4, in time order, '경기가 없습니다' in empty ones", () => {
    const later = game({ vsCode: "late", vsMatchTime: KST_1830 + 3600_000 });
    const early = game({ vsCode: "early", vsMatchTime: KST_1830 - 3600_000 });
    const hiddenOne = game({ vsCode: "hidden", vsStatus: 0, original: false });
    expect(scheduleSlots([later, early, hiddenOne]).map((slot) => slot?.vsCode ?? null)).toEqual(["early", "late", null, null]);
    const html = sportsHtml([], [], CONFIG);
    expect(html).toContain("오늘의 주요일정");
    expect(html.match(/경기가 없습니다/g)).toHaveLength(4);
    expect(scheduleSlots(Array.from({ length: 6 }, (_, i) => game({ vsCode: String(i) })))).toHaveLength(6);
  });
});

describe("live groups (000 §2.6, §7.3, §9)", () => {
  it.each([
    ["game", null, "game"],
    ["sports", "00160001", "sport"],
    ["bora", "00810000", "virtual"],
    ["bora", "30000", "music"],
    ["bora", "00580000", "pet"],
    ["bora", "00020007", "hobby"],
    ["bora", "00020009", "art"],
    ["bora", "00020001", null],
    ["bora", null, null],
    ["award2024", null, null],
  ] as const)("%s with category %s → banner %s", (type, category, key) => expect(bannerKeyFor(type, category)).toBe(key));

  it("a group by action, a poster category by cate with szActionType 3 (adult) or 2", () => {
    expect(liveListQuery({ group: "all", categoryNo: null, sort: "view_cnt", page: 2, adult: false })).toEqual({
      selectType: "action",
      selectValue: "all",
      orderType: "view_cnt",
      pageNo: 2,
      lang: "ko_KR",
    });
    expect(liveListQuery({ group: "game", categoryNo: "40070", sort: "broad_start", page: 1, adult: true })).toMatchObject({
      selectType: "cate",
      selectValue: "00040070",
      szActionType: 3,
    });
    expect(liveListQuery({ group: "game", categoryNo: "00040070", sort: "view_cnt_asc", page: 1, adult: false })).toMatchObject({ szActionType: 2 });
  });
});
