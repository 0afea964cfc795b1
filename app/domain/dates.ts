// Dates from the upstream are Korea wall-clock time without a zone ("2026-09-22 19:59:31", sometimes
// with ".0"), or epoch seconds. Korea has no daylight saving, so KST is a fixed UTC+9 offset: formatting
// by that offset gives the same text on the server and in the browser, whatever their own zones.
// (A few lines instead of dayjs here: this module reaches the browser, where every KiB counts.)

import { madeOnFirstUse } from "./made-on-first-use";

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Parses an upstream date into epoch milliseconds, or null when it is not a date. */
export function parseUpstreamDate(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return epochToMs(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (/^\d{9,13}$/.test(text)) return epochToMs(Number(text));
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [, y, mo, d, h = "0", mi = "0", s = "0"] = wall;
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - KST_OFFSET_MS;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

function epochToMs(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  // Epoch seconds have at most 10 digits until the year 2286.
  return value < 1e11 ? value * 1000 : value;
}

const two = (value: number) => String(value).padStart(2, "0");

/** Formats epoch milliseconds as Korea time: tokens YYYY, MM, DD, HH, mm, ss ('YYYY.MM.DD HH:mm', ...). */
export function formatKst(ms: number, pattern: string): string {
  const kst = new Date(ms + KST_OFFSET_MS);
  const tokens: Record<string, string> = {
    YYYY: String(kst.getUTCFullYear()),
    MM: two(kst.getUTCMonth() + 1),
    DD: two(kst.getUTCDate()),
    HH: two(kst.getUTCHours()),
    mm: two(kst.getUTCMinutes()),
    ss: two(kst.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token]);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Intl's Korean words ('3일 전', '0초 전'; numeric: "always", so never '어제' or '지금'), the same in Node
// and the browsers (full ICU). Made on first use, as counts.ts's formatters.
const RELATIVE = madeOnFirstUse(() => new Intl.RelativeTimeFormat("ko"));

/**
 * Relative date (000 §2.9): under 4 days '{n}일 전', '{n}시간 전', '{n}분 전' or '{n}초 전';
 * otherwise YYYY-MM-DD in Korea time. `now` comes from the server's render so hydration agrees.
 */
export function relativeDate(ms: number, now: number): string {
  const elapsed = Math.max(0, now - ms);
  if (elapsed >= 4 * DAY) return formatKst(ms, "YYYY-MM-DD");
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    elapsed >= DAY ? ["day", DAY] : elapsed >= HOUR ? ["hour", HOUR] : elapsed >= MINUTE ? ["minute", MINUTE] : ["second", SECOND];
  return RELATIVE().format(-Math.floor(elapsed / size), unit);
}

/** How long something that started at `ms` has been going at `now`, in whole hours and minutes (a live's time on air). */
export function elapsedHoursMinutes(ms: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, now - ms) / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
