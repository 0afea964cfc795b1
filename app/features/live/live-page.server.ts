// The data of the three /live pages (000 §2.6), which have no layout route: /live/all, /live/group/{type}
// and /live/group/sports each import it from here (their loaders: live-all.server.ts,
// ../live.group.$type/live-group.server.ts, ../live.group.sports/live-sports.server.ts). The list by 60
// in the chosen sort (hidden streamers left out), and for a group its poster categories (categoryName
// selects one), the group banners of the group or bora variant, and for sports the text banners. Each
// part fails on its own.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { asksWhole } from "~/domain/first-render";
import { bannerKeyFor, DEFAULT_LIVE_SORT, LIVE_SORTS, liveFirstScreen, type LiveGroupType, type LivePageData, type LivePageView } from "~/domain/live";
import { MAX_PAGES, PAGE_SIZE, pageWindow } from "~/domain/paging";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { getViewer } from "~/upstream/clients/station.server";
import { getHiddenStreamers, getLiveList } from "~/upstream/clients/live.server";
import { getGroupStatics, getPosterCategories, type GroupStatics } from "~/upstream/clients/static.server";
import { cardsStayInHtml, withCardColumns } from "~/utils/card-columns.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { liveHeadHtml, liveSortHtml } from "./live-html.server";

/** The /live pages' search parameters ('more' shows pages 1..page). */
const LiveSearch = searchParamsSchema({
  sort: oneOfField(LIVE_SORTS, DEFAULT_LIVE_SORT),
  page: pageField(MAX_PAGES),
  categoryName: z.string().trim().nullable().catch(null),
  [UNDO_PARAM]: z.string().transform(parseUndo).catch(null),
});

const NO_STATICS: GroupStatics = { banners: {}, textBanners: [] };

export async function loadLivePage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, group: LiveGroupType | "all"): Promise<LivePageData> {
  const ctx = { request, context };
  const search = parseSearchParams(LiveSearch, request);
  const { sort, page } = search;
  const categoryName = group === "all" ? null : search.categoryName || null;
  const [viewer, hidden, posters, statics] = await Promise.all([
    getViewer(ctx),
    getViewer(ctx).then((viewer) => getHiddenStreamers(ctx, viewer !== null)),
    group === "all" ? Promise.resolve([]) : getPosterCategories(ctx, group),
    group === "all" ? Promise.resolve(NO_STATICS) : getGroupStatics(ctx),
  ]);
  const selected = categoryName ? (posters.find((poster) => poster.name === categoryName) ?? null) : null;
  const { first: firstPage } = pageWindow(page, PAGE_SIZE.live);
  const list = await getLiveList(ctx, {
    group,
    categoryNo: selected?.categoryNo ?? null,
    sort,
    pages: page,
    first: firstPage,
    adult: viewer?.isAdult ?? false,
    hidden,
    keepKey: search[UNDO_PARAM]?.key ?? null,
  });
  redirectPastTheEnd(request, { page, shown: list.cards.length });
  const bannerKey = group === "all" ? null : bannerKeyFor(group, selected?.categoryNo ?? null);
  return {
    group,
    sort,
    page,
    firstPage,
    posters,
    selected: selected?.name ?? null,
    banners: bannerKey ? (statics.banners[bannerKey] ?? []) : [],
    textBanners: group === "sports" ? statics.textBanners : [],
    adult: viewer?.isAdult ?? false,
    ...list,
  };
}

/** The page for the browser: the top and the sort as HTML instead of the data they are made of, and in a page
 * loaded whole only what the browser reads of the cards its HTML shows. */
export function livePageView(page: LivePageData, { request, context }: Pick<LoaderFunctionArgs, "request" | "context">): LivePageView {
  const { posters, banners, textBanners, adult, ...rest } = page;
  return {
    ...withCardColumns(rest, cardsStayInHtml(request, context)),
    head: liveHeadHtml(page),
    sortForm: liveSortHtml(page.group, page.sort, page.selected),
    firstScreen: liveFirstScreen(page, asksWhole(new URL(request.url).searchParams)),
  };
}
