// The satisfaction survey (002 §2.13, §9.5): two questions on the 20–100 scale, both required. Used by the
// survey action only (the form enables its button in the browser without it).
import * as z from "zod/v4-mini";
import { isSurveyScore } from "~/domain/help";
import { helpInquiries } from "~/i18n/ko/help/inquiries";

const score = z.pipe(z.string(helpInquiries.survey.chooseBoth), z.transform(Number)).check(z.refine(isSurveyScore, helpInquiries.survey.chooseBoth));

export const surveySchema = z.object({
  inquiryId: z.string().check(z.regex(/^\d+$/)),
  feedback: score,
  speed: score,
  /** Where the dialog was opened (list or detail); the standalone page sends none. */
  redirectTo: z.optional(z.string()),
});
