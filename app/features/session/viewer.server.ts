// Member pages' view of who the user is: guests are sent to the upstream's login page and come back to where
// they were (000 §2.2); a member whose session the upstream could not check gets the portal's own unavailable page.
// The session check itself is the station client's (getSession).
import { redirect } from "@remix-run/node";
import type { Viewer } from "~/domain/viewer";
import { getSession } from "~/upstream/clients/station.server";
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

/**
 * For My, feed and other member pages: guests are sent to login and come back here afterwards. A session check that
 * failed is no logout: the page is the portal's unavailable page (503, the route's error boundary), never the login
 * page, which the same upstream serves and which may not answer either.
 */
export async function requireViewer(ctx: CallContext): Promise<Viewer> {
  const session = await getSession(ctx);
  if (session.state === "member") return session.viewer;
  if (session.state === "guest") throw redirect(loginUrlFor(ctx.request));
  throw sessionUnchecked();
}

/** The answer of a member page whose session the upstream could not check: 503, the portal's unavailable page. */
export const sessionUnchecked = () => new Response("Session check unavailable", { status: 503 });

/** Marks the request as a member's form post held because the upstream could not check the session (senderOf). */
const HELD_FOR_SESSION = "session:form-held";
export function holdFormForSession(ctx: CallContext): void {
  ctx.context?.memo?.set(HELD_FOR_SESSION, true);
}

/**
 * The gate of a member form's page (writing a post, the settings): guests log in first; a session the upstream could
 * not check is the unavailable page, except when the page is drawn again around the form its own post sent back for
 * that reason (without JS the answer is the page): the form keeps what was typed, and the page's reads are the
 * upstream's to allow with the member's cookies, as ever.
 */
export async function requireMember(ctx: CallContext): Promise<void> {
  const session = await getSession(ctx);
  if (session.state === "guest") throw redirect(loginUrlFor(ctx.request));
  if (session.state === "unknown" && ctx.context?.memo?.get(HELD_FOR_SESSION) !== true) throw sessionUnchecked();
}
