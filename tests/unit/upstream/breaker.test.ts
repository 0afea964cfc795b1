import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { breakers, CircuitBreakers } from "~/upstream/breaker.server";
import { upstreamFetch } from "~/upstream/policy.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const POLICY = { failures: 3, openMs: 1000 };
const ctx = () => ({ request: makeRequest("/"), context: makeContext() });
const PATH = "/api/main_broad_list_api.php";
const Schema = z.object({ total_cnt: z.number() });

describe("CircuitBreakers", () => {
  it("opens after the configured failures in a row, fails fast while open, then lets one probe through", () => {
    let now = 0;
    const breaker = new CircuitBreakers(() => now);
    breaker.failed("live", POLICY);
    breaker.failed("live", POLICY);
    expect(breaker.allow("live")).toBe(true);
    breaker.failed("live", POLICY);
    expect(breaker.allow("live")).toBe(false);
    expect(breaker.allow("search")).toBe(true);

    now = 1000;
    expect(breaker.allow("live")).toBe(true);
    expect(breaker.allow("live")).toBe(false);
    breaker.succeeded("live");
    expect(breaker.allow("live")).toBe(true);
    expect(breaker.isOpen("live")).toBe(false);
  });

  it("calls that fail after the circuit opened neither extend it nor log it again", async () => {
    const warn = vi.spyOn((await import("~/utils/log.server")).logger, "warn");
    warn.mockClear();
    let now = 0;
    const breaker = new CircuitBreakers(() => now);
    for (let i = 0; i < 3; i += 1) breaker.failed("live", POLICY);
    now = 500;
    for (let i = 0; i < 5; i += 1) breaker.failed("live", POLICY);
    expect(warn.mock.calls.filter(([msg]) => msg === "upstream_circuit_open")).toHaveLength(1);
    now = 1000;
    expect(breaker.allow("live")).toBe(true);
  });

  it("tells each change of state, for the metrics: open, half-open (a probe out), closed", () => {
    let now = 0;
    const changes: string[] = [];
    const breaker = new CircuitBreakers(
      () => now,
      (key, state) => changes.push(`${key}:${state}`),
    );
    for (let i = 0; i < 3; i += 1) breaker.failed("live", POLICY);
    now = 1000;
    breaker.allow("live");
    breaker.failed("live", POLICY);
    now = 2000;
    breaker.allow("live");
    breaker.succeeded("live");
    breaker.succeeded("live");
    expect(changes).toEqual(["live:1", "live:2", "live:1", "live:2", "live:0"]);
  });

  it("a success in between starts the count again", () => {
    const breaker = new CircuitBreakers(() => 0);
    breaker.failed("live", POLICY);
    breaker.failed("live", POLICY);
    breaker.succeeded("live");
    breaker.failed("live", POLICY);
    breaker.failed("live", POLICY);
    expect(breaker.allow("live")).toBe(true);
  });

  it("a failed probe opens the circuit again; an abandoned one lets the next probe go", () => {
    let now = 0;
    const breaker = new CircuitBreakers(() => now);
    for (let i = 0; i < 3; i += 1) breaker.failed("live", POLICY);
    now = 1000;
    expect(breaker.allow("live")).toBe(true);
    breaker.abandoned("live");
    expect(breaker.allow("live")).toBe(true);
    breaker.failed("live", POLICY);
    expect(breaker.allow("live")).toBe(false);
    now = 1999;
    expect(breaker.allow("live")).toBe(false);
    now = 2000;
    expect(breaker.allow("live")).toBe(true);
  });
});

describe("upstreamFetch behind the breaker", () => {
  it("stops calling a host that refuses connections and answers 'unavailable' at once", async () => {
    let calls = 0;
    server.use(
      http.get(upstreamPath("live", PATH), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    for (let i = 0; i < 5; i += 1) await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    const started = performance.now();
    const result = await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    expect(calls).toBe(5);
    expect(result.ok ? null : result.failure.kind).toBe("unavailable");
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("one endpoint's own error (HTTP 500, 404, bad JSON) does not open the host's circuit", async () => {
    server.use(http.get(upstreamPath("live", PATH), () => HttpResponse.json({ code: 500 }, { status: 500 })));
    for (let i = 0; i < 8; i += 1) await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    expect(breakers.isOpen("live")).toBe(false);
  });

  it("503 from the host counts as down", async () => {
    const warn = vi.spyOn((await import("~/utils/log.server")).logger, "warn");
    server.use(http.get(upstreamPath("live", PATH), () => new HttpResponse("busy", { status: 503 })));
    for (let i = 0; i < 5; i += 1) await upstreamFetch(ctx(), "live", PATH, { schema: Schema });
    expect(breakers.isOpen("live")).toBe(true);
    expect(warn.mock.calls.some(([msg]) => msg === "upstream_circuit_open")).toBe(true);
  });
});
