// The side bar of followed channels: its rows, the root loader's call (beside the session check,
// quiet on failure; a guest's recommended live broadcasts), its HTML open and collapsed, and the toggle's action (cookie, return path).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { BroadcastCard } from "~/domain/cards";
import { parseSideBarState, SIDE_BAR_LIMIT, sideBarRows } from "~/domain/side-bar";
import { action as sideBarAction, loader as sideBarLoader } from "~/routes/resources.side-bar/side-bar.server";
import type { RootData } from "~/utils/root-data";
import { loadRoot } from "~/features/layout/root.server";
import { loaderData, makeContext, makeRequest } from "../../helpers";
import { memberSession, server, upstreamPath } from "../../mocks/server";

const live = (n: number, viewers: number) => ({
  broad_no: String(9000 + n),
  user_id: `bj${n}`,
  user_nick: `스트리머${n}`,
  broad_title: `방송 제목 ${n}`,
  category_name: n % 2 ? "게임" : "",
  total_view_cnt: String(viewers),
});

async function rootData(cookie: string, headers: Record<string, string> = {}, path = "/live/all?x=1"): Promise<RootData> {
  return loaderData<RootData>(
    await loadRoot({ request: makeRequest(`${path}${path.includes("?") ? "&" : "?"}_data=root`, { cookie, headers }), context: makeContext(), params: {} }),
  );
}

describe("side bar rows", () => {
  const cards = (viewers: number[]) => viewers.map((count, index) => ({ kind: "live", key: `live:${index}`, viewCount: count }) as BroadcastCard);

  it("puts the most viewers first and keeps at most the limit, counting the rest", () => {
    const { rows, more } = sideBarRows(cards([5, 50, 20, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]));
    expect(rows.map((card) => card.viewCount)).toEqual([50, 20, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(rows).toHaveLength(SIDE_BAR_LIMIT);
    expect(more).toBe(3);
    expect(sideBarRows([])).toEqual({ rows: [], more: 0 });
  });

  it("reads only 'closed' as collapsed", () => {
    expect(parseSideBarState("closed")).toBe("closed");
    for (const value of ["open", "", "CLOSED", null, undefined, ["closed"]]) expect(parseSideBarState(value)).toBe("open");
  });
});

describe("the root loader's side bar", () => {
  it("recommends a guest the live broadcasts most watched now, '전체 LIVE' leading to them all", async () => {
    const asked: string[] = [];
    server.use(
      http.get(upstreamPath("live", "/api/main_broad_list_api.php"), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ total_cnt: "13", broad: Array.from({ length: 13 }, (_, n) => live(n, 100 + n)) });
      }),
    );
    const html = (await rootData("theme=dark")).sideBar ?? "";
    expect(asked).toHaveLength(1);
    expect(html).toContain('<a href="/live/all">추천 LIVE</a>');
    expect(html).toContain('aria-label="추천 LIVE 접기"');
    expect(html.match(/class="side-bar-row"/g)).toHaveLength(10);
    // The most viewers first.
    expect(html.indexOf("스트리머12")).toBeLessThan(html.indexOf("스트리머11"));
    expect(html).toMatch(/<a class="side-bar-more" href="\/live\/all">.*전체 LIVE/);
    expect(html).not.toContain("즐겨찾기");
  });

  it("costs guests one upstream call per period, not one per page; a failed call is not kept", async () => {
    let asked = 0;
    let down = true;
    server.use(
      http.get(upstreamPath("live", "/api/main_broad_list_api.php"), () => {
        asked += 1;
        if (down) return new HttpResponse("down", { status: 500 });
        return HttpResponse.json({ total_cnt: "1", broad: [live(1, 100)] });
      }),
    );
    expect((await rootData("")).sideBar).toContain("방송중인 스트리머가 없습니다.");
    down = false;
    for (let i = 0; i < 3; i += 1) expect((await rootData("", {}, `/live/all?page=${i}`)).sideBar).toContain("스트리머1");
    expect(asked).toBe(2);
  });

  it("is null for a guest on a page without a side bar (the help centre, a station), who costs no upstream call (msw fails any unhandled one)", async () => {
    for (const path of ["/help", "/help/faq", "/station/bj1", "/station/bj1/board"]) expect((await rootData("theme=dark", {}, path)).sideBar, path).toBeNull();
  });

  it("shows a guest the spec's empty text when the live list fails, never an error", async () => {
    server.use(http.get(upstreamPath("live", "/api/main_broad_list_api.php"), () => new HttpResponse("down", { status: 500 })));
    const html = (await rootData("")).sideBar ?? "";
    expect(html).toContain("추천 LIVE");
    expect(html).toContain("방송중인 스트리머가 없습니다.");
  });

  it("lists a member's live favourites as links to the player in a new tab, with the viewer count", async () => {
    server.use(
      memberSession(),
      http.get(upstreamPath("my", "/api/favorite/live"), () => HttpResponse.json({ data: [live(1, 300), live(2, 12_345)] })),
    );
    const html = (await rootData("UserTicket=abc")).sideBar ?? "";
    expect(html).toContain('aria-labelledby="side-bar-title"');
    expect(html).toContain('data-state="open"');
    // The most viewers first; the category, or the title when the broadcast has none.
    expect(html.indexOf("스트리머2")).toBeLessThan(html.indexOf("스트리머1"));
    expect(html).toContain("방송 제목 2");
    expect(html).toContain(">게임<");
    expect(html).toMatch(/href="[^"]*\/play\/bj2\/9002" target="_blank" rel="noopener"/);
    // The count read aloud after its label, in the part the live events patch (issue 70).
    expect(html).toMatch(/참여자 수 <\/span><span data-live="viewers">1\.2만<\/span>/);
    // The streamer's picture where the list has none (PROFILE_IMAGE_HOST).
    expect(html).toMatch(/src="[^"]*\/LOGO\/bj\/bj2\/bj2\.jpg"/);
    // The toggle comes back to the page it was rendered on (the data request's marker dropped).
    expect(html).toContain('name="returnTo" value="/live/all?x=1"');
    expect(html).toContain('aria-label="즐겨찾기 LIVE 접기"');
    expect(html).not.toContain("더보기");
  });

  it("collapsed, is a rail whose links keep their names and titles, '더보기' past the limit", async () => {
    server.use(
      memberSession(),
      http.get(upstreamPath("my", "/api/favorite/live"), () => HttpResponse.json({ data: Array.from({ length: 13 }, (_, n) => live(n, 100 - n)) })),
    );
    const html = (await rootData("UserTicket=abc; sideBar=closed")).sideBar ?? "";
    expect(html).toContain('data-state="closed"');
    expect(html).toContain('<h2 id="side-bar-title" class="visually-hidden">즐겨찾기 LIVE</h2>');
    expect(html).toContain('title="스트리머1 · 게임"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('value="open"');
    expect(html.match(/class="side-bar-row"/g)).toHaveLength(10);
    expect(html).toContain("3명 더보기");
  });

  it("inside the app, opens the player by the app's deep link in the same view", async () => {
    server.use(
      memberSession(),
      http.get(upstreamPath("my", "/api/favorite/live"), () => HttpResponse.json({ data: [live(1, 300)] })),
    );
    const html = (await rootData("UserTicket=abc", { "user-agent": "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.20.0" })).sideBar ?? "";
    expect(html).toMatch(/href="streamon:\/\/player\/live[^"]*"/);
    expect(html).not.toContain("target=");
  });

  it("shows the spec's empty text when the call fails, never an error", async () => {
    server.use(
      memberSession(),
      http.get(upstreamPath("my", "/api/favorite/live"), () => new HttpResponse("down", { status: 500 })),
    );
    const html = (await rootData("UserTicket=abc")).sideBar ?? "";
    expect(html).toContain("방송중인 스트리머가 없습니다.");
    expect(html).not.toContain("side-bar-row");
  });

  it("is null when the login cookie no longer signs anybody in (no favourites to show; the next page is a guest's)", async () => {
    server.use(
      http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: -1 })),
      http.get(upstreamPath("my", "/api/favorite/live"), () => HttpResponse.json({ data: [live(1, 300)] })),
    );
    expect((await rootData("UserTicket=expired")).sideBar).toBeNull();
  });
});

