// The content card every list of the portal shows (000 §2.9, §3.1): one normalised shape for live
// broadcasts, VODs, Catch, Catch stories, playlists and Cinety episodes, and the rules for its labels.

export type CardKind = "live" | "vod" | "catch" | "story" | "playlist" | "cinety";

/** Placeholder thumbnail types (000 §2.9). */
export type ThumbnailType = "ADULT" | "ADULT_LOCK" | "LOCK" | "DELETE";

/** VOD file types (000 §3.3). */
export type VodFileType = "REVIEW" | "NORMAL" | "CLIP" | "HIGHLIGHT" | "EDITOR" | "CATCH" | "CATCH_STORY" | "PLAYLIST" | "SMR" | "ALL";

export type BroadcastCard = {
  kind: CardKind;
  /** Unique within a list: '{kind}:{id}'. */
  key: string;
  /** broadNo (live), titleNo (VOD, Catch), storyIdx (story), playlist id, episode number (Cinety). */
  id: string;
  /** The VOD a playlist or story opens with, when different from `id`. */
  titleNo: string | null;
  userId: string;
  userNickname: string;
  /** User clips: the streamer of the original broadcast. */
  originalUserId: string | null;
  originalUserNickname: string | null;
  title: string;
  thumbnailUrl: string | null;
  profileImageUrl: string | null;
  /** Set when a placeholder replaces the thumbnail (adult, password, private or deleted). */
  thumbnailType: ThumbnailType | null;
  vertical: boolean;
  viewCount: number;
  categoryNo: string;
  categoryName: string;
  hashTags: string[];
  categoryTags: string[];
  autoHashTags: string[];
  isAdult: boolean;
  hasPassword: boolean;
  /** Paid live (broadType 40) or pay-per-view VOD. */
  isPaid: boolean;
  /** For subscribers only (the upstream's 1 or 2: '구독', and no preview). */
  subscriptionOnly: boolean;
  /** Re-send / visit allowed: shown as '탐방'. */
  isVisit: boolean;
  hasDrops: boolean;
  /** Viewer badges: subscriber ('구독') and fan club ('F'). */
  isSubscriber: boolean;
  isFan: boolean;
  /** Live: start of the broadcast (epoch ms). VOD: upload date. */
  startedAt: number | null;
  createdAt: number | null;
  /** Watch-later entries carry the date they were added: links then use the later entry point. */
  updatedAt: number | null;
  fileType: VodFileType | null;
  durationMs: number | null;
  /** Last viewed position, for the progress bar. */
  lastViewMs: number | null;
  authNo: number | null;
  stationNo: string | null;
  bbsNo: string | null;
  playlistCount: number | null;
  /** Catch stories: the ids of the list the story belongs to. */
  storyIds: string[];
  listDataType: string | null;
  score: number | null;
  /** Cinety: episode number. */
  episodeNo: number | null;
};

export const PROGRESS_MIN_PERCENT = 7;

/** Progress bar width (000 §2.9): last viewed position over the duration, at least 7 %. */
export function progressPercent(lastViewMs: number | null, durationMs: number | null): number | null {
  if (lastViewMs === null || durationMs === null || durationMs <= 0 || lastViewMs <= 0) return null;
  const percent = Math.min(100, (lastViewMs / durationMs) * 100);
  return Math.max(PROGRESS_MIN_PERCENT, Math.round(percent * 10) / 10);
}

/** Which placeholder replaces the thumbnail, if any. */
export function thumbnailTypeFor(card: { isAdult: boolean; hasPassword: boolean; isDeleted?: boolean; isPrivate?: boolean }): ThumbnailType | null {
  if (card.isDeleted) return "DELETE";
  // A private thumbnail (authNo 102 or BJ_HIDDEN, 000 §6) shows the lock, like a password.
  if (card.isPrivate) return card.isAdult ? "ADULT_LOCK" : "LOCK";
  if (card.isAdult && card.hasPassword) return "ADULT_LOCK";
  if (card.isAdult) return "ADULT";
  if (card.hasPassword) return "LOCK";
  return null;
}

/** Access label of a live card: '연령제한', '비밀번호' or '연령제한+비밀번호' (000 §2.9). */
export type AccessLabel = "adult" | "password" | "adultPassword";
export function accessLabel(card: Pick<BroadcastCard, "isAdult" | "hasPassword">): AccessLabel | null {
  if (card.isAdult && card.hasPassword) return "adultPassword";
  if (card.isAdult) return "adult";
  if (card.hasPassword) return "password";
  return null;
}

/** VOD labels in display order (000 §2.9): 유료, 다시보기, 하이라이트, 스토리, 미리보기 미지원. */
export type VodLabel = "paid" | "review" | "highlight" | "story" | "noPreview";
export function vodLabels(card: Pick<BroadcastCard, "isPaid" | "fileType">): VodLabel[] {
  const labels: VodLabel[] = [];
  if (card.isPaid) labels.push("paid");
  if (card.fileType === "REVIEW") labels.push("review");
  if (card.fileType === "HIGHLIGHT") labels.push("highlight");
  if (card.fileType === "CATCH_STORY") labels.push("story");
  if (card.fileType === "SMR") labels.push("noPreview");
  return labels;
}

/** 'H:MM:SS' or 'M:SS' for a duration in milliseconds. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return "";
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(hours ? 2 : 1, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours ? `${hours}:${mmss}` : mmss;
}

/** Parses 'H:MM:SS' / 'M:SS' durations into milliseconds. */
export function parseDuration(text: string | null | undefined): number | null {
  if (!text) return null;
  const parts = text.trim().split(":").map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !Number.isFinite(part))) return null;
  return parts.reduce((sum, part) => sum * 60 + part, 0) * 1000;
}

