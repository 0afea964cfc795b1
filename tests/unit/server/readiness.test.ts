// What an operator sees of an instance's readiness and of the upstream it shares with the others: /readyz answers
// whether this instance can serve (draining, a configured store that has never answered), never the upstream's
// state, which is a gauge per origin and one log line per edge.
import express from "express";
import { http, HttpResponse } from "msw";
import { register } from "prom-client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { enableMetrics } from "~/utils/metrics.server";
import type { StoreHealth } from "~/utils/shared-store.server";
import { readinessProbe, upstreamProbe, type UpstreamProbe } from "../../../server/observability";
import { server as msw, UPSTREAM } from "../../mocks/server";
import { serveOnLoopback } from "../../setup/loopback";

beforeAll(enableMetrics);

const gauge = async (name: string) => (await register.getSingleMetric(name)?.get())?.values.find((sample) => sample.labels.origin === UPSTREAM)?.value ?? null;

describe("upstreamProbe", () => {
  let probe: UpstreamProbe | undefined;
  afterEach(() => probe?.stop());

  it("logs an origin's outage once and its return once, however many probes see it; the gauge follows each", async () => {
    const errors = vi.spyOn(logger, "error");
    const infos = vi.spyOn(logger, "info");
    let up = true;
    let probes = 0;
    const seen: Array<number | null> = [];
    msw.use(
      http.get(`${UPSTREAM}/`, () => {
        probes += 1;
        return up ? new HttpResponse("ok") : HttpResponse.error();
      }),
    );
    /** Resolves once the probe has asked `count` times in all and recorded the last answer. */
    const probed = async (count: number) => {
      await vi.waitFor(() => expect(probes).toBeGreaterThanOrEqual(count));
      await vi.waitFor(async () => expect(await gauge("portal_upstream_probe_seconds")).not.toBeNull());
      seen.push(await gauge("portal_upstream_reachable"));
    };

    // Every host role of the unit tests' configuration is on the one origin (UPSTREAM_URL), asked every 5 ms.
    probe = upstreamProbe(getConfig(), 5);
    await probed(2);
    up = false;
    await probed(probes + 4);
    expect(probe.unreachable()).toEqual([UPSTREAM]);
    up = true;
    await probed(probes + 4);
    expect(probe.unreachable()).toEqual([]);

    const edges = (spy: typeof errors) => spy.mock.calls.filter(([msg]) => msg.startsWith("upstream_"));
    expect(edges(errors)).toEqual([["upstream_unreachable", expect.objectContaining({ origin: UPSTREAM })]]);
    expect(edges(infos)).toEqual([["upstream_reachable", expect.objectContaining({ origin: UPSTREAM, downMs: expect.any(Number) })]]);
    expect(seen).toEqual([1, 0, 1]);
  });
});

/** /readyz of a readiness probe served on loopback, with its status and body. */
function readinessOf(parts: Parameters<typeof readinessProbe>[0]) {
  const app = serveOnLoopback(() => express().get("/readyz", readinessProbe(parts).readyz));
  return async () => {
    const response = await fetch(`${app.base}/readyz`);
    return { status: response.status, body: (await response.json()) as { status: string } };
  };
}

describe("readinessProbe with Redis", () => {
  let storeUp = false;
  let answered = false;
  const store = { health: (): StoreHealth => ({ kind: "redis", available: storeUp, answered, instances: 1 }) };
  const readyz = readinessOf({ isDraining: () => false, store });

  it("answers 503 until the store has answered once, and 200 through its outages after that", async () => {
    expect(await readyz()).toMatchObject({ status: 503, body: { status: "shared_store_not_ready", sharedStore: { available: false } } });
    storeUp = answered = true;
    expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready", sharedStore: { available: true } } });
    storeUp = false;
    expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready", sharedStore: { available: false } } });
  });
});

describe("readinessProbe", () => {
  let draining = false;
  const store = { health: (): StoreHealth => ({ kind: "memory", available: true, answered: true, instances: 1 }) };
  const readyz = readinessOf({ isDraining: () => draining, store, upstream: { unreachable: () => ["http://live.test"] } });

  it("answers 200 while an upstream origin is unreachable, and shows it; 503 while draining", async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "ready",
        sharedStore: { kind: "memory", available: true, answered: true, instances: 1 },
        upstream: { reachable: false, unreachable: ["http://live.test"] },
      },
    });
    draining = true;
    expect(await readyz()).toMatchObject({ status: 503, body: { status: "draining" } });
  });
});
