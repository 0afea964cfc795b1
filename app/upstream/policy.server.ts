// What every upstream call goes through above the transport (design §3): a viewer's reads kept for a few
// seconds (kept-answers.server.ts), the same read asked at once made once, and one circuit breaker per host
// role (breaker.server.ts). Every failure is counted and logged here once; callers map it to the spec's
// empty default with orDefault().
import type { z } from "zod";
import { readCookie } from "~/utils/device-cookie.server";
import { getConfig, type UpstreamRole } from "~/utils/env.server";
import { LAST_CHANGE_COOKIE } from "~/utils/last-change";
import { logger } from "~/utils/log.server";
import { metrics } from "~/utils/metrics.server";
import { breakers, HOST_DOWN_STATUSES } from "./breaker.server";
import { answerKey, keepAnswer, keptAnswer } from "./kept-answers.server";
import {
  type CallContext,
  exchange,
  type FailureKind,
  prepareCall,
  READING,
  UpstreamFailure,
  type UpstreamOptions,
  type UpstreamResult,
} from "./transport.server";

/** Kept reads on their way, by their key (kept-answers.server.ts). */
const askedNow = new Map<string, Promise<UpstreamResult<unknown>>>();

export async function upstreamFetch<S extends z.ZodTypeAny>(
  ctx: CallContext,
  role: UpstreamRole,
  path: string,
  options: UpstreamOptions<S>,
): Promise<UpstreamResult<z.output<S>>> {
  const config = getConfig();
  const requestId = ctx.context?.requestId;
  const started = performance.now();
  const call = await prepareCall(ctx, role, path, options);
  const { method } = call;

  const keepMs = options.keep && READING.has(ctx.request.method) ? config.upstreamAnswerCacheMs : 0;
  const keptKey = keepMs
    ? answerKey({ method, url: call.url, body: call.body }, { headers: call.headers, lastChange: readCookie(ctx.request, LAST_CHANGE_COOKIE) })
    : null;
  const kept = keptKey ? keptAnswer(keepMs, keptKey) : undefined;
  if (kept) return { ok: true, data: kept.data, status: kept.status };
  if (!keptKey) return guarded();
  // The same read asked while it is on its way waits for it: when a kept answer expires, the requests of that
  // moment (a member's tabs, a burst of guests) make one call, not one each. One given up by the user who
  // asked first is asked again by a request still waiting.
  const asked = askedNow.get(keptKey) as Promise<UpstreamResult<z.output<S>>> | undefined;
  if (asked) {
    const shared = await asked;
    return !shared.ok && shared.failure.kind === "aborted" && !ctx.request.signal.aborted ? guarded() : shared;
  }
  const asking = guarded();
  askedNow.set(keptKey, asking);
  void asking.finally(() => askedNow.delete(keptKey));
  return asking;

  /** One exchange behind the host's breaker, counted and logged. */
  async function guarded(): Promise<UpstreamResult<z.output<S>>> {
    if (!breakers.allow(role)) return failFast(role, method, path, requestId);
    const observe = (outcome: FailureKind | "ok") => metrics.upstreamDuration.observe({ role, outcome }, (performance.now() - started) / 1000);
    const result = await exchange(call, options, ctx.request.signal);
    if (!result.ok) {
      const { kind, status, detail } = result.failure;
      observe(kind);
      // An endless, huge or absurdly nested answer is a host misbehaving like a dead one: it counts towards the circuit.
      if (kind === "timeout" || kind === "network" || kind === "too_large" || kind === "too_deep" || (status !== null && HOST_DOWN_STATUSES.has(status))) {
        breakers.failed(role, config.upstreamBreaker);
      } else if (kind === "aborted") {
        breakers.abandoned(role);
      } else {
        breakers.succeeded(role);
      }
      logger.warn("upstream_failure", {
        requestId,
        role,
        method,
        path,
        kind,
        status,
        ms: Math.round(performance.now() - started),
        detail,
      });
      return { ok: false, failure: result.failure };
    }
    breakers.succeeded(role);
    observe("ok");
    if (keptKey) keepAnswer(keepMs, keptKey, { data: result.data, status: result.status }, result.bytes);
    return { ok: true, data: result.data, status: result.status };
  }
}

function failFast(role: UpstreamRole, method: string, path: string, requestId: string | undefined): UpstreamResult<never> {
  metrics.upstreamDuration.observe({ role, outcome: "breaker_open" }, 0);
  logger.warn("upstream_failure", { requestId, role, method, path, kind: "unavailable", status: null, ms: 0, detail: "circuit open" });
  return { ok: false, failure: new UpstreamFailure("unavailable", role, path, null, null, "circuit open") };
}

/** The call's data, or the spec's empty default when it failed. */
export function orDefault<T, D>(result: UpstreamResult<T>, fallback: D): T | D {
  return result.ok ? result.data : fallback;
}

/** Memoises a per-request value in the load context (one authentication call per page, say, or a page's set
 * of calls): made once per request, or on every call where there is no context. */
export function memoPerRequest<T>(ctx: CallContext, key: string, load: () => T): T {
  const memo = ctx.context?.memo;
  if (!memo) return load();
  if (memo.has(key)) return memo.get(key) as T;
  const value = load();
  memo.set(key, value);
  return value;
}
