// Access rules shared by every list (000 §5, 001 §5), accepting every upstream form of each flag
// (upstream-shapes.md §0): "Y"/"N", 0/1, "0"/"1", true/false.
import { CATEGORY_NO, padCategoryNo } from "./category";

export type FlagValue = string | number | boolean | null | undefined;

/** True for "Y", "y", "1", 1, true and "true"; false for everything else. */
export function isOn(value: FlagValue): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1;
  if (typeof value === "string") return ["y", "1", "true"].includes(value.trim().toLowerCase());
  return false;
}

export const ADULT_GRADE = 19;
export const PAID_BROAD_TYPE = 40;

function asNumber(value: FlagValue): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** Live adult rule: grade or broadGrade 19, or an explicit isAdult flag. */
export function isAdultLive(item: { grade?: FlagValue; broadGrade?: FlagValue; isAdult?: FlagValue }): boolean {
  return asNumber(item.broadGrade) === ADULT_GRADE || asNumber(item.grade) === ADULT_GRADE || isOn(item.isAdult);
}

/**
 * VOD and Catch adult rule. The spec gives two readings (grade 19 or adult category; grade 19 and adult
 * category); we take "or", the reading that never shows adult content to a minor (docs/choices.md).
 */
export function isAdultVod(item: { grade?: FlagValue; category?: FlagValue; vodCategory?: FlagValue; isAdult?: FlagValue }): boolean {
  const adultCategory = [item.category, item.vodCategory].some(
    (value) => value !== undefined && value !== null && padCategoryNo(String(value)) === CATEGORY_NO.adultVod,
  );
  return asNumber(item.grade) === ADULT_GRADE || adultCategory || isOn(item.isAdult);
}

/** Password broadcast: isPassword 'Y' (also '1', 1 and true in some lists). */
export function hasPassword(item: { isPassword?: FlagValue }): boolean {
  return isOn(item.isPassword);
}

/** Paid live: broadType 40, as a string or a number. */
export function isPaidLive(item: { broadType?: FlagValue }): boolean {
  return asNumber(item.broadType) === PAID_BROAD_TYPE;
}

/** Subscription-only: subscriptionOnly 1 or 2 (shows '구독' and no preview). */
export function isSubscriptionOnly(item: { subscriptionOnly?: FlagValue }): boolean {
  const value = asNumber(item.subscriptionOnly);
  return value === 1 || value === 2;
}

/** Read permissions of posts and VODs (000 §6, 001 §6). */
export const AUTH_NO = {
  READ_ALL: 101,
  PRIVATE: 102,
  READ_FAVORITE: 103,
  READ_FANCLUB: 104,
  READ_CLUBBJ: 105,
  READ_MANAGER: 106,
  READ_SUBSCRIPTION: 107,
} as const;

/** A thumbnail is private when authNo is 102 or the flag is BJ_HIDDEN. */
export function isPrivateThumbnail(item: { authNo?: FlagValue; flag?: string | null }): boolean {
  return asNumber(item.authNo) === AUTH_NO.PRIVATE || item.flag === "BJ_HIDDEN";
}
