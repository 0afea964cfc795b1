// Rate limits keyed on the client address Express trusts (TRUST_PROXY decides whether X-Forwarded-For
// counts, so a spoofed header cannot reset a limit): general, non-GET, and every post to a public form's
// address (a chatbot turn, a category applied, a file removed: generous, so that using a form's helpers never
// locks a person out). The sends of those forms have a strict limit of their own, counted per person by the
// form's action, which knows a send from a helper (app/utils/send-limit.server.ts). The counts live in the
// shared store: the process's memory, or Redis shared by every instance (REDIS_URL), so that N instances
// still allow each client the limit once, not N times. The lists match the path as the pages read it
// (server/request-path.ts puts it in place first): '/help/%63hatbot' is the chatbot's address here too.
import type { Request, RequestHandler } from "express";
import { rateLimit, type Options, type Store } from "express-rate-limit";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import type { Config } from "../app/utils/env.server";
import { metrics, type RateLimiter } from "../app/utils/metrics.server";
import type { SharedStore } from "../app/utils/shared-store.server";
import { sendPlainError } from "./security";

/** Public form posts that guests can send (inquiry, reports, objection, chatbot, survey, FAQ feedback, login).
 * Matched whatever the case of the path, as the routes are. */
export const PUBLIC_FORM_PATHS = [
  /^\/help\/inquiry\/?$/i,
  /^\/help\/report\/(content|illegal)\/?$/i,
  /^\/help\/objection\/?$/i,
  /^\/help\/chatbot\/?$/i,
  /^\/help\/my-inquiry\/survey\/?$/i,
  /^\/help\/faq\/\d+\/?$/i,
  /^\/login\/?$/i,
];

const isWrite = (req: Request) => !["GET", "HEAD", "OPTIONS"].includes(req.method);
export const isPublicFormPost = (req: Request) => isWrite(req) && PUBLIC_FORM_PATHS.some((pattern) => pattern.test(req.path));

/** An express-rate-limit store over the shared store, its keys under `prefix`. */
export function rateLimitStore(shared: SharedStore, prefix: string): Store {
  let windowMs = 60_000;
  return {
    prefix,
    localKeys: shared.kind === "memory",
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key: string) {
      const { count, resetAt } = await shared.increment(`${prefix}${key}`, windowMs);
      return { totalHits: count, resetTime: new Date(resetAt) };
    },
    decrement: (key: string) => shared.decrement(`${prefix}${key}`),
    resetKey: (key: string) => shared.delete(`${prefix}${key}`),
  };
}

function limiter(name: RateLimiter, limit: number, skip: (req: Request) => boolean, shared: SharedStore): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip,
    store: rateLimitStore(shared, `rate:${name}:`),
    handler: (_req, res) => {
      metrics.rateLimited.inc({ limiter: name });
      sendPlainError(res, 429, serverErrors.tooManyRequests, { reason: "rate_limit", limiter: name });
    },
  });
}

/**
 * A public form's post that the limits above let through is answered by its action, which says its own send
 * limit (app/utils/send-limit.server.ts): the general counts' headers would stand beside it and contradict it.
 */
const formSaysItsOwnLimit: RequestHandler = (req, res, next) => {
  if (isPublicFormPost(req)) {
    res.removeHeader("RateLimit");
    res.removeHeader("RateLimit-Policy");
  }
  next();
};

export function rateLimits(config: Config, shared: SharedStore): RequestHandler[] {
  return [
    limiter("general", config.rateLimit.generalPerMin, () => false, shared),
    limiter("mutation", config.rateLimit.mutationPerMin, (req) => !isWrite(req), shared),
    limiter("form", config.rateLimit.formTurnPerMin, (req) => !isPublicFormPost(req), shared),
    formSaysItsOwnLimit,
  ];
}
