// Raw help-service answers (already checked by the raw schemas in upstream/clients/help.server.ts) to domain
// objects (002 §3). Several names are accepted for one field (kbId / kb_id / faqId, faqCount /
// totalCount, pageNo / currentPage); HTML goes through the sanitiser the server passes in.
import { formatKst, parseUpstreamDate } from "~/domain/dates";
import {
  CHAT_LINK_MAX,
  inquiryKind,
  replyKind,
  safeChatUrl,
  stripSpaceEntity,
  ticketStatus,
  totalPages,
  type ChatLink,
  type FaqDetail,
  type FaqItem,
  type FaqPage,
  type FaqTopItem,
  type HelpCategory,
  type HelpInfo,
  type InquiryContents,
  type InquiryListItem,
  type InquiryPage,
  type InquiryReply,
  type TicketInfo,
} from "~/domain/help";
import { isObjectionNode } from "~/domain/help-nodes";
import { withoutControls } from "~/domain/text";
import { helpInquiries } from "~/i18n/ko/help/inquiries";

type Id = string | undefined | null;
export type Sanitize = (html: string) => string;

export type RawFaqItem = {
  kbId?: Id;
  kb_id?: Id;
  faqId?: Id;
  title: string;
  nodeId?: Id;
  nodeName?: string | null;
  contents?: string | null;
};

const faqId = (raw: { kbId?: Id; kb_id?: Id; faqId?: Id }) => String(raw.kbId ?? raw.kb_id ?? raw.faqId ?? "");

export function normaliseFaqItem(raw: RawFaqItem, sanitize: Sanitize, { search = false } = {}): FaqItem {
  return {
    id: faqId(raw),
    title: withoutControls(search ? stripSpaceEntity(raw.title).trim() : raw.title),
    nodeId: raw.nodeId ?? null,
    contentsHtml: raw.contents ? sanitize(raw.contents) : null,
  };
}

export type RawFaqPage = {
  items: RawFaqItem[];
  count?: number | null;
  totalPages?: number | null;
  page?: number | null;
};

export function normaliseFaqPage(raw: RawFaqPage, requestedPage: number, sanitize: Sanitize, options: { search?: boolean } = {}): FaqPage {
  const items = raw.items.map((item) => normaliseFaqItem(item, sanitize, options)).filter((item) => item.id !== "");
  const total = raw.count ?? items.length;
  return {
    items,
    total,
    page: raw.page && raw.page > 0 ? raw.page : requestedPage,
    totalPages: raw.totalPages && raw.totalPages > 0 ? raw.totalPages : totalPages(total),
  };
}

export function normaliseFaqTop(raw: Array<RawFaqItem & { nodeName?: string | null }>): FaqTopItem[] {
  return raw
    .map((item) => ({ id: faqId(item), title: withoutControls(item.title), nodeId: item.nodeId ?? null, nodeName: withoutControls(item.nodeName ?? "") }))
    .filter((item) => item.id !== "");
}

export function normaliseFaqDetail(id: string, raw: { title: string; contents?: string | null; nodeId?: Id }, sanitize: Sanitize): FaqDetail {
  return { id, title: withoutControls(raw.title), contentsHtml: sanitize(raw.contents ?? ""), subCategory: raw.nodeId ?? null };
}

export type RawKeyword = string | { keyword?: string | null; szKeyword?: string | null; word?: string | null };

export function normaliseKeywords(raw: RawKeyword[], limit: number): string[] {
  const words = raw
    .map((item) => (typeof item === "string" ? item : (item.keyword ?? item.szKeyword ?? item.word ?? "")))
    .map((word) => word.trim())
    .filter(Boolean);
  return [...new Set(words)].slice(0, limit);
}

export function normaliseNodes(raw: Array<{ nodeId: string; nodeName: string }>): HelpCategory[] {
  return raw.map((node) => ({ id: node.nodeId, name: withoutControls(node.nodeName) }));
}

// ── My inquiries ─────────────────────────────────────────────────────────────────────────────────
export type RawQnaItem = {
  ticketId: string;
  nodePath?: string | null;
  nodeId?: Id;
  questionTitle: string;
  ticketStatus?: string | null;
  feedback: number;
  createdDate?: string | null;
};

const dateOnly = (value: string | null | undefined) => {
  const ms = parseUpstreamDate(value);
  return ms === null ? "" : formatKst(ms, "YYYY-MM-DD");
};
const dateTime = (value: string | null | undefined) => {
  const ms = parseUpstreamDate(value);
  return ms === null ? "" : formatKst(ms, "YYYY-MM-DD HH:mm:ss");
};

/** §3.1 */
export function normaliseInquiryItem(raw: RawQnaItem): InquiryListItem {
  const kind = inquiryKind(raw.nodePath, raw.nodeId);
  const status = ticketStatus(raw.ticketStatus);
  return {
    id: raw.ticketId,
    kind,
    title: withoutControls(raw.questionTitle),
    status,
    isEvaluated: raw.feedback > -1,
    isAnswered: status === "ANSWEND" && kind !== "objection",
    createdDate: dateOnly(raw.createdDate),
  };
}

export function normaliseInquiryPage(raw: { qnaList: RawQnaItem[]; qnaListCount: number; pageNo: number }, requestedPage: number): InquiryPage {
  return {
    items: raw.qnaList.map(normaliseInquiryItem),
    total: raw.qnaListCount,
    page: raw.pageNo > 0 ? raw.pageNo : requestedPage,
    totalPages: totalPages(raw.qnaListCount),
  };
}

