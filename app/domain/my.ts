// The My area (001 §2.1–2.5, §3.1, §4.1, §9): favourite, subscribed and fan-club streamers, groups and
// history lists, with the rules the pages apply to them. The user's own posts are in my-story.ts.
import type { BroadcastCard } from "./cards";
import type { Toast } from "./toast";
import { pageWindow } from "./paging";

/** The three streamer lists with a strip and pinning. */
export type StreamerListKind = "favorite" | "subscribe" | "fanclub";

export type MyStreamer = {
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  isLive: boolean;
  isPinned: boolean;
  /** When it was pinned (epoch ms), for the order among pinned streamers. */
  pinnedAt: number | null;
  isFan: boolean;
  isSubscriber: boolean;
  /** The member's alarm for this streamer's broadcasts (the station's push toggle, 001 §4.4): the go-live toast's. */
  isAlarmOn: boolean;
};

export type FavouriteGroup = { idx: string; title: string; count: number };

/** Longest group name (ours: the spec gives none). */
export const GROUP_TITLE_MAX = 20;

/** A post of a favourite streamer's station ('방송국 새 글'). */
export type FeedPost = {
  titleNo: string;
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  title: string;
  excerpt: string;
  photoUrl: string | null;
  photoCount: number;
  createdAt: number | null;
};

/** A recommended streamer's live broadcast and the logic that recommended it. */
export type Recommendation = { card: BroadcastCard; logic: string };

/** What the not-recommend action answers to a fetcher: the removed card and the replacements (addInfo). */
export type NotRecommendResult = { removed: string; addInfo: Recommendation[]; toast: Toast };

/** A playlist of the user's list: addId added it, regId made it. */
export type PlaylistEntry = BroadcastCard & { addId: string; regId: string };

/** Numbers and limits (001 §9). */
export const MY_LIMITS = {
  livePageSize: 60,
  stripMax: 100,
  sectionMax: 30,
  // The refresh throttle (1500 ms) is every current tab's: utils/reclick.server.
  /** 'more' pages a URL may ask for at once (pages are accumulated, up to what fits one HTML page). */
  maxPages: 20,
  /** The upstream's usual page of history and story items (what a page window is first fetched by). */
  upstreamPageSize: 20,
} as const;

/** Pinned streamers first, the most recently pinned on top; the others keep their order (001 §4.1). */
export function pinnedFirst<T extends Pick<MyStreamer, "isPinned" | "pinnedAt">>(streamers: T[]): T[] {
  const pinned = streamers.filter((streamer) => streamer.isPinned).sort((a, b) => (b.pinnedAt ?? 0) - (a.pinnedAt ?? 0));
  return [...pinned, ...streamers.filter((streamer) => !streamer.isPinned)];
}

/**
 * Live lists are fetched whole and shown 60 at a time: page n shows the first n × 60, or the last pages
 * up to n that fit one HTML page (paging.pageWindow).
 */
export function pageLocally<T>(items: T[], page: number, size: number = MY_LIMITS.livePageSize): { items: T[]; hasMore: boolean } {
  // A page past the end shows the end (the list is local: its last page is known).
  const { first, last } = pageWindow(Math.min(page, Math.max(1, Math.ceil(items.length / size))), size);
  const end = last * size;
  return { items: items.slice((first - 1) * size, end), hasMore: end < items.length };
}

/** Live sorts (001 §9); the recent list adds recent_watch. The default is the most viewers first. */
export const LIVE_SORTS = ["total_viewers_desc", "total_viewers_asc", "broad_start"] as const;
export const RECENT_LIVE_SORTS = ["recent_watch", ...LIVE_SORTS] as const;
export type LiveSort = (typeof RECENT_LIVE_SORTS)[number];

export function sortLives(cards: BroadcastCard[], sort: LiveSort): BroadcastCard[] {
  const copy = [...cards];
  if (sort === "total_viewers_desc") copy.sort((a, b) => b.viewCount - a.viewCount);
  if (sort === "total_viewers_asc") copy.sort((a, b) => a.viewCount - b.viewCount);
  if (sort === "broad_start") copy.sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0));
  // recent_watch: the upstream's watch order.
  return copy;
}

/**
 * The query the My lists read: group, sorts, pages and the story filter. A dialog link keeps these of its
 * list's address and nothing else: every card of a list carries one, and a parameter of any other name
 * (however long) would be written into the page once per card.
 */
export const MY_LIST_QUERY = ["groupId", "section", "sort", "livePage", "page", "type"] as const;

/** History VOD sorts and playlist sorts (001 §9), always descending. */
export const HISTORY_SORTS = ["reg_date", "read_cnt", "like_cnt"] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export const PLAYLIST_SORTS = ["vod_add_date", "list_idx"] as const;
export type PlaylistSort = (typeof PLAYLIST_SORTS)[number];

/** '수정하기' only when the entry's addId equals the playlist's regId (001 §5). */
export const canEditPlaylist = (entry: Pick<PlaylistEntry, "addId" | "regId">) => entry.addId !== "" && entry.addId === entry.regId;

/** A live list as a page shows it: in its sort, the first `page` × 60 (001 §2.3, §9). */
export function liveView<S extends LiveSort>(cards: BroadcastCard[], { sort, livePage: page }: { sort: S; livePage: number }) {
  return { ...pageLocally(sortLives(cards, sort), page), page, sort };
}
