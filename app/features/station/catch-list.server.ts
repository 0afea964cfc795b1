// The Catch and Catch story pages' loader (001 §2.9), shared by /catch and /catchstory: 20 vertical
// cards a page.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STATION_MAX_PAGE } from "~/domain/station";
import { getStationCatch } from "~/upstream/clients/channel.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { requireStreamerId } from "./station-guards.server";

const CatchSearch = searchParamsSchema({ page: pageField(STATION_MAX_PAGE) });

export async function catchLoader({ request, params, context }: LoaderFunctionArgs, kind: "catch" | "story") {
  const streamerId = requireStreamerId(params);
  const { page } = parseSearchParams(CatchSearch, request);
  const list = await getStationCatch({ request, context }, streamerId, kind, page);
  redirectPastTheEnd(request, { page, shown: list.cards.length, lastPage: list.lastPage });
  return json(list);
}
