// The my host's calls (001 §4.8, §7.5–7.8): favourites and their groups, pins, subscriptions, fan clubs,
// recommendations, history lists, watch later and the user's own posts; the station feed by indexRegDate
// cursor, hot keywords, popular posts, the top-100 hot list, likes and hiding; the AI assistant's session.
// Reads fall back to the spec's empty defaults (feed post HTML sanitised here, before any page gets it);
// writes answer ActionAnswer (result, code, server message).
import { z } from "zod";
import type { IconSize } from "~/domain/assistant";
import type { BroadcastCard } from "~/domain/cards";
import type { FeedPage, FeedType, HotList, PopularPost } from "~/domain/feed";
import {
  type FavouriteGroup,
  type FeedPost,
  type HistorySort,
  type MyStreamer,
  pinnedFirst,
  type PlaylistEntry,
  type PlaylistSort,
  type Recommendation,
  type StreamerListKind,
} from "~/domain/my";
import { storyDeleteKind, type StoryFilter, type StoryItem } from "~/domain/my-story";
import { type AssistantSession, normaliseAssistantSession } from "~/normalise/assistant";
import { normaliseList, normaliseLive, normalisePlaylistEntry, normaliseVod } from "~/normalise/cards";
import { normaliseFeedPage, normaliseHotKeywords, normaliseHotList, normalisePopularPost } from "~/normalise/feed";
import { normaliseFeedPost, normaliseGroup, normaliseLaterEntry, normaliseRecommendation, normaliseStoryItem, normaliseStreamer } from "~/normalise/my";
import { sanitizeStationHtml } from "~/utils/station-html.server";
import { derivedOnce, normalisedOnce } from "../kept-answers.server";
import { memoPerRequest, orDefault, upstreamFetch } from "../policy.server";
import { type ActionAnswer, answerOf, looseArray, numberish, ResultMessageSchema } from "../schema.server";
import type { CallContext } from "../transport.server";

const ListSchema = z.object({ data: looseArray(z.unknown()) }).passthrough();
const PagedSchema = z
  .object({ data: looseArray(z.unknown()), has_more: z.unknown().optional(), hasMore: z.unknown().optional() })
  .passthrough()
  .transform((answer) => ({ data: answer.data, hasMore: answer.has_more === true || answer.hasMore === true || answer.has_more === 1 }));
const MetaPagedSchema = z.object({
  data: looseArray(z.unknown()),
  meta: z
    .object({ current_page: numberish.optional(), currentPage: numberish.optional(), last_page: numberish.optional(), lastPage: numberish.optional() })
    .passthrough()
    .optional(),
});

const seg = encodeURIComponent;

/** The list path of each streamer list on the my host. */
const STREAMER_PATHS: Record<StreamerListKind, string> = { favorite: "/api/favorite", subscribe: "/api/subscribe", fanclub: "/api/fanclub" };

/** A list as the upstream answered it, or null when it did not answer (a failure, not an empty list). */
async function listOrNull<T>(
  ctx: CallContext,
  path: string,
  query: Record<string, string | undefined>,
  normalise: (item: unknown) => T | null,
): Promise<T[] | null> {
  const answer = orDefault(await upstreamFetch(ctx, "my", path, { query, schema: ListSchema, keep: true }), null);
  return answer ? normalisedOnce(answer.data, normalise) : null;
}

/** A list, empty when the upstream did not answer (the spec's empty default). */
async function list<T>(ctx: CallContext, path: string, query: Record<string, string | undefined>, normalise: (item: unknown) => T | null): Promise<T[]> {
  return (await listOrNull(ctx, path, query, normalise)) ?? [];
}

const groupQuery = (groupId: string | null) => ({ group_idx: groupId ?? undefined });

// ---- Streamer lists (favourites with an optional group, subscriptions, fan clubs) ----

