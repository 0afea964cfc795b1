// A response that sets a cookie (a flash message, a remembered filter) is never reused from the
// browser's cache, whatever the page's own Cache-Control said: the cookie would not be set again.
import type { RequestHandler } from "express";
import { NO_REUSE } from "../app/utils/cache-control.server";

export const noReuseWhenSettingCookies: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const grantsReuse = /max-age=[1-9]/.test(String(res.getHeader("cache-control") ?? ""));
    if (grantsReuse && res.getHeader("set-cookie")) res.setHeader("Cache-Control", NO_REUSE);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
