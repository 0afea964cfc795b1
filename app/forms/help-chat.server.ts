// The help centre's small forms: FAQ feedback (002 §2.6) and the chatbot's question (§2.14, §5.12).
import * as z from "zod/v4-mini";
import { CHAT_INPUT_MAX } from "~/domain/help";

export const faqFeedbackSchema = z.object({
  satisfied: z.enum(["Y", "N"]),
});

const question = z.optional(z.string().check(z.trim(), z.maxLength(CHAT_INPUT_MAX)));

/** The typed question, or a keyword button of a reply; the conversation so far travels signed in `state`. */
export const chatQuestionSchema = z.object({
  message: question,
  keyword: question,
  state: z.optional(z.string()),
});
