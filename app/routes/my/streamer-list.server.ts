// /my/subscribe and /my/fan (001 §2.4): the same page over two streamer lists, so one loader and one action
// for both (their *.server.ts pass the list).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LIVE_SORTS, liveView, type StreamerListKind } from "~/domain/my";
import { getStreamerLives, getStreamers, getStreamerVods } from "~/upstream/my.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { liveListFields } from "./live-list.server";
import { failedToast, myActionInput } from "./my-actions.server";
import { pinAction } from "./pins.server";

const StreamerListSearch = searchParamsSchema(liveListFields(LIVE_SORTS));

/** Subscriptions and fan clubs (001 §2.4): the strip, the LIVE section and the VOD section. */
export async function loadStreamerList({ request, context }: LoaderFunctionArgs, kind: StreamerListKind) {
  const ctx = { request, context };
  const search = parseSearchParams(StreamerListSearch, request);
  const [streamers, lives, vods] = await Promise.all([getStreamers(ctx, kind), getStreamerLives(ctx, kind), getStreamerVods(ctx, kind)]);
  return json({ streamers, live: liveView(lives, search), vods }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Their action: pinning. */
export async function streamerListAction(args: ActionFunctionArgs, kind: StreamerListKind) {
  const { ctx, formData, back } = await myActionInput(args);
  return (await pinAction(args.request, ctx, kind, formData, back)) ?? failedToast(args.request, back);
}
