// Actions of the help centre's small forms, kept out of the route modules so that zod and conform never
// reach a page's JavaScript: FAQ feedback (002 §2.6), the survey (§2.13, §8.2) and the chatbot (§2.14).
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { chatTime, CHAT_HISTORY_MAX, nextMissCount, surveyOutcome, type ChatMessage, type ChatView } from "~/domain/help";
import { isObjectionNode } from "~/domain/help-nodes";
import { chatQuestionSchema, faqFeedbackSchema } from "~/forms/help-misc";
import { surveySchema } from "~/forms/help-survey";
import { helpChatbot } from "~/i18n/ko/help/chatbot";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import { getConfig } from "~/utils/env.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { safeReturnPath } from "~/utils/return-url";
import { markdownToSafeHtml } from "~/utils/sanitize.server";
import { redirectWithToast } from "~/utils/session.server";
import { readSigned, signValue } from "~/utils/signed.server";
import { loginUrlFor } from "./auth.server";
import { askChatbot, getTicketInfo, getTopKeywords, sendFaqFeedback, setSurveyAnswer } from "./help.server";
import type { CallContext } from "./http.server";

export async function faqFeedbackAction({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const id = params.questionId ?? "";
  const submission = parseWithZod(formData, { schema: faqFeedbackSchema });
  if (submission.status !== "success" || !/^\d+$/.test(id)) return redirect(`/help/faq/${id}`);
  const sent = await sendFaqFeedback({ request, context }, id, submission.value.satisfied);
  if (!sent) return redirectWithToast(request, `/help/faq/${id}`, { message: helpShared.common.genericError, kind: "error" });
  return redirect(`/help/faq/${id}?feedback=sent`);
}

/** The survey's standalone page for a ticket (the e-mailed link, 002 §2.13). */
export const surveyPagePath = (inquiryId: string) => `/help/my-inquiry/survey?inquiryId=${encodeURIComponent(inquiryId)}`;

/**
 * The satisfaction survey from any of its three places (002 §8.2): done → refresh the list or detail (the
 * site index from the standalone page), -1025 already, -2008 login with the inquiring account, any other
 * code or a failed call → '처리 중 오류가 발생했습니다.', an objection → the index.
 */
export async function surveyAction({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  const formData = await request.formData();
  await checkHoneypot(formData);
  const origin = new URL(request.url).origin;
  const redirectValue = formData.get("redirectTo");
  const redirectTo = typeof redirectValue === "string" && redirectValue ? safeReturnPath(redirectValue, origin) : null;
  const submission = parseWithZod(formData, { schema: surveySchema });
  if (submission.status !== "success") {
    const inquiryId = String(formData.get("inquiryId") ?? "");
    if (redirectTo) return redirectWithToast(request, redirectTo, { message: helpInquiries.survey.chooseBoth, kind: "error" });
    return json({ error: helpInquiries.survey.chooseBoth, inquiryId }, { status: 400 });
  }
  const { inquiryId, feedback, speed } = submission.value;
  const back = redirectTo ?? surveyPagePath(inquiryId);
  const info = await getTicketInfo(ctx, inquiryId);
  const errorCode =
    info && !isObjectionNode(info.nodeId) ? await setSurveyAnswer(ctx, { ticketId: inquiryId, speed, feedback, isMember: info.isMember }) : null;
  const outcome = surveyOutcome(errorCode, isObjectionNode(info?.nodeId));
  const t = helpInquiries.survey;
  switch (outcome.kind) {
    case "done":
      return redirectWithToast(request, redirectTo ?? "/", { message: t.done, kind: "success" });
    case "already":
      return redirectWithToast(request, back, { message: t.already });
    case "login":
      return redirectWithToast(request, loginUrlFor(request, back), { message: t.loginRequired, kind: "error" });
    case "objection":
      return redirectWithToast(request, "/", { message: t.objection, kind: "error" });
    case "failedWithCode":
      return redirectWithToast(request, back, { message: t.failedWithCode(outcome.code), kind: "error" });
    case "failed":
      return redirectWithToast(request, back, { message: t.failed, kind: "error" });
  }
}

// ── Chatbot ─────────────────────────────────────────────────────────────────────────────────────
type ChatState = { messages: ChatMessage[]; misses: number };
const CHAT_PURPOSE = "help-chat";

function chatView(state: ChatState): ChatView {
  const markers = { am: helpChatbot.chatbot.am, pm: helpChatbot.chatbot.pm };
  return {
    state: signValue(CHAT_PURPOSE, state),
    messages: state.messages.map(({ at, text, ...message }, index) => ({
      ...message,
      id: index,
      text: message.role === "user" ? text : null,
      html: message.role === "system" && !message.miss ? markdownToSafeHtml(text) : null,
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

export const newChat = async (ctx: CallContext): Promise<ChatView> => chatView(await newChatState(ctx));

/** One question and its reply (002 §4.4): a failed lookup counts as a miss; the second in a row shows the fallback. */
export async function chatbotAction({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: chatQuestionSchema });
  const state = readSigned<ChatState>(CHAT_PURPOSE, formData.get("state")) ?? (await newChatState(ctx));
  // Without JS the close button and the confirmation's cancel post the conversation, so that it survives both.
  const intent = formData.get("intent");
  if (intent === "close" || intent === "resume") {
    return json({ ...chatView(state), confirmClose: intent === "close", draft: String(formData.get("message") ?? "") });
  }
  const question = submission.status === "success" ? (submission.value.keyword || submission.value.message || "").trim() : "";
  if (!question) return json(chatView(state), { status: 400 });

  const reply = await askChatbot(ctx, question);
  const { count, miss } = nextMissCount(state.misses, reply?.hit ?? false);
  const now = Date.now();
  const answer: ChatMessage = reply?.hit
    ? { role: "system", text: reply.markdown, links: reply.links, keywords: reply.keywords, helpInfo: reply.helpInfo, at: now }
    : { role: "system", text: "", links: [], keywords: [], helpInfo: null, miss: miss ?? "first", at: now };
  const messages = [...state.messages, { role: "user" as const, text: question, links: [], keywords: [], helpInfo: null, at: now }, answer];
  return json(chatView({ messages: messages.slice(-CHAT_HISTORY_MAX), misses: count }));
}
