// The directory and live loaders called directly, msw answering as the upstream (real shapes).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as categoryPageLoader } from "~/routes/directory.category.$/category.server";
import { loader as categoryListLoader } from "~/routes/directory.category._index/category-list.server";
import { loader as liveAllLoader } from "~/routes/live.all/live-all.server";
import { loader as liveGroupLoader } from "~/routes/live.group.$type/live-group.server";
import { loader as liveSportsLoader } from "~/routes/live.group.sports/live-sports.server";
import { loader as starRankLoader } from "~/routes/star-rank/star-rank.server";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import type { CategoryTile } from "~/domain/category";
import { itemsOf } from "~/domain/read-back";
import type { LivePageView } from "~/domain/live";
import { loaderData, loaderHeaders, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const MEMBER = "UserTicket=abc";
const member = () =>
  http.get(upstreamPath("station", "/authentication"), () =>
    HttpResponse.json({ result: 1, data: { user_id: "viewer01", nickname: "데모시청자", user_age: 27 } }),
  );
const hiddenList = (ids: string[]) =>
  http.get(upstreamPath("live", "/api/hiddenbj/hiddenbjController.php"), () => HttpResponse.json({ RESULT: 1, DATA: ids.map((bj_id) => ({ bj_id })) }));
const menus = () =>
  http.get(upstreamPath("live", "/api/explore/get_menu_list.php"), () =>
    HttpResponse.json({
      result: 1,
      data: {
        list: [
          { menu_id: "0", menu_name: "카테고리", type: "category", contents_display: { live: true, vod: true, catch: true } },
          { menu_id: "101", menu_name: "이스포츠", type: "admin", admin_id: "curator01", contents_display: { live: true, vod: true, catch: true } },
        ],
      },
    }),
  );
/** The ad host's sub banner for a category page (001 §2.17); with no creative the ad server says exist: false. */
function subBannerAds(byCategory: Record<string, string> = {}) {
  const asked: string[] = [];
  const handler = http.get(upstreamPath("ads", "/api/v1/recommend"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(`${params.get("placement")} ${params.get("category")}`);
    const key = byCategory[params.get("category") ?? ""];
    if (!key) return HttpResponse.json({ exist: false, type: "", key: "", creatives: [] });
    return HttpResponse.json({
      exist: true,
      type: "PC_SUB_BANNER_EXPANDED_IMAGE",
      key,
      creatives: [
        { advertiser: "광고주", ad_text: "롤 대회 예매", image_url: "//ads.test/s.png", landing_url: "https://ads.test/l", click_urls: ["https://ads.test/c"] },
      ],
    });
  });
  return { asked, handler };
}
const info = (data: Record<string, unknown> | null) => ({ result: data ? 1 : 0, data });
const LOL = {
  category_no: "00040070",
  vod_category_no: "00040070",
  category_name: "리그 오브 레전드",
  view_cnt: 44820,
  is_drops: 1,
  fixed_tags: ["롤"],
  cate_img: "https://img.test/lol.png",
};

const liveItem = (n: number, user = `bj${n}`) => ({
  broad_no: 280000000 + n,
  user_id: user,
  user_nick: `닉${n}`,
  broad_title: `방송 ${n}`,
  thumbnail: "https://img.test/m/1",
  view_cnt: 1000 - n,
  is_password: 0,
  grade: 0,
  broad_type: 21,
  broad_cate_no: "40070",
  broad_start: "2026-09-22 18:27:14.0",
});
const vodItem = (n: number) => ({
  title_no: 150000000 + n,
  user_id: `bj${n}`,
  user_nick: `닉${n}`,
  title: `영상 ${n}`,
  thumbnail: "https://img.test/v.jpg",
  view_cnt: n,
  file_type: "REVIEW",
  reg_date: "2026-09-20 10:00:00.0",
  duration: "1:00:00",
  grade: 0,
  category: "40070",
  vod_category: "40070",
});

/** The search host's api.php with a recorder of every query it got. */
function searchApi(answer: (params: URLSearchParams) => unknown) {
  const calls: URLSearchParams[] = [];
  const handler = http.get(upstreamPath("search", "/api.php"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    calls.push(params);
    return HttpResponse.json(answer(params) as Record<string, unknown>);
  });
  return { calls, handler };
}

/** A category or admin menu page's data (a missing category's is its text). */
type CategoryPage = { kind: "page"; cards: CardColumns; subBanner: unknown; top: string; filterForm: string; isMore: boolean };

/** The category list's data. */
type CategoryListData = { order: string; keyword: string; page: number; isMore: boolean; orderForm: string; tiles: CategoryTile[]; tilesInHtml: boolean };

/** The /live pages' data (the sports page adds its schedule). */
type LiveData = LivePageView & { sports: string };

async function load(loader: (args: never) => Promise<unknown>, path: string, options: { cookie?: string; params?: Record<string, string> } = {}) {
  try {
    return (await loader({
      request: makeRequest(path, { cookie: options.cookie }),
      context: makeContext(),
      params: options.params ?? {},
    } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("/directory/category/{...} (000 §2.5)", () => {
  it.each([
    ["/directory/category/101", "/directory/category/101/live"],
    ["/directory/category/%ED%8E%AB/%EB%8F%99%EB%AC%BC/live", "/directory/category/%ED%8E%AB%2F%EB%8F%99%EB%AC%BC/live"],
    ["/directory/category/LOL/replay", "/directory/category"],
  ])("%s redirects to %s", async (path, to) => {
    const response = await load(categoryPageLoader, path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(to);
  });

  it("a disabled tab falls back (live → vod) with the URL replaced, and is never requested", async () => {
    const api = searchApi((params) =>
      params.get("m") === "categoryInfo"
        ? info({ ...LOL, contents_display: { live: false, vod: true, catch: true } })
        : { result: 1, data: { is_more: false, list: [] } },
    );
    server.use(menus(), api.handler);
    const response = await load(
      categoryPageLoader,
      "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/live?sort=broad_start",
    );
    expect(response.headers.get("location")).toBe(
      "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/vod?sort=broad_start",
    );
    expect(api.calls.map((params) => params.get("m"))).toEqual(["categoryInfo"]);
  });

  it("an unknown category answers 404 with its text data", async () => {
    server.use(menus(), searchApi(() => info(null)).handler);
    const response = await load(categoryPageLoader, "/directory/category/%EC%97%86%EC%9D%8C/live");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ kind: "missing" });
  });

  it("a failing search host is the page with its lists empty (000 §8 'Search call failure'), not the deleted category's text", async () => {
    const asked: string[] = [];
    server.use(
      menus(),
      http.get(upstreamPath("search", "/api.php"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("m") ?? "");
        return new HttpResponse("upstream down", { status: 503 });
      }),
    );
    const response = await load(categoryPageLoader, "/directory/category/%EB%A1%A4/live");
    // The page's data (pageData, answered 200), not the missing category's Response.
    expect(response).not.toBeInstanceOf(Response);
    const data = await loaderData<CategoryPage>(response);
    expect(data).toMatchObject({ kind: "page", type: "live", isMore: false });
    expect(cardsOf(data.cards)).toEqual([]);
    expect(data.top).toContain("롤 콘텐츠");
    expect(data.top).not.toContain("카테고리가 삭제되었거나 존재하지 않습니다.");
    // Its contents are not asked for: a list needs the category's numbers, which the lookup did not give.
    expect(asked).toEqual(["categoryInfo"]);
  });

  it("a category page: header, live contents by its live number, remembered choices written to the device", async () => {
    const api = searchApi((params) =>
      params.get("m") === "categoryInfo" ? info(LOL) : { result: 1, data: { is_more: false, list: [liveItem(1), liveItem(2)] } },
    );
    const ads = subBannerAds({ "00040070": "sub-lol" });
    server.use(menus(), api.handler, ads.handler);
    const response = await load(
      categoryPageLoader,
      "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/live?sort=broad_start",
    );
    const data = await loaderData<CategoryPage>(response);
    expect(data).toMatchObject({ kind: "page", title: "리그 오브 레전드 카테고리", type: "live", waiting: false, period: null, isMore: false });
    expect(cardsOf(data.cards)).toHaveLength(2);
    // The sub banner of the category's live number.
    expect(ads.asked).toEqual(["sub_banner 00040070"]);
    expect(data.subBanner).toMatchObject({ key: "sub-lol", type: "PC_SUB_BANNER_EXPANDED_IMAGE", creative: { landingUrl: "https://ads.test/l" } });
    // Menu bar, header and tabs come as server-rendered HTML.
    expect(data.top).toContain("44,820명 참여중");
    expect(data.top).toContain('href="/search?hash=hashtag&amp;tagname=%EB%A1%A4&amp;hashtype=live&amp;stype=hash&amp;acttype=total&amp;location=directory"');
    expect(data.top).toContain('aria-current="page">카테고리</a>');
    expect(data.top).toContain('href="/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/vod">VOD</a>');
    expect(data.filterForm).toContain('<option value="broad_start" selected="">');
    const contents = api.calls.find((params) => params.get("m") === "categoryContentsList")!;
    expect(Object.fromEntries(contents)).toMatchObject({
      szType: "live",
      szCateNo: "00040070",
      szOrder: "broad_start",
      nListCnt: "60",
      nPageNo: "1",
      szPlatform: "pc",
    });
    expect(contents.has("szTerm")).toBe(false);

    const cookie = loaderHeaders(response).get("set-cookie")!.split(";")[0];
    expect(cookie).toMatch(/^__directoryFilter=/);
    const again = searchApi((params) => (params.get("m") === "categoryInfo" ? info(LOL) : { result: 1, data: { is_more: false, list: [] } }));
    server.use(
      again.handler,
      http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1, data: null })),
    );
    await load(categoryPageLoader, "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/live", { cookie });
    expect(again.calls.find((params) => params.get("m") === "categoryContentsList")?.get("szOrder")).toBe("broad_start");
  });

  it("VOD: its VOD category number, file type and period; a custom period waits until applied", async () => {
    const api = searchApi((params) =>
      params.get("m") === "categoryInfo"
        ? info({ ...LOL, category_no: "00810000", vod_category_no: "00820000", category_name: "버추얼" })
        : { result: 1, data: { is_more: false, list: [vodItem(1)] } },
    );
    const ads = subBannerAds();
    server.use(menus(), api.handler, ads.handler);
    const base = "/directory/category/%EB%B2%84%EC%B6%94%EC%96%BC/vod";
    const waiting = await loaderData<CategoryPage>(await load(categoryPageLoader, `${base}?period=directInput`));
    expect(waiting).toMatchObject({ waiting: true, cards: { rows: [] }, period: { type: "directInput", applyStatus: false } });
    expect(api.calls.some((params) => params.get("m") === "categoryContentsList")).toBe(false);
    // The sub banner goes by the live category number on every tab; this one has none.
    expect(ads.asked).toEqual(["sub_banner 00810000"]);
    expect(waiting.subBanner).toBeNull();

    const applied = await loaderData<CategoryPage>(
      await load(categoryPageLoader, `${base}?sort=view_cnt&fileType=HIGHLIGHT&period=directInput&start=2026-01-01&end=2026-01-31`),
    );
    expect(applied).toMatchObject({ waiting: false, period: { type: "directInput", start: "2026-01-01", end: "2026-01-31", applyStatus: true } });
    expect(applied.filterForm).toContain('<option value="view_cnt" selected="">');
    expect(applied.filterForm).toContain('<option value="HIGHLIGHT" selected="">');
    expect(applied.filterForm).toContain('name="start" min="2007-01-01"');
    expect(Object.fromEntries(api.calls.find((params) => params.get("m") === "categoryContentsList")!)).toMatchObject({
      szType: "vod",
      szCateNo: "00820000",
      nListCnt: "120",
      szOrder: "view_cnt",
      szFileType: "HIGHLIGHT",
      szTerm: "period_select",
      szStartDate: "2026-01-01",
      szEndDate: "2026-01-31",
    });
  });

  it("an admin menu page asks the explore contents with its menu id", async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      menus(),
      http.get(upstreamPath("live", "/api/explore/get_contents_list.php"), ({ request }) => {
        sent = new URL(request.url).searchParams;
        return HttpResponse.json({ result: 1, data: { is_more: false, list: [vodItem(1)] } });
      }),
    );
    const data = await loaderData<CategoryPage>(await load(categoryPageLoader, "/directory/category/101/catch"));
    expect(data).toMatchObject({ kind: "page", title: "이스포츠 콘텐츠" });
    expect(data.top).toContain('aria-current="page">이스포츠</a>');
    expect(data.top).toContain("<h1");
    expect(data.top).toContain("이스포츠 콘텐츠</h1>");
    expect(Object.fromEntries(sent!)).toMatchObject({ szMenuId: "101", szType: "catch", szOrder: "view_cnt_desc", szTerm: "1week", nListCnt: "120" });
    expect(sent!.has("szFileType")).toBe(false);
  });

  it("hidden streamers are left out and the list is over-fetched to fill its 60", async () => {
    const pages: string[] = [];
    const api = searchApi((params) => {
      if (params.get("m") === "categoryInfo") return info(LOL);
      const page = Number(params.get("nPageNo"));
      pages.push(String(page));
      const list = Array.from({ length: 60 }, (_, i) => liveItem((page - 1) * 60 + i + 1, i % 2 === 0 ? "hiddenbj" : undefined));
      return { result: 1, data: { is_more: page < 3, list } };
    });
    server.use(member(), hiddenList(["hiddenbj"]), menus(), api.handler, subBannerAds().handler);
    const data = await loaderData<CategoryPage>(
      await load(categoryPageLoader, "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/live", { cookie: MEMBER }),
    );
    expect(cardsOf(data.cards)).toHaveLength(60);
    expect(cardsOf(data.cards).some((card) => card.userId === "hiddenbj")).toBe(false);
    expect(pages).toEqual(["1", "2"]);
    expect(data.isMore).toBe(true);
  });

  it("a failing contents call leaves the list empty, not the page", async () => {
    server.use(
      menus(),
      subBannerAds().handler,
      http.get(upstreamPath("search", "/api.php"), ({ request }) =>
        new URL(request.url).searchParams.get("m") === "categoryInfo" ? HttpResponse.json(info(LOL)) : new HttpResponse("oops", { status: 500 }),
      ),
    );
    const answer = await load(categoryPageLoader, "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/live");
    // The page's data itself (no error answer), with an empty list.
    expect(answer).not.toBeInstanceOf(Response);
    expect(await loaderData<CategoryPage>(answer)).toMatchObject({ kind: "page", cards: { rows: [] }, isMore: false });
  });
});

