// The portal's metrics start with a series at 0 for every label value known in advance (app/utils/metrics.server.ts),
// so that increase() and rate() see the first events after a start; the known upstream outcomes are every outcome
// the upstream policy observes.
import { register } from "prom-client";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { FailureKind } from "~/upstream/transport.server";
import { UPSTREAM_ROLES } from "~/utils/env.server";
import { enableMetrics, RATE_LIMITERS, UPSTREAM_OUTCOMES } from "~/utils/metrics.server";

beforeAll(async () => {
  await enableMetrics();
});

/** The label sets a metric has series for, and their values (a histogram's by its count). */
async function series(name: string): Promise<Array<{ labels: Record<string, string | number>; value: number }>> {
  const metric = (await register.getMetricsAsJSON()).find((found) => found.name === name);
  const values = (metric?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number; metricName?: string }>;
  return values.filter((sample) => !sample.metricName || sample.metricName === `${name}_count`).map(({ labels, value }) => ({ labels, value }));
}

describe("known label values", () => {
  it.each<[string, Array<Record<string, string>>]>([
    ["portal_rate_limit_refusals_total", RATE_LIMITERS.map((limiter) => ({ limiter }))],
    ["portal_single_use_refusals_total", [{ reason: "taken" }, { reason: "store_unavailable" }]],
    ["portal_shared_store_errors_total", [{ reason: "error" }, { reason: "timeout" }]],
    ["portal_guest_cache_requests_total", [{ result: "hit" }, { result: "stale" }, { result: "miss" }]],
    ["portal_upstream_breaker_state", Object.keys(UPSTREAM_ROLES).map((role) => ({ role }))],
    ["portal_upstream_request_duration_seconds", Object.keys(UPSTREAM_ROLES).flatMap((role) => UPSTREAM_OUTCOMES.map((outcome) => ({ role, outcome })))],
  ])("%s has a series at 0 for each, before any event", async (name, known) => {
    const found = await series(name);
    expect(found.map((sample) => sample.labels)).toEqual(expect.arrayContaining(known));
    expect(found.every((sample) => sample.value === 0)).toBe(true);
  });

  it("leave out the labels of unbounded sets until they are seen (a route's answers by status)", async () => {
    expect(await series("portal_http_request_duration_seconds")).toEqual([]);
  });

  it("are every outcome the upstream policy observes, and no other", () => {
    type Observed = Exclude<FailureKind, "unavailable"> | "ok" | "breaker_open";
    expectTypeOf<(typeof UPSTREAM_OUTCOMES)[number]>().toEqualTypeOf<Observed>();
    expect(new Set(UPSTREAM_OUTCOMES).size).toBe(UPSTREAM_OUTCOMES.length);
  });
});
