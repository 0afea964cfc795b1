// Admission control: an instance that gets more than it can serve says so at once, instead of queueing every
// request behind the others until all of them are late (the event loop lagged 0.7–2 s at twice its rate, and
// every answer with it). It measures its own saturation, the event loop's delay and the requests in flight, and
// sheds before it falls over:
// - a page (a read) answers 503 with Retry-After and the portal's own Korean page; a guest's kept page is served
//   before this check (server/guest-html-cache.ts), so a burst of guests still gets its pages;
// - a form's post goes on to its action marked `shed` (the load context), which carries out nothing and sends
//   the form back with everything typed and when to send again (utils/submission.server.ts): a post is somebody's
//   work, so posts are shed only at twice the load that sheds pages.
// Shedding is gradual (toobusy's rule): at the limit nothing is shed, at twice the limit everything of its
// kind, in between that share at random, so the load settles near the limit instead of flapping around it.
// Both edges are logged once (admission_shedding_started / _stopped), every shed answer counted in metrics.
import { performance } from "node:perf_hooks";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LIVE_EVENTS_PATH } from "../app/domain/live-events";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import type { Config } from "../app/utils/env.server";
import { logger } from "../app/utils/log.server";
import { metrics } from "../app/utils/metrics.server";
import { plainPage } from "../app/utils/plain-page.server";

/** How often the instance looks at its load and sets how much it sheds. */
const TICK_MS = 100;
/** Weight of the newest reading of the loop's delay and use: a single long render is not a queue. */
const SMOOTHING = 0.3;
/** The share shed grows this much per tick under pressure and falls as much without: half the requests shed after a
 * second of pressure; a loop that is late one tick in two sheds no more than before; the load settles where the
 * instance keeps up. */
const STEP = 0.05;
/** Some of every kind is always let through: the instance keeps learning whether it can serve again. */
const MAX_SHARE = 0.95;
/** Shedding has stopped once nothing was shed for this long (the edge logged once, not per quiet moment). */
const QUIET_MS = 5000;

export type Load = {
  /** The event loop's smoothed delay, in ms: how long what is ready waits before the loop comes to it. */
  lagMs: number;
  /** The share of the last tick the loop was busy (0–1): at 1 it can take no more. */
  utilisation: number;
  /** Requests of the public port begun and not yet answered. */
  inFlight: number;
  /** Requests let through and answered per second, smoothed. */
  servedPerSecond: number;
};

/** Below this many requests open, nobody waits for long however few are served (a start, a quiet moment). */
const FEW_IN_FLIGHT = 16;

/** How long a request let in now spends in the instance, by Little's law: those open over those answered a second. */
export function expectedWaitMs(load: Load): number {
  if (load.inFlight < FEW_IN_FLIGHT) return 0;
  return (load.inFlight / Math.max(1, load.servedPerSecond)) * 1000;
}

export type AdmissionLimits = Config["admission"];

/**
 * Saturated: the loop is busy all the time and work queues on it: what is ready waits on the loop (its delay), or
 * the requests open would take longer than `maxWaitMs` to be answered at the rate it answers (Little's law: the
 * queue a loop reads in many small steps shows in its requests, not its delay); or too many requests are open.
 * Full use alone is not saturation: ten people asking at once keep a loop busy without anyone waiting long, and a
 * loop that waits on a slow upstream is not busy.
 */
export function saturated(load: Load, limits: AdmissionLimits): boolean {
  const busy = load.utilisation >= limits.maxUtilisation;
  const late = limits.maxLagMs > 0 && load.lagMs >= limits.maxLagMs;
  const queued = limits.maxWaitMs > 0 && expectedWaitMs(load) >= limits.maxWaitMs;
  const crowded = limits.maxInFlight > 0 && load.inFlight >= limits.maxInFlight;
  return (busy && (late || queued)) || crowded;
}

/** The share of pages to shed after a tick that was (or was not) saturated. */
export function nextShare(share: number, pressure: boolean): number {
  return pressure ? Math.min(MAX_SHARE, share + STEP) : Math.max(0, share - STEP);
}

/** Form posts are somebody's work: shed only once pages are shed at more than half, and then less. */
export function formShare(pageShare: number): number {
  return Math.max(0, (pageShare - 0.5) * 2) * MAX_SHARE;
}

/** When to come back: about the time the queue takes to clear, at least a second, at most ten. */
export function retryAfterSeconds(load: Load): number {
  return Math.min(10, Math.max(1, Math.ceil((4 * load.lagMs + expectedWaitMs(load)) / 1000)));
}