describe("/directory/category (000 §2.5)", () => {
  const list = () =>
    searchApi((params) => {
      const page = Number(params.get("nPageNo"));
      const tiles = Array.from({ length: 120 }, (_, i) => ({
        category_no: String(600000 + page * 1000 + i),
        category_name: `카테고리 ${page}-${i}`,
        view_cnt: 1,
      }));
      return { result: 1, data: { is_more: page === 1, offset: page * 120, list: tiles } };
    });

  it("guests get view_cnt for prefer; members get prefer; pages 1..N; long keywords are ignored", async () => {
    const guest = list();
    server.use(menus(), guest.handler);
    const data = await loaderData<CategoryListData>(await load(categoryListLoader, `/directory/category?order=prefer&page=2&szKeyword=${"가".repeat(51)}`));
    expect(data).toMatchObject({ order: "view_cnt", keyword: "", page: 2, isMore: false });
    expect(data.orderForm).not.toContain('value="prefer"');
    expect(data.tiles).toHaveLength(240);
    expect(guest.calls.map((params) => [params.get("szOrder"), params.get("nPageNo"), params.get("nListCnt"), params.get("szKeyword")])).toEqual([
      ["view_cnt", "1", "120", ""],
      ["view_cnt", "2", "120", ""],
    ]);

    const signedIn = list();
    server.use(member(), signedIn.handler);
    const response = await load(categoryListLoader, "/directory/category?order=prefer&szKeyword=롤", { cookie: MEMBER });
    const signedInData = await loaderData<CategoryListData>(response);
    expect(signedInData).toMatchObject({ order: "prefer", keyword: "롤", isMore: true });
    expect(signedInData.orderForm).toContain('<option value="prefer" selected="">');
    expect(signedInData.orderForm).toContain('<input type="hidden" name="szKeyword" value="롤"/>');
    expect(signedIn.calls[0].get("szOrder")).toBe("prefer");
    expect(loaderHeaders(response).get("set-cookie")).toMatch(/^__directoryFilter=/);
  });

  it("a page loaded whole is sent only its tiles' keys, and renders the whole tiles on the server; a navigation's data has them whole", async () => {
    server.use(menus(), list().handler);
    const context = (wholePage: boolean) => ({ request: makeRequest("/directory/category"), context: makeContext({ wholePage }), params: {} }) as never;
    const whole = await loaderData<CategoryListData>(await categoryListLoader(context(true)));
    expect(whole.tilesInHtml).toBe(true);
    expect(whole.tiles).toHaveLength(120);
    expect(whole.tiles[0]).toEqual({ categoryNo: "00601000" });
    // On the server the keys read as the whole tiles, which the page renders.
    expect(itemsOf(whole.tiles)[0]).toMatchObject({ categoryNo: "00601000", name: "카테고리 1-0", viewCount: 1 });

    const navigation = await loaderData<CategoryListData>(await categoryListLoader(context(false)));
    expect(navigation.tilesInHtml).toBe(false);
    expect(navigation.tiles[0]).toMatchObject({ categoryNo: "00601000", name: "카테고리 1-0" });
  });
});

