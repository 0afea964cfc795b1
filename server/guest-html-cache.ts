// A micro-cache of guest HTML. A public page asked for by a guest (no upstream login cookie) is
// the same for every such guest of the same kind with the same cookies (its Cache-Control says so:
// app/utils/cache-control.server.ts), so its rendered HTML is kept for a moment and served again: a burst of
// guests costs one render, and a guest with remembered choices (a filter, a closed popup) is one kind too.
// The key holds everything the render reads from the request besides its URL: an app user's
// page (deep links) must never reach a desktop guest, nor English league names a Korean reader.
//
// Compressed once: browsers send `Accept-Encoding: br`, and recompressing a 300 KB page for every
// hit cost more than the render it saved. An entry keeps its bytes as rendered, with the CSP nonce they were
// rendered with, and its brotli and gzip forms, each made once, on the first hit that asks for it; a hit
// sends those bytes as they are, with the CSP header of the same nonce. The nonce is therefore the entry's,
// not the response's: every guest served from one entry (for GUEST_HTML_CACHE_MS, 1 s by default, and while its
// successor renders) gets the same one, and the next render a new one. Why that is still safe (docs/decisions/0006): the nonce keeps
// injected markup from running, and the markup of an entry is fixed at its render, before anyone can have
// read the nonce it carries; the pages kept are public, the same for every guest of the kind, with no
// per-user data and no form tokens; and every page not kept (members, forms, the help centre, errors) still
// gets a new nonce per response.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { GUEST_PAGE_CACHE } from "../app/utils/cache-control.server";
import { cookieFromHeader } from "../app/utils/device-cookie.server";
import { metrics } from "../app/utils/metrics.server";
import { comesFromHome, isNavigation } from "../app/utils/request-reads";

type Encoding = "br" | "gzip";

