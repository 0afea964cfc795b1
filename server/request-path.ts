// One reading of a request's path, before every check that matches paths (the rate limits' and body caps' lists,
// the static files) and the pages. Express hands the lists the path as sent, while Remix reads the address through
// the URL parser and its router decodes each segment: '/help/%63hatbot', '/help/./chatbot' and
// '/build/..\help\chatbot' were the chatbot's page for Remix but not for the form-turn limiter. Here the path
// becomes what Remix reads, once, and every list matches that.
import type { NextFunction, Request, Response } from "express";
import { common } from "../app/i18n/ko/common";
import { sendPlainError } from "./security";

/** A separator in disguise: a backslash, which the URL parser reads as '/' and nginx as a character, raw or escaped. */
const DISGUISED_SEPARATOR = /\\|%5c/i;

/** Characters that mean the same escaped or not (RFC 3986 §2.3); the router decodes them, so the lists must too. */
const UNRESERVED = /^[\w.~-]$/;

/** Decodes the escapes of unreserved characters ('%63' is 'c'); every other escape stays as sent ('%2F' is a '/'
 * inside a segment, as in a category's name: 000 §2.5). */
const decodeUnreserved = (path: string) =>
  path.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape;
  });

/**
 * The request target ('/path?query') as the pages read it: unreserved escapes decoded, dot segments resolved and
 * what the URL parser escapes escaped; null for a path with a backslash, which no browser sends (it turns one into
 * '/' itself).
 */
export function canonicalTarget(target: string): string | null {
  const pathEnd = target.search(/[?#]/);
  const path = pathEnd === -1 ? target : target.slice(0, pathEnd);
  if (!path.startsWith("/") || DISGUISED_SEPARATOR.test(path)) return null;
  // Concatenated, never resolved against a base: '//host/x' stays a path, as the pages read it (server/remix-handler.ts).
  const address = `http://portal${decodeUnreserved(path)}${pathEnd === -1 ? "" : target.slice(pathEnd)}`;
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

/** Puts the canonical target in place of the one sent (a path refused gets 400 with the not-found page's words). */
export function canonicalPath(req: Request, res: Response, next: NextFunction): void {
  const target = canonicalTarget(req.url);
  if (target === null) return sendPlainError(res, 400, common.errors.notFoundTitle, { reason: "path" });
  if (target !== req.url) req.url = req.originalUrl = target;
  next();
}
