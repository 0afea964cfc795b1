// The station feed and the popular posts (001 §2.7, §2.8, §3.2, §4.2, §4.6, §9): the normalised items and
// the rules of the page: cursor paging, the favourites list, empty texts, VOD preview eligibility, the
// preview's start and length, and the one-player rule.
import type { AccessLabel, BroadcastCard, VodLabel } from "./cards";

/** Feed types of the dropdown (001 §2.7): all, posts only, notices only. */
export const FEED_TYPES = ["", "POST_PHOTO", "NOTICE"] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export function feedTypeOf(value: string | null): FeedType {
  return FEED_TYPES.find((type) => type === value) ?? "";
}

/** Remembered on the device under this key, as '1' or '' (001 §2.7). */
export const ONLY_STREAMER_KEY = "isFilteredMyFeedOnlyStreamer";

export const FEED_LIMITS = {
  /** The favourites list: 117 px collapsed, 348 px at most expanded, 'more' only over 8 (001 §9). */
  favouritesCollapsedPx: 117,
  favouritesExpandedPx: 348,
  favouritesMoreOver: 8,
  /** Infinite-scroll observer delay. */
  observerDelayMs: 100,
  /** Preview (001 §4.6, §9). */
  manifestTimeoutMs: 10_000,
  manifestRetries: 2,
  bufferSeconds: 3,
  previewSeconds: 60,
  randomStartOverSeconds: 120,
  /** Hot posts: top 100. */
  hotListSize: 100,
} as const;

export type FeedCounts = { like: number; read: number; comment: number };

type FeedItemBase = {
  /** indexRegDate: the cursor and the key. */
  key: string;
  indexRegDate: number;
  userId: string;
  userNick: string;
  profileImageUrl: string | null;
  stationUserId: string;
  stationUserNick: string;
  createdAt: number | null;
  /** The server's relative date, shown when the date cannot be read. */
  dateText: string;
  url: string | null;
  titleNo: string;
  title: string;
  counts: FeedCounts;
  isLiked: boolean;
  isNotice: boolean;
};

export type FeedPostItem = FeedItemBase & {
  kind: "POST" | "PHOTO";
  /** Sanitised on the server before it reaches a page. */
  html: string;
  photoUrl: string | null;
  hashtags: string[];
};

/** LIVE and VOD items carry the card family's card (thumbnail placeholder, labels, player link). */
export type FeedLiveItem = FeedItemBase & {
  kind: "LIVE";
  card: BroadcastCard;
  /** The picture shown: the image, or the card family's placeholder (adult, password, private). */
  picture: string;
  viewerCount: number;
  /** '연령제한', '비밀번호' or both (the card family's rule, applied on the server). */
  access: AccessLabel | null;
};

/** Why a VOD shows no preview (001 §4.6), in the order they are checked. */
export type PreviewBlock = "ppv" | "abroad" | "adult" | "password" | "smr" | "private";

export type FeedVodItem = FeedItemBase & {
  kind: "VOD";
  card: BroadcastCard;
  /** The picture shown: the image, or the card family's placeholder (adult, password, private). */
  picture: string;
  hlsUrl: string | null;
  isAbroadBlocked: boolean;
  /** 다시보기 / 하이라이트 (and the card family's other VOD labels). */
  labels: VodLabel[];
  /** The total time as shown ('H:MM:SS' or 'M:SS'), '' when unknown. */
  durationText: string;
};

export type FeedItem = FeedPostItem | FeedLiveItem | FeedVodItem;

export type FeedPage = { items: FeedItem[]; hasMore: boolean; nextCursor: string | null };

/** The cursor of the next page: the indexRegDate of the last item (001 §2.7). */
export function nextCursor(items: Pick<FeedItem, "indexRegDate">[], hasMore: boolean): string | null {
  const last = items[items.length - 1];
  return hasMore && last ? String(last.indexRegDate) : null;
}

/** A cursor from the URL: digits only, else the first page. */
export function cursorOf(value: string | null): string | null {
  return value && /^\d{1,20}$/.test(value) ? value : null;
}

/** Pages appended by infinite scroll: items already shown (same key) are not repeated. */
export function appendPage<T extends { key: string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((item) => item.key));
  return [...shown, ...page.filter((item) => !seen.has(item.key))];
}

/** The empty text of the list: no favourites, else by feed type (001 §2.7). */
export type FeedEmpty = { kind: "noFavourites" } | { kind: "type"; type: FeedType };
export function feedEmptyState(hasFavourites: boolean, type: FeedType): FeedEmpty {
  return hasFavourites ? { kind: "type", type } : { kind: "noFavourites" };
}

