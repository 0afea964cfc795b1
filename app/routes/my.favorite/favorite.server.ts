// /my/favorite (001 §2.3): every section, filtered by the URL's group; the action is the one its dialog
// routes share (routes/my/favourite-action.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { LIVE_SORTS, MY_LIMITS } from "~/domain/my";
import { getHiddenStreamers } from "~/upstream/cards.server";
import {
  getFavouriteClips,
  getFavouriteFeed,
  getFavouriteGroups,
  getRecommendedStreamers,
  getStreamerLives,
  getStreamers,
  getStreamerVods,
} from "~/upstream/my.server";
import { cardColumns } from "~/utils/card-columns.server";
import { pageData } from "~/utils/page-data.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "../my/dialog-route.server";
import { groupIdField } from "../my/favourite-groups.server";
import { liveColumnsView, liveListFields } from "../my/live-list.server";

export { favouriteAction as action } from "../my/favourite-action.server";

const FavoriteSearch = searchParamsSchema({ groupId: groupIdField, ...liveListFields(LIVE_SORTS) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const ctx = { request, context };
  const search = parseSearchParams(FavoriteSearch, request);
  const { groupId } = search;
  const [groups, streamers, lives, feed, stories, clips, vods, catches, recommended, hidden] = await Promise.all([
    getFavouriteGroups(ctx),
    getStreamers(ctx, "favorite", groupId),
    getStreamerLives(ctx, "favorite", groupId),
    getFavouriteFeed(ctx, groupId),
    getFavouriteClips(ctx, "catchstory", groupId),
    getFavouriteClips(ctx, "userclip", groupId),
    getStreamerVods(ctx, "favorite", groupId),
    getFavouriteClips(ctx, "catch", groupId),
    getRecommendedStreamers(ctx),
    getHiddenStreamers(ctx, true),
  ]);
  const max = MY_LIMITS.sectionMax;
  // Some 150 cards (issue 23): the data as it is to the render (no json() Response read back first), each list's
  // cards as columns (a field's name once a list, not once a card).
  return pageData(
    {
      groupId,
      groups,
      streamers,
      live: liveColumnsView(lives, search),
      feed,
      stories: cardColumns(stories.slice(0, max)),
      clips: cardColumns(clips.slice(0, max)),
      vods: cardColumns(vods.slice(0, max)),
      catches: cardColumns(catches.slice(0, max)),
      recommended: recommended.filter((item) => !hidden.has(item.card.userId)),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