type Entry = {
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The page as rendered, carrying `nonce` wherever it has a nonce: its pieces, joined at the first hit (most
   * entries of pages with ever-new addresses never get one). */
  pieces: Uint8Array[];
  bytes: number;
  html?: Buffer;
  nonce: string;
  /** Served as it is until then (Date.now()); after, while a guest's render renews it (guestHtmlCache). */
  freshUntil: number;
  /** Its compressed forms, each made once, when first asked for. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/**
 * The headers a kept page carries to every guest it is served to: those its render sets. Nothing else is kept
 *: the middlewares before this one set each response's own (security headers, the request id, the
 * client's own RateLimit counts), and a kept copy of one client's would have replaced another's.
 */
const RENDERED_HEADERS = new Set(["content-type", "cache-control", "vary", "content-language", "link"]);

/** At most this much HTML is kept (a home page is ~300 KB), however many URLs guests ask for. */
const MAX_BYTES = 16 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality 5: a tenth of the page's size in a few milliseconds (11 takes seconds for 2 KB less). */
function compress(encoding: Encoding, html: Buffer): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html);
  return brotli(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

/** The encoding to send: br when the client takes it at least as gladly as gzip (as the compression
 * middleware prefers it), else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  return weight("gzip") > 0 ? "gzip" : null;
}

/**
 * What a guest's render reads from the request: the address (on the public origin it is answered for:
 * server/public-origin.ts, which also builds the page's absolute links), the user agent (the app's webview and
 * version: deep links; the device: templates and channel), Accept-Language (league names), the cookies
 * (remembered choices), whether it is a navigation (a list opened past its end redirects a navigation, and shows
 * its empty state to a script's fetch) and whether it comes from home (home's relation cursor). The user agent
 * and language are also forwarded upstream, whose answers may vary by them, so they count whole rather than as
 * the classes the portal itself derives; the cookies count whole as well.
 */
function keyOf(req: Request, origin: string): string {
  const header = (name: string) => req.get(name);
  return [
    origin,
    req.originalUrl,
    req.get("user-agent") ?? "",
    req.get("accept-language") ?? "",
    req.get("cookie") ?? "",
    isNavigation(header) ? "navigate" : "fetch",
    comesFromHome(req.get("referer"), origin) ? "from-home" : "",
  ].join("\n");
}

/** A hit: the stored bytes (compressed as asked, made once) under the CSP of the nonce they carry. */
async function sendHit(req: Request, res: Response, hit: Entry, freshNonce: string, result: "hit" | "stale"): Promise<void> {
  for (const [name, value] of hit.headers) res.setHeader(name, value);
  const csp = res.getHeader("content-security-policy");
  if (typeof csp === "string") res.setHeader("Content-Security-Policy", csp.split(`'nonce-${freshNonce}'`).join(`'nonce-${hit.nonce}'`));
  res.setHeader("X-Guest-Cache", result);
  res.vary("Accept-Encoding");
  const encoding = chooseEncoding(req.get("accept-encoding"));
  if (!hit.html) {
    hit.html = Buffer.concat(hit.pieces, hit.bytes);
    hit.pieces = [];
  }
  const html = hit.html;
  let body = html;
  if (encoding) {
    body = await (hit.encoded[encoding] ??= compress(encoding, html));
    // The compression middleware leaves an answer alone once it names its encoding.
    res.setHeader("Content-Encoding", encoding);
  }
  res.setHeader("Content-Length", body.length);
  res.status(hit.status).end(body);
}

/** How many addresses asked for once are remembered (as hashes, some 100 bytes each). */
const SEEN_MAX = 20_000;

/** `sessionCookie`: the upstream's login cookie; a request with it is a member's, never kept nor served. */
export function guestHtmlCache(ttlMs: number, sessionCookie: string): RequestHandler {
  const pages = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    // The page and room for its two compressed forms (about a tenth of it each).
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.bytes * 1.25)),
    // An expired page is still served, for at most one more moment, to the guests who ask while one of them
    // renders its successor: otherwise every guest asking in that time rendered it too (under a burst, ten
    // renders at once each second, which held up every other answer: the cached pages' p99 was 9 × their p50).
    ttl: 2 * Math.max(ttlMs, 1),
  });
  /** The kept pages whose successor a guest's request is rendering. */
  const renewing = new Set<string>();
  // A page is kept from the second time its kind of guest asks for it: an address asked for once
  // (a crawler's, a link with a query string of its own) would only take memory for its moment, which the
  // garbage collector pays for, and push out the pages that guests share.
  const seen = new LRUCache<string, true>({ maxSize: SEEN_MAX, sizeCalculation: () => 1 });
  return (req, res, next) => {
    // Remix's data requests (?_data) answer JSON: never kept, so not recorded either.
    if (ttlMs === 0 || req.method !== "GET" || cookieFromHeader(req.get("cookie"), sessionCookie) || req.headers.authorization || "_data" in req.query)
      return next();
    const key = keyOf(req, res.locals.origin);
    const nonce = String(res.locals.cspNonce);
    const kept = pages.get(key);
    const fresh = kept !== undefined && Date.now() < kept.freshUntil;
    if (kept && (fresh || renewing.has(key))) {
      const result = fresh ? "hit" : "stale";
      metrics.guestCache.inc({ result });
      sendHit(req, res, kept, nonce, result).catch(next);
      return;
    }
    metrics.guestCache.inc({ result: "miss" });
    res.setHeader("X-Guest-Cache", "miss");
    if (kept) {
      // This guest renders the expired page's successor, the others are served it meanwhile; should the render
      // not give a page to keep, the next guest's request tries again.
      renewing.add(key);
      res.once("close", () => renewing.delete(key));
    } else {
      const hash = createHash("sha1").update(key).digest("base64");
      if (!seen.has(hash)) {
        seen.set(hash, true);
        return next();
      }
    }

    // The pieces as written (a Remix page's are bytes that nothing changes afterwards), text as its bytes.
    const pieces: Uint8Array[] = [];
    let bytes = 0;
    const keep = (chunk: unknown) => {
      const piece = chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk));
      pieces.push(piece);
      bytes += piece.byteLength;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      if (chunk) keep(chunk);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      if (chunk && typeof chunk !== "function") keep(chunk);
      const reusable =
        res.statusCode === 200 &&
        !res.getHeader("set-cookie") &&
        res.getHeader("cache-control") === GUEST_PAGE_CACHE &&
        /^text\/html/.test(String(res.getHeader("content-type") ?? ""));
      if (reusable) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => RENDERED_HEADERS.has(name)) as Entry["headers"];
        pages.set(key, { status: 200, headers, pieces, bytes, nonce, freshUntil: Date.now() + ttlMs, encoded: {} });
      }
      return (end as (...args: unknown[]) => typeof res).call(this, chunk, ...rest);
    } as typeof res.end;
    next();
  };
}
