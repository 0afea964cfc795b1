// Caching and cookies. A response that sets a cookie (a flash message, a remembered filter) is never reused
// from the browser's cache, whatever the page's own Cache-Control said: the cookie would not be set again.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { NO_REUSE } from "../app/utils/cache-control.server";
import { cookieFromHeader } from "../app/utils/device-cookie.server";
import { LAST_CHANGE_COOKIE } from "../app/utils/last-change";

export const noReuseWhenSettingCookies: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const grantsReuse = /max-age=[1-9]/.test(String(res.getHeader("cache-control") ?? ""));
    if (grantsReuse && res.getHeader("set-cookie")) res.setHeader("Cache-Control", NO_REUSE);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * A member's post may change what their lists show: its answer carries a new LAST_CHANGE_COOKIE, which names
 * every read kept for them from then on (app/utils/last-change.ts), so whichever instance serves
 * them next asks the upstream anew instead of answering from before the change.
 */
export function markMemberChanges(sessionCookie: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && cookieFromHeader(req.get("cookie"), sessionCookie)) {
      res.cookie(LAST_CHANGE_COOKIE, `${Date.now().toString(36)}.${randomBytes(4).toString("hex")}`, {
        httpOnly: true,
        sameSite: "lax",
        // Secure when the public origin is https (a proxy in front may speak plain HTTP to the instance).
        secure: res.locals.origin.startsWith("https:"),
        path: "/",
      });
    }
    next();
  };
}
