// Raw station and channel API answers → the station domain (001 §3.3). Accepts the real snake_case
// shapes (numbers as numbers or strings, flags in every form, nested `station`, `display`, `info`,
// `count`, `ucc`) and the spec's camelCase names. HTML fields are passed through `sanitise`, which the
// server supplies, so that nothing here decides what HTML is safe.
import { isAdultVod, isSubscriptionOnly } from "~/domain/access";
import { thumbnailTypeFor, type BroadcastCard } from "~/domain/cards";
import {
  linkTypeOf,
  stationErrorKind,
  type BasicSettings,
  type Badge,
  type BoardPage,
  type CalendarEntry,
  type Dashboard,
  type PostDetail,
  type PostPermissions,
  type PostSummary,
  type RankedFan,
  type ReportReason,
  type Station,
  type StationBoard,
  type StationLive,
  type StationLink,
  type StationSidebarData,
  type SubscriptionInfo,
} from "~/domain/station";
import type { CommentPage, CommentThread, PostComment } from "~/domain/station-comments";
import { withoutControls } from "~/domain/text";
import { normaliseVod } from "./cards";
import { date, first, flag, lift, number, optionalText, type RawRecord, snakeKeys, stringList, text } from "./fields";
import { mediaUrl } from "~/domain/media";

export type Sanitise = (html: string) => string;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (raw: RawRecord, ...names: string[]): RawRecord => snakeKeys(first(raw, ...names));

function normaliseBadge(input: unknown): Badge | null {
  const raw = lift(snakeKeys(input), "info");
  const name = text(raw, "group_name", "name");
  if (!name) return null;
  return {
    groupNo: number(raw, "group_no", "idx") ?? 0,
    priority: number(raw, "priority") ?? 0,
    name,
    className: text(raw, "group_class_name", "class_name"),
    backgroundColor: optionalText(raw, "group_background_color"),
  };
}

export function normaliseBoard(input: unknown): StationBoard | null {
  const raw = snakeKeys(input);
  const bbsNo = text(raw, "bbs_no", "bbs_id");
  const displayType = number(raw, "display_type", "board_type");
  if (!bbsNo || displayType === null) return null;
  return {
    bbsNo,
    name: text(raw, "name", "board_name", "bbs_name"),
    displayType,
    authNo: number(raw, "auth_no") ?? 101,
    writeAuthNo: number(raw, "w_auth_no"),
  };
}

/** A colour the page may paint with: '#rgb' or '#rrggbb' (with or without its '#'), else null. */
function cssColor(value: string): string | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  return hex ? `#${hex.toLowerCase()}` : null;
}

/** The station's broadcast on air (its `broad`): a picture only where the answer carries one (the real one has none). */
function normaliseLiveOf(broad: RawRecord): StationLive {
  const isAdult = number(broad, "broad_grade") === 19;
  const hasPassword = flag(broad, "is_password");
  return {
    broadNo: text(broad, "broad_no"),
    title: text(broad, "broad_title"),
    viewers: number(broad, "current_sum_viewer", "total_view_cnt") ?? 0,
    isAdult,
    hasPassword,
    subscriptionOnly: isSubscriptionOnly({ subscriptionOnly: number(broad, "subscription_only") }),
    thumbnailUrl: mediaUrl(first(broad, "broad_thumb", "broad_img", "thumbnail")),
    thumbnailType: thumbnailTypeFor({ isAdult, hasPassword }),
  };
}

