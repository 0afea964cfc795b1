// The pages whose loaders send their data through pageData (defer() with nothing deferred, issue 23): the server
// renders that data as the loader returned it and the browser as its JSON says, so it must come through JSON
// unchanged (loaderData checks). Asked of the reference upstream's real data, for a guest and a member.
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cloneUser } from "../../reference-upstream/app";
import { createSession, SESSION_COOKIE } from "../../reference-upstream/modules/auth";
import { MODULES } from "../../reference-upstream/modules/index";
import { startTestUpstream, type TestUpstream } from "../../reference-upstream/testing";
import { loader as homeLoader } from "~/routes/_index/home.server";
import { loader as liveAllLoader } from "~/routes/live.all/live-all.server";
import { loader as liveGroupLoader } from "~/routes/live.group.$type/live-group.server";
import { loader as liveSportsLoader } from "~/routes/live.group.sports/live-sports.server";
import { loader as searchLoader } from "~/routes/search/search.server";
import { loader as stationHomeLoader } from "~/routes/station.$streamerId._index/home.server";
import { resetConfigForTests } from "~/utils/env.server";
import { loaderData, makeContext, makeRequest } from "../helpers";
import { server, UPSTREAM } from "../mocks/server";

let upstream: TestUpstream;
let member = "";

beforeAll(async () => {
  upstream = await startTestUpstream("page-data-upstream");
  process.env.UPSTREAM_URL = upstream.base;
  resetConfigForTests();
  member = `${SESSION_COOKIE}=${createSession(upstream.db, cloneUser(upstream.db, MODULES, "viewer01")!)}`;
}, 60_000);
afterAll(() => {
  process.env.UPSTREAM_URL = UPSTREAM;
  resetConfigForTests();
  upstream?.stop();
});
beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough())));

const PAGES = [
  ["/", homeLoader, {}],
  ["/?vod=all&live=all", homeLoader, {}],
  ["/live/all", liveAllLoader, {}],
  ["/live/group/bora", liveGroupLoader, { type: "bora" }],
  ["/live/group/sports", liveSportsLoader, {}],
  [`/search?szKeyword=${encodeURIComponent("게임")}`, searchLoader, {}],
  ["/station/streamer01", stationHomeLoader, { streamerId: "streamer01" }],
] as const;

describe("pages sent through pageData", () => {
  for (const [path, loader, params] of PAGES) {
    it.each([
      ["a guest", ""],
      ["a member", "member"],
    ])(`${path} for %s: its data comes through JSON unchanged`, async (_who, as) => {
      const request = makeRequest(path, { cookie: as ? member : undefined });
      const data = await loaderData<Record<string, unknown>>(
        await (loader as (args: never) => Promise<unknown>)({ request, context: makeContext(), params } as never),
      );
      expect(Object.keys(data).length).toBeGreaterThan(0);
    });
  }
});
