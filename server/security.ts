// Security headers with a fresh CSP nonce per response, the cross-site POST check, the address and body caps.
import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { ATTACHMENT_TOTAL_MB } from "../app/domain/uploads";
import { common } from "../app/i18n/ko/common";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import type { Config } from "../app/utils/env.server";
import { logger, type LogFields } from "../app/utils/log.server";
import { plainPage } from "../app/utils/plain-page.server";
import { MAX_ADDRESS_BYTES } from "../app/utils/return-url";

/** Why a check in front of the pages refused a request (`host`, `path`, `rate_limit`…), with what it refused. */
export type Refusal = { reason: string } & LogFields;

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
    requestId: string;
    /** The refusal this answer is, for the access log line (server/observability.ts). */
    refusal?: Refusal;
  }
}

/** HSTS of every page and refusal: a year, subdomains included. */
const HSTS_MAX_AGE_S = 31_536_000;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Origins of every upstream the browser talks to (images, media, login, link targets). */
export function browserUpstreamOrigins(config: Config): string[] {
  const urls = [config.loginUrl, config.logoutUrl, ...Object.values(config.links)];
  if (config.embeddedUpstream) urls.push(config.embeddedUpstream.publicUrl);
  return [...new Set(urls.map(originOf))];
}

export function securityHeaders(config: Config): RequestHandler[] {
  const upstreams = browserUpstreamOrigins(config);
  const dev = !config.isProduction;
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // 'strict-dynamic' lets the nonce'd entry scripts load Remix's route modules.
        "script-src": ["'self'", nonce, "'strict-dynamic'"],
        "style-src": ["'self'", nonce],
        // React style attributes (progress bars) and the honeypot's display:none.
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", ...upstreams],
        // hls.js plays through MediaSource (blob:) and fetches manifests and segments.
        "media-src": ["'self'", "blob:", "https:", ...upstreams],
        "worker-src": ["'self'", "blob:"],
        "connect-src": ["'self'", "https:", ...upstreams, ...(dev ? ["ws:"] : [])],
        "frame-src": ["'self'", ...upstreams],
        "font-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": config.frameAncestors.split(/\s+/),
        // Form posts may end in a redirect to the login host (Chrome checks form-action on redirects).
        "form-action": ["'self'", ...upstreams],
      },
    },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    xFrameOptions: false,
  });
  // Not a helmet option: powerful browser features the portal never uses are turned off.
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", config.permissionsPolicy);
    next();
  };
  return [setNonce, headers, permissions];
}

/**
 * The headers of the build's hashed assets (/build: scripts, styles, their maps), which need none of the
 * page headers (a page fetches forty of them, each carried a 1 KB CSP meant for HTML): nosniff,
 * so that a script or style is only ever used as one; Cross-Origin-Resource-Policy, so that other sites
 * cannot embed them; and the Permissions-Policy that every answer carries (hardening case 22). Their
 * Cache-Control (immutable, a year) comes from the static handler. A /build path with no file behind it
 * goes on to the page handlers and gets their headers.
 */
export function assetHeaders(config: Config): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    res.setHeader("Permissions-Policy", config.permissionsPolicy);
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's public origin, decided once by server/public-origin.ts (mounted before every check). */
function ownOrigin(req: Request): string {
  return req.res!.locals.origin;
}

function originOfReferer(referer: string): string | null {
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request comes from another site: Origin first; without it Sec-Fetch-Site,
 * then the Referer's origin. A post with neither Origin nor Referer is refused when it carries
 * cookies (browsers send one of the two with every form post; a post without cookies acts for nobody).
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const own = ownOrigin(req);
  const origin = req.get("origin");
  if (origin) return origin !== own;
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const referer = req.get("referer");
  if (referer) return originOfReferer(referer) !== own;
  return Boolean(req.get("cookie"));
}

/**
 * The headers of a refusal answered before the page headers are set (a host, a request line or a path refused, an
 * error in the static files' handler): the plain page has no script, style, frame or form, so its policy allows
 * nothing, and no site may frame it (stricter than the pages' FRAME_ANCESTORS). The features a Permissions-Policy
 * turns off need a script: it has none to turn off.
 */
const REFUSAL_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
  "Cross-Origin-Resource-Policy": "same-site",
};

/** Answers the plain page with `message`; `refusal` says in the access log why the request was refused. */
export function sendPlainError(res: Response, status: number, message: string, refusal?: Refusal): void {
  if (!res.hasHeader("Content-Security-Policy")) res.set(REFUSAL_HEADERS);
  res.locals.refusal = refusal;
  res.status(status).set("Cache-Control", "no-store").type("html").send(plainPage(message));
}

/** Non-GET requests from another site get 403 and change nothing. */
export function rejectCrossSite(req: Request, res: Response, next: NextFunction): void {
  if (isCrossSiteWrite(req)) {
    sendPlainError(res, 403, serverErrors.crossSite, { reason: "cross_site" });
    return;
  }
  next();
}

