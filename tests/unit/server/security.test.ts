// The server's headers and request checks (server/security.ts) on a real Express app on loopback.
import type { AddressInfo } from "node:net";
import express from "express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/utils/env.server";
import { securityHeaders } from "../../../server/security";
import { server as msw } from "../../mocks/server";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(loadConfig({ NODE_ENV: "production" })));
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

describe("securityHeaders", () => {
  it("turns off powerful features the portal never uses (Permissions-Policy)", async () => {
    const policy = (await fetch(`${base}/action`)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
  });
});
