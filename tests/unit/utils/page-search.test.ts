// Pages read their search parameters with their own schema: what the upstream is asked for from a URL,
// and hand-edited values falling back to the defaults instead of a 500.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as historyVodLoader } from "~/routes/my.history.vod/vod.server";
import { loader as catchLoader } from "~/routes/station.$streamerId.catch/catch.server";
import { loader as stationVodLoader } from "~/routes/station.$streamerId.vod.($tab)/vod.server";
import { catchItem, channelVod, searchVod } from "../../fixtures/cards";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import { loaderData, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

/** Records the query of every call to one upstream path and answers it. */
function recorder(role: Parameters<typeof upstreamPath>[0], path: string, answer: unknown) {
  const asked: Array<Record<string, string>> = [];
  const handler = http.get(upstreamPath(role, path), ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(answer as Record<string, unknown>);
  });
  return { asked, handler };
}

/** The loader's answer (a Response, or a page's data through utils/page-data), or the response it throws (a redirect). */
const load = <T = Response>(loader: (args: never) => Promise<T>, path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  loader({ request: makeRequest(path, { cookie: "UserTicket=abc", headers }), context: makeContext(), params } as never).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
/** A loader answer's status: a Response's, or that of a page's data (200 unless its init says). */
const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200));
type HistoryData = { cards: CardColumns; page: number; sort: string; hasMore: boolean };

describe("/my/history/vod", () => {
  it("asks pages 1..page in the URL's sort", async () => {
    const history = recorder("my", "/api/history/recent/vod", { data: [searchVod], has_more: true });
    server.use(history.handler);
    const data = await loaderData<HistoryData>(await load(historyVodLoader, "/my/history/vod?page=3&sort=read_cnt"));
    expect(data).toMatchObject({ page: 3, sort: "read_cnt", hasMore: true });
    expect(history.asked.map((query) => [query.page, query.order_by_column]).sort()).toEqual([
      ["1", "read_cnt"],
      ["2", "read_cnt"],
      ["3", "read_cnt"],
    ]);
  });

  it("an unreadable page and an unknown sort read as page 1 of the newest", async () => {
    const history = recorder("my", "/api/history/recent/vod", { data: [], has_more: false });
    server.use(history.handler);
    const response = await load(historyVodLoader, "/my/history/vod?page=2.5&sort=%3Cscript%3E");
    expect(statusOf(response)).toBe(200);
    expect(await loaderData(response)).toMatchObject({ page: 1, sort: "reg_date" });
    expect(history.asked).toEqual([{ page: "1", order_by_column: "reg_date", order_by_type: "desc" }]);
  });
});

describe("station lists", () => {
  const vods = { data: [channelVod], meta: { current_page: 1, last_page: 9999, total: 99990 } };

  it("Catch: the page from the URL, page 1 for anything else", async () => {
    const list = recorder("channel", "/v1.1/channel/haru123/catch", { contents: [catchItem] });
    server.use(list.handler);
    await load(catchLoader, "/station/haru123/catch?page=4", { streamerId: "haru123" });
    await load(catchLoader, "/station/haru123/catch?page=-4", { streamerId: "haru123" });
    await load(catchLoader, "/station/haru123/catch?page=99999", { streamerId: "haru123" });
    expect(list.asked.map((query) => query.page)).toEqual(["4", "1", "9999"]);
  });

  it("VOD: page, sort and the keyword of the all-VOD list, cut to 50 characters", async () => {
    const list = recorder("channel", "/api/haru123/vods/all", vods);
    server.use(list.handler);
    const data = await (await load(stationVodLoader, `/station/haru123/vod?page=2&sort=popular&keyword=${"가".repeat(60)}`, { streamerId: "haru123" })).json();
    expect(data).toMatchObject({ tab: "all", sort: "popular", keyword: "가".repeat(50) });
    const bad = await (await load(stationVodLoader, "/station/haru123/vod?page=x&sort=nope", { streamerId: "haru123" })).json();
    expect(bad).toMatchObject({ sort: "reg_date", keyword: "" });
    expect(list.asked.map((query) => [query.page, query.orderby, query.keyword])).toEqual([
      ["2", "popular", "가".repeat(50)],
      ["1", "reg_date", undefined],
    ]);
  });
});

describe("a list opened past its end goes to its last page, not an empty one", () => {
  const NAVIGATION = { "sec-fetch-mode": "navigate", accept: "text/html" };

  it("the station's VODs: to the last page the answer names, keeping the sort; the first page drops the parameter", async () => {
    server.use(recorder("channel", "/api/haru123/vods/all", { data: [], meta: { current_page: 7, last_page: 3, total: 25 } }).handler);
    const far = await load(stationVodLoader, "/station/haru123/vod?page=7&sort=popular", { streamerId: "haru123" }, NAVIGATION);
    expect(far.status).toBe(302);
    expect(far.headers.get("location")).toBe("/station/haru123/vod?page=3&sort=popular");
    // A browser without fetch metadata: its document request asks for HTML.
    const older = await load(stationVodLoader, "/station/haru123/vod?page=7&sort=popular", { streamerId: "haru123" }, { accept: "text/html" });
    expect(older.headers.get("location")).toBe("/station/haru123/vod?page=3&sort=popular");
    // A client navigation's data request is answered in place (the root's request beside it took the toast).
    const data = await load(
      stationVodLoader,
      "/station/haru123/vod?page=7&sort=popular",
      { streamerId: "haru123" },
      { "sec-fetch-mode": "cors", accept: "*/*" },
    );
    expect(data.status).toBe(200);
    expect(await data.json()).toMatchObject({ list: { cards: [], lastPage: 3 } });

    server.use(recorder("channel", "/api/haru123/vods/all", { data: [], meta: { current_page: 2, last_page: 1, total: 4 } }).handler);
    const second = await load(stationVodLoader, "/station/haru123/vod?page=2", { streamerId: "haru123" }, NAVIGATION);
    expect(second.headers.get("location")).toBe("/station/haru123/vod");
  });

  it("My history: pages 1..page all empty go to the first page; the first page itself is shown empty", async () => {
    server.use(recorder("my", "/api/history/recent/vod", { data: [], has_more: false }).handler);
    const far = await load(historyVodLoader, "/my/history/vod?sort=read_cnt&page=3", {}, NAVIGATION);
    expect(far).toBeInstanceOf(Response);
    expect(statusOf(far)).toBe(302);
    expect((far as Response).headers.get("location")).toBe("/my/history/vod?sort=read_cnt");
    const first = await load(historyVodLoader, "/my/history/vod?sort=read_cnt", {}, NAVIGATION);
    expect(statusOf(first)).toBe(200);
    const shown = await loaderData<HistoryData>(first);
    expect(shown).toMatchObject({ page: 1 });
    expect(cardsOf(shown.cards)).toEqual([]);
  });
});