declare module "express-serve-static-core" {
  interface Locals {
    /** A page's form post over the body cap, to be answered by its page without reading the body. */
    oversizedFormPost?: boolean;
  }
}

/** Remix's route discovery asks /__manifest for every link a page shows, up to this long (its own URL_LIMIT). */
const MANIFEST_ADDRESS_BYTES = 7680;

/**
 * Addresses longer than MAX_ADDRESS_BYTES get 414 with the not-found page's words (the address is wrong),
 * before any work. /__manifest may be as long as Remix makes it: its answer is the routes' manifest, which
 * repeats nothing of the address.
 */
export function limitAddressLength(req: Request, res: Response, next: NextFunction): void {
  const limit = req.path === "/__manifest" ? MANIFEST_ADDRESS_BYTES : MAX_ADDRESS_BYTES;
  if (Buffer.byteLength(req.originalUrl) > limit) return sendPlainError(res, 414, common.errors.notFoundTitle, { reason: "address_length" });
  next();
}

/** The pattern of a page's path as its route matches it: any case, with or without a trailing slash. */
const pagePath = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$`, "i");

/** Bodies over the cap are refused from their Content-Length, before anything parses them; the message
 * names the attachment limit, the only thing a user can send that is this large. A body without a
 * Content-Length (chunked) has no size to check, and browsers never send one: it gets 411, otherwise
 * an action's formData() would buffer it whole, however large.
 * A browser's post of one of `formPages` (the help forms with uploads, sent without JS or before the page
 * hydrated) is refused too, but by its page: marked here, it goes through the other checks as a
 * post, and `answerOversizedFormPost` hands it to the page as a read of that page, which answers 413 with the
 * size message and a way back to the form. Its body is never read either way. */
export function limitBodySize(maxBytes: number, formPages: readonly string[] = []): RequestHandler {
  const formPatterns = formPages.map(pagePath);
  return (req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    const unsized = req.get("content-length") === undefined && req.get("transfer-encoding") !== undefined;
    if (length > maxBytes || unsized) {
      res.set("Connection", "close");
      if (!unsized && req.method === "POST" && formPatterns.some((page) => page.test(req.path)) && !("_data" in req.query)) {
        res.locals.oversizedFormPost = true;
        next();
        return;
      }
      sendPlainError(res, unsized ? 411 : 413, serverErrors.payloadTooLarge(ATTACHMENT_TOTAL_MB), { reason: "body_size" });
      return;
    }
    next();
  };
}

/** The methods the portal answers: pages and their forms. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Any other method (PUT, DELETE, PATCH, OPTIONS…) gets 405 with the methods it may use, before a route sees it:
 * Remix would run a page's action for it as for a form's POST, and answer its own 405s with the outage page.
 */
export function onlyPageMethods(req: Request, res: Response, next: NextFunction): void {
  if (PAGE_METHODS.has(req.method)) return next();
  res.set("Allow", [...PAGE_METHODS].join(", "));
  sendPlainError(res, 405, common.errors.genericTitle, { reason: "method" });
}

/** Last before the pages: an oversized form post (see limitBodySize) becomes a read of its page, as
 * method-override turns a POST into another method, so that the page renders without its body (no action
 * runs); the page reads `oversizedFormPost` from the load context and answers 413. */
export function answerOversizedFormPost(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.oversizedFormPost) req.method = "GET";
  next();
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Every action takes a form (urlencoded, or multipart for uploads): a write without a body, or with JSON,
 * text/plain or any other kind of body, is malformed and gets 400 / 415 with the generic page before a
 * route tries to parse it. A multipart type needs its boundary.
 */
export function refuseMalformedBody(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const type = req.get("content-type");
  const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
  const refusal = { reason: "body_type" };
  if (!type) return sendPlainError(res, hasBody ? 415 : 400, common.errors.genericTitle, refusal);
  if (!FORM_TYPES.test(type)) return sendPlainError(res, 415, common.errors.genericTitle, refusal);
  if (/^multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) return sendPlainError(res, 400, common.errors.genericTitle, refusal);
  next();
}

/** Errors raised outside Remix (a malformed URL in the static handler, a broken body) get the generic
 * error page with the security headers, instead of Express's default page without them. A client's error (its
 * status) is a refusal in the access line; any other is the portal's own, and an error line of its own. */
export function plainErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = Number((error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode);
  if (status >= 400 && status < 500) return sendPlainError(res, status, common.errors.genericTitle, { reason: "malformed" });
  logger.error("request_error", { requestId: res.locals.requestId, error: error instanceof Error ? error.message : String(error) });
  sendPlainError(res, status >= 500 && status < 600 ? status : 500, common.errors.genericTitle);
}