/** The station of GET {channel}/api/{id}/station: the top level, `station`, `display`, `broad`. */
export function normaliseStation(input: unknown, sanitise: Sanitise): Station | null {
  const top = snakeKeys(input);
  const station = record(top, "station");
  const display = { ...record(station, "display"), ...record(top, "display") };
  const auth = { ...top, ...record(top, "user_auth", "auth") };
  const upd = record(station, "upd");
  const userId = text(station, "user_id") || text(top, "user_id");
  if (!userId) return null;
  const broad = first(top, "broad") ? snakeKeys(top.broad) : null;
  const subscription = record(top, "subscription");
  const aiOn = text(display, "ai_profile_conf_yn").toUpperCase() === "Y";
  // The channel art (001 §3.3; the real answer's place for it is not known: on the top level or in `station`), else
  // the display's title skin image, which the real answer carries (mostly empty).
  const art = { ...record(station, "channel_art"), ...record(top, "channel_art") };
  const skin = mediaUrl(first(display, "title_skin_image"));
  const pcArt = mediaUrl(first(art, "pc_filename", "pc_file_name", "pc_image"));
  const mobileArt = mediaUrl(first(art, "mobile_filename", "mobile_file_name", "mobile_image"));
  return {
    stationNo: text(station, "station_no") || text(display, "station_no"),
    userId,
    nickname: text(station, "user_nick", "nickname") || text(top, "user_nick") || userId,
    name: text(station, "station_name", "name"),
    title: text(station, "station_title"),
    titleHtml: sanitise(text(display, "title_text")),
    profileText: text(display, "profile_text") || text(station, "profile_text"),
    aiIntro: aiOn ? optionalText(display, "ai_profile_str") : null,
    profileImageUrl: mediaUrl(first(top, "profile_image") ?? first(station, "profile_image")),
    joinedAt: date(station, "jointime", "join_time", "joined_at"),
    lastBroadcastAt: date(station, "broad_start", "live_started_at"),
    totalBroadcastSeconds: number(station, "total_broad_time") ?? 0,
    activeNo: number(station, "active_no") ?? 0,
    badges: list(first(station, "groups") ?? first(top, "groups"))
      .map(normaliseBadge)
      .filter((badge): badge is Badge => badge !== null),
    cover: {
      pcImageUrl: pcArt ?? mobileArt ?? skin,
      mobileImageUrl: mobileArt ?? pcArt ?? skin,
      color: cssColor(text(art, "color")),
    },
    live: broad && text(broad, "broad_no") ? normaliseLiveOf(broad) : null,
    subscriptionTotal: number(subscription, "total", "total_cnt", "count") ?? 0,
    fanCount: number(upd, "fan_cnt", "fan_count") ?? 0,
    auth: {
      isFavorite: flag(auth, "is_favorite"),
      isMobilePushEnabled: flag(auth, "is_mobile_push", "is_mobile_push_enabled"),
      isSubscribed: flag(auth, "is_subscribe", "is_subscribed"),
      isOwner: flag(auth, "is_owner"),
      isManager: flag(auth, "is_manager"),
      canPostNotice: flag(auth, "is_notice", "can_post_notice"),
      hasAdRevenue: flag(auth, "is_adsence", "has_ad_revenue"),
      isFanclub: first(auth, "is_fanclub", "is_fan_club") === undefined ? null : flag(auth, "is_fanclub", "is_fan_club"),
    },
  };
}

/** One ranked fan; `rank` is the position in its list (1-based). */
export function normaliseFan(input: unknown, rank: number): RankedFan | null {
  const raw = snakeKeys(input);
  const userId = text(raw, "user_id");
  if (!userId) return null;
  return {
    rank,
    userId,
    nickname: text(raw, "user_nick", "user_nickname", "nickname") || userId,
    profileImageUrl: mediaUrl(first(raw, "profile_image", "profile_img")),
    score: number(raw, "total_gift", "accumulate_subs_gift_score_cnt", "acc_payment_count"),
  };
}

export function normaliseFans(value: unknown): RankedFan[] {
  return list(value)
    .map((item, index) => normaliseFan(item, index + 1))
    .filter((fan): fan is RankedFan => fan !== null);
}

/** GET {channel}/api/{id}/menu: rankings, boards and the menu flags (also as hiddenMenu). */
export function normaliseSidebar(input: unknown): StationSidebarData {
  const raw = snakeKeys(input);
  const hidden = record(raw, "hidden_menu");
  const menuFlag = (plain: string, hiddenName: string) => flag(raw, plain) || flag(hidden, hiddenName);
  return {
    topFans: normaliseFans(first(raw, "fan_list", "topfans", "top_fans")),
    subscriberFans: normaliseFans(first(raw, "subscribe_acc_fans", "subscribe_accfans")),
    giftFans: normaliseFans(first(raw, "subscribe_gift_fans", "subscribe_giftfans")),
    boards: list(first(raw, "boards", "menus"))
      .map(normaliseBoard)
      .filter((board): board is StationBoard => board !== null),
    flags: {
      store: menuFlag("store", "show_store_menu"),
      best: menuFlag("best", "show_best_menu"),
      partner: menuFlag("partner", "show_partner_menu"),
      supporters: menuFlag("supporters", "show_supporters_menu"),
    },
  };
}

