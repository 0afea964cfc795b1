// The personal API of the My area on the my host (001 §7.5–7.7): favourites and their groups, pins,
// subscriptions, fan clubs, recommendations, history lists and the user's own posts. Reads fall back
// to the spec's empty defaults; writes answer ActionAnswer (result, code, server message).
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import {
  pinnedFirst,
  type FavouriteGroup,
  type FeedPost,
  type HistorySort,
  type MyStreamer,
  type PlaylistEntry,
  type PlaylistSort,
  type Recommendation,
  type StreamerListKind,
} from "~/domain/my";
import { storyDeleteKind, type StoryFilter, type StoryItem } from "~/domain/my-story";
import { normaliseList, normaliseLive, normalisePlaylistEntry, normaliseVod } from "~/normalise/cards";
import { normaliseFeedPost, normaliseGroup, normaliseLaterEntry, normaliseRecommendation, normaliseStoryItem, normaliseStreamer } from "~/normalise/my";
import { answerOf, ResultMessageSchema, type ActionAnswer } from "./cards.server";
import { memoPerRequest, orDefault, upstreamFetch, type CallContext } from "./http.server";
import { derivedOnce, normalisedOnce } from "./kept-answers.server";
import { looseArray, numberish } from "./schema.server";

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
