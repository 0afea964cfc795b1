// The side bar of followed channels: a member's favourite streamers who are live now,
// beside the discovery pages on wide screens. Open or collapsed (a narrow rail of avatars) is remembered on
// the device in a cookie the server reads, so that the first HTML is already right.
import type { BroadcastCard } from "./cards";
import { sortLives } from "./my";

/** The device remembers a collapsed side bar under this name ('closed'); open is the default (no cookie). */
export const SIDE_BAR_COOKIE = "sideBar";
/** Rows shown; the rest are behind '더보기' (/my/favorite lists them all). */
export const SIDE_BAR_LIMIT = 10;

export type SideBarState = "open" | "closed";

/** A member's side bar lists their live favourites; a guest's recommends the live broadcasts most watched now
 * (the page then has the same columns before and after a login). */
export type SideBarKind = "favourites" | "recommended";

/** Pages of the default layout, where the side bar is shown (not the station's, nor the help centre's, nor a
 * resource route's): a guest's recommended list is asked for there only. */
export function showsSideBar(pathname: string): boolean {
  return !/^\/(help|station|resources|login|logout)(\/|$)/.test(pathname);
}

/** A remembered or posted value as a state: anything but 'closed' (or nothing) is open. */
export function parseSideBarState(value: unknown): SideBarState {
  return value === "closed" ? "closed" : "open";
}

/** The rows of the side bar: the most viewers first (/my/favorite's default live order), at most the limit. */
export function sideBarRows(lives: BroadcastCard[]): { rows: BroadcastCard[]; more: number } {
  const sorted = sortLives(
    lives.filter((card) => card.kind === "live"),
    "total_viewers_desc",
  );
  return { rows: sorted.slice(0, SIDE_BAR_LIMIT), more: Math.max(0, sorted.length - SIDE_BAR_LIMIT) };
}
