// The chatbot's question (002 §2.14, §5.12): a typed question or a keyword button of a reply. Used by the
// chatbot's action only (the chat window checks the length as it is typed).
import * as z from "zod/v4-mini";
import { CHAT_INPUT_MAX } from "~/domain/help";
import { helpChatbot } from "~/i18n/ko/help/chatbot";

const question = z.optional(z.string().check(z.trim(), z.maxLength(CHAT_INPUT_MAX, helpChatbot.chatbot.tooLong(CHAT_INPUT_MAX))));

/** The typed question, or a keyword button of a reply; the conversation so far travels signed in `state`. */
export const chatQuestionSchema = z.object({
  message: question,
  keyword: question,
  state: z.optional(z.string()),
});