/** The upstream's type word for a card (000 §7.2): LIVE, VOD, CATCH or CATCHSTORY. */
export type ContentType = "LIVE" | "VOD" | "CATCH" | "CATCHSTORY";
export function contentTypeOf(card: Pick<BroadcastCard, "kind">): ContentType {
  if (card.kind === "live") return "LIVE";
  if (card.kind === "catch") return "CATCH";
  if (card.kind === "story") return "CATCHSTORY";
  return "VOD";
}

/** A playlist with 0 items cannot be opened (000 §2.9). */
export const canOpenPlaylist = (card: Pick<BroadcastCard, "kind" | "playlistCount">) => card.kind !== "playlist" || (card.playlistCount ?? 0) > 0;

/** Card context-menu items and their keys (000 §2.9). */
export const CARD_MENU_KEYS = ["view-later", "add-playlist", "share", "not-recommend", "hidden", "playlist-share"] as const;
export type CardMenuKey = (typeof CARD_MENU_KEYS)[number];

/** Which menu items make sense for a card kind; lists pass the subset they offer. */
export function defaultMenuFor(kind: CardKind): CardMenuKey[] {
  switch (kind) {
    case "live":
      return ["view-later", "share", "hidden"];
    case "vod":
      return ["view-later", "add-playlist", "share", "hidden"];
    case "catch":
    case "story":
      return ["share", "hidden"];
    case "playlist":
      return ["share", "playlist-share"];
    case "cinety":
      return ["share"];
  }
}

/** Hide / not-recommend leave an undo panel where the card was (000 §4.3). */
export type UndoState = { action: "hidden" | "not-recommend"; key: string; card: BroadcastCard };

/**
 * Lists without the viewer's hidden streamers (000 §4.7). The card named by the undo marker stays, so
 * that the undo panel can take its place.
 */
export function excludeHidden(cards: BroadcastCard[], hidden: ReadonlySet<string>, keepKey: string | null = null): BroadcastCard[] {
  if (hidden.size === 0) return cards;
  return cards.filter((card) => card.key === keepKey || (!hidden.has(card.userId) && !(card.originalUserId && hidden.has(card.originalUserId))));
}

/** A card of the given fields, every other one at its empty default: the normalisers' base, or the few fields an
 * undo panel needs (a refused recommendation the list no longer has). */
export function cardStub(fields: Pick<BroadcastCard, "kind" | "id" | "userId" | "userNickname" | "title"> & Partial<BroadcastCard>): BroadcastCard {
  return {
    key: `${fields.kind}:${fields.id}`,
    titleNo: null,
    originalUserId: null,
    originalUserNickname: null,
    thumbnailUrl: null,
    profileImageUrl: null,
    thumbnailType: null,
    vertical: false,
    viewCount: 0,
    categoryNo: "",
    categoryName: "",
    hashTags: [],
    categoryTags: [],
    autoHashTags: [],
    isAdult: false,
    hasPassword: false,
    isPaid: false,
    subscriptionOnly: false,
    isVisit: false,
    hasDrops: false,
    isSubscriber: false,
    isFan: false,
    startedAt: null,
    createdAt: null,
    updatedAt: null,
    fileType: null,
    durationMs: null,
    lastViewMs: null,
    authNo: null,
    stationNo: null,
    bbsNo: null,
    playlistCount: null,
    storyIds: [],
    listDataType: null,
    score: null,
    episodeNo: null,
    ...fields,
  };
}

/** Where a card sits: the list it was shown in and its place, so that an action can come back to it. */
/** The undo panel's id (components/cards/UndoPanel.tsx): the card action's answer opens the page at it. One panel
 * at a time. */
export const UNDO_PANEL_ID = "card-undo";

export type CardSlot = { list: string; index: number };

/**
 * A refused recommendation (000 §4.3): the list comes back from the upstream without it, so the undo
 * panel goes where it was and the replacements the upstream offered (addInfo) follow it.
 */
export type RefusedCard = { slot: CardSlot; card: BroadcastCard; replacements: BroadcastCard[] };

export function withRefused(cards: BroadcastCard[], listId: string, refused: RefusedCard | null, undoKey: string | null): BroadcastCard[] {
  if (!refused || refused.slot.list !== listId || refused.card.key !== undoKey) return cards;
  const present = new Set(cards.map((card) => card.key));
  const added = refused.replacements.filter((card) => !present.has(card.key));
  const rest = cards.filter((card) => card.key !== refused.card.key);
  const at = Math.min(Math.max(0, refused.slot.index), rest.length);
  return [...rest.slice(0, at), refused.card, ...added, ...rest.slice(at)];
}

/**
 * Hidden-aware paging (000 §4.7): pages are fetched until `size` cards are left after the viewer's
 * hidden streamers are taken out (60 live, 120 VOD), at most `maxPages` pages.
 */
export async function fillVisible(options: {
  size: number;
  hidden: ReadonlySet<string>;
  keepKey?: string | null;
  maxPages?: number;
  fetchPage: (pageNo: number) => Promise<{ cards: BroadcastCard[]; hasMore: boolean }>;
}): Promise<{ cards: BroadcastCard[]; hasMore: boolean }> {
  const { size, hidden, keepKey = null, maxPages = 3, fetchPage } = options;
  const kept: BroadcastCard[] = [];
  const seen = new Set<string>();
  let hasMore = true;
  for (let pageNo = 1; pageNo <= maxPages && hasMore && kept.length < size; pageNo += 1) {
    const page = await fetchPage(pageNo);
    hasMore = page.hasMore;
    for (const card of excludeHidden(page.cards, hidden, keepKey)) {
      if (!seen.has(card.key)) {
        seen.add(card.key);
        kept.push(card);
      }
    }
  }
  return { cards: kept.slice(0, size), hasMore: hasMore || kept.length > size };
}
