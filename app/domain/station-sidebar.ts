// Rules of the station sidebar, its information layer and left menu (001 §2.10–2.12, §4.5, §9).
import { AUTH_NO } from "./access";
import { formatKst } from "./dates";
import {
  ACCESS_DENIED,
  BOARD_TYPE,
  isVodBoard,
  type AccessDeniedCode,
  type Badge,
  type MenuBoard,
  type RankedFan,
  type StationAuth,
  type StationBoard,
  type StationMenuFlags,
} from "./station";

export const MAX_BADGES = 3;
export const TOP_FAN_HIGHLIGHT = 5;
/** The opening date is never shown earlier than the platform's own opening (001 §2.11). */
export const OPENING_DATE_FLOOR = Date.UTC(2006, 2, 8, 15); // 2006-03-09 00:00 KST

/** At most 3 badges, only those carrying a class name, by priority (001 §2.10). */
export function visibleBadges(badges: Badge[]): Badge[] {
  return badges
    .filter((badge) => badge.className.trim() !== "")
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_BADGES);
}

/** Top-fan titles (001 §2.10): 1st 회장, 2nd 부회장, then '{n}등'; the first five are highlighted. */
export type TopFanTitle = { kind: "president" } | { kind: "vicePresident" } | { kind: "rank"; rank: number };
export function topFanTitle(rank: number): TopFanTitle {
  if (rank === 1) return { kind: "president" };
  if (rank === 2) return { kind: "vicePresident" };
  return { kind: "rank", rank };
}
export const isHighlightedFan = (rank: number) => rank >= 1 && rank <= TOP_FAN_HIGHLIGHT;

export type SubscriptionRanking = "subscribers" | "gifts";
/** Subscribers when there are any (001 §4.5); the toggle shows only when both lists have entries. */
export function subscriptionRanking(subscribers: RankedFan[], gifts: RankedFan[], wanted: string | null) {
  const both = subscribers.length > 0 && gifts.length > 0;
  const fallback: SubscriptionRanking = subscribers.length > 0 ? "subscribers" : "gifts";
  const shown: SubscriptionRanking = both && (wanted === "subscribers" || wanted === "gifts") ? wanted : fallback;
  return { shown, showToggle: both, list: shown === "subscribers" ? subscribers : gifts };
}

/** Opening date as yyyy.MM.dd, never earlier than 2006.03.09; '-' when unknown. */
export function formatOpeningDate(ms: number | null): string {
  if (ms === null) return "-";
  return formatKst(Math.max(ms, OPENING_DATE_FLOOR), "YYYY.MM.DD");
}

/** Latest broadcast as 'yyyy.MM.dd HH:mm', or '-' when there is none. */
export function formatLatestBroadcast(ms: number | null): string {
  return ms === null ? "-" : formatKst(ms, "YYYY.MM.DD HH:mm");
}

/** Total broadcast time (seconds) in whole hours. */
export const broadcastHours = (seconds: number) => Math.floor(Math.max(0, seconds) / 3600);

export type MenuEntry =
  { kind: "line"; key: string } | { kind: "group"; key: string; name: string; boards: MenuBoard[] } | ({ kind: "board"; key: string } & MenuBoard);

/**
 * The boards of the left menu: type 106 is a divider line, 107 a group title holding the boards after
 * it (until the next line or title), 101 the guestbook. VOD boards have their own 'VOD' item.
 */
export function boardMenu(boards: StationBoard[], reader: BoardReader | null = null): MenuEntry[] {
  const entries: MenuEntry[] = [];
  let group: Extract<MenuEntry, { kind: "group" }> | null = null;
  for (const board of boards) {
    if (isVodBoard(board)) continue;
    if (board.displayType === BOARD_TYPE.LINE) {
      group = null;
      entries.push({ kind: "line", key: `line-${board.bbsNo}` });
    } else if (board.displayType === BOARD_TYPE.TITLE) {
      group = { kind: "group", key: `group-${board.bbsNo}`, name: board.name, boards: [] };
      entries.push(group);
    } else {
      const item: MenuBoard = {
        bbsNo: board.bbsNo,
        name: board.name,
        isGuest: board.displayType === BOARD_TYPE.GUEST,
        locked: reader ? readRefusal(board.authNo, reader) : null,
      };
      if (group) group.boards.push(item);
      else entries.push({ kind: "board", key: `board-${board.bbsNo}`, ...item });
    }
  }
  return entries;
}

/** Who reads a station's boards: signed in or not, and what they are to the station (its userAuth). */
export type BoardReader = { signedIn: boolean } & Pick<StationAuth, "isOwner" | "isManager" | "isFavorite" | "isSubscribed" | "isFanclub">;

/**
 * Why this reader may not read a board of read permission `authNo` (001 §6, as the station API decides it), or null.
 * A fan club board for a reader the upstream says nothing about is offered (its page says why, if it must).
 */
export function readRefusal(authNo: number, reader: BoardReader): AccessDeniedCode | null {
  if (authNo === AUTH_NO.READ_ALL || reader.isOwner) return null;
  if (authNo === AUTH_NO.PRIVATE) return ACCESS_DENIED.PRIVATE;
  if (reader.isManager) return null;
  if (!reader.signedIn) return ACCESS_DENIED.NOT_LOGIN;
  if (authNo === AUTH_NO.READ_FAVORITE) return reader.isFavorite ? null : ACCESS_DENIED.NOT_FAVORITE;
  if (authNo === AUTH_NO.READ_FANCLUB || authNo === AUTH_NO.READ_CLUBBJ) return reader.isFanclub === false ? ACCESS_DENIED.NOT_FANCLUB : null;
  if (authNo === AUTH_NO.READ_MANAGER) return ACCESS_DENIED.NOT_MANAGER;
  if (authNo === AUTH_NO.READ_SUBSCRIPTION) return reader.isSubscribed ? null : ACCESS_DENIED.NOT_SUBSCRIPTION;
  return null;
}

/** Owner-only external menu links when enabled (001 §2.12). */
export type OwnerLink = "supporters" | "best" | "partner";
export function ownerLinks(flags: StationMenuFlags, auth: Pick<StationAuth, "isOwner">): OwnerLink[] {
  if (!auth.isOwner) return [];
  return (["supporters", "best", "partner"] as const).filter((key) => flags[key]);
}
