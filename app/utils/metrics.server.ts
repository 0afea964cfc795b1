// Prometheus metrics (docs/operations.md): what operators of several instances watch. Every label has
// a bounded set of values (route ids, host roles, the configured upstream origins, outcomes, status codes, limiter
// names), never an address or an id from a request, so that a crawler cannot grow the series without end. The label
// values known in advance (host roles, outcomes, limiters, reasons, results) start at 0 when metrics are turned on: a
// series that first appears with its first event has nothing to increase from, so `increase()` and `rate()` missed
// the first burst after every start.
//
// Off unless METRICS_PORT is set: prom-client is loaded only then (its import costs a start some 40 ms), by
// server.ts through enableMetrics(); until then every metric is a no-op. This module is bundled twice, into the
// server (dist/server.js) and into the Remix build: the metrics live on globalThis, so that both copies record
// into the same ones. Relative imports only: the server bundle takes this module too.
import type * as PromClient from "prom-client";
import type { Counter, Gauge, Histogram } from "prom-client";
import { UPSTREAM_ROLES } from "./env.server";

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
  eventLoopLag: Gauge;
  requestsInFlight: Gauge;
  admissionShed: Counter<"kind">;
  upstreamReachable: Gauge<"origin">;
  upstreamProbeSeconds: Gauge<"origin">;
  liveStreamsOpen: Gauge;
  liveEventsSent: Counter;
  liveFanoutLag: Histogram;
  liveReaderCalls: Counter;
};

const KEY = Symbol.for("streamon.portal.metrics");
const holder = globalThis as { [KEY]?: Metrics };

/** Every metric while metrics are off: nothing is kept. */
const OFF = { observe() {}, inc() {}, dec() {}, set() {} };

/** The portal's metrics: the real ones once enableMetrics() has run, no-ops before. */
export const metrics = new Proxy({} as Metrics, { get: (_target, name) => holder[KEY]?.[name as keyof Metrics] ?? OFF });

/** Seconds; from a cached page (a few ms) to the upstream time-out (30 s). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What an upstream call came to (app/upstream/policy.server.ts: a failure's kind, or ok, or not made). */
export const UPSTREAM_OUTCOMES = ["ok", "timeout", "network", "http", "too_large", "too_deep", "not_json", "schema", "aborted", "breaker_open"] as const;
/** The limiters that answer 429: server/rate-limit.ts's three, and a person's sends (app/utils/send-limit.server.ts). */
export const RATE_LIMITERS = ["general", "mutation", "form", "send"] as const;
export type RateLimiter = (typeof RATE_LIMITERS)[number];

type Known<L extends string> = Partial<Record<L, readonly string[]>>;

/** Every combination of the known values: { a: ["1", "2"], b: ["x"] } is { a: "1", b: "x" } and { a: "2", b: "x" }; none
 * without any. */