export const EMPTY_SIDEBAR: StationSidebarData = {
  topFans: [],
  subscriberFans: [],
  giftFans: [],
  boards: [],
  flags: { store: false, best: false, partner: false, supporters: false },
};

export function normaliseLink(input: unknown): StationLink | null {
  const raw = snakeKeys(input);
  const url = text(raw, "url");
  if (!url) return null;
  const code = number(raw, "code") ?? { FACEBOOK: 1, INSTAGRAM: 2, YOUTUBE: 3, CAFE: 4, STREAMON: 5, ETC: 9 }[text(raw, "type").toUpperCase()] ?? 9;
  return { code, type: linkTypeOf(code), url, name: text(raw, "link_name", "name") };
}

/** GET {channel}/api/{id}/dashboard (001 §3.3): the 'today' counters follow the station's activeNo. */
export function normaliseDashboard(input: unknown): Dashboard {
  const raw = snakeKeys(input);
  const upd = record(raw, "upd");
  const station = record(raw, "station");
  const subscription = record(raw, "subscription");
  const activeNo = number(station, "active_no") ?? number(raw, "active_no") ?? 0;
  const today = (what: "visit" | "ok") => number(upd, `today${activeNo === 1 ? 1 : 0}_${what}_cnt`) ?? 0;
  return {
    ranks: list(raw.rank).flatMap((item) => {
      const rank = snakeKeys(item);
      const value = number(rank, "total_rank");
      return value === null ? [] : [{ type: text(rank, "rank_type"), name: text(rank, "rank_name"), rank: value, lastRank: number(rank, "total_rank_last") }];
    }),
    fanCount: number(upd, "fan_cnt", "fan_count") ?? 0,
    totalViewCount: number(upd, "total_view_cnt") ?? 0,
    okTotal: number(upd, "total_ok_cnt") ?? 0,
    okToday: today("ok"),
    visitTotal: number(upd, "total_visit_cnt") ?? 0,
    visitToday: today("visit"),
    subscription: { total: number(subscription, "total") ?? 0, tier1: number(subscription, "tier1") ?? 0, tier2: number(subscription, "tier2") ?? 0 },
    fanclubCount: number(raw, "fanclub_cnt", "fanclub_count") ?? 0,
    supporterCount: number(raw, "supporter_cnt", "supporter_count") ?? 0,
    totalBroadcastSeconds: number(station, "total_broadcast_time", "total_broad_time") ?? 0,
    joinedAt: date(station, "jointime", "join_time"),
    lastBroadcastAt: date(station, "broad_start"),
    links: list(first(raw, "link", "links"))
      .map(normaliseLink)
      .filter((link): link is StationLink => link !== null),
  };
}

export function normalisePostSummary(input: unknown): PostSummary | null {
  const top = snakeKeys(input);
  const raw = lift(top, "count", "display");
  const titleNo = text(raw, "title_no");
  if (!titleNo) return null;
  const ucc = top.ucc && typeof top.ucc === "object" ? snakeKeys(top.ucc) : null;
  const boardType = number(raw, "board_type") ?? 104;
  return {
    titleNo,
    bbsNo: text(raw, "bbs_no"),
    boardType,
    boardName: text(raw, "bbs_name"),
    authNo: number(raw, "auth_no") ?? 101,
    title: text(raw, "title_name", "title"),
    userId: text(raw, "user_id"),
    userNickname: text(raw, "user_nick", "user_nickname") || text(raw, "user_id"),
    profileImageUrl: mediaUrl(first(raw, "profile_image")),
    createdAt: date(raw, "reg_date"),
    photoCount: number(raw, "photo_cnt") ?? 0,
    thumbnailUrl: mediaUrl(first(raw, "thumbnail")),
    isNotice: flag(raw, "is_notice"),
    isPinned: flag(raw, "is_pin"),
    isBlinded: flag(raw, "is_blind") || (ucc !== null && text(ucc, "flag") === "BJ_HIDDEN"),
    readCount: number(raw, "read_cnt", "view_cnt") ?? 0,
    commentCount: number(raw, "comment_cnt", "memo_cnt") ?? 0,
    likeCount: number(raw, "like_cnt", "recomm_cnt") ?? 0,
    hashTags: stringList(raw, "hash_tags", "hashtags"),
    vod: ucc
      ? {
          thumbnailUrl: mediaUrl(first(ucc, "thumb")),
          durationMs: number(ucc, "total_file_duration"),
          fileType: optionalText(ucc, "file_type"),
          isAdult: isAdultVod({ grade: number(ucc, "grade") ?? undefined, vodCategory: text(ucc, "vod_category") }),
        }
      : null,
  };
}

