// The VOD pages' loader (001 §2.9, §9): the tab from the URL (404 for others), page, sort and, on the
// all-VOD list, the keyword; the playlists tab lists the station's playlists.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STATION_MAX_PAGE, VOD_SORTS, VOD_TABS, type VodTab } from "~/domain/station";
import { getStationPlaylists, getStationVods } from "~/upstream/clients/channel.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema, textField } from "~/utils/search-params";
import { requireStreamerId } from "~/features/station/station-guards.server";

/** The VOD pages' search parameters: page and sort, and the keyword of the all-VOD list. */
const VodSearch = searchParamsSchema({ page: pageField(STATION_MAX_PAGE), sort: oneOfField(VOD_SORTS, "reg_date"), keyword: textField(50) });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const tab = (params.tab ?? "all") as VodTab;
  if (!VOD_TABS.includes(tab) && params.tab !== "all") throw new Response("Not Found", { status: 404 });
  const search = parseSearchParams(VodSearch, request);
  const { page, sort } = search;
  const keyword = tab === "all" ? search.keyword : "";
  const ctx = { request, context };
  if (tab === "list") return json({ tab, sort, keyword, list: { cards: await getStationPlaylists(ctx, streamerId), page: 1, lastPage: 1, total: 0 } });
  const list = await getStationVods(ctx, streamerId, tab, { page, orderby: sort, keyword });
  redirectPastTheEnd(request, { page, shown: list.cards.length, lastPage: list.lastPage });
  return json({ tab, sort, keyword, list });
}
