// The station home's loader (001 §2.9): posts pinned to the home, notices and recent posts of every
// board, and the recent VODs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBoardPage } from "~/upstream/clients/station.server";
import { getStationVods } from "~/upstream/clients/channel.server";
import { pageData } from "~/utils/page-data.server";
import { requireStreamerId } from "~/features/station/station-guards.server";
import { RECENT } from "./recent";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const [board, vods] = await Promise.all([
    getBoardPage(ctx, streamerId, null, { page: 1, sort: "reg_date", field: "title", keyword: "", scope: "all" }, RECENT),
    getStationVods(ctx, streamerId, "all", { page: 1, orderby: "reg_date" }),
  ]);
  const page = board.ok ? board.data : null;
  return pageData({ pins: page?.pins ?? [], notices: page?.notices ?? [], posts: page?.posts ?? [], vods: vods.cards.slice(0, RECENT) });
}
