// The comment, reply and edit forms of a station post: one text field, checked by the browser (conform, loaded with
// the comments' part) and by the action alike. Nothing is cut: a text over the limit is kept and marked. The text is
// counted and sent without control and direction characters (domain/text.ts); emoji stay and count one each.
// Written with zod/v4-mini, as the other lazily loaded forms.
import * as z from "zod/v4-mini";
import { COMMENT_LIMITS, commentLength } from "~/domain/station-comments";
import { withoutControls } from "~/domain/text";
import { stationComments } from "~/i18n/ko/station/comments";
import { stationPostEdit } from "~/i18n/ko/station/post-edit";

const e = stationComments.errors;

/** What is stored of what was typed: no control or direction characters, line breaks as \n, the ends trimmed. */
export const cleanComment = (value: string) => withoutControls(value).replace(/\r\n?/g, "\n").trim();

export const commentSchema = z.object({
  comment: z.pipe(
    z.string(e.required).check(
      z.refine((value) => cleanComment(value) !== "", e.required),
      z.refine((value) => commentLength(cleanComment(value)) <= COMMENT_LIMITS.textMax, e.tooLong(COMMENT_LIMITS.textMax)),
    ),
    z.transform(cleanComment),
  ),
});

/** The report of a comment: one of the upstream's reasons, and an optional detail (the station report's form). */
export const REPORT_DETAIL_MAX = 500;
const reportReason = stationPostEdit.form.errors.reportReason;
export const commentReportSchema = z.object({
  reason: z.string(reportReason).check(z.regex(/^\d+$/, reportReason)),
  comment: z.optional(z.string().check(z.refine((value) => commentLength(value.trim()) <= REPORT_DETAIL_MAX, e.reportDetailMax(REPORT_DETAIL_MAX)))),
});
