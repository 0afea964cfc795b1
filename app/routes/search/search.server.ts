// The loader of /search (000 §2.7, §4.10, §5): reads the query, runs the stop-word step and then the calls
// of the tab's groups (search-results.server.ts), and builds the page's links (controls.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatKst } from "~/domain/dates";
import type { SearchResultsData, SearchResultsView } from "~/domain/search-page";
import { parseSearchQuery } from "~/forms/search-query.server";
import { appLinksInData } from "~/utils/app-links.server";
import { cardColumns, cardsStayInHtml } from "~/utils/card-columns.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { pageData } from "~/utils/page-data.server";
import { searchControls } from "./controls.server";
import { loadSearchPage } from "./search-results.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const today = formatKst(Date.now(), "YYYY-MM-DD");
  const params = new URL(request.url).searchParams;
  const data = await loadSearchPage({ request, context }, parseSearchQuery(params, today), today);
  // Results depend on the viewer (favourites, hidden streamers): never shared by caches.
  const page: SearchResultsData = appLinksInData(linkConfigFor(request), { ...data, controls: searchControls(params, data) });
  return pageData(resultsView(page, cardsStayInHtml(request, context)), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** The results' card lists as columns (the page's data is serialised for every request); `inHtml`: the browser
 * keeps the HTML the server rendered of them (a page loaded whole). */
function resultsView(page: SearchResultsData, inHtml: boolean): SearchResultsView {
  const { live, vod, catches, stories } = page;
  return {
    ...page,
    live: { ...live, cards: cardColumns(live.cards, inHtml), extra: cardColumns(live.extra, inHtml) },
    vod: { ...vod, cards: cardColumns(vod.cards, inHtml) },
    catches: cardColumns(catches, inHtml),
    stories: cardColumns(stories, inHtml),
  };
}
