// Post management forms (001 §4.3, §7.1): one intent per action, the posts it applies to, and the small
// forms behind some of them (pin expiry, move target, report reason).
import * as z from "zod/v4-mini";
import { commentLength } from "~/domain/station-comments";
import { stationPostEdit as station } from "~/i18n/ko/station/post-edit";
import { stationPosts } from "~/i18n/ko/station/posts";

const e = station.form.errors;
const titleNo = z.string().check(z.regex(/^\d{1,12}$/));
const DAY = 86_400_000;
const KST = 9 * 3_600_000;
const kstDay = (ms: number) => new Date(ms + KST).toISOString().slice(0, 10);

/** A pin's expiry: a date from today (Korea time) up to a year ahead. */
export function pinDateOk(value: string, now = Date.now()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= kstDay(now) && value <= kstDay(now + 365 * DAY);
}

/** A report's reason and detail, a post's or a comment's (001 §7.1): the detail is what the upstream's form takes,
 * counted as characters are read (an emoji is one). */
export const REPORT_COMMENT_MAX = 500;
const reportFields = {
  reason: z.string(e.reportReason).check(z.regex(/^\d{1,3}$/, e.reportReason)),
  comment: z.optional(z.string().check(z.refine((value) => commentLength(value.trim()) <= REPORT_COMMENT_MAX, e.reportCommentMax(REPORT_COMMENT_MAX)))),
};

/** A pin's expiry, checked by the pin dialog's form and the action alike. */
const pinFields = { expireDate: z.string(e.pinDate).check(z.refine((value) => pinDateOk(value), e.pinDate)) };
export const pinSchema = z.object(pinFields);

/** A report of a post or a comment: one of the upstream's reasons, an optional detail. */
export const reportSchema = z.object(reportFields);

export const POST_INTENTS = [
  "like",
  "unlike",
  "delete",
  "vodDelete",
  "unblind",
  "notice",
  "cancelNotice",
  "pin",
  "unpin",
  "moveSelect",
  "move",
  "report",
] as const;

export const manageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["like", "unlike", "delete", "vodDelete", "unblind", "notice", "cancelNotice", "unpin"]) }),
  z.object({ intent: z.literal("pin"), ...pinFields }),
  z.object({
    intent: z.literal("report"),
    ...reportFields,
  }),
]);

/** Board list actions on the selected posts: confirm and delete, or choose a board and move. */
export const BULK_INTENTS = ["confirmDelete", "delete", "moveSelect", "move"] as const;
export const bulkSchema = z.object({
  intent: z.enum(BULK_INTENTS),
  titleNos: z.array(titleNo, stationPosts.results.noneSelected).check(z.minLength(1, stationPosts.results.noneSelected), z.maxLength(100)),
  target: z.optional(z.string().check(z.regex(/^\d{1,12}$/, e.moveTarget))),
});
