// Raw list items → the one BroadcastCard (000 §3.1–3.5), from every upstream form they come in:
// the main live list, liveSearch, categoryContentsList, favourites' broad_info, star rank, vodSearch,
// the channel API's nested VODs (ucc, count), My lists, Catch, Catch stories, playlists and Cinety.
// Unusable items (no id or no user) give null and are skipped by the lists.
import { hasPassword, isAdultLive, isAdultVod, isPaidLive, isPrivateThumbnail, isSubscriptionOnly } from "~/domain/access";
import { type BroadcastCard, cardStub, type CardKind, type VodFileType, parseDuration, thumbnailTypeFor } from "~/domain/cards";
import { padCategoryNo, type CategoryTile } from "~/domain/category";
import { date, first, flag, flagValue, lift, number, optionalText, type RawRecord, snakeKeys, stringList, text } from "./fields";
import { mediaUrl } from "~/domain/media";

export const stripTags = (value: string) => value.replace(/<[^>]*>/g, "");

/** The fields every list item form carries; the rest keep cardStub's defaults until the item's own normaliser fills them. */
function baseCard(kind: CardKind, id: string, raw: RawRecord): Omit<BroadcastCard, "thumbnailType"> {
  const userId = text(raw, "user_id", "bj_id", "station_user_id", "writer_id");
  return cardStub({
    kind,
    id,
    userId,
    userNickname: text(raw, "user_nick", "user_nickname", "bj_nick", "nickname", "station_user_nick") || userId,
    title: text(raw, "broad_title", "title", "title_name", "content_title") || stripTags(text(raw, "b_broad_title", "b_title")),
    profileImageUrl: mediaUrl(first(raw, "user_profile_img", "profile_image", "profile_img", "station_logo")),
    viewCount: number(raw, "total_view_cnt", "view_cnt", "current_sum_viewer", "read_cnt", "vod_view_cnt", "viewer") ?? 0,
    categoryNo: padCategoryNo(text(raw, "broad_cate_no", "category_no", "category")),
    categoryName: text(raw, "category_name", "broad_cate_name", "vod_category_name", "cate_name"),
    hashTags: stringList(raw, "hash_tags", "hashtags"),
    categoryTags: stringList(raw, "category_tags"),
    autoHashTags: stringList(raw, "auto_hashtags", "auto_hash_tags"),
    subscriptionOnly: isSubscriptionOnly({ subscriptionOnly: number(raw, "subscription_only") }),
    isVisit: (number(raw, "visit_broad_type", "visit_type") ?? 0) === 1 || flag(raw, "is_visit_broad"),
    hasDrops: flag(raw, "is_drops"),
    isSubscriber: flag(raw, "subs_flag", "is_subscribe", "is_subscription"),
    isFan: flag(raw, "fan_flag", "is_fanclub", "is_fan"),
    stationNo: optionalText(raw, "station_no"),
    bbsNo: optionalText(raw, "bbs_no"),
    listDataType: optionalText(raw, "list_data_type"),
    score: number(raw, "score"),
  });
}

/** A broadcast's number; an entry without one is no broadcast (a live list's row, a favourite's broad_info). */
export const broadcastNumber = (raw: RawRecord): string => text(raw, "broad_no");

/** A live broadcast from any live list. */
export function normaliseLive(input: unknown): BroadcastCard | null {
  const raw = snakeKeys(input);
  const id = broadcastNumber(raw);
  const card = baseCard("live", id, raw);
  if (!id || !card.userId) return null;
  const adult = isAdultLive({ grade: flagValue(raw, "grade"), broadGrade: flagValue(raw, "broad_grade"), isAdult: flagValue(raw, "is_adult") });
  const password = hasPassword({ isPassword: flagValue(raw, "is_password", "bpwd") });
  return {
    ...card,
    thumbnailUrl: mediaUrl(first(raw, "broad_thumb", "broad_img", "thumbnail", "sn_url", "thumb")),
    isAdult: adult,
    hasPassword: password,
    thumbnailType: thumbnailTypeFor({ isAdult: adult, hasPassword: password }),
    isPaid: isPaidLive({ broadType: flagValue(raw, "broad_type", "btype") }),
    startedAt: date(raw, "broad_start"),
  };
}

