// How often a public form may be sent (RATE_LIMIT_FORM_PER_MIN): counted per person, so that the people behind
// one carrier or office address are not refused together: a member by their id, a guest by a visitor cookie
// (the help forms' pages give one), and a client without cookies by its address; every address also has a
// larger ceiling (RATE_LIMIT_FORM_ADDRESS_PER_MIN) whoever sends, so that dropping the cookie buys a bot
// nothing. Only sends count: applying a category, removing a file or asking the chatbot are the forms'
// helpers, limited apart and generously by the server (server/rate-limit.ts). Counted in the shared store.
import crypto from "node:crypto";
import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { cookieFromHeader, deviceCookie } from "./device-cookie.server";
import { getConfig } from "./env.server";
import { metrics } from "./metrics.server";
import { storeOf } from "./shared-store.server";

/** The portal's own cookie ('__': never sent upstream) that tells one guest's browser from another's. */
const VISITOR_COOKIE = "__visitor";
const VISITOR = /^[0-9a-f-]{36}$/;
const WINDOW_MS = 60_000;

/** This browser's visitor id, and the Set-Cookie that gives it one when it has none yet. */
export function visitorOf(request: Request): { id: string | null; setCookie: string | null } {
  const sent = cookieFromHeader(request.headers.get("cookie"), VISITOR_COOKIE);
  if (sent && VISITOR.test(sent)) return { id: sent, setCookie: null };
  return { id: null, setCookie: deviceCookie(request, VISITOR_COOKIE, crypto.randomUUID()) };
}

export type SendVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; headers: Headers };

/** Counts one send of a public form by this person; past a limit, how long to wait and the headers that say so. */
export async function countSend(request: Request, context: Partial<AppLoadContext> | undefined, member: string | null): Promise<SendVerdict> {
  const { formPerMin, formAddressPerMin } = getConfig().rateLimit;
  const store = storeOf(context);
  const address = context?.clientAddress ?? "unknown";
  const visitor = visitorOf(request).id;
  const person = member ? `member:${member}` : visitor ? `visitor:${visitor}` : `address:${address}`;
  const [own, shared] = await Promise.all([store.increment(`sends:person:${person}`, WINDOW_MS), store.increment(`sends:address:${address}`, WINDOW_MS)]);
  const over = [
    { count: own.count, limit: formPerMin, resetAt: own.resetAt },
    { count: shared.count, limit: formAddressPerMin, resetAt: shared.resetAt },
  ].find(({ count, limit }) => count > limit);
  if (!over) return { allowed: true };
  metrics.rateLimited.inc({ limiter: "send" });
  const retryAfterSeconds = Math.max(1, Math.ceil((over.resetAt - Date.now()) / 1000));
  const headers = new Headers({
    "Retry-After": String(retryAfterSeconds),
    RateLimit: `limit=${over.limit}, remaining=0, reset=${retryAfterSeconds}`,
    "RateLimit-Policy": `${over.limit};w=${WINDOW_MS / 1000}`,
  });
  return { allowed: false, retryAfterSeconds, headers };
}

const LIMIT_HEADERS = ["Retry-After", "RateLimit", "RateLimit-Policy"];

/**
 * The `headers` of a public form's page: its document (the form answered without JS) carries the send limit's
 * headers of the action's answer (Remix keeps only cookies of an action's headers otherwise), over the page's own.
 */
export const sendLimitHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of LIMIT_HEADERS) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
