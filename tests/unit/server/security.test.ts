// The server's headers and request checks (server/security.ts) on a real Express app on loopback: the
// cross-site POST check by Origin, Sec-Fetch-Site and Referer (issue 19) and the Permissions-Policy.
import type { AddressInfo } from "node:net";
import express from "express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/utils/env.server";
import { rejectCrossSite, securityHeaders } from "../../../server/security";
import { server as msw } from "../../mocks/server";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(loadConfig({ NODE_ENV: "production" })));
  app.use(rejectCrossSite);
  app.all("/action", (_req, res) => {
    res.status(204).end();
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
// A real server on loopback: msw lets these requests through.
beforeEach(() => msw.use(http.all(`${base}/*`, () => passthrough())));

const post = (headers: Record<string, string>) => fetch(`${base}/action`, { method: "POST", headers }).then((r) => r.status);

describe("rejectCrossSite", () => {
  it.each([
    ["our Origin", { origin: "BASE", cookie: "s=1" }, 204],
    ["a foreign Origin", { origin: "https://evil.example", cookie: "s=1" }, 403],
    ["a foreign Origin with our Referer", { origin: "https://evil.example", referer: "BASE/page", cookie: "s=1" }, 403],
    ["no Origin, cross-site Sec-Fetch-Site", { "sec-fetch-site": "cross-site", cookie: "s=1" }, 403],
    ["no Origin, our Referer", { referer: "BASE/station/streamer01", cookie: "s=1" }, 204],
    ["no Origin, a foreign Referer", { referer: "https://evil.example/page", cookie: "s=1" }, 403],
    ["no Origin, a foreign Referer without cookies", { referer: "https://evil.example/page" }, 403],
    ["no Origin, an unreadable Referer", { referer: "not a url", cookie: "s=1" }, 403],
    ["neither Origin nor Referer, with cookies", { cookie: "s=1" }, 403],
    ["neither Origin nor Referer, same-origin Sec-Fetch-Site, with cookies", { "sec-fetch-site": "same-origin", cookie: "s=1" }, 403],
    ["neither Origin nor Referer, without cookies", {}, 204],
  ])("a POST with %s → %i", async (_label, headers, status) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace("BASE", base)]));
    expect(await post(resolved)).toBe(status);
  });

  it("lets reads through whatever their headers", async () => {
    expect((await fetch(`${base}/action`, { headers: { referer: "https://evil.example/" } })).status).toBe(204);
  });
});

describe("securityHeaders", () => {
  it("turns off powerful features the portal never uses (Permissions-Policy)", async () => {
    const policy = (await fetch(`${base}/action`)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
  });
});