function fileTypeOf(raw: RawRecord): VodFileType | null {
  const value = text(raw, "file_type", "type")
    .toUpperCase()
    .replace(/^CATCHSTORY$/, "CATCH_STORY");
  const known: VodFileType[] = ["REVIEW", "NORMAL", "CLIP", "HIGHLIGHT", "EDITOR", "CATCH", "CATCH_STORY", "PLAYLIST", "SMR", "ALL"];
  return (known as string[]).includes(value) ? (value as VodFileType) : null;
}

/** Durations: 'H:MM:SS' strings, or milliseconds as numbers or numeric strings (vod_duration). */
function durationOf(raw: RawRecord): number | null {
  const ms = number(raw, "total_duration", "vod_duration", "total_file_duration");
  if (ms !== null) return ms;
  const duration = first(raw, "duration");
  if (typeof duration === "number") return duration;
  if (typeof duration === "string") return /:/.test(duration) ? parseDuration(duration) : number(raw, "duration");
  return null;
}

function kindOf(fileType: VodFileType | null): CardKind {
  if (fileType === "CATCH") return "catch";
  if (fileType === "CATCH_STORY") return "story";
  if (fileType === "PLAYLIST") return "playlist";
  return "vod";
}

/** A VOD, Catch or Catch story item, flat (search, My lists) or nested (channel API ucc / count). */
export function normaliseVod(input: unknown, forcedKind?: CardKind): BroadcastCard | null {
  const top = snakeKeys(input);
  const raw = lift(top, "ucc", "count", "catch_info");
  const fileType = fileTypeOf(raw);
  const kind = forcedKind ?? kindOf(fileType);
  const titleNo = text(raw, "title_no", "org_title_no");
  const id = kind === "story" ? text(raw, "story_idx") || titleNo : kind === "playlist" ? text(raw, "list_no", "playlist_idx", "list_idx") || titleNo : titleNo;
  const card = baseCard(kind, id, raw);
  if (!id || !card.userId) return null;
  const vodCategory = text(raw, "vod_category", "vod_category_no") || text(raw, "category");
  const adult = isAdultVod({ grade: flagValue(raw, "grade"), vodCategory, isAdult: flagValue(raw, "is_adult") });
  const password = hasPassword({ isPassword: flagValue(raw, "is_password") });
  const authNo = number(raw, "auth_no") ?? (text(raw, "auth") === "OPEN_ALL" ? 101 : null);
  const isPrivate = isPrivateThumbnail({ authNo: authNo ?? undefined, flag: optionalText(raw, "flag") }) || text(raw, "is_display") === "N";
  const vertical = text(raw, "resolution_type") === "vertical";
  const copyright = snakeKeys(top.copyright);
  return {
    ...card,
    titleNo: titleNo || null,
    originalUserId: optionalText(raw, "original_user_id", "original_bj", "original_reg_user_id", "copyright_user_id") ?? optionalText(copyright, "user_id"),
    originalUserNickname: optionalText(raw, "original_user_nick", "copyright_user_nick") ?? optionalText(copyright, "user_nick"),
    thumbnailUrl: mediaUrl(
      vertical
        ? first(raw, "vertical_thumb", "thumb_h", "thumb", "thumbnail", "thumbnail_path", "pc_thumb", "webp_path")
        : first(raw, "thumbnail", "thumbnail_path", "thumb", "pc_thumb", "webp_path", "thumb_h", "vertical_thumb", "thumb_url"),
    ),
    vertical,
    categoryNo: padCategoryNo(vodCategory),
    isAdult: adult,
    hasPassword: password,
    thumbnailType: thumbnailTypeFor({ isAdult: adult, hasPassword: password, isPrivate, isDeleted: text(raw, "flag") === "DELETE" }),
    isPaid: flag(raw, "ppv", "is_ppv", "paid_ppv"),
    createdAt: date(raw, "reg_date", "broad_date", "write_tm", "vod_add_date"),
    updatedAt: date(raw, "later_reg_date", "updated_date"),
    fileType,
    durationMs: durationOf(raw),
    lastViewMs: number(raw, "last_view_duration"),
    authNo,
    playlistCount: number(raw, "playlist_cnt"),
    storyIds: stringList(raw, "catch_story_id_list", "story_id_list").length
      ? stringList(raw, "catch_story_id_list", "story_id_list")
      : kind === "story"
        ? [id]
        : [],
  };
}