export async function getStreamers(ctx: CallContext, kind: StreamerListKind, groupId: string | null = null): Promise<MyStreamer[]> {
  return pinnedFirst(await list(ctx, STREAMER_PATHS[kind], groupQuery(groupId), normaliseStreamer));
}

/** Once per request (the request's memo): the root loader's side bar and /my/favorite ask for the same list. */
export function getStreamerLives(ctx: CallContext, kind: StreamerListKind, groupId: string | null = null): Promise<BroadcastCard[]> {
  return memoPerRequest(ctx, `my:lives:${kind}:${groupId ?? ""}`, () => list(ctx, `${STREAMER_PATHS[kind]}/live`, groupQuery(groupId), normaliseLive));
}

export function getStreamerVods(ctx: CallContext, kind: StreamerListKind, groupId: string | null = null): Promise<BroadcastCard[]> {
  return list(ctx, `${STREAMER_PATHS[kind]}/vod`, groupQuery(groupId), (item) => normaliseVod(item));
}

/** The favourites' Catch story, Catch and user clip sections (getCatchStory, getCatch, getUserClip). */
export function getFavouriteClips(ctx: CallContext, section: "catchstory" | "catch" | "userclip", groupId: string | null): Promise<BroadcastCard[]> {
  return list(ctx, `/api/favorite/${section}`, groupQuery(groupId), (item) => normaliseVod(item));
}

/** setPin / deletePin (001 §7.5): the same calls for favourites, subscriptions and fan clubs. */
export async function setPin(ctx: CallContext, kind: StreamerListKind, streamerId: string, pinned: boolean): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "my", `${STREAMER_PATHS[kind]}/pin/${seg(streamerId)}`, {
      form: pinned ? {} : { _method: "delete" },
      schema: ResultMessageSchema,
    }),
  );
}

// ---- Favourite groups ----

export function getFavouriteGroups(ctx: CallContext): Promise<FavouriteGroup[]> {
  return list(ctx, "/api/favorite/group/list", {}, normaliseGroup);
}

/** The groups, or null when the upstream did not answer: a page about one group tells that from "no such group". */
export function getFavouriteGroupsOrNull(ctx: CallContext): Promise<FavouriteGroup[] | null> {
  return listOrNull(ctx, "/api/favorite/group/list", {}, normaliseGroup);
}

export async function createGroup(ctx: CallContext, title: string): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", "/api/favorite/group", { form: { title }, schema: ResultMessageSchema }));
}

export async function renameGroup(ctx: CallContext, idx: string, title: string): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `/api/favorite/group/${seg(idx)}`, { form: { _method: "put", title }, schema: ResultMessageSchema }));
}

export async function deleteGroup(ctx: CallContext, idx: string): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `/api/favorite/group/${seg(idx)}`, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

export async function setGroupMember(ctx: CallContext, idx: string, streamerId: string, member: boolean): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "my", `/api/favorite/group/${seg(idx)}/streamer/${seg(streamerId)}`, {
      form: member ? {} : { _method: "delete" },
      schema: ResultMessageSchema,
    }),
  );
}

// ---- '방송국 새 글' and recommendations ----

/** getFeed {group_idx} (001 §7.5) is §7.8's GET /api/feed/favorite?page={n} (data, links, meta with total):
 * the first page of the favourites' new station posts, of the page's group. */
export function getFavouriteFeed(ctx: CallContext, groupId: string | null): Promise<FeedPost[]> {
  return list(ctx, "/api/feed/favorite", { ...groupQuery(groupId), page: "1" }, normaliseFeedPost);
}

export function getRecommendedStreamers(ctx: CallContext): Promise<Recommendation[]> {
  return list(ctx, "/api/favorite/recommend", {}, normaliseRecommendation);
}

