// Post management rules (001 §4.3, §6) and the station calendar's month grid.
import type { PostPermissions } from "./station";

/**
 * Context-menu items, in display order (001 §6), for the flags a post carries. 게시판 노출 (vodToBoard)
 * is read but not offered: the spec names no call for it.
 */
export const POST_MENU_ITEMS = [
  "share",
  "update",
  "delete",
  "vodDelete",
  "unblind",
  "viewLater",
  "moveBoard",
  "pin",
  "unpin",
  "notice",
  "cancelNotice",
  "report",
  "midroll",
  "addPlaylist",
  "chapters",
] as const;
export type PostMenuItem = (typeof POST_MENU_ITEMS)[number];

export function postMenuItems(permissions: PostPermissions): PostMenuItem[] {
  return POST_MENU_ITEMS.filter((item) => permissions[item]);
}

/** The menu items that change the post and so need a confirmation or a small form first (001 §5). */
export const POST_DIALOG_ITEMS = ["delete", "vodDelete", "unblind", "pin", "report"] as const satisfies readonly PostMenuItem[];
export type PostDialog = (typeof POST_DIALOG_ITEMS)[number];
export const isPostDialog = (value: unknown): value is PostDialog => (POST_DIALOG_ITEMS as readonly unknown[]).includes(value);

/** The weeks of a month ('YYYY-MM'), Sunday first; days outside the month are null. */
export function monthWeeks(month: string): Array<Array<number | null>> {
  const [year, monthNo] = month.split("-").map(Number);
  const firstWeekday = new Date(Date.UTC(year, monthNo - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  const cells: Array<number | null> = [...Array<null>(firstWeekday).fill(null), ...Array.from({ length: days }, (_, index) => index + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNo] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, monthNo - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}
