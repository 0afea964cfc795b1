// Request ids and JSON access log lines; /healthz (alive) and /readyz (upstream reachable, not draining).
import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Config } from "../app/utils/env.server";
import type { StoreHealth } from "../app/utils/shared-store.server";
import { logger } from "../app/utils/log.server";
import { fromTrustedProxy } from "./public-origin";
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

/** Readiness: the work kept off the start path has run (server/warm-up.ts) and every upstream origin
 * answers something over HTTP (any status), checked at most every 2 s. The answer also shows the shared store's
 * state, which does not decide readiness: every instance shares the one store, so taking them out
 * for its outage would turn it into the portal's; they serve on, counting per instance (docs/operations.md). */
export function readinessProbe(config: Config, isDraining: () => boolean, warmUp?: WarmUp, storeHealth?: () => StoreHealth) {
  const origins = [...new Set(Object.values(config.upstream).map((url) => new URL(url).origin))];
  let cached: { at: number; ok: boolean; failed: string[] } = { at: 0, ok: false, failed: [] };
  async function check() {
    if (Date.now() - cached.at < 2000) return cached;
    const results = await Promise.all(
      origins.map(async (origin) => {
        try {
          // Any answer counts, a redirect too: it is never followed (it could point at an internal address).
          const response = await fetch(`${origin}/`, { method: "GET", signal: AbortSignal.timeout(2000), redirect: "manual" });
          // The status is the answer; the body is not read (however long it would be).
          void response.body?.cancel().catch(() => undefined);
          return null;
        } catch {
          return origin;
        }
      }),
    );
    const failed = results.filter((origin): origin is string => origin !== null);
    cached = { at: Date.now(), ok: failed.length === 0, failed };
    return cached;
  }
  return {
    healthz: (_req: Request, res: Response) => {
      if (warmUp) res.once("finish", () => warmUp.probed());
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    },
    readyz: async (_req: Request, res: Response) => {
      res.set("Cache-Control", "no-store");
      const sharedStore = storeHealth?.();
      if (isDraining()) {
        res.status(503).json({ status: "draining", sharedStore });
        return;
      }
      await warmUp?.ready();
      const result = await check();
      if (!result.ok) {
        res.status(503).json({ status: "upstream_unreachable", upstreams: result.failed, sharedStore });
        return;
      }
      res.json({ status: "ready", sharedStore });
    },
  };
}