/** rejectRecommend: the answer's addInfo are the replacements to append (001 §4.1). */
export async function rejectRecommend(
  ctx: CallContext,
  input: { streamerId: string; broadcastId: string; logic: string; recommendedStreamerIds: string[] },
): Promise<ActionAnswer & { addInfo: Recommendation[] }> {
  const result = await upstreamFetch(ctx, "my", "/api/favorite/recommend/reject", {
    form: {
      streamer_id: input.streamerId,
      broadcast_id: input.broadcastId,
      logic: input.logic,
      recommended_streamer_ids: input.recommendedStreamerIds.join(","),
    },
    schema: ResultMessageSchema,
  });
  const data = result.ok && result.data.data && !Array.isArray(result.data.data) ? (result.data.data as Record<string, unknown>) : null;
  const addInfo = data?.add_info ?? data?.addInfo;
  return { ...answerOf(result), addInfo: normaliseList(Array.isArray(addInfo) ? addInfo : [], normaliseRecommendation) };
}

// ---- History (001 §7.6) ----

export async function getRecentLives(ctx: CallContext): Promise<BroadcastCard[]> {
  const answer = orDefault(await upstreamFetch(ctx, "my", "/api/recent", { schema: ListSchema, keep: true }), null);
  return answer ? derivedOnce(answer.data, recentLives) : [];
}

/** Watch order: order_no 1 is the most recent. */
const recentLives = (items: unknown[]) =>
  normaliseList(
    [...items].sort((a, b) => orderNo(a) - orderNo(b)),
    normaliseLive,
  );
const orderNo = (item: unknown) => Number((item as { order_no?: unknown; orderNo?: unknown })?.order_no ?? (item as { orderNo?: unknown })?.orderNo) || 0;

export async function deleteRecentLive(ctx: CallContext, streamerId: string | "all"): Promise<ActionAnswer> {
  const path = streamerId === "all" ? "/api/recent/delete/all" : `/api/recent/${seg(streamerId)}`;
  return answerOf(await upstreamFetch(ctx, "my", path, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

export type HistoryList = "recent" | "later" | "up";
const HISTORY_PATHS: Record<HistoryList, string> = { recent: "/api/history/recent/vod", later: "/api/history/later/vod", up: "/api/history/up/vod" };

/** One page of a history VOD list (getRecentVod, getLaterVod, getUpVod); the later list also holds live entries. */
export async function getHistoryPage(
  ctx: CallContext,
  which: HistoryList,
  page: number,
  sort: HistorySort,
): Promise<{ cards: BroadcastCard[]; hasMore: boolean }> {
  const answer = orDefault(
    await upstreamFetch(ctx, "my", HISTORY_PATHS[which], { query: { page, order_by_column: sort, order_by_type: "desc" }, schema: PagedSchema, keep: true }),
    null,
  );
  const normalise = which === "later" ? normaliseLaterEntry : normaliseHistoryVod;
  return { cards: normalisedOnce(answer?.data, normalise), hasMore: answer?.hasMore ?? false };
}

const normaliseHistoryVod = (item: unknown) => normaliseVod(item);

export async function deleteRecentVod(ctx: CallContext, titleNo: string | "all"): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `/api/history/recent/vod/${seg(titleNo)}`, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

export async function deleteLaterEntry(ctx: CallContext, type: "VOD" | "LIVE", id: string): Promise<ActionAnswer> {
  const path = `/api/history/later/${type === "LIVE" ? "live" : "VOD"}/${seg(id)}`;
  return answerOf(await upstreamFetch(ctx, "my", path, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

/** deleteLaterVod('view' | 'all'): every played entry, or everything. */
export async function deleteLaterEntries(ctx: CallContext, which: "view" | "all"): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", "/api/history/later/vod", { form: { _method: "delete", del_type: which }, schema: ResultMessageSchema }));
}

/** Clicking a thumbnail on the watch-later page marks the entry viewed (_method PUT). */
export async function markLaterViewed(ctx: CallContext, type: "VOD" | "LIVE", id: string): Promise<ActionAnswer> {
  const path = `/api/history/later/${type === "LIVE" ? "live" : "vod"}/${seg(id)}`;
  return answerOf(await upstreamFetch(ctx, "my", path, { form: { _method: "PUT" }, schema: ResultMessageSchema }));
}

export async function cancelUp(ctx: CallContext, streamerId: string, titleNo: string): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "my", `/api/history/up/${seg(streamerId)}/${seg(titleNo)}`, { form: { _method: "delete" }, schema: ResultMessageSchema }),
  );
}

export async function getPlaylists(ctx: CallContext, sort: PlaylistSort): Promise<PlaylistEntry[]> {
  return list(ctx, "/api/history/playlist", { order_by_column: sort, order_by_type: "desc" }, normalisePlaylistEntry);
}

/** The owner deletes the playlist; anyone else takes a shared playlist off their list. */
export async function deletePlaylist(ctx: CallContext, listIdx: string, isOwner: boolean): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "my", "/vodplaylist/api/api.php", {
      form: { szWork: isOwner ? "del_playlist_list" : "share_playlist_bj_del_list", nPlaylistIdx: listIdx },
      schema: ResultMessageSchema,
    }),
  );
}

