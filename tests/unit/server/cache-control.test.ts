import type { AddressInfo } from "node:net";
import express from "express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { noReuseWhenSettingCookies } from "../../../server/cache-control";
import { server as msw } from "../../mocks/server";

let base = "";
let close = () => {};

beforeAll(async () => {
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
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
// A real server on loopback: msw lets these requests through.
beforeEach(() => msw.use(http.all(`${base}/*`, () => passthrough())));

describe("noReuseWhenSettingCookies", () => {
  it("keeps a page's own caching when it sets no cookie", async () => {
    expect((await fetch(`${base}/guest-page`)).headers.get("cache-control")).toBe("private, max-age=30");
  });

  it("a page that sets a cookie is revalidated every time", async () => {
    const response = await fetch(`${base}/guest-page?remember=1`);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("set-cookie")).toContain("__directoryFilter=live");
  });

  it("never loosens a stricter rule", async () => {
    expect((await fetch(`${base}/no-store`)).headers.get("cache-control")).toBe("no-store");
  });
});
