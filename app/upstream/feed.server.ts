// The feed calls on the my host (001 §7.8): the station feed by indexRegDate cursor, hot keywords, popular
// posts, the top-100 hot list, likes and hiding. Reads fail quietly to empty lists (001 §8); post HTML is
// sanitised here, before any page gets it.
import { z } from "zod";
import type { FeedPage, FeedType, HotList, PopularPost } from "~/domain/feed";
import { normaliseList } from "~/normalise/cards";
import { normaliseFeedPage, normaliseHotKeywords, normaliseHotList, normalisePopularPost } from "~/normalise/feed";
import { answerOf, ResultMessageSchema, type ActionAnswer } from "./cards.server";
import { upstreamFetch, type CallContext } from "./http.server";
import { derivedOnce } from "./kept-answers.server";
import { looseArray } from "./schema.server";
import { sanitizeStationHtml } from "./station-html.server";

const seg = encodeURIComponent;

const FeedPageSchema = z
  .object({ data: looseArray(z.unknown()), has_more: z.unknown().optional(), hasMore: z.unknown().optional() })
  .passthrough()
  .transform((answer) => ({ data: answer.data, hasMore: [answer.has_more, answer.hasMore].some((value) => value === true || value === 1 || value === "1") }));
const ArraySchema = looseArray(z.unknown());
const HotListSchema = z.object({ data: looseArray(z.unknown()) }).passthrough();

export type FeedQuery = { userId: string | null; cursor: string | null; onlyStreamer: boolean; type: FeedType };

/** A feed answer as the pages read it, its posts' HTML sanitised (made once per kept answer: derivedOnce). */
function feedPageOf(answer: { data: unknown[]; hasMore: boolean }): FeedPage {
  const page = normaliseFeedPage(answer);
  // A feed post is a station post (one post table): the station's policy, as on its own page.
  return {
    ...page,
    items: page.items.map((item) => (item.kind === "POST" || item.kind === "PHOTO" ? { ...item, html: sanitizeStationHtml(item.html) } : item)),
  };
}
const EMPTY_FEED_PAGE = feedPageOf({ data: [], hasMore: false });

/** One page of the feed of every favourite (or of one streamer's station), before the cursor. */
export async function getFeedPage(ctx: CallContext, query: FeedQuery): Promise<FeedPage> {
  const path = query.userId ? `/api/feed/${seg(query.userId)}` : "/api/feed";
  const result = await upstreamFetch(ctx, "my", path, {
    query: {
      index_reg_date: query.cursor ?? undefined,
      user_id: query.userId ?? undefined,
      is_bj_write: query.onlyStreamer ? "1" : "",
      feed_type: query.type,
    },
    schema: FeedPageSchema,
    keep: true,
  });
  return result.ok ? derivedOnce(result.data, feedPageOf) : EMPTY_FEED_PAGE;
}

const keywordsOf = (answer: unknown[]) => normaliseHotKeywords(answer);
const popularOf = (answer: unknown[]) => normaliseList(answer, normalisePopularPost);

export async function getHotKeywords(ctx: CallContext): Promise<string[]> {
  const result = await upstreamFetch(ctx, "my", "/api/hashtag", { schema: ArraySchema, keep: true });
  return result.ok ? derivedOnce(result.data, keywordsOf) : [];
}

export async function getPopularPosts(ctx: CallContext): Promise<PopularPost[]> {
  const result = await upstreamFetch(ctx, "my", "/api/popular", { schema: ArraySchema, keep: true });
  return result.ok ? derivedOnce(result.data, popularOf) : [];
}

/** getFeedHotissue: the ranked list with the server's refresh time and cycle. */
export async function getHotList(ctx: CallContext): Promise<HotList> {
  const result = await upstreamFetch(ctx, "my", "/api/feed/hotissue", { schema: HotListSchema, keep: true });
  return result.ok ? derivedOnce(result.data, normaliseHotList) : normaliseHotList(null);
}

/** setFeedLike / setFeedUnLike (stationUserId, titleNo). */
export async function setFeedLike(ctx: CallContext, stationUserId: string, titleNo: string, like: boolean): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "my", `/api/feed/${seg(stationUserId)}/title/${seg(titleNo)}/like`, {
      form: like ? {} : { _method: "delete" },
      schema: ResultMessageSchema,
    }),
  );
}

/** setFeedBlind / setFeedUnBlind (userId): the viewer stops (or starts again) seeing that author's popular posts. */
export async function setFeedBlind(ctx: CallContext, userId: string, hide: boolean): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `/api/feed/blind/${seg(userId)}`, { form: hide ? {} : { _method: "delete" }, schema: ResultMessageSchema }));
}
