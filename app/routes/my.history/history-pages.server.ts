// The history VOD lists (001 §2.5) /my/history/vod, /later and /up: pages 1..n of the URL's sort, shared
// by their *.server.ts.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { HISTORY_SORTS, MY_LIMITS } from "~/domain/my";
import { getHistoryPage, type HistoryList } from "~/upstream/my.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "../my/dialog-route.server";

/** The lists' search parameters: pages 1..page of the sort. */
const HistorySearch = searchParamsSchema({ page: pageField(MY_LIMITS.maxPages), sort: oneOfField(HISTORY_SORTS, "reg_date") });

/** A history VOD list as its page shows it: pages 1..n of the URL's sort (001 §2.5, 'more' while hasMore). */
export async function loadHistoryPages({ request, context }: LoaderFunctionArgs, which: HistoryList) {
  dialogRoute(request);
  const ctx = { request, context };
  const { page, sort } = parseSearchParams(HistorySearch, request);
  const pages = await Promise.all(Array.from({ length: page }, (_, index) => getHistoryPage(ctx, which, index + 1, sort)));
  const seen = new Set<string>();
  const cards = pages.flatMap((result) => result.cards).filter((card) => !seen.has(card.key) && Boolean(seen.add(card.key)));
  return json({ cards, hasMore: pages[pages.length - 1].hasMore, page, sort }, { headers: { "Cache-Control": "private, no-store" } });
}
