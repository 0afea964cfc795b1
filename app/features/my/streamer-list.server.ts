// /my/subscribe and /my/fan (001 §2.4): the same page over two streamer lists, so one loader and one action
// for both (their *.server.ts pass the list).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LIVE_SORTS, type StreamerListKind } from "~/domain/my";
import { getStreamerLives, getStreamers, getStreamerVods } from "~/upstream/clients/my.server";
import { cardColumns } from "~/utils/card-columns.server";
import { pageData } from "~/utils/page-data.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { liveColumnsView, liveListFields } from "./live-list.server";
import { failedToast, myActionInput } from "./my-actions.server";
import { pinAction } from "./pins.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

const StreamerListSearch = searchParamsSchema(liveListFields(LIVE_SORTS));

/** Subscriptions and fan clubs (001 §2.4): the strip, the LIVE section and the VOD section. */
export async function loadStreamerList({ request, context }: LoaderFunctionArgs, kind: StreamerListKind) {
  const ctx = { request, context };
  const search = parseSearchParams(StreamerListSearch, request);
  const [streamers, lives, vods] = await Promise.all([getStreamers(ctx, kind), getStreamerLives(ctx, kind), getStreamerVods(ctx, kind)]);
  // As /my/favorite's: the data as it is to the render, each list's cards as columns.
  return pageData({ streamers, live: liveColumnsView(lives, search), vods: cardColumns(vods) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Their action: pinning. */
async function streamerListActionOnce(args: ActionFunctionArgs, kind: StreamerListKind) {
  const { ctx, formData, back } = await myActionInput(args);
  return (await pinAction(args.request, ctx, kind, formData, back)) ?? failedToast(args.request, back);
}

/** The fan and subscription lists' action, each post once per form key. */
export const streamerListAction = (args: ActionFunctionArgs, kind: StreamerListKind) => oncePerKey((each) => streamerListActionOnce(each, kind))(args);
