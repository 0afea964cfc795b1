// Prometheus metrics (docs/operations.md): what operators of several instances watch. Every label has
// a bounded set of values (route ids, host roles, the configured upstream origins, outcomes, status codes, limiter
// names), never an address or an id from a request, so that a crawler cannot grow the series without end.
//
// Off unless METRICS_PORT is set: prom-client is loaded only then (its import costs a start some 40 ms), by
// server.ts through enableMetrics(); until then every metric is a no-op. This module is bundled twice, into the
// server (dist/server.js) and into the Remix build: the metrics live on globalThis, so that both copies record
// into the same ones. Relative imports only: the server bundle takes this module too.
import type * as PromClient from "prom-client";
import type { Counter, Gauge, Histogram } from "prom-client";

type Metrics = {
  /** Every answer of the public port, by the route that answered (a Remix route id, or the layer before it). */
  httpDuration: Histogram<"route" | "method" | "status">;
  httpAbandoned: Counter<"route" | "method">;
  upstreamDuration: Histogram<"role" | "outcome">;
  breakerState: Gauge<"role">;
  guestCache: Counter<"result">;
  rateLimited: Counter<"limiter">;
  replays: Counter;
  singleUseRefusals: Counter<"reason">;
  storeErrors: Counter<"reason">;
  storeUp: Gauge;
  upstreamReachable: Gauge<"origin">;
  upstreamProbeSeconds: Gauge<"origin">;
};

const KEY = Symbol.for("streamon.portal.metrics");
const holder = globalThis as { [KEY]?: Metrics };

/** Every metric while metrics are off: nothing is kept. */
const OFF = { observe() {}, inc() {}, set() {} };

/** The portal's metrics: the real ones once enableMetrics() has run, no-ops before. */
export const metrics = new Proxy({} as Metrics, { get: (_target, name) => holder[KEY]?.[name as keyof Metrics] ?? OFF });

/** Seconds; from a cached page (a few ms) to the upstream time-out (30 s). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Loads prom-client and makes the portal's metrics in its default registry (once per process); returns prom-client. */
export async function enableMetrics(): Promise<typeof PromClient> {
  const client = await import("prom-client");
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) => new client.Counter<L>({ name, help, labelNames });
  /** Workers of one cluster report one figure: the worst of them (`max` of a breaker or a probe's time, `min` of the
   * store's or an upstream's being up). */
  const gauge = <L extends string>(name: string, help: string, aggregator: "max" | "min", labelNames: L[] = []) =>
    new client.Gauge<L>({ name, help, labelNames, aggregator });
  const histogram = <L extends string>(name: string, help: string, labelNames: L[]) => new client.Histogram<L>({ name, help, labelNames, buckets: SECONDS });
  holder[KEY] ??= {
    httpDuration: histogram("portal_http_request_duration_seconds", "Time from a request's arrival to the end of its answer, by route id, method and status", [
      "route",
      "method",
      "status",
    ]),
    httpAbandoned: counter(
      "portal_http_requests_abandoned_total",
      "Requests whose connection closed before the answer's last byte (the client went away: a closed tab, a proxy's time-out), by route id and method: not in the durations",
      ["route", "method"],
    ),
    upstreamDuration: histogram(
      "portal_upstream_request_duration_seconds",
      "Upstream calls by host role and outcome (ok, timeout, network, http, too_large, too_deep, not_json, schema, aborted, breaker_open)",
      ["role", "outcome"],
    ),
    breakerState: gauge(
      "portal_upstream_breaker_state",
      "Circuit breaker of each upstream host role: 0 closed, 1 open (calls fail at once), 2 half-open (one probe call out)",
      "max",
      ["role"],
    ),
    guestCache: counter(
      "portal_guest_cache_requests_total",
      "Guest page requests the HTML micro-cache answered (hit; stale: an expired page while a render renews it) or passed on to be rendered (miss)",
      ["result"],
    ),
    rateLimited: counter(
      "portal_rate_limit_refusals_total",
      "Requests refused with 429, by limiter (general, mutation, form: every post to a public form's address; send: a person's sends of public forms)",
      ["limiter"],
    ),
    replays: counter("portal_idempotent_replays_total", "Form posts that repeated an earlier submission with its idempotency key and were answered as it was"),
    singleUseRefusals: counter(
      "portal_single_use_refusals_total",
      "Single-use claims refused: reused by another submission (taken), or not checkable while the shared store is unavailable (store_unavailable)",
      ["reason"],
    ),
    storeErrors: counter("portal_shared_store_errors_total", "Shared store (Redis) commands that failed (error) or took longer than their time-out (timeout)", [
      "reason",
    ]),
    storeUp: gauge(
      "portal_shared_store_up",
      "1 while the shared store answers; 0 while its breaker is open (counts per instance, single-use claims refused)",
      "min",
    ),
    upstreamReachable: gauge(
      "portal_upstream_reachable",
      "1 while the upstream origin answers the instance's probe (any HTTP status within UPSTREAM_TIMEOUT_MS); 0 while it does not. Not a readiness condition: every instance shares the upstream",
      "min",
      ["origin"],
    ),
    upstreamProbeSeconds: gauge(
      "portal_upstream_probe_seconds",
      "How long the upstream origin took to answer the instance's last probe (its time-out when it did not answer)",
      "max",
      ["origin"],
    ),
  };
  return client;
}

/** The names of the portal's own metrics (docs/operations.md explains each), once enabled. */
export const metricNames = () => Object.values(holder[KEY] ?? {}).map((metric) => (metric as unknown as { name: string }).name);
