import { describe, expect, it } from "vitest";
import { normaliseCategoryInfo, normaliseContentsDisplay, normaliseMenu } from "~/normalise/directory";
import {
  normaliseGroupBanner,
  normalisePoster,
  normaliseSportsGame,
  normaliseStarRank,
  normaliseTextBanner,
  rankChange,
  starRankFavourites,
} from "~/normalise/live";
import { parseScriptJson } from "~/upstream/clients/static.server";

describe("directory answers", () => {
  it("menus: ids as strings or numbers, the category item, contents_display in any flag form", () => {
    expect(normaliseMenu({ menu_id: "0", menu_name: "카테고리", type: "category" })).toMatchObject({
      menuId: "0",
      type: "category",
      contentsDisplay: { live: true, vod: true, catch: true },
    });
    expect(
      normaliseMenu({ menu_id: 104, menu_name: "다시보기 명작선", type: "admin", admin_id: "curator01", contents_display: { live: "N", vod: 1, catch: true } }),
    ).toEqual({
      menuId: "104",
      menuName: "다시보기 명작선",
      type: "admin",
      adminId: "curator01",
      contentsDisplay: { live: false, vod: true, catch: true },
    });
    expect(normaliseMenu({ menuId: "7", menuName: "camel" })).toMatchObject({ menuId: "7", type: "admin" });
    expect(normaliseMenu({ menu_name: "이름만" })).toBeNull();
    expect(normaliseContentsDisplay(null)).toBeNull();
  });

  it("category info: padded numbers, the VOD number, no contents_display when missing", () => {
    expect(
      normaliseCategoryInfo({
        category_no: "810000",
        vod_category_no: "00820000",
        category_name: "버추얼",
        cate_img: "https://img.test/category_img/2024/05/01/a.png",
        view_cnt: "8900",
        is_drops: 0,
        fixed_tags: ["버튜버"],
      }),
    ).toEqual({
      categoryNo: "00810000",
      name: "버추얼",
      imageUrl: "https://img.test/category_img/2024/05/01/a.png",
      viewCount: 8900,
      isDrops: false,
      fixedTags: ["버튜버"],
      liveCategoryNo: "00810000",
      vodCategoryNo: "00820000",
      contentsDisplay: null,
    });
  });
});

