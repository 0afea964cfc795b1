// /my/feed and /my/feed/{userId} (001 §2.7): favourites, one page of the feed (from ?cursor=), keywords and
// popular posts. The action is the one both feed pages share (features/my/feed-action.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cursorOf, feedTypeOf } from "~/domain/feed";
import { requireViewer } from "~/features/session/viewer.server";
import { getFeedPage, getHotKeywords, getPopularPosts, getStreamers } from "~/upstream/clients/my.server";
import { appLinksInData } from "~/utils/app-links.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { pageData } from "~/utils/page-data.server";
import { parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { readOnlyStreamer } from "~/features/my/only-streamer.server";

export { feedAction as action } from "~/features/my/feed-action.server";

/** The feed's search parameters: the post type (all by default) and the page's cursor (001 §2.7). */
const FeedSearch = searchParamsSchema({ type: z.string().transform(feedTypeOf).catch(""), cursor: z.string().transform(cursorOf).catch(null) });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const userId = params.userId ?? null;
  const { type, cursor } = parseSearchParams(FeedSearch, request);
  const onlyStreamer = readOnlyStreamer(request);
  const [favourites, page, keywords, popular] = await Promise.all([
    // A failing favourites call leaves the list empty; the feed itself goes on (001 §8).
    getStreamers(ctx, "favorite"),
    getFeedPage(ctx, { userId, cursor, onlyStreamer, type }),
    getHotKeywords(ctx),
    getPopularPosts(ctx),
  ]);
  // A page of posts (some 30 KB): as it is to the render (utils/page-data), not read back from a Response first.
  return pageData(
    appLinksInData(linkConfigFor(request), {
      userId,
      type,
      cursor,
      onlyStreamer,
      favourites: favourites.map(({ userId: id, nickname, profileImageUrl, isLive }) => ({ userId: id, nickname, profileImageUrl, isLive })),
      page,
      keywords,
      popular,
    }),
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
