// The guest HTML micro-cache never serves one theme's page to another: the theme cookie is part
// of what a guest's render reads, so it is part of the kind of guest a stored page is for. And it keeps only
// pages asked for again: an address asked for once takes no room.
import express from "express";
import { describe, expect, it } from "vitest";
import { GUEST_PAGE_CACHE } from "~/utils/cache-control.server";
import { loadConfig } from "~/utils/env.server";
import { readTheme } from "~/utils/theme.server";
import { guestHtmlCache } from "../../../server/guest-html-cache";
import { publicOrigin } from "../../../server/public-origin";
import { serveOnLoopback } from "../../setup/loopback";

let renders = 0;
const loopback = serveOnLoopback(() => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${renders}`;
    next();
  });
  app.use(publicOrigin(loadConfig({ NODE_ENV: "production" })));
  // A header of each client's own, set before the cache (as the rate limiter sets RateLimit).
  app.use((req, res, next) => {
    res.setHeader("RateLimit", `remaining=${req.get("x-client") ?? "none"}`);
    next();
  });
  app.use(guestHtmlCache(60_000, "UserTicket"));
  app.get("/page", (req, res) => {
    renders += 1;
    res.setHeader("Cache-Control", GUEST_PAGE_CACHE);
    res.setHeader("X-Rendered-For", req.get("x-client") ?? "none");
    res.type("html").send(`<p>${req.get("sec-fetch-mode") === "navigate" ? "navigation" : "fetch"}</p>`);
  });
  app.get("/", (req, res) => {
    renders += 1;
    const theme = readTheme(new Request("http://portal.test/", { headers: { cookie: req.get("cookie") ?? "" } }));
    res.setHeader("Cache-Control", GUEST_PAGE_CACHE);
    res.type("html").send(`<html data-theme="${theme}"><script nonce="${res.locals.cspNonce}"></script></html>`);
  });
  return app;
});

const get = async (cookie?: string) => {
  const response = await fetch(`${loopback.base}/`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { cache: response.headers.get("x-guest-cache"), theme: /data-theme="(\w+)"/.exec(html)?.[1] };
};

describe("guest HTML micro-cache and the theme", () => {
  it("keeps a page per theme cookie and serves each only to its own kind of guest", async () => {
    // A page is kept from its second request (an address asked for once is not kept at all).
    for (let round = 0; round < 2; round += 1) {
      expect(await get()).toEqual({ cache: "miss", theme: "system" });
      expect(await get("theme=dark")).toEqual({ cache: "miss", theme: "dark" });
      expect(await get("theme=light")).toEqual({ cache: "miss", theme: "light" });
    }
    expect(await get()).toEqual({ cache: "hit", theme: "system" });
    expect(await get("theme=dark")).toEqual({ cache: "hit", theme: "dark" });
    expect(await get("theme=light")).toEqual({ cache: "hit", theme: "light" });
    expect(renders).toBe(6);
  });
});

describe("guest HTML micro-cache and addresses asked for once", () => {
  it("renders an address asked for once without keeping it, and keeps it from its second request", async () => {
    const before = renders;
    const cookie = "theme=dark; seen=once";
    expect((await get(cookie)).cache).toBe("miss");
    expect((await get(cookie)).cache).toBe("miss");
    expect((await get(cookie)).cache).toBe("hit");
    expect((await get(cookie)).cache).toBe("hit");
    expect(renders - before).toBe(2);
  });
});

describe("guest HTML micro-cache and what else a page depends on", () => {
  const ask = async (client: string, mode: string) => {
    // Node's http: fetch sends a Sec-Fetch-Mode of its own.
    const { request } = await import("node:http");
    return new Promise<{ cache: string; rateLimit: string; rendered: string; body: string }>((resolve) => {
      request(`${loopback.base}/page`, { headers: { "x-client": client, "sec-fetch-mode": mode } }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({
            cache: String(response.headers["x-guest-cache"]),
            rateLimit: String(response.headers.ratelimit),
            rendered: String(response.headers["x-rendered-for"]),
            body,
          }),
        );
      }).end();
    });
  };

  it("keeps a script's fetch of a page apart from a navigation to it", async () => {
    await ask("a", "cors");
    await ask("a", "cors");
    expect(await ask("a", "cors")).toMatchObject({ cache: "hit", body: "<p>fetch</p>" });
    expect(await ask("a", "navigate")).toMatchObject({ cache: "miss", body: "<p>navigation</p>" });
  });

  it("keeps only the headers a render sets: a hit carries the asking client's own, never the first client's", async () => {
    const hit = await ask("b", "cors");
    expect(hit.cache).toBe("hit");
    expect(hit.rateLimit).toBe("remaining=b");
    // A header of the render's own that is not one of those kept (type, caching, Vary, language, Link) is not kept either.
    expect(hit.rendered).toBe("undefined");
  });
});

describe("guest HTML micro-cache when a kept page expires", () => {
  const TTL_MS = 500;
  let renewals = 0;
  /** While set, a render waits for it: the successor of an expired page is still being rendered. */
  let rendering: Promise<void> | null = null;
  let failNext = false;
  const renewing = serveOnLoopback(() => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = `nonce-r${renewals}`;
      next();
    });
    app.use(publicOrigin(loadConfig({ NODE_ENV: "production" })));
    app.use(guestHtmlCache(TTL_MS, "UserTicket"));
    app.get("/kept", async (_req, res) => {
      renewals += 1;
      const render = renewals;
      await rendering;
      if (failNext) {
        failNext = false;
        res.status(503).type("html").send("<p>busy</p>");
        return;
      }
      res.setHeader("Cache-Control", GUEST_PAGE_CACHE);
      res.type("html").send(`<p>render ${render}</p>`);
    });
    return app;
  });
  const ask = async () => {
    const response = await fetch(`${renewing.base}/kept`);
    return { cache: response.headers.get("x-guest-cache"), body: await response.text() };
  };
  const expire = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 20));

  it("serves the expired page to the guests who ask while one of them renders its successor: one render", async () => {
    await ask();
    await ask();
    expect(await ask()).toEqual({ cache: "hit", body: "<p>render 2</p>" });
    await expire();
    let finish!: () => void;
    rendering = new Promise((resolve) => (finish = resolve));
    const renewal = ask();
    await expect.poll(() => renewals).toBe(3);
    const meanwhile = await Promise.all([ask(), ask(), ask()]);
    expect(meanwhile).toEqual(Array(3).fill({ cache: "stale", body: "<p>render 2</p>" }));
    finish();
    rendering = null;
    expect(await renewal).toEqual({ cache: "miss", body: "<p>render 3</p>" });
    expect(await ask()).toEqual({ cache: "hit", body: "<p>render 3</p>" });
    expect(renewals).toBe(3);
  });

  it("a renewal that gives no page to keep leaves the next guest to render; a page is served stale for one moment at most", async () => {
    await expire();
    failNext = true;
    expect(await ask()).toEqual({ cache: "miss", body: "<p>busy</p>" });
    // Nobody renders now: the next guest renews it.
    expect(await ask()).toEqual({ cache: "miss", body: "<p>render 5</p>" });
    // Two moments after its render, a guest asking while another renders is not served it any more.
    await expire();
    await expire();
    let finish!: () => void;
    rendering = new Promise((resolve) => (finish = resolve));
    const renewal = ask();
    await expect.poll(() => renewals).toBe(6);
    const meanwhile = ask();
    await expect.poll(() => renewals).toBe(7);
    finish();
    rendering = null;
    expect(await Promise.all([renewal, meanwhile])).toEqual([
      { cache: "miss", body: "<p>render 6</p>" },
      { cache: "miss", body: "<p>render 7</p>" },
    ]);
  });
});