function combinations<L extends string>(known: Known<L>): Partial<Record<L, string>>[] {
  const entries = Object.entries(known) as [L, readonly string[]][];
  if (entries.length === 0) return [];
  return entries.reduce<Partial<Record<L, string>>[]>(
    (sets, [name, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

/** Loads prom-client and makes the portal's metrics in its default registry (once per process); returns prom-client. */
export async function enableMetrics(): Promise<typeof PromClient> {
  const client = await import("prom-client");
  // Each metric's `known` label values get their series at once, at 0.
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = [], known: Known<L> = {}) => {
    const metric = new client.Counter<L>({ name, help, labelNames });
    for (const labels of combinations(known)) metric.inc(labels, 0);
    return metric;
  };
  /** Workers of one cluster report one figure: the worst of them (`max` of a breaker or a probe's time, `min` of the
   * store's or an upstream's being up). */
  const gauge = <L extends string>(name: string, help: string, aggregator: "max" | "min", labelNames: L[] = [], known: Known<L> = {}) => {
    const metric = new client.Gauge<L>({ name, help, labelNames, aggregator });
    for (const labels of combinations(known)) metric.set(labels, 0);
    return metric;
  };
  const histogram = <L extends string>(name: string, help: string, labelNames: L[], known: Known<L> = {}) => {
    const metric = new client.Histogram<L>({ name, help, labelNames, buckets: SECONDS });
    for (const labels of combinations(known)) metric.zero(labels);
    return metric;
  };
  const roles = Object.keys(UPSTREAM_ROLES);
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
      { role: roles, outcome: UPSTREAM_OUTCOMES },
    ),
    breakerState: gauge(
      "portal_upstream_breaker_state",
      "Circuit breaker of each upstream host role: 0 closed, 1 open (calls fail at once), 2 half-open (one probe call out)",
      "max",
      ["role"],
      { role: roles },
    ),
    guestCache: counter(
      "portal_guest_cache_requests_total",
      "Guest page requests the HTML micro-cache answered (hit; stale: an expired page while a render renews it) or passed on to be rendered (miss)",
      ["result"],
      { result: ["hit", "stale", "miss"] },
    ),
    rateLimited: counter(
      "portal_rate_limit_refusals_total",
      "Requests refused with 429, by limiter (general, mutation, form: every post to a public form's address; send: a person's sends of public forms)",
      ["limiter"],
      { limiter: RATE_LIMITERS },
    ),
    replays: counter("portal_idempotent_replays_total", "Form posts that repeated an earlier submission with its idempotency key and were answered as it was"),
    singleUseRefusals: counter(
      "portal_single_use_refusals_total",
      "Single-use claims refused: reused by another submission (taken), or not checkable while the shared store is unavailable (store_unavailable)",
      ["reason"],
      { reason: ["taken", "store_unavailable"] },
    ),
    storeErrors: counter(
      "portal_shared_store_errors_total",
      "Shared store (Redis) commands that failed (error) or took longer than their time-out (timeout)",
      ["reason"],
      { reason: ["error", "timeout"] },
    ),
    storeUp: gauge(
      "portal_shared_store_up",
      "1 while the shared store answers; 0 while its breaker is open (counts per instance, single-use claims refused)",
      "min",
    ),
    eventLoopLag: gauge(
      "portal_event_loop_lag_seconds",
      "The event loop's smoothed delay: how long a request arriving now waits before it is read (admission control sheds past ADMISSION_MAX_LAG_MS)",
      "max",
    ),
    requestsInFlight: new client.Gauge({
      name: "portal_http_requests_in_flight",
      help: "Requests of the public port begun and not yet answered (admission control sheds past ADMISSION_MAX_IN_FLIGHT)",
      aggregator: "sum",
    }),
    admissionShed: counter(
      "portal_admission_shed_total",
      "Requests admission control shed while the instance was saturated: page (answered 503 with Retry-After) or form (sent back kept, nothing carried out)",
      ["kind"],
      { kind: ["page", "form"] },
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
    liveStreamsOpen: new client.Gauge({
      name: "portal_live_streams_open",
      help: "Live event streams open (issue 70; not requests in flight: admission control does not count them)",
      aggregator: "sum",
    }),
    liveEventsSent: counter("portal_live_events_sent_total", "Live event messages written to the open streams (a read's changes for one page, or its present)"),
    liveFanoutLag: new client.Histogram({
      name: "portal_live_fanout_lag_seconds",
      help: "From a read of the live hosts to its changes written to every open stream of the instance (with REDIS_URL, the hop through Redis included)",
      buckets: SECONDS,
    }),
    liveReaderCalls: counter(
      "portal_live_reader_upstream_calls_total",
      "Upstream calls of the live events' reader (one per page of the live list per interval, whatever the number of streams; with REDIS_URL by one instance of the cluster)",
    ),
  };
  return client;
}

/** The names of the portal's own metrics (docs/operations.md explains each), once enabled. */
export const metricNames = () => Object.values(holder[KEY] ?? {}).map((metric) => (metric as unknown as { name: string }).name);