type RawAnswer = { contents?: string | null; createdDate?: string | null; staffName?: string | null };

export type RawQnaContents = {
  commonInfo?: { nodePath?: string | null; nodeId?: Id; nodeName?: string | null } | null;
  questionList: Array<{ title: string; contents?: string | null; createdDate?: string | null; fileList: Array<{ fileName: string }> }>;
  answerEndList: RawAnswer[];
  /** Every reply with its kind (ANSWTMP, ANSWADD, ANSWEND): beyond §3.2 (docs/choices.md), absent from a service that does not send it. */
  answerList?: Array<RawAnswer & { kind?: string | null }>;
};

const staffName = (raw: RawAnswer) => raw.staffName?.trim() || null;

/**
 * Every reply oldest first: answerList when the service sends it, else the final answer alone. The final
 * answer of answerEndList is never lost (it joins a list that lacks it), and replies without a date go last.
 */
function normaliseReplies(raw: RawQnaContents, sanitize: Sanitize): InquiryReply[] {
  const finalAnswer = raw.answerEndList[0];
  const listed = (raw.answerList ?? []).map((reply) => ({ ...reply, kind: replyKind(reply.kind) }));
  if (finalAnswer && !listed.some((reply) => reply.kind === "final")) listed.push({ ...finalAnswer, kind: "final" });
  return listed
    .filter((reply) => (reply.contents ?? "").trim() !== "" || parseUpstreamDate(reply.createdDate) !== null)
    .map((reply) => ({ reply, at: parseUpstreamDate(reply.createdDate) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => (a.at === b.at ? 0 : a.at - b.at))
    .map(({ reply }) => ({
      kind: reply.kind,
      contentsHtml: sanitize(reply.contents ?? ""),
      createdAt: dateTime(reply.createdDate),
      staffName: staffName(reply),
    }));
}

/** §3.2: category '{type} > {nodeName}', the question, the answer when it has a date, and every reply. */
export function normaliseInquiryContents(id: string, raw: RawQnaContents, sanitize: Sanitize): InquiryContents | null {
  const question = raw.questionList[0];
  if (!question) return null;
  const info = raw.commonInfo ?? {};
  const kind = inquiryKind(info.nodePath, info.nodeId);
  const nodeName = info.nodeName ?? "";
  const answer = raw.answerEndList[0];
  const answeredAt = dateTime(answer?.createdDate);
  return {
    id,
    kind,
    category: nodeName ? `${helpInquiries.myInquiry.types[kind]} > ${nodeName}` : helpInquiries.myInquiry.types[kind],
    nodeName,
    isObjection: isObjectionNode(info.nodeId),
    title: withoutControls(question.title),
    contentsHtml: sanitize(question.contents ?? ""),
    createdAt: dateTime(question.createdDate),
    answer: answer && answeredAt ? { contentsHtml: sanitize(answer.contents ?? ""), createdAt: answeredAt, staffName: staffName(answer) } : null,
    replies: normaliseReplies(raw, sanitize),
    attachments: question.fileList.map((file) => ({ name: withoutControls(file.fileName) })),
  };
}

export type RawTicketInfo = { loginFlag?: string | number | boolean | null; nodeId?: Id; answerEndDate?: string | null };

/** §3.3: loginFlag read as isMember; answerEndDate (beyond §3.3, docs/choices.md) says whether the final answer exists. */
export function normaliseTicketInfo(raw: RawTicketInfo): TicketInfo {
  const flag = String(raw.loginFlag ?? "").toUpperCase();
  const answerEnd = raw.answerEndDate;
  return {
    isMember: flag === "Y" || flag === "1" || flag === "TRUE",
    nodeId: raw.nodeId ?? null,
    answered: answerEnd === undefined || answerEnd === null ? null : parseUpstreamDate(answerEnd) !== null,
  };
}

// ── Chatbot ──────────────────────────────────────────────────────────────────────────────────────
export type RawChatReply = {
  status?: string | number | boolean | null;
  full?: string | null;
  links: Array<{ title: string; url: string }>;
  keywords: string[];
  helpInfo?: { title?: string | null; description?: string | null; btnTxt?: string | null; url?: string | null } | null;
};

export type ChatReply = { hit: boolean; markdown: string; links: ChatLink[]; keywords: string[]; helpInfo: HelpInfo | null };

const HIT_STATUSES = new Set(["success", "1", "y", "true", "ok"]);

/** A reply counts as found when its status says so and it has text (§4.4's miss counter). */
export function normaliseChatReply(raw: RawChatReply): ChatReply {
  const markdown = raw.full?.trim() ?? "";
  const hit = HIT_STATUSES.has(String(raw.status ?? "").toLowerCase()) && markdown !== "";
  const links = raw.links
    .map((link) => ({ title: link.title.trim(), url: safeChatUrl(link.url) }))
    .filter((link): link is ChatLink => Boolean(link.title && link.url))
    .slice(0, CHAT_LINK_MAX);
  const info = raw.helpInfo;
  const infoUrl = info?.url ? safeChatUrl(info.url) : null;
  return {
    hit,
    markdown: hit ? markdown : "",
    links: hit ? links : [],
    keywords: hit
      ? raw.keywords
          .map((word) => word.trim())
          .filter(Boolean)
          .slice(0, 6)
      : [],
    helpInfo:
      hit && info?.title && infoUrl ? { title: info.title, description: info.description ?? "", buttonText: info.btnTxt ?? info.title, url: infoUrl } : null,
  };
}