const posts = (value: unknown) =>
  list(value)
    .map(normalisePostSummary)
    .filter((post): post is PostSummary => post !== null);

export function normalisePermissions(input: unknown): PostPermissions {
  const raw = snakeKeys(input);
  return {
    share: flag(raw, "is_share"),
    update: flag(raw, "is_update", "is_edit"),
    delete: flag(raw, "is_delete"),
    vodDelete: flag(raw, "is_ucc_delete"),
    unblind: flag(raw, "is_blind_cancel"),
    viewLater: flag(raw, "is_view_later"),
    moveBoard: flag(raw, "is_move_board"),
    vodToBoard: flag(raw, "is_vod_to_board"),
    pin: flag(raw, "is_pin"),
    unpin: flag(raw, "is_unpin"),
    notice: flag(raw, "is_notice"),
    cancelNotice: flag(raw, "is_notice_cancel"),
    report: flag(raw, "is_report"),
    midroll: flag(raw, "is_midroll"),
    addPlaylist: flag(raw, "is_add_playlist"),
    chapters: flag(raw, "is_chapter"),
    commentWritable: flag(raw, "is_comment_writable"),
    replyWritable: flag(raw, "is_reply_writable"),
  };
}

/** GET {channel}/api/{id}/title/{titleNo}: the post, its photos, pin, like and menu flags. */
export function normalisePostDetail(input: unknown, sanitise: Sanitise): PostDetail | null {
  const raw = snakeKeys(input);
  const summary = normalisePostSummary(raw);
  if (!summary) return null;
  const pin = record(raw, "pin");
  const blind = record(raw, "blind");
  return {
    ...summary,
    stationNo: text(raw, "station_no"),
    contentHtml: sanitise(text(raw, "content")),
    photos: list(raw.photos).flatMap((item) => {
      const photo = snakeKeys(item);
      const url = mediaUrl(first(photo, "url"));
      return url ? [{ photoNo: text(photo, "photo_no") || url, url, label: text(photo, "label") }] : [];
    }),
    pinExpireDate: optionalText(pin, "expire_date"),
    isPinned: summary.isPinned || Boolean(optionalText(pin, "expire_date")),
    isLiked: flag(raw, "is_like"),
    blindId: optionalText(blind, "blind_id"),
    permissions: normalisePermissions(raw.authority),
  };
}

/** One comment or reply of GET {channel}/api/{id}/title/{titleNo}/comment: plain text, never markup. */
export function normaliseComment(input: unknown): PostComment | null {
  const raw = snakeKeys(input);
  // A reply carries its own number in c_comment_no (p_comment_no is the comment it answers).
  const replyNo = number(raw, "c_comment_no");
  const parentNo = text(raw, "p_comment_no");
  const commentNo = replyNo ? String(replyNo) : parentNo || text(raw, "comment_no");
  if (!commentNo) return null;
  const authority = record(raw, "authority");
  return {
    commentNo,
    parentNo: replyNo && parentNo ? parentNo : null,
    userId: text(raw, "user_id"),
    userNickname: text(raw, "user_nick") || text(raw, "user_id"),
    profileImageUrl: mediaUrl(first(raw, "profile_image")),
    text: withoutControls(text(raw, "comment")),
    createdAt: date(raw, "reg_date"),
    editedAt: date(raw, "modify_date"),
    isPinned: flag(raw, "is_pin"),
    isHidden: flag(raw, "is_hide", "is_blind"),
    permissions: {
      update: flag(authority, "is_update", "is_edit"),
      delete: flag(authority, "is_delete"),
      pin: flag(authority, "is_pin"),
      unpin: flag(authority, "is_unpin"),
      report: flag(authority, "is_report"),
      hide: flag(authority, "is_hide", "is_blind"),
      unhide: flag(authority, "is_unhide", "is_blind_cancel"),
    },
  };
}