describe("live page answers", () => {
  it("poster categories (main_{type}category_viewer.js)", () => {
    expect(normalisePoster({ broad_cate_no: "40070", cate_name: "리그 오브 레전드", cate_pc_img: "//img.test/a.png", viewer: "44820", is_adult: "N" })).toEqual(
      {
        categoryNo: "00040070",
        name: "리그 오브 레전드",
        imageUrl: "//img.test/a.png",
        viewers: 44820,
        isAdult: false,
      },
    );
    expect(normalisePoster({ cate_name: "번호 없음" })).toBeNull();
  });

  it("static .js lists: plain JSON or a variable assignment", () => {
    expect(parseScriptJson('{"data":[1]}')).toEqual({ data: [1] });
    expect(parseScriptJson('\uFEFFvar viewer = {"data":[2]};')).toEqual({ data: [2] });
    expect(() => parseScriptJson("<html>점검 중</html>")).toThrow();
  });

  it("banners: web links only, colours with #, target Y opens a new window", () => {
    expect(normaliseGroupBanner({ link: "https://event.test/a", bg_color: "1a2b3c", target: "Y", image_path: "//img.test/b.png" })).toEqual({
      link: "https://event.test/a",
      bgColor: "#1a2b3c",
      newWindow: true,
      imageUrl: "//img.test/b.png",
    });
    expect(normaliseGroupBanner({ link: "javascript:alert(1)", image_path: "//img.test/b.png" })).toBeNull();
    expect(normaliseGroupBanner({ link: "/live/all", bgColor: "red;x", imagePath: "https://img.test/c.png" })).toMatchObject({
      bgColor: null,
      newWindow: false,
    });
    expect(normaliseTextBanner({ no: 3, link_url: "https://news.test/1", title: "오늘 밤 빅매치" })).toEqual({
      no: "3",
      linkUrl: "https://news.test/1",
      title: "오늘 밤 빅매치",
    });
    expect(normaliseTextBanner({ no: 4, link_url: "data:text/html,x", title: "x" })).toBeNull();
  });

  it("sports games: strings for numbers, empty scores, upper-cased states", () => {
    const parsed = normaliseSportsGame({
      code_name: "KBO",
      live_state: "i",
      live_g_state: "s_5t",
      vs_status: "1",
      vs_match_time: "2026-09-22 18:30:00",
      vs_bj_id: "sports01",
      broad_no: "280000001",
      review_title_no: "",
      hl_title_no: "150000002",
      live_home_score: "3",
      live_away_score: "2",
      vs_home_score: "",
      vs_away_score: "",
      vs_code: "KBO-1",
      vs_home_team_pc_image_url1: "//img.test/lg.png",
      vs_away_team_pc_image_url1: "//img.test/kt.png",
      vs_home_team_code_name: "LG 트윈스",
      vs_away_team_code_name: "KT 위즈",
      original: "Y",
      vs_content: "",
    });
    expect(parsed).toMatchObject({
      liveState: "I",
      liveGState: "S_5T",
      vsStatus: 1,
      vsMatchTime: Date.UTC(2026, 8, 22, 9, 30),
      reviewTitleNo: null,
      liveHomeScore: 3,
      vsHomeScore: null,
      home: { name: "LG 트윈스", imageUrl: "//img.test/lg.png" },
      original: true,
    });
    expect(normaliseSportsGame({ code_name: "KBO" })).toBeNull();
  });

  it("star ranking: best data and themes (snake or camel), sn_url thumbnails, favourites when told", () => {
    const item = {
      broad_no: "280000001",
      user_id: "star01",
      user_nick: "별",
      sn_url: "//img.test/m/280000001",
      title: "랭킹 방송",
      total_view_cnt: "5000",
      is_drops: 1,
      favorite_flag: "1",
    };
    const raw = {
      best_data_cnt: 1,
      best_data: [item],
      theme_data: [
        { title: "지금 가장 뜨거운 방송", detail: "설명", rank_code: "HOT", rank_list: [item, { user_id: "no-broad" }] },
        { title: "빈 테마", rank_list: [] },
      ],
    };
    const rank = normaliseStarRank(raw);
    expect(rank.best[0]).toMatchObject({ id: "280000001", title: "랭킹 방송", thumbnailUrl: "//img.test/m/280000001", hasDrops: true, viewCount: 5000 });
    expect(rank.themes).toHaveLength(1);
    expect(rank.themes[0]).toMatchObject({ title: "지금 가장 뜨거운 방송", detail: "설명", rankCode: "HOT" });
    expect(rank.themes[0].items).toHaveLength(1);
    expect(normaliseStarRank({ bestData: [item], themeData: [{ title: "camel", rankList: [item] }] }).themes[0].items).toHaveLength(1);
    expect(starRankFavourites(raw)).toEqual({ known: true, ids: ["star01"] });
    expect(starRankFavourites({ best_data: [{ user_id: "a" }] })).toEqual({ known: false, ids: [] });
    expect(normaliseStarRank(null)).toEqual({ best: [], bestChanges: {}, themes: [] });
  });
});

describe("a ranked broadcast's move (issue 72)", () => {
  it.each([
    ["rank_change, signed", { rank_change: "+2" }, 3, 2],
    ["rank_change down", { rank_change: "-1" }, 3, -1],
    ["rank_change 0: no move", { rank_change: "0" }, 3, null],
    ["prev_rank against the place now", { prev_rank: "5" }, 2, 3],
    ["prev_rank below", { prev_rank: "1" }, 4, -3],
    ["prev_rank empty: new in the ranking", { prev_rank: "" }, 4, null],
    ["neither", {}, 1, null],
  ])("%s", (_, raw, place, move) => expect(rankChange(raw, place)).toBe(move));

  it("each list keeps its cards' moves by key, from their places in the answer", () => {
    const item = (broadNo: string, prev: string) => ({ broad_no: broadNo, user_id: `bj${broadNo}`, broad_title: "방송", prev_rank: prev });
    const rank = normaliseStarRank({
      best_data: [item("1", "2"), item("2", "1"), item("3", "3")],
      theme_data: [{ title: "테마", rank_list: [item("4", "")] }],
    });
    expect(rank.bestChanges).toEqual({ "live:1": 1, "live:2": -1 });
    expect(rank.themes[0].changes).toEqual({});
  });
});