/** Reads the loop's delay and use every tick, off the request path, and keeps the share of requests to shed. */
export class LoadMonitor {
  private smoothedLag = 0;
  private expected = 0;
  private utilisation = performance.eventLoopUtilization();
  private smoothedUse = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private servedPerSecond = 0;
  inFlight = 0;
  /** Requests let through and answered since the last tick (admissionControl counts them). */
  served = 0;
  /** The share of pages shed now (0–1), set each tick by the pressure seen. */
  share = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  start(): this {
    const tick = () => {
      const now = performance.now();
      this.smoothedLag += SMOOTHING * (Math.max(0, now - this.expected) - this.smoothedLag);
      const used = performance.eventLoopUtilization(this.utilisation);
      this.utilisation = performance.eventLoopUtilization();
      this.smoothedUse += SMOOTHING * (used.utilization - this.smoothedUse);
      const elapsed = now - (this.expected - TICK_MS);
      this.servedPerSecond += SMOOTHING * ((this.served * 1000) / Math.max(1, elapsed) - this.servedPerSecond);
      this.served = 0;
      this.share = nextShare(this.share, saturated(this.load(), this.limits));
      metrics.eventLoopLag.set(this.smoothedLag / 1000);
      this.schedule();
    };
    this.schedule = () => {
      this.expected = performance.now() + TICK_MS;
      this.timer = setTimeout(tick, TICK_MS);
      this.timer.unref();
    };
    this.schedule();
    return this;
  }

  private schedule = () => {};

  stop(): void {
    clearTimeout(this.timer);
  }

  load(): Load {
    // A loop that has not come round to the tick yet is at least as late as it has been waiting.
    const waiting = Math.max(0, performance.now() - this.expected);
    return { lagMs: Math.max(this.smoothedLag, waiting), utilisation: this.smoothedUse, inFlight: this.inFlight, servedPerSecond: this.servedPerSecond };
  }
}

export type Verdict = { shed: false } | { shed: true; retryAfterSeconds: number };

/** Whether a request of `kind` is let through now; `random` is Math.random (a test's own). */
export function judge(monitor: Pick<LoadMonitor, "share" | "load">, kind: "page" | "form", random: () => number = Math.random): Verdict {
  const share = kind === "page" ? monitor.share : formShare(monitor.share);
  if (share <= 0 || random() >= share) return { shed: false };
  return { shed: true, retryAfterSeconds: retryAfterSeconds(monitor.load()) };
}

declare module "express-serve-static-core" {
  interface Locals {
    /** Set on a form post admission control shed: its action carries out nothing and sends the form back. */
    shed?: { retryAfterSeconds: number };
  }
}

/** Remix's route discovery: tiny answers a navigation needs before its own request (never shed). */
const NEVER_SHED = new Set(["/__manifest"]);

/** The page a shed read gets: the portal's own words, a way to try again, nothing that costs a render. */
function sendBusy(req: Request, res: Response, retryAfter: number): void {
  res.locals.refusal = { reason: "busy", retryAfter };
  res.status(503).set({ "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
  if ("_data" in req.query) {
    // A client navigation's data request: a thrown response, so the page shows its error boundary (not a
    // script error) with the status.
    res.set("X-Remix-Catch", "yes").json({ message: serverErrors.busy.title });
    return;
  }
  res.type("html").send(plainPage(serverErrors.busy.title, serverErrors.busy.text(retryAfter)));
}

/**
 * Counts the requests in flight (mounted first, so that every request of the public port counts) and hands the
 * monitor to `admit`, mounted where the pages begin (after the probes, the static files and the guests' kept pages).
 */
export function admissionControl(limits: AdmissionLimits, monitor = new LoadMonitor(limits).start()) {
  let shedding: { since: number; pages: number; forms: number; last: number } | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;

  const counting: RequestHandler = (req, res, next) => {
    // An open live event stream (issue 70) is no request waiting for its answer: 10,000 of them would read as a
    // queue of 10,000 (Little's law) and shed every page. Whether a new one may open is still judged in `admit`.
    if (req.path === LIVE_EVENTS_PATH) return next();
    monitor.inFlight += 1;
    metrics.requestsInFlight.inc();
    res.once("close", () => {
      monitor.inFlight -= 1;
      // What was served, not what was shed (a shed answer takes no time, and would hide the queue behind it).
      if (res.locals.refusal?.reason !== "busy") monitor.served += 1;
      metrics.requestsInFlight.dec();
    });
    next();
  };

  function noteShed(kind: "page" | "form", load: Load) {
    metrics.admissionShed.inc({ kind });
    const now = Date.now();
    if (!shedding) {
      shedding = { since: now, pages: 0, forms: 0, last: now };
      logger.warn("admission_shedding_started", {
        lagMs: Math.round(load.lagMs),
        utilisation: Number(load.utilisation.toFixed(2)),
        inFlight: load.inFlight,
        servedPerSecond: Math.round(load.servedPerSecond),
        limits,
      });
    }
    shedding[kind === "page" ? "pages" : "forms"] += 1;
    shedding.last = now;
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      if (!shedding) return;
      const { since, pages, forms, last } = shedding;
      logger.info("admission_shedding_stopped", { ms: last - since, pages, forms });
      shedding = null;
    }, QUIET_MS);
    quiet.unref();
  }

  const admit = (req: Request, res: Response, next: NextFunction): void => {
    if (!limits.enabled || NEVER_SHED.has(req.path)) return next();
    const load = monitor.load();
    const kind = req.method === "GET" || req.method === "HEAD" ? "page" : "form";
    const verdict = judge(monitor, kind);
    if (!verdict.shed) return next();
    noteShed(kind, load);
    if (kind === "page") return sendBusy(req, res, verdict.retryAfterSeconds);
    res.locals.shed = { retryAfterSeconds: verdict.retryAfterSeconds };
    next();
  };

  return { counting, admit, monitor };
}
