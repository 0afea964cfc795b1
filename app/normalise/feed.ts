// Raw feed answers (001 §3.2) → domain: feed items (POST, PHOTO, LIVE, VOD), popular posts, hot posts and
// the hot list's refresh time and cycle. snake_case or camelCase, numbers as strings, every flag form,
// nested count and ucc objects. Post HTML is passed through as it came: the upstream client sanitises it.
import { accessLabel, formatDuration, vodLabels } from "~/domain/cards";
import { titleFromText, withoutControls } from "~/domain/text";
import { thumbnailSrc } from "~/domain/thumbnail";
import type { FeedCounts, FeedItem, FeedPage, HotList, HotPost, PopularPost } from "~/domain/feed";
import { FEED_LIMITS, nextCursor } from "~/domain/feed";
import { normaliseList, normaliseLive, normaliseVod } from "./cards";
import { date, first, flag, number, snakeKeys, stringList, text, type RawRecord } from "./fields";
import { mediaUrl } from "~/domain/media";
import { plainText } from "./my";

function countsOf(raw: RawRecord): FeedCounts {
  const count = snakeKeys(raw.count);
  return {
    like: number(count, "like_cnt") ?? number(raw, "like_cnt") ?? 0,
    read: number(count, "read_cnt") ?? number(raw, "read_cnt") ?? 0,
    comment: number(count, "comment_cnt") ?? number(raw, "comment_cnt") ?? 0,
  };
}

function photoUrls(raw: RawRecord): string[] {
  const photos = Array.isArray(raw.photos) ? raw.photos : [];
  return photos
    .map((photo) => (typeof photo === "string" ? mediaUrl(photo) : mediaUrl(first(snakeKeys(photo), "url", "photo_url"))))
    .filter((url): url is string => url !== null);
}

/** One feed item; null when it has no cursor, no author or an unknown kind. */
export function normaliseFeedItem(input: unknown): FeedItem | null {
  const raw = snakeKeys(input);
  const indexRegDate = number(raw, "index_reg_date");
  const userId = text(raw, "user_id");
  const kind = text(raw, "feed_type").toUpperCase();
  if (indexRegDate === null || !userId) return null;
  const stationUserId = text(raw, "station_user_id") || userId;
  const base = {
    key: String(indexRegDate),
    indexRegDate,
    userId,
    userNick: text(raw, "user_nick", "user_nickname") || userId,
    profileImageUrl: mediaUrl(first(raw, "profile_image", "user_profile_img")),
    stationUserId,
    stationUserNick: text(raw, "station_user_nick") || stationUserId,
    createdAt: date(raw, "reg_date"),
    dateText: text(raw, "reg_date_human"),
    url: mediaUrl(first(raw, "url")),
    titleNo: text(raw, "title_no"),
    title: text(raw, "title_name", "title"),
    counts: countsOf(raw),
    isLiked: flag(raw, "is_like"),
    isNotice: flag(raw, "is_notice"),
  };
  if (kind === "POST" || kind === "PHOTO") {
    const photos = photoUrls(raw);
    return { ...base, kind, html: text(raw, "content"), photoUrl: photos[0] ?? null, hashtags: stringList(raw, "hashtags", "hash_tags") };
  }
  if (kind === "LIVE") {
    const card = normaliseLive({ ...raw, user_id: stationUserId, user_nick: base.stationUserNick, broad_title: text(raw, "broad_title") || base.title });
    if (!card) return null;
    const viewerCount = number(raw, "current_view_cnt", "total_view_cnt", "view_cnt") ?? 0;
    return {
      ...base,
      kind,
      title: card.title,
      card: { ...card, viewCount: viewerCount },
      picture: thumbnailSrc(card.thumbnailUrl, card.thumbnailType),
      viewerCount,
      access: accessLabel(card),
    };
  }
  if (kind === "VOD") {
    // The ucc object carries the VOD's own fields; its thumbnail and flags win over the item's.
    const ucc = snakeKeys(raw.ucc);
    const card = normaliseVod({ ...raw, ...ucc, user_id: stationUserId, user_nick: base.stationUserNick, is_ppv: first(raw, "is_ppv") });
    if (!card) return null;
    return {
      ...base,
      kind,
      card,
      picture: thumbnailSrc(card.thumbnailUrl, card.thumbnailType),
      hlsUrl: mediaUrl(first(ucc, "hls")),
      isAbroadBlocked: flag(raw, "ucc_is_abroad_blocking"),
      labels: vodLabels(card),
      durationText: formatDuration(card.durationMs),
    };
  }
  return null;
}