// ---- Own posts and comments (001 §7.7) ----

/** One page of the story list; null when it could not be loaded (the page shows the load-failure text). */
export async function getStoryPage(ctx: CallContext, page: number, filter: StoryFilter): Promise<{ items: StoryItem[]; lastPage: number } | null> {
  const result = await upstreamFetch(ctx, "my", "/api/story", { query: { page, feed_type: filter }, schema: MetaPagedSchema, keep: true });
  if (!result.ok) return null;
  const meta = result.data.meta;
  return { items: normaliseList(result.data.data, normaliseStoryItem), lastPage: Number(meta?.last_page ?? meta?.lastPage ?? page) || page };
}

export type StoryRef = Pick<StoryItem, "feedType" | "stationUserId" | "titleNo" | "pCommentNo" | "cCommentNo">;

/** The delete path of a post, a comment (pCommentNo) or a reply (cCommentNo). */
export function storyDeletePath(item: StoryRef): string {
  const post = `/api/story/${seg(item.stationUserId)}/title/${seg(item.titleNo)}`;
  const kind = storyDeleteKind(item);
  if (kind === "post") return post;
  const comment = `${post}/comment/${seg(item.pCommentNo ?? "")}`;
  return kind === "comment" ? comment : `${comment}/reply/${seg(item.cCommentNo ?? "")}`;
}

export async function deleteStoryItem(ctx: CallContext, item: StoryRef): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", storyDeletePath(item), { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

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

const BASE = "/api/persona";
const SessionSchema = z.object({ data: z.unknown() }).passthrough();

/** The viewer's assistant session, normalised; null without a session or when the service fails. */
export async function getAssistantSession(ctx: CallContext): Promise<AssistantSession | null> {
  const answer = orDefault(await upstreamFetch(ctx, "my", `${BASE}/session`, { schema: SessionSchema, keep: true }), null);
  return normaliseAssistantSession(answer?.data);
}

export async function setAssistantToggle(ctx: CallContext, on: boolean): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/toggle`, { form: { toggle: on ? "ON" : "OFF" }, schema: ResultMessageSchema }));
}

export async function setAssistantIconSize(ctx: CallContext, size: IconSize): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/icon`, { form: { size }, schema: ResultMessageSchema }));
}

export async function removeAssistantToken(ctx: CallContext): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "my", `${BASE}/token`, { form: { _method: "delete" }, schema: ResultMessageSchema }));
}

export async function addWatchLater(ctx: CallContext, type: "LIVE" | "VOD", id: string): Promise<ActionAnswer> {
  const path = `/api/history/later/${type === "LIVE" ? "live" : "vod"}/${encodeURIComponent(id)}`;
  return answerOf(await upstreamFetch(ctx, "my", path, { method: "POST", form: {}, schema: ResultMessageSchema }));
}
