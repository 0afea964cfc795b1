// The VOD pages' loader (001 §2.9, §9): the tab from the URL (404 for others), page, sort and, on the
// all-VOD list, the keyword; the playlists tab lists the station's playlists.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { VOD_SORTS, VOD_TABS, type VodSort, type VodTab } from "~/domain/station";
import { getStationPlaylists, getStationVods } from "~/upstream/station.server";
import { requireStreamerId } from "../station.$streamerId/station-guards.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const tab = (params.tab ?? "all") as VodTab;
  if (!VOD_TABS.includes(tab) && params.tab !== "all") throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(9999, Number(url.searchParams.get("page")) || 1));
  const sort = (VOD_SORTS as readonly string[]).includes(url.searchParams.get("sort") ?? "") ? (url.searchParams.get("sort") as VodSort) : "reg_date";
  const keyword = tab === "all" ? (url.searchParams.get("keyword") ?? "").trim().slice(0, 50) : "";
  const ctx = { request, context };
  if (tab === "list") return json({ tab, sort, keyword, list: { cards: await getStationPlaylists(ctx, streamerId), page: 1, lastPage: 1, total: 0 } });
  return json({ tab, sort, keyword, list: await getStationVods(ctx, streamerId, tab, { page, orderby: sort, keyword }) });
}
