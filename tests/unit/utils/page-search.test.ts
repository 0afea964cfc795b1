// Pages read their search parameters with their own schema: what the upstream is asked for from a URL,
// and hand-edited values falling back to the defaults instead of a 500 (issue 18 part 5).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as historyVodLoader } from "~/routes/my.history.vod/vod.server";
import { loader as catchLoader } from "~/routes/station.$streamerId.catch/catch.server";
import { loader as stationVodLoader } from "~/routes/station.$streamerId.vod.($tab)/vod.server";
import { makeContext, makeRequest } from "../../helpers";
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

const load = (loader: (args: never) => Promise<Response>, path: string, params: Record<string, string> = {}) =>
  loader({ request: makeRequest(path, { cookie: "UserTicket=abc" }), context: makeContext(), params } as never);

describe("/my/history/vod", () => {
  it("asks pages 1..page in the URL's sort", async () => {
    const history = recorder("my", "/api/history/recent/vod", { data: [], has_more: true });
    server.use(history.handler);
    const data = await (await load(historyVodLoader, "/my/history/vod?page=3&sort=read_cnt")).json();
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
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 1, sort: "reg_date" });
    expect(history.asked).toEqual([{ page: "1", order_by_column: "reg_date", order_by_type: "desc" }]);
  });
});

describe("station lists", () => {
  const vods = { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };

  it("Catch: the page from the URL, page 1 for anything else", async () => {
    const list = recorder("channel", "/v1.1/channel/haru123/catch", { contents: [] });
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