/** 'more' on the favourites list only when there are more than 8 (001 §2.7). */
export const showFavouritesMore = (count: number) => count > FEED_LIMITS.favouritesMoreOver;

/** Why this VOD has no inline preview, or null when it may play one (001 §4.6). */
export function previewBlock(vod: {
  card: Pick<BroadcastCard, "isPaid" | "isAdult" | "hasPassword" | "fileType" | "thumbnailType">;
  isAbroadBlocked: boolean;
}): PreviewBlock | null {
  if (vod.card.isPaid) return "ppv";
  if (vod.isAbroadBlocked) return "abroad";
  if (vod.card.isAdult) return "adult";
  if (vod.card.hasPassword) return "password";
  if (vod.card.fileType === "SMR") return "smr";
  // A private VOD (authNo 102 or BJ_HIDDEN) shows the private thumbnail, never its picture moving.
  if (vod.card.thumbnailType !== null) return "private";
  return null;
}

/** The message shown instead of a preview: PPV, abroad and SMR have one; the others show their placeholder. */
export function previewBlockMessageKey(block: PreviewBlock | null): "ppv" | "abroad" | "smr" | null {
  return block === "ppv" || block === "abroad" || block === "smr" ? block : null;
}

/**
 * The one preview that plays (001 §4.6): of the visible, playable VODs that have not failed, the last
 * by indexRegDate as the feed lists them (newest first), i.e. the one furthest down the screen.
 */
export function activePreview(visible: Array<{ key: string; indexRegDate: number }>, failed: ReadonlySet<string>): string | null {
  let chosen: { key: string; indexRegDate: number } | null = null;
  for (const item of visible) {
    if (failed.has(item.key)) continue;
    if (!chosen || item.indexRegDate < chosen.indexRegDate) chosen = item;
  }
  return chosen?.key ?? null;
}

/** A popular post of the side panel (001 §3.2). */
export type PopularPost = {
  /** The post's station and number, when the answer names them: the portal's own post page opens it. */
  stationUserId: string | null;
  titleNo: string | null;
  userId: string;
  userNick: string;
  profileImageUrl: string | null;
  title: string;
  excerpt: string;
  url: string | null;
  createdAt: number | null;
  readCount: number;
  photoUrl: string | null;
};

/** A post of the top-100 hot list (001 §2.8, §3.2). */
export type HotPost = {
  key: string;
  rank: number;
  userId: string;
  userNick: string;
  stationUserId: string;
  stationUserNick: string;
  profileImageUrl: string | null;
  createdAt: number | null;
  titleNo: string;
  title: string;
  excerpt: string;
  photoUrls: string[];
  url: string | null;
  isLiked: boolean;
  isHidden: boolean;
  counts: FeedCounts;
};

export type HotList = {
  posts: HotPost[];
  /** Minutes between rankings, and when the list was last ranked (epoch ms), as the server gives them. */
  refreshCycleMinutes: number | null;
  refreshedAt: number | null;
  /** The server's refresh time as it came, shown when it is not a date. */
  refreshText: string;
};

/** The messenger-share parameter set of a hot post (001 §2.8). */
export function shareParams(post: Pick<HotPost, "title" | "excerpt" | "photoUrls" | "url">, fallbackUrl: string) {
  return { title: post.title, description: post.excerpt.slice(0, 100), imageUrl: post.photoUrls[0] ?? null, url: post.url ?? fallbackUrl };
}

/** Like ↔ not liked changes the count by one (001 §4.2). */
export function toggledLike(state: { liked: boolean; count: number }): { liked: boolean; count: number } {
  return { liked: !state.liked, count: Math.max(0, state.count + (state.liked ? -1 : 1)) };
}

/** The hot list is shown by rank ranges (1~20위, 21~40위, …): a page is a few screens, not 100 large posts. */
export const HOT_PAGE_SIZE = 20;

export type RankRange = { page: number; from: number; to: number };

/** The rank ranges of a hot list of `count` posts, one a page (at least one, for an empty list). */
export function rankRanges(count: number): RankRange[] {
  const pages = Math.max(1, Math.ceil(count / HOT_PAGE_SIZE));
  return Array.from({ length: pages }, (_, index) => ({
    page: index + 1,
    from: index * HOT_PAGE_SIZE + 1,
    to: Math.min((index + 1) * HOT_PAGE_SIZE, count),
  }));
}
