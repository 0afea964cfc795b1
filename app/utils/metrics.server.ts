// Prometheus metrics (issue 53, docs/operations.md): what operators of several instances watch. Every label has
// a bounded set of values (route ids, host roles, outcomes, status codes, limiter names), never an address or
// an id from a request, so that a crawler cannot grow the series without end.
//
// This module is bundled twice, into the server (dist/server.js) and into the Remix build, which both import the
// one prom-client (an external package): each metric is made once and found by its name in prom-client's one
// registry by whichever copy comes second. server.ts serves the registry on METRICS_PORT (server/metrics.ts).
// Relative imports only: the server bundle takes this module too.
import { Counter, Gauge, Histogram, register, type Metric } from "prom-client";

function metric<T extends Metric<string>>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

/** Seconds; from a cached page (a few ms) to the upstream time-out (30 s). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const metrics = {
  /** Every answer of the public port, by the route that answered (a Remix route id, or the layer before it). */
  httpDuration: metric(
    "portal_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "portal_http_request_duration_seconds",
        help: "Time from a request's arrival to the end of its answer, by route id, method and status",
        labelNames: ["route", "method", "status"] as const,
        buckets: SECONDS,
      }),
  ),
  upstreamDuration: metric(
    "portal_upstream_request_duration_seconds",
    () =>
      new Histogram({
        name: "portal_upstream_request_duration_seconds",
        help: "Upstream calls by host role and outcome (ok, timeout, network, http, too_large, too_deep, not_json, schema, aborted, breaker_open)",
        labelNames: ["role", "outcome"] as const,
        buckets: SECONDS,
      }),
  ),
  breakerState: metric(
    "portal_upstream_breaker_state",
    () =>
      new Gauge({
        name: "portal_upstream_breaker_state",
        help: "Circuit breaker of each upstream host role: 0 closed, 1 open (calls fail at once), 2 half-open (one probe call out)",
        labelNames: ["role"] as const,
        // Workers of one cluster: the worst of them.
        aggregator: "max",
      }),
  ),
  guestCache: metric(
    "portal_guest_cache_requests_total",
    () =>
      new Counter({
        name: "portal_guest_cache_requests_total",
        help: "Guest page requests the HTML micro-cache answered (hit) or passed on to be rendered (miss)",
        labelNames: ["result"] as const,
      }),
  ),
  rateLimited: metric(
    "portal_rate_limit_refusals_total",
    () =>
      new Counter({
        name: "portal_rate_limit_refusals_total",
        help: "Requests refused with 429, by limiter (general, mutation, form)",
        labelNames: ["limiter"] as const,
      }),
  ),
  replays: metric(
    "portal_idempotent_replays_total",
    () =>
      new Counter({
        name: "portal_idempotent_replays_total",
        help: "Form posts that repeated an earlier submission with its idempotency key and were answered as it was",
      }),
  ),
  singleUseRefusals: metric(
    "portal_single_use_refusals_total",
    () =>
      new Counter({
        name: "portal_single_use_refusals_total",
        help: "Single-use claims refused: reused by another submission (taken), or not checkable while the shared store is unavailable (store_unavailable)",
        labelNames: ["reason"] as const,
      }),
  ),
  storeErrors: metric(
    "portal_shared_store_errors_total",
    () =>
      new Counter({
        name: "portal_shared_store_errors_total",
        help: "Shared store (Redis) commands that failed (error) or took longer than their time-out (timeout)",
        labelNames: ["reason"] as const,
      }),
  ),
  storeUp: metric(
    "portal_shared_store_up",
    () =>
      new Gauge({
        name: "portal_shared_store_up",
        help: "1 while the shared store answers; 0 while its breaker is open (counts per instance, single-use claims refused)",
        aggregator: "min",
      }),
  ),
};
