// A rendered page lets go of its render once it is written: the timer that aborts a slow render
// held the whole render (its loader data, the page's hydration string) for its five seconds after every
// request, and at a hundred pages a second that kept half a thousand renders alive and the garbage collector
// busy. The real entry renders a small build through Remix's own request handler here.
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import * as entry from "~/entry.server";

function Root() {
  return (
    <html lang="ko">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <p>안녕하세요</p>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

const build = {
  mode: "production",
  entry: { module: entry },
  routes: { root: { id: "root", path: "", module: { default: Root, loader: () => ({ greeting: "안녕" }) } } },
  assets: {
    entry: { module: "/build/entry.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/build/root.js",
        hasLoader: true,
        hasAction: false,
        hasErrorBoundary: false,
        hasClientLoader: false,
        hasClientAction: false,
        imports: [],
      },
    },
    url: "/build/manifest.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
  basename: "/",
} as unknown as ServerBuild;

/** What the entry reads of the load context (server.ts makes the whole one). */
const LOAD_CONTEXT = { cspNonce: "n", requestId: "r" } as unknown as AppLoadContext;

/**
 * The timers set while `run` runs that are still pending after it, with their delays: those set through the global
 * setTimeout, as the entry's are. (Counting the process's active timers instead failed on a loaded machine when
 * an unrelated timer of the test run went off during the render.)
 */
async function timersLeftBy(run: () => Promise<void>): Promise<number[]> {
  const pending = new Map<ReturnType<typeof setTimeout>, number>();
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = set(() => {
      pending.delete(timer);
      callback(...args);
    }, ms);
    pending.set(timer, ms ?? 0);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: ReturnType<typeof setTimeout>) => {
    pending.delete(timer);
    clear(timer);
  }) as typeof clearTimeout;
  try {
    await run();
  } finally {
    globalThis.setTimeout = set;
    globalThis.clearTimeout = clear;
  }
  return [...pending.values()];
}

describe("a rendered page", () => {
  it.each([
    ["a browser (streamed from the shell)", "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36"],
    ["a crawler (the whole document at once)", "Googlebot/2.1 (+http://www.google.com/bot.html)"],
  ])("for %s leaves no timer behind once written", async (_who, userAgent) => {
    const handle = createRequestHandler(build);
    const left = await timersLeftBy(async () => {
      const response = await handle(new Request("http://portal.test/", { headers: { "user-agent": userAgent } }), LOAD_CONTEXT);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("안녕하세요");
    });
    // The abort timer (seconds) is cleared once the page is written; nothing long is left holding the render.
    expect(left.filter((ms) => ms >= 1000)).toEqual([]);
  });
});
