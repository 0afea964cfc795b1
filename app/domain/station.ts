// The streamer's station (001 §2.9–2.14, §3.3, §6, §8, §9): domain types and the pure rules of the
// sidebar, the information layer, the left menu, post management and the settings menu.
import type { ThumbnailType } from "./cards";

// ---------------------------------------------------------------- constants (001 §9)

/** Board types (001 §9). */
export const BOARD_TYPE = {
  GUEST: 101,
  SCHEDULE: 102,
  PHOTO: 103,
  NORMAL: 104,
  UCC: 105,
  LINE: 106,
  TITLE: 107,
  REVIEW: 108,
  HIGHLIGHT: 109,
  BJSUPPORT: 112,
  UCC_LIST: 115,
  PARENT_COMMENT: 203,
  CHILD_COMMENT: 204,
  LIKE: 205,
  REPORT: 206,
  INSTAGRAM: 900,
  YOUTUBE: 901,
} as const;

export const DEFAULT_LIKE_BOARD_TYPE = BOARD_TYPE.NORMAL;

/** Station sort keys and search fields (001 §9). */
/** Page numbers of station lists from the URL stop here. */
export const STATION_MAX_PAGE = 9999;
export const BOARD_SORTS = ["reg_date", "reg_date_asc", "read_cnt", "comment_cnt", "like_cnt"] as const;
export const VOD_SORTS = ["reg_date", "read_cnt", "like_cnt", "comment_cnt", "popular"] as const;
export const SEARCH_FIELDS = ["title", "contents", "user_nick", "user_id", "hashtags"] as const;
export const SEARCH_SCOPES = ["all", "streamer", "user"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export type VodSort = (typeof VOD_SORTS)[number];
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** VOD list tabs of the station (001 §2.9): /vod, /vod/review, /vod/clip, /vod/normal, /vod/list, /vod/all. */
export const VOD_TABS = ["all", "review", "clip", "normal", "list"] as const;
export type VodTab = (typeof VOD_TABS)[number];

/** Access-denied codes (001 §6). */
export const ACCESS_DENIED = { NOT_LOGIN: 1100, PRIVATE: 1102, NOT_FAVORITE: 1103, NOT_FANCLUB: 1104, NOT_MANAGER: 1106, NOT_SUBSCRIPTION: 1107 } as const;
export type AccessDeniedCode = (typeof ACCESS_DENIED)[keyof typeof ACCESS_DENIED];
export const isAccessDeniedCode = (code: unknown): code is AccessDeniedCode => (Object.values(ACCESS_DENIED) as unknown[]).includes(code);

export type StationErrorKind = "notFound" | "blinded" | "sleeping" | "banned" | "blacklisted" | "suspended";
/** Station error codes (001 §8) and the channel API's names for the same states. */
const ERROR_KINDS: Record<string, StationErrorKind> = {
  "9000": "notFound",
  "9001": "blinded",
  "9002": "sleeping",
  "9100": "banned",
  "1300": "blacklisted",
  CHA1000: "banned",
  CHA1001: "sleeping",
  CHA1002: "blacklisted",
  CHA1003: "suspended",
  CHA1004: "notFound",
};
/** The station state an error code stands for, or null for codes that are no station state. */
export function stationErrorKind(code: unknown): StationErrorKind | null {
  if (code === null || code === undefined) return null;
  return ERROR_KINDS[String(code).trim().toUpperCase()] ?? null;
}

// ---------------------------------------------------------------- station, badges, rankings

export type Badge = { groupNo: number; priority: number; name: string; className: string; backgroundColor: string | null };

/** What the viewer may do on this station (001 §3.3 userAuth, with the names the screens use). */
export type StationAuth = {
  isFavorite: boolean;
  isMobilePushEnabled: boolean;
  isSubscribed: boolean;
  isOwner: boolean;
  isManager: boolean;
  canPostNotice: boolean;
  hasAdRevenue: boolean;
  /** Whether the viewer is in the station's fan club (a board may be theirs); null when the upstream does not say. */
  isFanclub: boolean | null;
};

/** The broadcast on air: `thumbnailUrl` the answer's picture or, where it carries none (the channel API's `broad`), the
 * platform's picture of that broadcast number (normalise/live-thumbnails.server.ts); `thumbnailType` the placeholder an
 * adult or password broadcast shows instead, as on every live card (000 §2.9). */
export type StationLive = {
  broadNo: string;
  title: string;
  viewers: number;
  isAdult: boolean;
  hasPassword: boolean;
  /** For subscribers only ('구독'). */
  subscriptionOnly: boolean;
  thumbnailUrl: string | null;
  thumbnailType: ThumbnailType | null;
};

/**
 * The picture across the top of the station home: the channel art (001 §3.3: pcFilename, mobileFilename,
 * color), else the display's titleSkinImage for both; `color` fills the frame until (or instead of) a picture. All null:
 * the page draws one from the profile picture.
 */
export type StationCover = { pcImageUrl: string | null; mobileImageUrl: string | null; color: string | null };

export type StationBoard = { bbsNo: string; name: string; displayType: number; authNo: number; writeAuthNo: number | null };

export type Station = {
  stationNo: string;
  userId: string;
  nickname: string;
  name: string;
  title: string;
  /** Display title as sanitised HTML (server only fills it). */
  titleHtml: string;
  profileText: string;
  /** AI intro (aiProfileStr) when aiProfileConfYn is Y; null hides the toggle. */
  aiIntro: string | null;
  profileImageUrl: string | null;
  joinedAt: number | null;
  lastBroadcastAt: number | null;
  totalBroadcastSeconds: number;
  activeNo: number;
  badges: Badge[];
  cover: StationCover;
  live: StationLive | null;
  subscriptionTotal: number;
  fanCount: number;
  auth: StationAuth;
};

export type RankedFan = { rank: number; userId: string; nickname: string; profileImageUrl: string | null; score: number | null };

export type StationMenuFlags = { store: boolean; best: boolean; partner: boolean; supporters: boolean };

export type StationSidebarData = {
  topFans: RankedFan[];
  subscriberFans: RankedFan[];
  giftFans: RankedFan[];
  boards: StationBoard[];
  flags: StationMenuFlags;
};

// ---------------------------------------------------------------- information layer (001 §2.11)

export type StationLinkType = "facebook" | "instagram" | "youtube" | "cafe" | "product" | "etc" | "none";
const LINK_TYPES: Record<number, StationLinkType> = { 1: "facebook", 2: "instagram", 3: "youtube", 4: "cafe", 5: "product", 9: "etc", 0: "none" };
/** Link type codes: FACEBOOK 1, INSTAGRAM 2, YOUTUBE 3, portal (café) 4, product 5, ETC 9, NONE 0. */
export const linkTypeOf = (code: number | null): StationLinkType => (code === null ? "none" : (LINK_TYPES[code] ?? "etc"));
export const LINK_TYPE_CODES = { facebook: 1, instagram: 2, youtube: 3, cafe: 4, product: 5, etc: 9 } as const;

export type StationLink = { code: number; type: StationLinkType; url: string; name: string };

export type StationRank = { type: string; name: string; rank: number; lastRank: number | null };

export type Dashboard = {
  ranks: StationRank[];
  fanCount: number;
  totalViewCount: number;
  okTotal: number;
  okToday: number;
  visitTotal: number;
  visitToday: number;
  subscription: { total: number; tier1: number; tier2: number };
  fanclubCount: number;
  supporterCount: number;
  totalBroadcastSeconds: number;
  joinedAt: number | null;
  lastBroadcastAt: number | null;
  links: StationLink[];
};

// ---------------------------------------------------------------- left menu (001 §2.12)

const VOD_BOARD_TYPES: number[] = [BOARD_TYPE.UCC, BOARD_TYPE.REVIEW, BOARD_TYPE.HIGHLIGHT];
export const isVodBoard = (board: Pick<StationBoard, "displayType">) => VOD_BOARD_TYPES.includes(board.displayType);

/** Where a board lives: the guestbook has its own page. */
export function boardPath(streamerId: string, board: Pick<MenuBoard, "bbsNo" | "isGuest">): string {
  const base = `/station/${encodeURIComponent(streamerId)}`;
  return board.isGuest ? `${base}/guest` : `${base}/board/${encodeURIComponent(board.bbsNo)}`;
}

// ---------------------------------------------------------------- posts

export type PostSummary = {
  titleNo: string;
  bbsNo: string;
  boardType: number;
  boardName: string;
  authNo: number;
  title: string;
  userId: string;
  userNickname: string;
  profileImageUrl: string | null;
  createdAt: number | null;
  photoCount: number;
  thumbnailUrl: string | null;
  isNotice: boolean;
  isPinned: boolean;
  isBlinded: boolean;
  readCount: number;
  commentCount: number;
  likeCount: number;
  hashTags: string[];
  /** VOD posts (board type 105): the video's picture and length. */
  vod: { thumbnailUrl: string | null; durationMs: number | null; fileType: string | null; isAdult: boolean } | null;
};

/** Context-menu permission flags of a post (001 §6). */
export type PostPermissions = {
  share: boolean;
  update: boolean;
  delete: boolean;
  vodDelete: boolean;
  unblind: boolean;
  viewLater: boolean;
  moveBoard: boolean;
  vodToBoard: boolean;
  pin: boolean;
  unpin: boolean;
  notice: boolean;
  cancelNotice: boolean;
  report: boolean;
  midroll: boolean;
  addPlaylist: boolean;
  chapters: boolean;
  /** Whether the viewer may write a comment (isCommentWritable) and reply to one (isReplyWritable). */
  commentWritable: boolean;
  replyWritable: boolean;
};

export type PostPhoto = { photoNo: string; url: string; label: string };

export type PostDetail = PostSummary & {
  stationNo: string;
  /** Sanitised on the server. */
  contentHtml: string;
  photos: PostPhoto[];
  pinExpireDate: string | null;
  isLiked: boolean;
  blindId: string | null;
  permissions: PostPermissions;
};

/** Limits of the write form (ours: the spec gives none). */
export const POST_LIMITS = { titleMax: 100, contentMax: 20_000, hashtagsMax: 200, photoCount: 4, photoMb: 3 } as const;

export type BoardPage = {
  board: StationBoard | null;
  notices: PostSummary[];
  pins: PostSummary[];
  posts: PostSummary[];
  page: number;
  lastPage: number;
  total: number;
  canManage: boolean;
  canWrite: boolean;
};

/** The second step of deleting or moving posts: the confirmation, the boards to move to, or a problem. */
export type BulkStep =
  | { step: "confirmDelete"; titleNos: string[] }
  | { step: "move"; titleNos: string[]; boards: StationBoard[]; oldBbsNo: string }
  | { step: "error"; message: string };

// ---------------------------------------------------------------- subscription gift (001 §4.7)

export type SubscriptionInfo = {
  type: "auto" | "ticket" | "unknown";
  holdsTicket: boolean;
  coupon: string;
  productName: string;
  message: string;
};

/** auto, or no ticket held: the subscription page opens directly; otherwise ask to use the ticket. */
export const opensSubscriptionDirectly = (info: SubscriptionInfo) => info.type === "auto" || !info.holdsTicket;

/** The first step of '구독': the subscription page, the ticket question, a message, or login first. */
export type SubscriptionStep =
  | { next: "page"; url: string }
  | { next: "confirm"; productName: string; coupon: string; pageUrl: string }
  | { next: "message"; message: string }
  | { next: "login"; url: string };

// ---------------------------------------------------------------- calendar

export type CalendarEntry = { kind: "broad" | "notice"; titleNo: string; title: string; at: number };

// ---------------------------------------------------------------- identifiers

/** Streamer ids: letters, digits and underscore (clones of demo accounts add letters and digits). */
export const STREAMER_ID = /^[a-z0-9_]{3,40}$/i;
export const TITLE_NO = /^\d{1,12}$/;

export type ReportReason = { no: number; name: string };

export type BasicSettings = { name: string; title: string; profileText: string; links: StationLink[] };

/** A board of the left menu; `locked`: why this viewer cannot open it (001 §6), shown instead of a link that ends in a refusal. */
export type MenuBoard = { bbsNo: string; name: string; isGuest: boolean; locked?: AccessDeniedCode | null };
