// Request ids and JSON access log lines; /healthz (alive), /readyz (this instance can serve) and the upstream
// origins' probe (a metric and a log line per edge, not readiness).
import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Config } from "../app/utils/env.server";
import type { SharedStore } from "../app/utils/shared-store.server";
import { logger } from "../app/utils/log.server";
import { fromTrustedProxy } from "./public-origin";
import { metrics } from "../app/utils/metrics.server";
import type { WarmUp } from "./warm-up";

const INCOMING_ID = /^[\w.-]{8,80}$/;

/** A request id per request, logged and sent back. The proxy's X-Request-Id is kept when the peer is the proxy
 * TRUST_PROXY trusts: from anyone else it is a client's own, which could make its lines pass for another's. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const incoming = fromTrustedProxy(req) ? req.get("x-request-id") : undefined;
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

/** The layers that answer a load balancer's probes (their route label, server.ts). */
const PROBES = new Set(["healthz", "readyz"]);

/** One `request` line per answer, with the reason of a refusal made before the pages (server/security.ts).
 * A probe's answer is left out unless `logProbes` (LOG_PROBES): a balancer asks every second or two. */
export function accessLog({ logProbes }: Pick<Config, "logProbes">): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      if (!logProbes && PROBES.has(res.locals.route ?? "")) return;
      logger.info("request", {
        requestId: res.locals.requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        ip: req.ip,
        refused: res.locals.refusal,
      });
    });
    next();
  };
}

/** How often every upstream origin is asked whether it answers. */
const UPSTREAM_PROBE_EVERY_MS = 5000;

export type UpstreamProbe = {
  /** The origins that did not answer their last probe (none before the first has ended). */
  unreachable(): string[];
  stop(): void;
};

/** Asks every upstream origin `GET /` every `everyMs`, off the request path: any HTTP answer (a redirect too, never
 * followed: it could point at an internal address) within UPSTREAM_TIMEOUT_MS is reachable. What it finds is a
 * metric per origin (reachable, the probe's time) and one log line per edge (upstream_unreachable,
 * upstream_reachable), never readiness: every instance shares the upstream, so taking them out of the balancer for
 * its outage would turn a slow or failing upstream, whose pages still serve stale lists and empty defaults, into
 * the site's outage (docs/operations.md). */
export function upstreamProbe(config: Pick<Config, "upstream" | "upstreamTimeoutMs">, everyMs = UPSTREAM_PROBE_EVERY_MS): UpstreamProbe {
  const origins = [...new Set(Object.values(config.upstream).map((url) => new URL(url).origin))];
  // null: not probed yet; else since when the origin has answered (or not).
  const states = new Map<string, { reachable: boolean; since: number } | null>(origins.map((origin) => [origin, null]));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function probe(origin: string) {
    const started = performance.now();
    let failure: string | null = null;
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(config.upstreamTimeoutMs), redirect: "manual" });
      // The status is the answer; the body is not read (however long it would be).
      void response.body?.cancel().catch(() => undefined);
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
    }
    metrics.upstreamReachable.set({ origin }, failure === null ? 1 : 0);
    metrics.upstreamProbeSeconds.set({ origin }, (performance.now() - started) / 1000);
    const before = states.get(origin);
    const reachable = failure === null;
    if (before?.reachable === reachable) return;
    const now = Date.now();
    if (!reachable) logger.error("upstream_unreachable", { origin, detail: failure, hint: "pages serve kept lists and empty defaults; /readyz stays 200" });
    else if (before) logger.info("upstream_reachable", { origin, downMs: now - before.since });
    states.set(origin, { reachable, since: now });
  }

  async function round() {
    await Promise.all(origins.map(probe));
    if (stopped) return;
    timer = setTimeout(() => void round(), everyMs);
    timer.unref();
  }
  void round();

  return {
    unreachable: () => origins.filter((origin) => states.get(origin)?.reachable === false),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Readiness: whether this instance can serve. 503 while it drains, and while a shared store it is configured with
 * (REDIS_URL) has never answered since the process started (it would refuse every form post: nothing of the others'
 * claims to go by); it first waits for the work kept off the start path (server/warm-up.ts). A store outage after
 * that, and an upstream that is slow or down, are shown in the answer but keep it 200: every instance shares them
 * (docs/operations.md). */
export function readinessProbe(parts: {
  isDraining: () => boolean;
  warmUp?: WarmUp;
  store?: Pick<SharedStore, "health">;
  upstream?: Pick<UpstreamProbe, "unreachable">;
}) {
  const { isDraining, warmUp, store, upstream } = parts;
  const state = () => {
    const unreachable = upstream?.unreachable() ?? [];
    return { sharedStore: store?.health(), upstream: unreachable.length ? { reachable: false, unreachable } : { reachable: true } };
  };
  return {
    healthz: (_req: Request, res: Response) => {
      if (warmUp) res.once("finish", () => warmUp.probed());
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    },
    readyz: async (_req: Request, res: Response) => {
      res.set("Cache-Control", "no-store");
      if (isDraining()) {
        res.status(503).json({ status: "draining", ...state() });
        return;
      }
      await warmUp?.ready();
      // A store that never answered since the start (StoreHealth.answered) is an address or a setting that cannot work.
      if (store && !store.health().answered) {
        res.status(503).json({ status: "shared_store_not_ready", ...state() });
        return;
      }
      res.json({ status: "ready", ...state() });
    },
  };
}
