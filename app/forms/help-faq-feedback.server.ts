// The FAQ feedback form (002 §2.6): '네' / '아니오' under an answer. Used by the FAQ detail's action only.
import * as z from "zod/v4-mini";

export const faqFeedbackSchema = z.object({
  satisfied: z.enum(["Y", "N"]),
});
