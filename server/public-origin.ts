// One public origin: every link the portal writes (app deep links, share links), every redirect and
// every key of the guest-HTML micro-cache is built from one origin, decided here once per request. It is
// PUBLIC_ORIGIN when configured; otherwise the request's own host, when it is one of ALLOWED_HOSTS (loopback
// names by default). A client's X-Forwarded-Host is read only from a trusted proxy (TRUST_PROXY), and only as a
// host like any other: with a cache keyed on Host and links built from that header, four requests naming
// evil.example had every app guest's live list link to it. A host that is not one of ours, or not a host at
// all ('a b', an absolute request line to another site, a malformed forwarded header), gets 400 before any
// work: those used to reach Remix, whose URL parse threw (500), as did a port past 65535 ('localhost:99999').
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { common } from "../app/i18n/ko/common";
import { HOST_SYNTAX, type Config } from "../app/utils/env.server";
import { sendPlainError } from "./security";

declare module "express-serve-static-core" {
  interface Locals {
    /** The origin (scheme://host[:port]) that this request's links, redirects and cache key use. */
    origin: string;
  }
}

/** The first value of a header that may have been sent several times or as a list. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0]?.trim();
}

/** Whether Express trusts the peer as a proxy (TRUST_PROXY), as req.hostname, req.protocol and req.ip decide it. */
export function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  return trust(req.socket.remoteAddress, 0);
}

/** `host` (lower case) when it is one of `allowed`: an entry with a port is that host and port, one without any port. */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return allowed.includes(host) || allowed.includes(name);
}

/**
 * The origin a request is answered for, or null when it must be refused: its host (from an absolute request
 * line, a trusted proxy's X-Forwarded-Host, or Host) malformed or not allowed, or a scheme that is neither
 * http nor https.
 */
export function requestOrigin(
  target: { absoluteHost?: string; forwardedHost?: string; host?: string; protocol: string },
  config: Pick<Config, "publicOrigin" | "allowedHosts">,
): string | null {
  const host = (target.absoluteHost ?? target.forwardedHost ?? target.host ?? "").toLowerCase();
  if (!host && config.publicOrigin) return config.publicOrigin;
  // The URL parser has the last word (a port up to 65535, an IPv6 address it can read): Remix parses the origin too.
  if (!HOST_SYNTAX.test(host) || !URL.canParse(`http://${host}`) || !isAllowedHost(host, config.allowedHosts)) return null;
  if (config.publicOrigin) return config.publicOrigin;
  if (target.protocol !== "http" && target.protocol !== "https") return null;
  return `${target.protocol}://${host}`;
}

export function publicOrigin(config: Config): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let absoluteHost: string | undefined;
    let protocol = req.protocol;
    if (!req.url.startsWith("/")) {
      // An absolute request line (RFC 9112 §3.2.2): its host is the request's, the Host header is ignored. Only
      // http(s) addresses; '*' and authority forms are never a page.
      const absolute = /^https?:\/\//i.test(req.url) && URL.canParse(req.url) ? new URL(req.url) : null;
      if (!absolute) return sendPlainError(res, 400, common.errors.genericTitle, { reason: "request_line" });
      absoluteHost = absolute.host;
      protocol = absolute.protocol.slice(0, -1);
      // Everything after this answers the path, as for an origin-form request line.
      req.url = req.originalUrl = `${absolute.pathname}${absolute.search}`;
    }
    const forwardedHost = fromTrustedProxy(req) ? firstValue(req.headers["x-forwarded-host"]) : undefined;
    const origin = requestOrigin({ absoluteHost, forwardedHost, host: req.headers.host, protocol }, config);
    if (!origin)
      return sendPlainError(res, 400, common.errors.genericTitle, { reason: "host", host: (absoluteHost ?? forwardedHost ?? req.headers.host)?.slice(0, 100) });
    res.locals.origin = origin;
    next();
  };
}
