// Member pages' view of who the user is: guests are sent to the upstream's login page and come back to where
// they were (000 §2.2); a member whose session the upstream could not check gets the portal's own unavailable page.
// The session check itself is the station client's (getSession).
import { redirect } from "@remix-run/node";
import type { Viewer } from "~/domain/viewer";
import { getSession } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { SubmissionHeld } from "~/utils/submission.server";

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

/**
 * The member sending a form, or null for a guest. A session the upstream could not check holds the submission
 * ('server'): a member's form is neither carried out as a guest's nor sent to a login page that may not answer.
 */
export async function senderOf(ctx: CallContext): Promise<Viewer | null> {
  const session = await getSession(ctx);
  if (session.state === "unknown") {
    ctx.context?.memo?.set(HELD_FOR_SESSION, true);
    throw new SubmissionHeld("server");
  }
  return session.state === "member" ? session.viewer : null;
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