/** A page of comments, each reply put under its comment (a reply whose comment is not on the page is dropped). */
export function normaliseCommentPage(input: unknown): CommentPage {
  const raw = snakeKeys(input);
  const threads: CommentThread[] = [];
  for (const comment of list(raw.data).map(normaliseComment)) {
    if (!comment) continue;
    if (comment.parentNo === null) threads.push({ ...comment, replies: [] });
    else threads.find((thread) => thread.commentNo === comment.parentNo)?.replies.push(comment);
  }
  return { threads, ...pagingOf(raw), ok: true };
}

/** Laravel-style paging: meta {current_page, last_page, total} (or camelCase). The last page is the answer's
 * (below the current one past the end, which the loaders send back to it); without one, the current page. */
export function pagingOf(raw: RawRecord) {
  const meta = record(raw, "meta");
  const page = number(meta, "current_page") ?? 1;
  return { page, lastPage: Math.max(1, number(meta, "last_page", "total_pages") ?? page), total: number(meta, "total") ?? 0 };
}

/** GET {station}/{userId}/board/{bbsNo?}. */
export function normaliseBoardPage(input: unknown): BoardPage {
  const raw = snakeKeys(input);
  const authority = record(raw, "authority");
  return {
    board: raw.board ? normaliseBoard(raw.board) : null,
    notices: posts(raw.notices),
    pins: posts(raw.pins),
    posts: posts(raw.data),
    ...pagingOf(raw),
    canManage: flag(authority, "is_manage"),
    canWrite: flag(authority, "is_write"),
  };
}

/** Station Catch cards (camelCase backend: catchId, broadcastDate, viewCount, …) as the one card. */
export function normaliseStationCatch(input: unknown, kind: "catch" | "story"): BroadcastCard | null {
  const raw = snakeKeys(input);
  const id = text(raw, "catch_id", "title_no");
  return normaliseVod(
    {
      ...raw,
      title_no: text(raw, "title_no") || id,
      story_idx: kind === "story" ? id : undefined,
      user_nick: text(raw, "user_nickname", "user_nick"),
      reg_date: first(raw, "broadcast_date", "reg_date"),
      view_cnt: first(raw, "view_count", "view_cnt"),
      file_type: kind === "story" ? "CATCH_STORY" : "CATCH",
      // grade '19' shows the adult placeholder (001 §3.3).
      grade: flag(raw, "is_adult") ? 19 : first(raw, "grade"),
    },
    kind,
  );
}

export function normaliseCalendar(input: unknown): CalendarEntry[] {
  return list(snakeKeys(input).data).flatMap((item) => {
    const raw = snakeKeys(item);
    const at = date(raw, "date", "reg_date");
    const titleNo = text(raw, "title_no");
    if (at === null || !titleNo) return [];
    return [{ kind: text(raw, "type") === "notice" ? ("notice" as const) : ("broad" as const), titleNo, title: text(raw, "title"), at }];
  });
}

export function normaliseBasicSettings(input: unknown): BasicSettings & { role: "owner" | "manager" } {
  const raw = snakeKeys(snakeKeys(input).data);
  return {
    role: text(raw, "role") === "owner" ? "owner" : "manager",
    name: text(raw, "station_name"),
    title: text(raw, "station_title"),
    profileText: text(raw, "profile_text"),
    links: list(raw.links)
      .map(normaliseLink)
      .filter((link): link is StationLink => link !== null),
  };
}

export function normaliseSubscriptionInfo(input: unknown): SubscriptionInfo {
  const raw = snakeKeys(input);
  const type = text(raw, "subscription_type").toLowerCase();
  return {
    type: type === "auto" || type === "ticket" ? type : "unknown",
    holdsTicket: number(raw, "hold_flag") === 1 || flag(raw, "hold_flag"),
    coupon: text(raw, "svc_coupon"),
    productName: text(raw, "prod_name"),
    message: text(raw, "message"),
  };
}

export function normaliseReportForm(input: unknown): { token: string; reasons: ReportReason[] } {
  const raw = snakeKeys(snakeKeys(input).data);
  return {
    token: text(raw, "_token", "token"),
    reasons: list(raw.reasons).flatMap((item) => {
      const reason = snakeKeys(item);
      const no = number(reason, "report_info_no");
      return no === null ? [] : [{ no, name: text(reason, "name") }];
    }),
  };
}

/** The station state an upstream error body names ({code: 9000} with HTTP 515, CHA1004, …). */
export function stationErrorOf(body: unknown) {
  const raw = snakeKeys(body);
  return stationErrorKind(first(raw, "code", "error_code"));
}
