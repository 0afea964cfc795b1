// The comment, reply and edit forms of a station post: one text field, checked by the browser (conform, loaded with
// the comments' part) and by the action alike. Nothing is cut: a text over the limit is kept and marked. The text is
// counted and sent without control and direction characters (domain/text.ts); emoji stay and count one each.
// Written with zod/v4-mini, as the other lazily loaded forms.
import * as z from "zod/v4-mini";
import { COMMENT_LIMITS, commentLength } from "~/domain/station-comments";
import { withoutControls } from "~/domain/text";
import { stationComments } from "~/i18n/ko/station/comments";
import { reportSchema } from "./station-manage";

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

/** The report of a comment: the station report's form (one of the upstream's reasons, an optional detail). */
export const commentReportSchema = reportSchema;
