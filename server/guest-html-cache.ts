// A micro-cache of guest HTML (issue 11). A public page asked for by a guest (no upstream login cookie) is
// the same for every such guest of the same kind with the same cookies (its Cache-Control says so:
// app/utils/cache-control.server.ts), so its rendered HTML is kept for a moment and served again: a burst of
// guests costs one render, and a guest with remembered choices (a filter, a closed popup) is one kind too. Every response still gets
// its own CSP nonce: the stored HTML is kept split at the nonce it was rendered with and joined with the
// fresh one. The key holds everything the render reads from the request besides its URL (issue 19): an
// app user's page (deep links) must never reach a desktop guest, nor English league names a Korean reader.
import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { GUEST_PAGE_CACHE } from "../app/utils/cache-control.server";
import { cookieFromHeader } from "../app/utils/device-cookie.server";

type Entry = { status: number; headers: Array<[string, string | number | string[]]>; parts: string[] };

/** Headers that belong to one response only: the middlewares before this one set them afresh. */
const OWN_HEADERS = new Set([
  "content-security-policy",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "etag",
]);

/** At most this much HTML is kept (a home page is ~320 KB), however many URLs guests ask for. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * What a guest's render reads from the request: the address (scheme and host too: absolute links), the
 * user agent (the app's webview and version: deep links; the device: templates and channel),
 * Accept-Language (league names) and the cookies (remembered choices). The user agent and language are
 * also forwarded upstream, whose answers may vary by them, so they count whole rather than as the classes
 * the portal itself derives; the cookies count whole as well.
 */
function keyOf(req: Request): string {
  return [req.protocol, req.get("host") ?? "", req.originalUrl, req.get("user-agent") ?? "", req.get("accept-language") ?? "", req.get("cookie") ?? ""].join(
    "\n",
  );
}

/** `sessionCookie`: the upstream's login cookie; a request with it is a member's, never kept nor served. */
export function guestHtmlCache(ttlMs: number, sessionCookie: string): RequestHandler {
  const pages = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) =>
      Math.max(
        1,
        entry.parts.reduce((sum, part) => sum + part.length, 0),
      ),
    ttl: Math.max(ttlMs, 1),
  });
  return (req, res, next) => {
    // Remix's data requests (?_data) answer JSON: never kept, so not recorded either.
    if (ttlMs === 0 || req.method !== "GET" || cookieFromHeader(req.get("cookie"), sessionCookie) || req.headers.authorization || "_data" in req.query)
      return next();
    const key = keyOf(req);
    const nonce = String(res.locals.cspNonce);
    const hit = pages.get(key);
    if (hit) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Guest-Cache", "hit");
      res.status(hit.status).send(hit.parts.join(nonce));
      return;
    }

    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as string));
      const reusable =
        res.statusCode === 200 &&
        !res.getHeader("set-cookie") &&
        res.getHeader("cache-control") === GUEST_PAGE_CACHE &&
        /^text\/html/.test(String(res.getHeader("content-type") ?? ""));
      if (reusable) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name)) as Entry["headers"];
        pages.set(key, { status: 200, headers, parts: Buffer.concat(chunks).toString("utf8").split(nonce) });
      }
      return (end as (...args: unknown[]) => typeof res).call(this, chunk, ...rest);
    } as typeof res.end;
    res.setHeader("X-Guest-Cache", "miss");
    next();
  };
}
