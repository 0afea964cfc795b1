// Fault switches scoped to one test: e2e tests run side by side on one upstream, and a fault one of them
// turns on (an edited star ranking, 500s for seven searches) answered the other's pages, used up its
// counted faults, or was cleared by the other's end.
import { http, passthrough } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../tests/mocks/server";
import { useFaultSwitchedApp } from "./testing";
import { FAULT_SCOPE_COOKIE } from "./faults";

let base = "";
useFaultSwitchedApp(
  (app) => {
    app.get("/live/api/star_rank.php", (_req, res) => void res.json({ result: 1 }));
  },
  (started) => (base = started),
);
beforeEach(async () => {
  server.use(http.all(`${base}/*`, () => passthrough()));
  await fetch(`${base}/__test/faults`, { method: "DELETE" });
});

const addFault = (fault: Record<string, unknown>) =>
  fetch(`${base}/__test/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault) });
/** The status of a star ranking asked by a test's browser (its scope cookie), or by nobody's. */
const ask = async (scope?: string) =>
  (await fetch(`${base}/live/api/star_rank.php`, { headers: scope ? { cookie: `UserTicket=x; ${FAULT_SCOPE_COOKIE}=${scope}` } : {} })).status;

describe("fault switches", () => {
  it("answer a scoped fault only to requests of its scope", async () => {
    await addFault({ path: "/live/api/star_rank.php", kind: "status", status: 500, scope: "test-a" });
    expect(await ask("test-a")).toBe(500);
    expect(await ask("test-b")).toBe(200);
    expect(await ask()).toBe(200);
  });

  it("count a scoped fault's times only on its own requests", async () => {
    await addFault({ path: "/live/api/star_rank.php", kind: "status", status: 503, times: 1, scope: "test-a" });
    expect(await ask("test-b")).toBe(200);
    expect(await ask()).toBe(200);
    expect(await ask("test-a")).toBe(503);
    expect(await ask("test-a")).toBe(200);
  });

  it("clear one scope's faults and leave the others'", async () => {
    await addFault({ path: "/live/api/star_rank.php", kind: "status", status: 500, scope: "test-a" });
    await addFault({ path: "/live/api/star_rank.php", kind: "status", status: 502, scope: "test-b" });
    await fetch(`${base}/__test/faults?scope=test-a`, { method: "DELETE" });
    expect(await ask("test-a")).toBe(200);
    expect(await ask("test-b")).toBe(502);
  });

  it("answer an unscoped fault to every request (the hardening suite's own upstreams)", async () => {
    await addFault({ path: "/live/api/star_rank.php", kind: "status", status: 500 });
    expect(await ask("test-a")).toBe(500);
    expect(await ask()).toBe(500);
    await fetch(`${base}/__test/faults`, { method: "DELETE" });
    expect(await ask()).toBe(200);
  });
});