describe("/live/all and /live/group/{type} (000 §2.6)", () => {
  function liveApi(total: string | number, count = 60) {
    const calls: URLSearchParams[] = [];
    const handler = http.get(upstreamPath("live", "/api/main_broad_list_api.php"), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const page = Number(params.get("pageNo"));
      const broad = Array.from({ length: count }, (_, i) => ({
        broad_no: String(280000000 + page * 100 + i),
        user_id: `bj${i}p${page}`,
        user_nick: "닉",
        broad_title: "제목",
        total_view_cnt: "10",
        broad_grade: "0",
        is_password: "N",
        broad_type: "21",
      }));
      return new HttpResponse(JSON.stringify({ total_cnt: total, cnt: count, broad, time: 0, is_wp: [] }).replace(/\//g, "\\/"), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    });
    return { calls, handler };
  }
  const statics = () =>
    http.get(upstreamPath("static", "/main/static_list.js"), () =>
      HttpResponse.text(
        `var static_list = ${JSON.stringify({
          virtualBannerResult: 1,
          virtualBannerData: [{ link: "https://event.test/v", bg_color: "#123456", target: "Y", image_path: "//img.test/v.png" }],
          gameBannerResult: 0,
          sportTextBannerResult: 1,
          sportTextBannerData: [{ no: 1, link_url: "https://news.test/1", title: "오늘 밤 빅매치" }],
        })};`,
      ),
    );
  const posters = (type: string) =>
    http.get(upstreamPath("static", `/main/main_${type}category_viewer.js`), () =>
      HttpResponse.json({
        result: 1,
        data: [{ broad_cate_no: "00810000", cate_name: "버추얼", cate_pc_img: "//img.test/v.png", viewer: "8900", is_adult: "N" }],
      }),
    );

  it("/live/all: every page in the chosen sort; isMore from the string totalCnt", async () => {
    const api = liveApi("150");
    server.use(api.handler);
    const data = await loaderData<LiveData>(await load(liveAllLoader, "/live/all?sort=broad_start&page=2"));
    expect(cardsOf(data.cards)).toHaveLength(120);
    expect(data.isMore).toBe(true);
    expect(
      api.calls.map((params) => [params.get("selectType"), params.get("selectValue"), params.get("orderType"), params.get("pageNo"), params.get("lang")]),
    ).toEqual([
      ["action", "all", "broad_start", "1", "ko_KR"],
      ["action", "all", "broad_start", "2", "ko_KR"],
    ]);
    const last = liveApi("120");
    server.use(last.handler);
    expect(await loaderData<LiveData>(await load(liveAllLoader, "/live/all?page=2"))).toMatchObject({ isMore: false, sort: "view_cnt" });
  });

  it("a failing live list gives the empty list", async () => {
    server.use(http.get(upstreamPath("live", "/api/main_broad_list_api.php"), () => HttpResponse.text("<html>점검</html>")));
    expect(await loaderData<LiveData>(await load(liveAllLoader, "/live/all"))).toMatchObject({ cards: { rows: [] }, isMore: false });
  });

  it("a type outside game, bora, sports, award2024 goes to /live/all", async () => {
    const response = await load(liveGroupLoader, "/live/group/music", { params: { type: "music" } });
    expect(response.headers.get("location")).toBe("/live/all");
  });

  it("bora with categoryName: the poster's category by cate (no adult for guests), the virtual banners", async () => {
    const api = liveApi(3, 3);
    server.use(api.handler, statics(), posters("bora"));
    const data = await loaderData<LiveData>(
      await load(liveGroupLoader, "/live/group/bora?categoryName=%EB%B2%84%EC%B6%94%EC%96%BC", { params: { type: "bora" } }),
    );
    expect(data).toMatchObject({ group: "bora", selected: "버추얼" });
    // The virtual variant's banner, opening a new window, in the server-rendered top.
    expect(data.head).toContain('href="https://event.test/v" target="_blank"');
    expect(Object.fromEntries(api.calls[0])).toMatchObject({ selectType: "cate", selectValue: "00810000", szActionType: "2" });
  });

  it("sports: the schedule as HTML (at least 4 slots) and the text banners", async () => {
    server.use(
      liveApi(0, 0).handler,
      statics(),
      posters("sports"),
      http.get(upstreamPath("search", "/api.php"), ({ request }) =>
        new URL(request.url).searchParams.get("work") === "get_schedule_list"
          ? HttpResponse.json({
              result: 1,
              data: [
                {
                  code_name: "KBO",
                  live_state: "B",
                  vs_status: "0",
                  original: "Y",
                  vs_match_time: "2026-09-22 18:30:00",
                  vs_home_team_code_name: "LG 트윈스",
                  vs_away_team_code_name: "KT 위즈",
                },
              ],
            })
          : HttpResponse.json({}),
      ),
    );
    const data = await loaderData<LiveData>(await load(liveSportsLoader, "/live/group/sports"));
    expect(data.sports).toContain('<a href="https://news.test/1">오늘 밤 빅매치</a>');
    expect(data.sports).toContain("18:30 예정");
    expect(data.sports.match(/경기가 없습니다/g)).toHaveLength(3);
    expect(cardsOf(data.cards)).toEqual([]);
  });
});

describe("star ranking (000 §2.8, §7.5, §8)", () => {
  it("asks getStarRank with nCount 4; a failure gives the empty ranking", async () => {
    let form: URLSearchParams | undefined;
    server.use(
      http.post(upstreamPath("live", "/api/star_rank.php"), async ({ request }) => {
        form = new URLSearchParams(await request.text());
        return new HttpResponse("error", { status: 502 });
      }),
    );
    const data = await (await load(starRankLoader, "/star-rank")).json();
    expect(Object.fromEntries(form!)).toEqual({ szWork: "getStarRank", nCount: "4" });
    expect(data).toMatchObject({ best: [], themes: [], favourites: [] });
  });

  it("members see which streamers they follow; hidden streamers are left out", async () => {
    const item = (user: string, flag: string) => ({ broad_no: `2800${user.length}`, user_id: user, user_nick: user, broad_title: "t", favorite_flag: flag });
    server.use(
      member(),
      hiddenList(["gone"]),
      http.post(upstreamPath("live", "/api/star_rank.php"), () =>
        HttpResponse.json({
          best_data_cnt: 2,
          best_data: [item("fav", "1"), item("gone", "0")],
          theme_data: [{ title: "테마", detail: "", rank_code: "T", rank_list: [item("other", "0")] }],
        }),
      ),
    );
    const data = await (await load(starRankLoader, "/star-rank", { cookie: MEMBER })).json();
    expect(data.favourites).toEqual(["fav"]);
    expect(data.best.map((card: { userId: string }) => card.userId)).toEqual(["fav"]);
    expect(data.themes[0].items).toHaveLength(1);
  });

  it("when the ranking does not flag favourites, a member's are asked streamer by streamer, once each", async () => {
    const item = (user: string) => ({ broad_no: `2800${user.length}`, user_id: user, user_nick: user, broad_title: "t" });
    const asked: string[] = [];
    server.use(
      member(),
      hiddenList([]),
      http.post(upstreamPath("live", "/api/star_rank.php"), () =>
        HttpResponse.json({ best_data: [item("fav"), item("other")], theme_data: [{ title: "테마", rank_code: "T", rank_list: [item("fav")] }] }),
      ),
      http.get(upstreamPath("station", "/favorite/:streamerId"), ({ params }) => {
        asked.push(String(params.streamerId));
        return HttpResponse.json({ is_favorite: params.streamerId === "fav" ? 1 : 0 });
      }),
    );
    const data = await (await load(starRankLoader, "/star-rank", { cookie: MEMBER })).json();
    expect(data.favourites).toEqual(["fav"]);
    expect(asked.sort()).toEqual(["fav", "other"]);
  });
});
