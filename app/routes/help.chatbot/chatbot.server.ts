// Loader and action of the support chatbot (002 §2.14, §4.4, §8.4): a new conversation opens with the
// greeting and recommended keywords; each question is answered by the help host's chat call. The
// conversation travels signed in the form (the server keeps no state), so that it also works without JS.
import crypto from "node:crypto";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { chatTime, CHAT_HISTORY_MAX, nextMissCount, type ChatMessage, type ChatView } from "~/domain/help";
import { chatQuestionSchema } from "~/forms/help-chat.server";
import { helpChatbot } from "~/i18n/ko/help/chatbot";
import { askChatbot, getTopKeywords } from "~/upstream/clients/help.server";
import type { CallContext } from "~/upstream/transport.server";
import { appLink, appLinksInHtml } from "~/utils/app-links.server";
import { getConfig } from "~/utils/env.server";
import { formDataOf } from "~/utils/form-data.server";
import { carriedHoneypot, honeypotVerdict, verdictFailure } from "~/utils/honeypot.server";
import { heldForm, sheddingHold, submissionKeyOf } from "~/utils/submission.server";
import { linkConfigFor } from "~/utils/link-config.server";
import type { LinkConfig } from "~/utils/links";
import { markdownToSafeHtml } from "~/utils/sanitize.server";
import { readSigned, signValue } from "~/utils/signed.server";

type ChatState = { messages: ChatMessage[]; misses: number };
const CHAT_PURPOSE = "help-chat";

/** The conversation as this viewer sees it: answers' links are the app's inside the webview. */
function chatView(state: ChatState, config: LinkConfig): ChatView {
  const markers = { am: helpChatbot.chatbot.am, pm: helpChatbot.chatbot.pm };
  return {
    state: signValue(CHAT_PURPOSE, state),
    messages: state.messages.map(({ at, text, links, helpInfo, ...message }, index) => ({
      ...message,
      id: index,
      text: message.role === "user" ? text : null,
      html: message.role === "system" && !message.miss ? appLinksInHtml(config, markdownToSafeHtml(text)) : null,
      links: links.map((link) => ({ ...link, url: appLink(config, link.url) })),
      helpInfo: helpInfo && { ...helpInfo, url: appLink(config, helpInfo.url) },
      time: chatTime(at, markers),
    })),
  };
}

/** A new conversation: the greeting with up to 6 recommended keywords. */
async function newChatState(ctx: CallContext): Promise<ChatState> {
  const keywords = await getTopKeywords(ctx);
  const greeting: ChatMessage = {
    role: "system",
    text: helpChatbot.chatbot.greeting(getConfig().productName),
    links: [],
    keywords,
    helpInfo: null,
    at: Date.now(),
  };
  return { messages: [greeting], misses: 0 };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const chat = chatView(await newChatState({ request, context }), linkConfigFor(request));
  const confirmClose = new URL(request.url).searchParams.get("dialog") === "close";
  return json({ chat, product: getConfig().productName, confirmClose }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * One question and its reply (002 §4.4): a failed lookup counts as a miss; the second in a row shows the fallback.
 * A repeat of the same question (its form's key: a double tap, a retry) is answered by the upstream as the
 * first, logged once; every answer brings the form a new key for the next question.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  const config = linkConfigFor(request);
  const formData = await formDataOf(request);
  const key = submissionKeyOf(formData);
  const honeypot = carriedHoneypot(formData);
  const submissionKey = crypto.randomUUID();
  const signed = readSigned<ChatState>(CHAT_PURPOSE, formData.get("state"));
  const draft = String(formData.get("message") ?? "");
  // While the instance sheds load nothing is asked: the conversation as it was, the question still in the input.
  const shed = sheddingHold(context);
  if (shed) return heldForm({ ...chatView(signed ?? { messages: [], misses: 0 }, config), draft, honeypot, submissionKey: key ?? submissionKey }, shed);
  // A question chip may rightly be tapped the moment the greeting shows: no minimum time to fill.
  const verdict = await honeypotVerdict(formData, context, key, { minFill: false });
  const submission = parseWithZod(formData, { schema: chatQuestionSchema });
  // A token expired or spent: the conversation as it was, what was typed still in the input, nothing sent; the
  // same question sent again (with the fresh token and the same key) is answered.
  if (verdict !== "ok") {
    const { failure, status } = verdictFailure(verdict);
    return json({ ...chatView(signed ?? { messages: [], misses: 0 }, config), draft, honeypot, submissionKey: key ?? submissionKey, ...failure }, { status });
  }
  const state = signed ?? (await newChatState(ctx));
  // Without JS the close button and the confirmation's cancel post the conversation, so that it survives both.
  const intent = formData.get("intent");
  if (intent === "close" || intent === "resume") {
    return json({ ...chatView(state, config), confirmClose: intent === "close", draft, honeypot, submissionKey });
  }
  // A question over the limit stays in the input with its message; nothing is sent.
  if (submission.status === "error") {
    const questionError = Object.values(submission.error ?? {}).flat()[0] ?? undefined;
    return json({ ...chatView(state, config), draft, questionError, honeypot, submissionKey }, { status: 400 });
  }
  const question = submission.status === "success" ? (submission.value.keyword || submission.value.message || "").trim() : "";
  if (!question) return json({ ...chatView(state, config), honeypot, submissionKey }, { status: 400 });

  const reply = await askChatbot(ctx, question, key);
  const { count, miss } = nextMissCount(state.misses, reply?.hit ?? false);
  const now = Date.now();
  const answer: ChatMessage = reply?.hit
    ? { role: "system", text: reply.markdown, links: reply.links, keywords: reply.keywords, helpInfo: reply.helpInfo, at: now }
    : { role: "system", text: "", links: [], keywords: [], helpInfo: null, miss: miss ?? "first", at: now };
  const messages = [...state.messages, { role: "user" as const, text: question, links: [], keywords: [], helpInfo: null, at: now }, answer];
  return json({ ...chatView({ messages: messages.slice(-CHAT_HISTORY_MAX), misses: count }, config), honeypot, submissionKey });
}
