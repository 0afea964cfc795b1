// Rate limits keyed on the client address Express trusts (TRUST_PROXY decides whether X-Forwarded-For
// counts, so a spoofed header cannot reset a limit): general, non-GET, and strict for public forms.
import type { Request, RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import type { Config } from "../app/utils/env.server";
import { sendPlainError } from "./security";

/** Public form posts that guests can send (inquiry, reports, objection, chatbot, survey, FAQ feedback, login). */
export const PUBLIC_FORM_PATHS = [
  /^\/help\/inquiry\/?$/,
  /^\/help\/report\/(content|illegal)\/?$/,
  /^\/help\/objection\/?$/,
  /^\/help\/chatbot\/?$/,
  /^\/help\/my-inquiry\/survey\/?$/,
  /^\/help\/faq\/\d+\/?$/,
  /^\/login\/?$/,
];

const isWrite = (req: Request) => !["GET", "HEAD", "OPTIONS"].includes(req.method);
export const isPublicFormPost = (req: Request) => isWrite(req) && PUBLIC_FORM_PATHS.some((pattern) => pattern.test(req.path));

function limiter(limit: number, skip: (req: Request) => boolean): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip,
    handler: (_req, res) => sendPlainError(res, 429, serverErrors.tooManyRequests),
  });
}

export function rateLimits(config: Config): RequestHandler[] {
  return [
    limiter(config.rateLimit.generalPerMin, () => false),
    limiter(config.rateLimit.mutationPerMin, (req) => !isWrite(req)),
    limiter(config.rateLimit.formPerMin, (req) => !isPublicFormPost(req)),
  ];
}
