// The side bar of followed channels, for the root loader: a member's favourites that are live
// (the favourites call /my/favorite makes, once per request through the request's memo; a guest's: the live
// broadcasts most watched now), rendered to HTML here
// so that no page's JS carries its code (components/layout/SideBar.tsx; PageFrame shows it on the discovery
// pages). The call goes out beside the session check, never after it: no round before the first byte. A failed
// call is the spec's empty default, an empty list.
import { SideBar } from "~/components/layout/SideBar";
import type { BroadcastCard } from "~/domain/cards";
import { DEFAULT_LIVE_SORT } from "~/domain/live";
import { parseSideBarState, showsSideBar, SIDE_BAR_COOKIE, sideBarRows, type SideBarKind } from "~/domain/side-bar";
import { hasUpstreamLogin } from "~/upstream/clients/station.server";
import { withAvatar } from "~/normalise/avatars.server";
import { cached, LIVE_LIST_CACHE } from "~/upstream/cache.server";
import { derivedOnce } from "~/upstream/kept-answers.server";
import type { CallContext } from "~/upstream/transport.server";
import { getLiveList } from "~/upstream/clients/live.server";
import { getStreamerLives } from "~/upstream/clients/my.server";
import { readCookie } from "~/utils/device-cookie.server";
import { keptMarkup } from "~/components/cards/fragments.server";
import type { LinkConfig } from "~/utils/links";
import { currentPath } from "~/utils/login-url.server";

/** The list a side bar shows. */
export type SideBarLives = { kind: SideBarKind; lives: BroadcastCard[] };

/**
 * The side bar's list, started now (beside the session check): for a request with the upstream's login cookie
 * the favourites' live list; for a guest on a page of the default layout the first page of every live
 * broadcast, most viewers first (the page has the same columns before and after a login; the
 * answer is the live page's own, kept and shared by the guests of an instance). Null where no side bar shows.
 */
export function startSideBar(ctx: CallContext): Promise<SideBarLives> | null {
  if (hasUpstreamLogin(ctx.request)) return getStreamerLives(ctx, "favorite").then((lives) => ({ kind: "favourites", lives }));
  if (!showsSideBar(new URL(ctx.request.url).pathname)) return null;
  // The same for every guest: one call per instance and period, not one per page (a page's own calls to the live
  // host are then the ones its circuit breaker counts). An empty answer (a failed call) is not kept.
  const load = async () => {
    const { cards } = await getLiveList(ctx, {
      group: "all",
      categoryNo: null,
      sort: DEFAULT_LIVE_SORT,
      pages: 1,
      adult: false,
      hidden: NONE_HIDDEN,
      keepKey: null,
    });
    return cards.length > 0 ? cards : undefined;
  };
  return cached("side-bar:guests", LIVE_LIST_CACHE, load).then((cards) => ({ kind: "recommended", lives: cards ?? [] }));
}

const NONE_HIDDEN: ReadonlySet<string> = new Set();

/** The side bar's rows of a live list. */
const rowsOf = (lives: BroadcastCard[]) => sideBarRows(lives.map((card) => withAvatar(card) ?? card));

/** The side bar's HTML, open or collapsed as the device remembers it. */
export function sideBarHtml(request: Request, { kind, lives }: SideBarLives, config: LinkConfig): string {
  // Once per list: a kept answer's list is the same array from request to request, and so are its rows, which
  // then name the kept markup without being written out as JSON for each request (fragments.server.tsx).
  const { rows, more } = derivedOnce(lives, rowsOf);
  const state = parseSideBarState(readCookie(request, SIDE_BAR_COOKIE));
  return keptMarkup(SideBar, { kind, state, rows, more, config, returnTo: currentPath(request) });
}
