// Raw My-area answers (001 §3.1) → domain: streamer rows with their broad_info, groups, the favourites'
// new posts, recommendations, watch-later entries (VOD or live) and the user's own posts and comments.
// snake_case or camelCase, strings or numbers, every flag form.
import type { FavouriteGroup, FeedPost, MyStreamer, Recommendation } from "~/domain/my";
import type { StoryFeedType, StoryItem } from "~/domain/my-story";
import type { BroadcastCard } from "~/domain/cards";
import { broadcastNumber, normaliseLive, normaliseVod, stripTags } from "./cards";
import { date, first, flag, number, optionalText, snakeKeys, text } from "./fields";
import { mediaUrl } from "~/domain/media";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Scripts and styles with what they hold (to its end when one is not closed, as a browser reads it): no text of a page. */
const HIDDEN_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** Where a block or a line ends: a space in the text. */
const BLOCK_ENDS = /<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi;

/**
 * Post content comes as HTML: a plain-text excerpt of it (rendered as text, never as markup), the text a reader
 * sees. The one for every post the portal shows as text (My, the feed and hot list, search's posts).
 */
export function plainText(html: string): string {
  return stripTags(html.replace(HIDDEN_ELEMENTS, " ").replace(BLOCK_ENDS, " "))
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A favourite, subscribed or fan-club streamer. broad_info[0], when it is a broadcast, says the streamer is on air;
 * its card is not kept: the pages draw the streamers' broadcasts from the lives list, and a card for each row only
 * weighed on every page that sends the rows (17 KB of the demo viewer's favourites page).
 */
export function normaliseStreamer(input: unknown): MyStreamer | null {
  const raw = snakeKeys(input);
  const userId = text(raw, "user_id", "bj_id");
  if (!userId) return null;
  const nickname = text(raw, "user_nick", "user_nickname") || userId;
  const info = Array.isArray(raw.broad_info) ? raw.broad_info[0] : null;
  // On air when broad_info[0] is a broadcast: no card is built only to learn that.
  const onAir = Boolean(info) && broadcastNumber(snakeKeys(info)) !== "";
  return {
    userId,
    nickname,
    profileImageUrl: mediaUrl(first(raw, "profile_image", "profile_img", "station_logo")),
    isLive: flag(raw, "is_live") || onAir,
    isPinned: flag(raw, "is_pin"),
    pinnedAt: date(raw, "pin_date"),
    isFan: flag(raw, "is_fanclub"),
    isSubscriber: flag(raw, "is_subscribe"),
    isAlarmOn: flag(raw, "is_push", "is_mobile_push"),
  };
}

export function normaliseGroup(input: unknown): FavouriteGroup | null {
  const raw = snakeKeys(input);
  const idx = text(raw, "idx", "group_idx");
  const title = text(raw, "title", "group_name");
  if (!idx || !title) return null;
  return { idx, title, count: number(raw, "streamer_cnt", "cnt", "count") ?? 0 };
}

export function normaliseFeedPost(input: unknown): FeedPost | null {
  const raw = snakeKeys(input);
  const titleNo = text(raw, "title_no");
  const userId = text(raw, "user_id", "station_user_id");
  if (!titleNo || !userId) return null;
  const photos = Array.isArray(raw.photos) ? raw.photos : [];
  return {
    titleNo,
    userId,
    nickname: text(raw, "user_nick") || userId,
    profileImageUrl: mediaUrl(first(raw, "profile_image")),
    title: text(raw, "title_name", "title"),
    excerpt: plainText(text(raw, "content")),
    photoUrl: mediaUrl(first(snakeKeys(photos[0]), "url")),
    photoCount: number(raw, "photo_cnt") ?? photos.length,
    createdAt: date(raw, "reg_date"),
  };
}

export function normaliseRecommendation(input: unknown): Recommendation | null {
  const card = normaliseLive(input);
  return card ? { card, logic: text(snakeKeys(input), "logic") } : null;
}

/** A watch-later entry: type VOD or live (001 §3.1). */
export function normaliseLaterEntry(input: unknown): BroadcastCard | null {
  return text(snakeKeys(input), "type").toUpperCase() === "LIVE" ? normaliseLive(input) : normaliseVod(input);
}

const FEED_TYPES: StoryFeedType[] = ["POST", "PHOTO", "PARENT_COMMENT", "CHILD_COMMENT", "VOD"];

/** The user's own post, comment or reply (001 §3.1, story item). */
export function normaliseStoryItem(input: unknown): StoryItem | null {
  const raw = snakeKeys(input);
  const feedType = text(raw, "feed_type").toUpperCase() as StoryFeedType;
  const stationUserId = text(raw, "station_user_id");
  const titleNo = text(raw, "title_no");
  if (!FEED_TYPES.includes(feedType) || !stationUserId || !titleNo) return null;
  const pCommentNo = optionalText(raw, "p_comment_no");
  const cCommentNo = optionalText(raw, "c_comment_no");
  if ((feedType === "PARENT_COMMENT" && !pCommentNo) || (feedType === "CHILD_COMMENT" && !(pCommentNo && cCommentNo))) return null;
  const count = snakeKeys(raw.count);
  const parent = snakeKeys(raw.parent);
  const photos = Array.isArray(raw.photos) ? raw.photos : [];
  const photo = first(raw, "photo") ?? first(snakeKeys(photos[0]), "url");
  return {
    key: [feedType, stationUserId, titleNo, pCommentNo ?? "", cCommentNo ?? ""].join(":"),
    feedType,
    stationUserId,
    stationUserNick: text(raw, "station_user_nick") || stationUserId,
    titleNo,
    pCommentNo,
    cCommentNo,
    title: text(raw, "title_name", "title"),
    excerpt: plainText(text(raw, "content")),
    comment: optionalText(raw, "comment"),
    parentComment: feedType === "CHILD_COMMENT" ? optionalText(parent, "comment") : null,
    createdAt: date(raw, "reg_date"),
    photoUrl: mediaUrl(photo),
    isPrivate: number(raw, "auth_no") === 102,
    isNotice: flag(raw, "is_notice"),
    counts: {
      read: number(count, "read_cnt") ?? 0,
      comment: number(count, "comment_cnt") ?? 0,
      like: number(count, "like_cnt") ?? 0,
    },
  };
}
