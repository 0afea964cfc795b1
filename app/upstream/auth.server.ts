// Identity belongs to the upstream: the portal forwards the user's cookies to the station API's
// authentication call and keeps no user store of its own (design §4).
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Viewer } from "~/domain/viewer";
import { normaliseViewer } from "~/normalise/viewer";
import { readCookie } from "~/utils/device-cookie.server";
import { getConfig } from "~/utils/env.server";
import { links } from "~/utils/links";
import { safeReturnUrl } from "~/utils/return-url";
import { memoPerRequest, upstreamFetch, type CallContext } from "./http.server";
import { flagish, numberish, stringish } from "./schema.server";

const AuthenticationSchema = z.object({
  result: numberish,
  data: z
    .object({
      user_id: stringish,
      nickname: z.string().nullish(),
      user_nick: z.string().nullish(),
      profile_image: z.string().nullish(),
      user_age: z.union([z.number(), z.string()]).nullish(),
      is_realname_check: flagish,
      note_cnt: z.union([z.number(), z.string()]).nullish(),
      is_best_bj: flagish,
      is_partner_bj: flagish,
      is_abroad_join: flagish,
      is_af_supporters_bj: flagish,
      is_suspended: flagish,
    })
    .nullish(),
});

/** Whether the request carries the upstream's login cookie: only such a request can be a member's. */
export function hasUpstreamLogin(request: Request): boolean {
  return Boolean(readCookie(request, getConfig().upstreamSessionCookie));
}

/**
 * Who the user is, or null for guests (and when the upstream cannot tell: failures read as guest). Only a
 * request with the upstream's login cookie is asked about: a guest with remembered choices (filters,
 * closed popups) pays no round trip.
 */
export function getViewer(ctx: CallContext): Promise<Viewer | null> {
  return memoPerRequest(ctx, "viewer", async () => {
    if (!hasUpstreamLogin(ctx.request)) return null;
    // Kept for a few seconds like a page's lists (kept-answers.server.ts): a session ended by logging out is no
    // longer sent by the browser, and one ended elsewhere is asked about again within those seconds.
    const result = await upstreamFetch(ctx, "station", "/authentication", { schema: AuthenticationSchema, keep: true });
    if (!result.ok || Number(result.data.result) !== 1 || !result.data.data) return null;
    return normaliseViewer(result.data.data);
  });
}

/** The upstream login page with this request's URL to come back to (000 §2.2). */
export function loginUrlFor(request: Request, returnTo?: string): string {
  const url = new URL(request.url);
  return links.login(getConfig(), safeReturnUrl(returnTo ?? currentPath(request), url.origin));
}

/** The page the user is on: the request's path and query without Remix's data-request marker. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}

/** For My, feed and other member pages: guests are sent to login and come back here afterwards. */
export async function requireViewer(ctx: CallContext): Promise<Viewer> {
  const viewer = await getViewer(ctx);
  if (!viewer) throw redirect(loginUrlFor(ctx.request));
  return viewer;
}