/** A playlist entry of the My area (001 §3.1): list_idx, add_id and a nested playlist. */
export function normalisePlaylistEntry(input: unknown): (BroadcastCard & { addId: string; regId: string }) | null {
  const top = snakeKeys(input);
  const playlist = lift(snakeKeys(top.playlist), "count", "config");
  const bbsTitle = snakeKeys(playlist.bbs_title);
  const ucc = snakeKeys(bbsTitle.ucc);
  const merged: RawRecord = {
    ...ucc,
    ...playlist,
    list_idx: first(top, "list_idx"),
    file_type: "PLAYLIST",
    user_id: first(playlist, "reg_id"),
    user_nick: first(playlist, "reg_nick"),
    reg_date: first(playlist, "reg_date"),
    playlist_cnt: first(playlist, "playlist_cnt"),
    title_no: first(bbsTitle, "title_no"),
    // The first VOD's board: the app opens the playlist with player/video (000 §2.3).
    station_no: first(bbsTitle, "station_no"),
    bbs_no: first(bbsTitle, "bbs_no"),
  };
  const card = normaliseVod(merged, "playlist");
  if (!card) return null;
  return { ...card, addId: text(top, "add_id"), regId: text(playlist, "reg_id") };
}

/** A Cinety episode (000 §3.5). */
export function normaliseCinety(input: unknown): BroadcastCard | null {
  const raw = snakeKeys(input);
  const episode = number(raw, "episode_no");
  const id = text(raw, "title_no", "episode_no");
  const card = baseCard("cinety", id, { ...raw, user_id: first(raw, "user_id") ?? text(raw, "content_title") });
  if (!id) return null;
  return {
    ...card,
    title: text(raw, "title") || text(raw, "content_title"),
    userNickname: text(raw, "content_title") || card.userNickname,
    thumbnailUrl: mediaUrl(first(raw, "thumb_url", "thumbnail")),
    thumbnailType: null,
    createdAt: date(raw, "episode_date"),
    durationMs: durationOf(raw),
    episodeNo: episode,
  };
}

/** A category tile or list item (000 §3.6), from categoryList, categoryInfo or poster lists. */
export function normaliseCategory(input: unknown): CategoryTile | null {
  const raw = snakeKeys(input);
  const categoryNo = padCategoryNo(text(raw, "category_no", "broad_cate_no", "cate_no"));
  const name = text(raw, "category_name", "cate_name", "title");
  if (!categoryNo || !name) return null;
  return {
    categoryNo,
    vodCategoryNo: padCategoryNo(text(raw, "vod_category_no")) || categoryNo,
    name,
    imageUrl: mediaUrl(first(raw, "cate_img", "cate_pc_img", "pc_image", "image")),
    viewCount: number(raw, "view_cnt", "viewer", "total_view_cnt") ?? 0,
    isDrops: flag(raw, "is_drops"),
    fixedTags: stringList(raw, "fixed_tags"),
  };
}

/** Normalises a whole list, skipping items that cannot make a card. */
export function normaliseList<T>(items: unknown[] | null | undefined, normalise: (item: unknown) => T | null): T[] {
  return (items ?? []).map((item) => normalise(item)).filter((item): item is T => item !== null);
}
