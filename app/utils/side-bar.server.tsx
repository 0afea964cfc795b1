// The side bar of followed channels (issue 22 item 7), for the root loader: a member's favourites that are live
// (the favourites call /my/favorite makes, once per request through the request's memo), rendered to HTML here
// so that no page's JS carries its code (components/layout/SideBar.tsx; PageFrame shows it on the discovery
// pages). The call goes out beside the session check, never after it: no round before the first byte. A failed
// call is the spec's empty default, an empty list.
import { SideBar } from "~/components/layout/SideBar";
import type { BroadcastCard } from "~/domain/cards";
import { parseSideBarState, SIDE_BAR_COOKIE, sideBarRows } from "~/domain/side-bar";
import { currentPath, hasUpstreamLogin } from "~/upstream/auth.server";
import { withAvatar } from "~/upstream/avatars.server";
import { derivedOnce } from "~/upstream/kept-answers.server";
import type { CallContext } from "~/upstream/http.server";
import { getStreamerLives } from "~/upstream/my.server";
import { readCookie } from "./device-cookie.server";
import { keptMarkup } from "./fragments.server";
import type { LinkConfig } from "./links";

/**
 * For a request with the upstream's login cookie: the favourites' live list, started now (beside the session
 * check). Null for a guest, who has no side bar and pays nothing (the guest HTML micro-cache stays as it was).
 */
export function startSideBar(ctx: CallContext): Promise<BroadcastCard[]> | null {
  if (!hasUpstreamLogin(ctx.request)) return null;
  return getStreamerLives(ctx, "favorite");
}

/** The side bar's rows of a favourites' live list. */
const rowsOf = (lives: BroadcastCard[]) => sideBarRows(lives.map((card) => withAvatar(card) ?? card));

/** The side bar's HTML for a member, open or collapsed as the device remembers it. */
export function sideBarHtml(request: Request, lives: BroadcastCard[], config: LinkConfig): string {
  // Once per list: a kept answer's list is the same array from request to request, and so are its rows, which
  // then name the kept markup without being written out as JSON for each request (fragments.server.tsx).
  const { rows, more } = derivedOnce(lives, rowsOf);
  return keptMarkup(SideBar, { state: parseSideBarState(readCookie(request, SIDE_BAR_COOKIE)), rows, more, config, returnTo: currentPath(request) });
}
