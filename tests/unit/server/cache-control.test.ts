import express from "express";
import { describe, expect, it } from "vitest";
import { noReuseWhenSettingCookies } from "../../../server/cache-control";
import { serveOnLoopback } from "../../setup/loopback";

const loopback = serveOnLoopback(() => {
  const app = express();
  app.use(noReuseWhenSettingCookies);
  app.get("/guest-page", (req, res) => {
    res.setHeader("Cache-Control", "private, max-age=30");
    if (req.query.remember) res.setHeader("Set-Cookie", "__directoryFilter=live; Path=/");
    res.send("<p>목록</p>");
  });
  app.get("/no-store", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Set-Cookie", "a=1");
    res.end();
  });
  return app;
});

describe("noReuseWhenSettingCookies", () => {
  it("keeps a page's own caching when it sets no cookie", async () => {
    expect((await fetch(`${loopback.base}/guest-page`)).headers.get("cache-control")).toBe("private, max-age=30");
  });

  it("a page that sets a cookie is revalidated every time", async () => {
    const response = await fetch(`${loopback.base}/guest-page?remember=1`);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("set-cookie")).toContain("__directoryFilter=live");
  });

  it("never loosens a stricter rule", async () => {
    expect((await fetch(`${loopback.base}/no-store`)).headers.get("cache-control")).toBe("no-store");
  });
});