/** A feed page: its items, whether more follow (has_more) and the cursor of the next page. */
export function normaliseFeedPage(answer: { data: unknown[]; hasMore: boolean } | null): FeedPage {
  const items = normaliseList(answer?.data, normaliseFeedItem);
  const hasMore = Boolean(answer?.hasMore) && items.length > 0;
  return { items, hasMore, nextCursor: nextCursor(items, hasMore) };
}

/** Hot keywords: an array of strings (blank ones dropped). */
export function normaliseHotKeywords(input: unknown): string[] {
  return Array.isArray(input)
    ? [
        ...new Set(
          input
            .filter((tag): tag is string => typeof tag === "string")
            .map((tag) => withoutControls(tag).trim())
            .filter(Boolean),
        ),
      ]
    : [];
}

export function normalisePopularPost(input: unknown): PopularPost | null {
  const raw = snakeKeys(input);
  const userId = text(raw, "user_id");
  const title = text(raw, "title_name", "title");
  if (!userId || !title) return null;
  return {
    stationUserId: text(raw, "station_user_id") || null,
    titleNo: text(raw, "title_no") || null,
    userId,
    userNick: text(raw, "user_nick") || userId,
    profileImageUrl: mediaUrl(first(raw, "profile_image")),
    title: titleFromText(title, plainText(text(raw, "content"))),
    excerpt: plainText(text(raw, "content")),
    url: mediaUrl(first(raw, "url")),
    createdAt: date(raw, "reg_date"),
    readCount: countsOf(raw).read,
    photoUrl: photoUrls(raw)[0] ?? null,
  };
}

export function normaliseHotPost(input: unknown): HotPost | null {
  const raw = snakeKeys(input);
  const titleNo = text(raw, "title_no");
  const userId = text(raw, "user_id");
  const rank = number(raw, "rank");
  if (!titleNo || !userId || rank === null) return null;
  const stationUserId = text(raw, "station_user_id") || userId;
  return {
    key: titleNo,
    rank,
    userId,
    userNick: text(raw, "user_nick") || userId,
    stationUserId,
    stationUserNick: text(raw, "station_user_nick") || stationUserId,
    profileImageUrl: mediaUrl(first(raw, "profile_image")),
    createdAt: date(raw, "reg_date"),
    titleNo,
    title: titleFromText(text(raw, "title_name", "title"), plainText(text(raw, "content"))),
    excerpt: plainText(text(raw, "content")),
    photoUrls: photoUrls(raw),
    url: mediaUrl(first(raw, "url")),
    isLiked: flag(raw, "is_like"),
    isHidden: flag(raw, "is_blind"),
    counts: countsOf(raw),
  };
}

/** getFeedHotissue: data (ranked), refreshCycle (minutes) and refreshTime. */
export function normaliseHotList(input: unknown): HotList {
  const raw = snakeKeys(input);
  const posts = normaliseList(Array.isArray(raw.data) ? raw.data : [], normaliseHotPost).sort((a, b) => a.rank - b.rank);
  return {
    posts: posts.slice(0, FEED_LIMITS.hotListSize),
    refreshCycleMinutes: number(raw, "refresh_cycle"),
    refreshedAt: date(raw, "refresh_time"),
    refreshText: text(raw, "refresh_time"),
  };
}