describe("POST /resources/side-bar", () => {
  const post = (fields: Record<string, string>, referer?: string) =>
    sideBarAction({
      request: makeRequest("/resources/side-bar", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", ...(referer ? { referer } : {}) },
      }),
      context: makeContext(),
      params: {},
    });

  it("remembers a collapsed side bar for a year; opening it again forgets the choice", async () => {
    const closed = await post({ sideBar: "closed", returnTo: "/live/all" });
    expect(closed.status).toBe(302);
    expect(closed.headers.get("location")).toBe("/live/all");
    expect(closed.headers.get("set-cookie")).toBe("sideBar=closed; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect((await post({ sideBar: "open", returnTo: "/" })).headers.get("set-cookie")).toMatch(/^sideBar=; Path=\/; Max-Age=0;/);
  });

  it("sends the page back: its Referer when it is this site's, else the form's returnTo, never another site", async () => {
    expect((await post({ sideBar: "closed", returnTo: "/" }, "http://portal.test/search?szKeyword=a#x")).headers.get("location")).toBe("/search?szKeyword=a#x");
    expect((await post({ sideBar: "closed", returnTo: "/star-rank" }, "https://evil.example/")).headers.get("location")).toBe("/star-rank");
    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"])
      expect((await post({ sideBar: "closed", returnTo })).headers.get("location")).toBe("/");
  });

  it("changes nothing for an unknown state, and a GET goes home", async () => {
    const response = await post({ sideBar: "wide", returnTo: "/live/all" });
    expect(response.headers.get("location")).toBe("/live/all");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(sideBarLoader().headers.get("location")).toBe("/");
  });
});
