// The history VOD lists (001 §2.5) /my/history/vod, /later and /up: pages 1..n of the URL's sort, shared
// by their *.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { HISTORY_SORTS, MY_LIMITS } from "~/domain/my";
import { keepLastPages, pageWindow } from "~/domain/paging";
import { getHistoryPage, type HistoryList } from "~/upstream/clients/my.server";
import { cardColumns } from "~/utils/card-columns.server";
import { pageData } from "~/utils/page-data.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "~/features/my/dialog-route.server";

/** The lists' search parameters: pages 1..page of the sort. */
const HistorySearch = searchParamsSchema({ page: pageField(MY_LIMITS.maxPages), sort: oneOfField(HISTORY_SORTS, "reg_date") });

/** A history VOD list as its page shows it: pages 1..n of the URL's sort (001 §2.5, 'more' while hasMore). */
export async function loadHistoryPages({ request, context }: LoaderFunctionArgs, which: HistoryList) {
  dialogRoute(request);
  const ctx = { request, context };
  const { page, sort } = parseSearchParams(HistorySearch, request);
  // Pages 1..page, or the last of them that fit one HTML page: the upstream's page size decides.
  const { first } = pageWindow(page, MY_LIMITS.upstreamPageSize);
  const pages = await Promise.all(Array.from({ length: page - first + 1 }, (_, index) => getHistoryPage(ctx, which, first + index, sort)));
  const seen = new Set<string>();
  const cards = keepLastPages(pages.map((result) => result.cards))
    .pages.flat()
    .filter((card) => !seen.has(card.key) && Boolean(seen.add(card.key)));
  redirectPastTheEnd(request, { page, shown: cards.length });
  // As the other My lists: the data as it is to the render, the cards as columns (the routes read them with cardsOf).
  return pageData({ cards: cardColumns(cards), hasMore: pages[pages.length - 1].hasMore, page, sort }, { headers: { "Cache-Control": "private, no-store" } });
}
