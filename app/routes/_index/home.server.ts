// The loader of the home page (000 §2.4): the mode (remembered on the device, prefer for members only),
// the prefer lists' relation cursor, the undo panel's card, and beside the page's sections
// (home-sections.server.ts) the assistant (assistant.server.ts) and the popups of this path (001 §2.16).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { asksWhole, ELEMENT_COST, FIRST_RENDER_ELEMENTS } from "~/domain/first-render";
import {
  formatRelationCursor,
  MODE_COOKIE,
  parseAfterKey,
  parseMoreStage,
  parseRelationCursor,
  planFirstScreens,
  PREFER_MAX_PAGE,
  resolveMode,
} from "~/domain/home";
import { parseClosedPopups, POPUP_CLOSED_PARAM } from "~/domain/promotions";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { getViewer, hasUpstreamLogin } from "~/upstream/clients/station.server";
import { getShownPopups } from "~/upstream/clients/live.server";
import { cardsStayInHtml, withCardColumns } from "~/utils/card-columns.server";
import { readRefused } from "~/utils/card-undo.server";
import { deviceCookie, readCookie } from "~/utils/device-cookie.server";
import { pageData } from "~/utils/page-data.server";
import { comesFromHome } from "~/utils/request-reads";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { loadAssistant, startAssistant } from "./assistant.server";
import { loadHome, startMemberHome } from "./home-sections.server";

/** The prefer list's relation cursor, remembered on the device: the value sent last and the next one. */
const RELATION_COOKIE = "preferRelationType";

const moreStage = z.string().transform(parseMoreStage).catch("initial");
const morePage = pageField(PREFER_MAX_PAGE);
const moreAfter = z.string().transform(parseAfterKey).catch(null);
/** The home page's search parameters: the undo panel's card, the prefer lists' 'more' stages (with the
 * page of 'all' and the card it starts after) and the popups closed in this view. */
const HomeSearch = searchParamsSchema({
  [UNDO_PARAM]: z.string().transform(parseUndo).catch(null),
  live: moreStage,
  vod: moreStage,
  livePage: morePage,
  vodPage: morePage,
  liveAfter: moreAfter,
  vodAfter: moreAfter,
  // Read as text, the set made by the loader: a missing parameter's fallback is then a plain value, read
  // without zod (utils/search-params.ts), where a set would be made by a failed parse for every request.
  [POPUP_CLOSED_PARAM]: z.string().catch(""),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const search = parseSearchParams(HomeSearch, url);
  const undo = search[UNDO_PARAM];
  // The prefer lists' relation cursor moves on when the viewer arrives from another page; reloads after
  // an action, 'more' and undo (all coming from this page) keep the order the page has.
  const referer = request.headers.get("referer");
  const fromHome = comesFromHome(referer, url.origin);
  const cursor = parseRelationCursor(readCookie(request, RELATION_COOKIE));
  const relationType = fromHome && cursor.current ? cursor.current : cursor.next;
  // With the upstream's login cookie, the calls that need only the cookie go out beside the session check
  //: the favourite and alarm states of what they return are the second and last round.
  if (hasUpstreamLogin(request)) {
    startMemberHome(ctx, { mode: resolveMode(readCookie(request, MODE_COOKIE), true), relationType });
    startAssistant(ctx);
  }
  const viewer = await getViewer(ctx);
  const mode = resolveMode(readCookie(request, MODE_COOKIE), viewer !== null);
  const refused = undo?.action === "not-recommend" ? await readRefused(request) : null;
  const [page, assistant, popups] = await Promise.all([
    loadHome(ctx, {
      viewer,
      mode,
      relationType,
      stages: { live: search.live, vod: search.vod },
      pages: { live: search.livePage, vod: search.vodPage },
      after: { live: search.liveAfter, vod: search.vodAfter },
      undo,
      refused,
    }),
    loadAssistant(ctx, viewer),
    getShownPopups(ctx, {
      path: url.pathname,
      now: Date.now(),
      closed: parseClosedPopups(search[POPUP_CLOSED_PARAM]),
      cookie: (name) => readCookie(request, name),
    }),
  ]);

  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  if (mode === "prefer" && page.nextRelationType && relationType === cursor.next) {
    headers.append("set-cookie", deviceCookie(request, RELATION_COOKIE, formatRelationCursor({ current: relationType, next: page.nextRelationType })));
  }
  // A page loaded whole shows its cards in the HTML, and its data carries only what the browser reads of them.
  const inHtml = cardsStayInHtml(request, context);
  const budget = FIRST_RENDER_ELEMENTS - (page.featured ? ELEMENT_COST.featured : 0);
  const sections = planFirstScreens(page.sections, asksWhole(url.searchParams), budget).map((section) =>
    section.kind === "cards" ? withCardColumns(section, inHtml) : section,
  );
  return pageData({ mode, signedIn: viewer !== null, ...page, sections, assistant, popups }, { headers });
}
