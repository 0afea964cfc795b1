// The server's route matcher is patched (patches/@remix-run+router+*.patch): a route tree's ranked branches,
// each path pattern and each path's matches on a tree are made once instead of on every match. Matching must
// answer as before, whatever was matched before it, on the same tree and on others.
import { createRequire } from "node:module";
import fs from "node:fs";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The CommonJS build, the one the server's packages load (Remix's server runtime, React Router's server render).
const require = createRequire(import.meta.url);
const routerPath = require.resolve("@remix-run/router");
const { matchRoutes, matchPath } = require(routerPath) as typeof Router;

type Route = Router.AgnosticRouteObject;

const tree: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "search", path: "search" },
      {
        id: "station",
        path: "station/:streamerId",
        children: [
          { id: "station-home", index: true },
          { id: "station-post", path: "post/:postId" },
          { id: "station-board", path: "board/:boardId?" },
        ],
      },
      {
        id: "help",
        path: "help",
        children: [
          { id: "help-home", index: true },
          { id: "help-faq", path: "faq" },
        ],
      },
      { id: "Case", path: "Case", caseSensitive: true },
      { id: "not-found", path: "*" },
    ],
  },
];

const idsOf = (routes: Route[], pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

describe("route matching (patched to rank a tree once and match each path once per tree)", () => {
  it("is the patched build the server loads", () => {
    expect(fs.readFileSync(routerPath, "utf8")).toContain("rankedBranchesOf");
  });

  it("matches each path to its own routes and params, in any order and again", () => {
    const expected: Array<[string, string[], Record<string, string | undefined>]> = [
      ["/", ["root", "home"], {}],
      ["/station/streamer01", ["root", "station", "station-home"], { streamerId: "streamer01" }],
      ["/station/streamer02/post/7", ["root", "station", "station-post"], { streamerId: "streamer02", postId: "7" }],
      ["/station/streamer02/board", ["root", "station", "station-board"], { streamerId: "streamer02", boardId: undefined }],
      ["/station/streamer02/board/3", ["root", "station", "station-board"], { streamerId: "streamer02", boardId: "3" }],
      ["/help", ["root", "help", "help-home"], {}],
      ["/HELP/faq/", ["root", "help", "help-faq"], {}],
      ["/Case", ["root", "Case"], {}],
      ["/case", ["root", "not-found"], { "*": "case" }],
      ["/search", ["root", "search"], {}],
      ["/nowhere/at/all", ["root", "not-found"], { "*": "nowhere/at/all" }],
    ];
    for (const round of [1, 2]) {
      for (const [pathname, ids, params] of round === 1 ? expected : [...expected].reverse()) {
        const matches = matchRoutes(tree, pathname);
        expect(
          matches?.map((match) => match.route.id),
          `${pathname} (round ${round})`,
        ).toEqual(ids);
        expect(matches?.at(-1)?.params).toEqual(params);
      }
    }
  });

  it("matches a tree of its own by its own routes (a new tree each render, as on the server)", () => {
    const other: Route[] = [{ id: "other-root", path: "", children: [{ id: "other-home", index: true }] }];
    expect(idsOf(tree, "/")).toEqual(["root", "home"]);
    expect(idsOf(other, "/")).toEqual(["other-root", "other-home"]);
    expect(idsOf(other, "/search")).toBeUndefined();
    expect(idsOf(structuredClone(tree), "/search")).toEqual(["root", "search"]);
  });

  it("gives each caller matches of its own: what one changes, the next does not see", () => {
    const first = matchRoutes(tree, "/station/streamer09/post/3");
    Object.assign(first!.at(-1)!.params, { postId: "changed" });
    Object.assign(first!.at(-1)!, { pathname: "/changed" });
    first!.pop();
    const again = matchRoutes(tree, "/station/streamer09/post/3");
    expect(again?.map((match) => match.route.id)).toEqual(["root", "station", "station-post"]);
    expect(again?.at(-1)?.params).toEqual({ streamerId: "streamer09", postId: "3" });
    expect(again?.at(-1)?.pathname).toBe("/station/streamer09/post/3");
  });

  it("matches any number of addresses on one tree (the paths it remembers start again when full)", () => {
    for (let n = 0; n < 2_500; n += 1) {
      expect(matchRoutes(tree, `/station/s${n}`)?.at(-1)?.params.streamerId, `/station/s${n}`).toBe(`s${n}`);
    }
    expect(idsOf(tree, "/station/s0")).toEqual(["root", "station", "station-home"]);
  });

  it("keeps a pattern's case and end options apart", () => {
    expect(matchPath({ path: "/Case", caseSensitive: true, end: true }, "/case")).toBeNull();
    expect(matchPath({ path: "/Case", caseSensitive: false, end: true }, "/case")).not.toBeNull();
    expect(matchPath({ path: "/help", end: true }, "/help/faq")).toBeNull();
    expect(matchPath({ path: "/help", end: false }, "/help/faq")?.pathnameBase).toBe("/help");
  });
});
