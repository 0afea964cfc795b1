// Member pages' view of who the user is: guests are sent to the upstream's login page and come back to where
// they were (000 §2.2). The session check itself is the station client's (getViewer).
import { redirect } from "@remix-run/node";
import type { Viewer } from "~/domain/viewer";
import { getViewer } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import { getConfig } from "~/utils/env.server";
import { links } from "~/utils/links";
import { safeReturnUrl } from "~/utils/return-url";

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
