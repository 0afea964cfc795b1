// The help host's calls (002 §7): help-service commands on /apihelp.php, FAQ feedback and keyword log,
// objection status, chatbot, uploads (tempfile.php) and the form files. Raw schemas accept the shapes
// the help service sends (data nested or not, counts as strings or numbers, several names per field);
// every function returns domain objects, or the spec's empty default when the call failed.
import { z } from "zod";
import {
  CHAT_AUTOCOMPLETE_COUNT,
  FAQ_TOP_COUNT,
  type FaqDetail,
  type FaqPage,
  type FaqTopItem,
  type HelpCategory,
  type InquiryContents,
  type InquiryPage,
  KEYWORD_COUNT,
  PAGE_SIZE,
  type TicketInfo,
  type UploadedFile,
} from "~/domain/help";
import { HELP_NODE } from "~/domain/help-nodes";
import { safeUploadName } from "~/domain/uploads";
import {
  type ChatReply,
  normaliseChatReply,
  normaliseFaqDetail,
  normaliseFaqPage,
  normaliseFaqTop,
  normaliseInquiryContents,
  normaliseInquiryPage,
  normaliseKeywords,
  normaliseNodes,
  normaliseTicketInfo,
} from "~/normalise/help";
import { getConfig } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { cached } from "../cache.server";
import { upstreamFetch } from "../policy.server";
import { flagish, looseArray, numberOr, stringish } from "../schema.server";
import { type CallContext, cappedStream, type UpstreamResult, upstreamUrl } from "../transport.server";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** `{errorCode, errorMessage, data}`; answers that put the fields at the top level read the same. */
function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.preprocess(
    (value) => (isRecord(value) && !("data" in value) ? { ...value, data: value } : value),
    z.object({ errorCode: numberOr(0), errorMessage: z.string().nullish(), data: data.nullish() }),
  );
}

const FaqItemRaw = z.object({
  kbId: stringish.nullish(),
  kb_id: stringish.nullish(),
  faqId: stringish.nullish(),
  title: z.string(),
  nodeId: stringish.nullish(),
  nodeName: z.string().nullish(),
  contents: z.string().nullish(),
});

const FaqPageRaw = z.object({
  faqList: looseArray(FaqItemRaw),
  searchList: looseArray(FaqItemRaw),
  list: looseArray(FaqItemRaw),
  faqCount: numberOr(-1),
  searchCount: numberOr(-1),
  totalCount: numberOr(-1),
  count: numberOr(-1),
  totalPages: numberOr(0),
  pageNo: numberOr(0),
  currentPage: numberOr(0),
});

const KeywordRaw = z.union([z.string(), z.object({ keyword: z.string().nullish(), szKeyword: z.string().nullish(), word: z.string().nullish() })]);
const NodeRaw = z.object({ nodeId: stringish, nodeName: z.string() });
const AnswerRaw = z.object({ contents: z.string().nullish(), createdDate: z.string().nullish(), staffName: z.string().nullish() });
const FileRaw = z.object({ fileId: stringish, fileName: z.string(), fileSize: numberOr(0) });

const Schemas = {
  keywords: envelope(z.object({ keywordList: looseArray(KeywordRaw) })),
  faqTop: envelope(z.object({ list: looseArray(FaqItemRaw), faqTopList: looseArray(FaqItemRaw) })),
  faqPage: envelope(FaqPageRaw),
  faqDetail: envelope(z.object({ kbInfo: z.object({ title: z.string(), contents: z.string().nullish(), nodeId: stringish.nullish() }).nullish() })),
  node: envelope(z.object({ node: z.object({ parentId: stringish.nullish() }).nullish() })),
  nodeList: envelope(z.object({ nodeList: looseArray(NodeRaw) })),
  any: envelope(z.unknown()),
  qnaList: envelope(
    z.object({
      qnaList: looseArray(
        z.object({
          ticketId: stringish,
          nodePath: z.string().nullish(),
          nodeId: stringish.nullish(),
          questionTitle: z.string(),
          ticketStatus: z.string().nullish(),
          feedback: numberOr(-1),
          createdDate: z.string().nullish(),
        }),
      ),
      qnaListCount: numberOr(0),
      pageNo: numberOr(0),
    }),
  ),
  qnaContents: envelope(
    z.object({
      commonInfo: z.object({ nodePath: z.string().nullish(), nodeId: stringish.nullish(), nodeName: z.string().nullish() }).nullish(),
      questionList: looseArray(
        z.object({
          title: z.string(),
          contents: z.string().nullish(),
          createdDate: z.string().nullish(),
          fileList: looseArray(z.object({ fileName: z.string() })),
        }),
      ),
      answerEndList: looseArray(AnswerRaw),
      /** Every reply with its kind, when the help service sends it (beyond §3.2, docs/choices.md). */
      answerList: looseArray(AnswerRaw.extend({ kind: z.string().nullish() })),
    }),
  ),
  surveyExist: envelope(z.object({ surveyCount: numberOr(0) })),
  ticketInfo: envelope(z.object({ loginFlag: flagish, nodeId: stringish.nullish(), answerEndDate: z.string().nullish() })),
  upload: z.object({ errorCode: numberOr(-1), ticketId: stringish.nullish(), fileList: looseArray(FileRaw) }),
  result: z.object({ result: numberOr(0) }),
  objection: z.object({ message: z.string().nullish(), data: z.object({ userId: stringish.nullish() }).nullish() }),
  chat: z.object({
    status: z.union([z.string(), z.number(), z.boolean()]).nullish(),
    full: z.string().nullish(),
    links: looseArray(z.object({ title: z.string(), url: z.string() })),
    keywords: looseArray(z.string()),
    helpInfo: z.object({ title: z.string().nullish(), description: z.string().nullish(), btnTxt: z.string().nullish(), url: z.string().nullish() }).nullish(),
  }),
  autocomplete: z.object({ answerList: looseArray(z.union([z.string(), z.object({ title: z.string() })])) }),
};

type Payload = Record<string, string | number | undefined>;

/** One help-service command (002 §7.1), always with the product's domainId. */
function command<S extends z.ZodTypeAny>(ctx: CallContext, name: string, payload: Payload, schema: S) {
  return upstreamFetch(ctx, "help", "/apihelp.php", { form: { command: name, domainId: getConfig().help.domainId, ...payload }, schema });
}

/** The data of a command that answered errorCode 0, else null. */
function dataOf<T extends { errorCode: number; data?: unknown }>(result: UpstreamResult<T>): NonNullable<T["data"]> | null {
  if (!result.ok || result.data.errorCode !== 0 || result.data.data === null || result.data.data === undefined) return null;
  return result.data.data as NonNullable<T["data"]>;
}

/** The FAQ tree and its answers change rarely and are the same for everyone (design: cache shared lists). */
const FAQ_CACHE = { ttlMs: 60_000, staleMs: 10 * 60_000 };

// ── FAQ, keywords, search ────────────────────────────────────────────────────────────────────────
export async function getTopKeywords(ctx: CallContext): Promise<string[]> {
  const data = dataOf(await command(ctx, "FaqTopKeyword", {}, Schemas.keywords));
  return data ? normaliseKeywords(data.keywordList, KEYWORD_COUNT) : [];
}

export async function getFaqTop(ctx: CallContext): Promise<FaqTopItem[]> {
  const top = await cached("help:faq-top", FAQ_CACHE, async () => {
    const data = dataOf(await command(ctx, "FaqTopList", { pageNo: 1, rowsPerPage: FAQ_TOP_COUNT }, Schemas.faqTop));
    return data ? normaliseFaqTop(data.list.length ? data.list : data.faqTopList).slice(0, FAQ_TOP_COUNT) : undefined;
  });
  return top ?? [];
}

const firstCount = (...counts: number[]) => counts.find((count) => count >= 0) ?? null;

function readFaqPage(data: z.output<typeof FaqPageRaw>, page: number, search: boolean): FaqPage {
  const items = data.faqList.length ? data.faqList : data.searchList.length ? data.searchList : data.list;
  return normaliseFaqPage(
    {
      items,
      count: firstCount(data.faqCount, data.searchCount, data.totalCount, data.count),
      totalPages: data.totalPages,
      page: data.pageNo || data.currentPage,
    },
    page,
    sanitizeHtml,
    { search },
  );
}

export const EMPTY_FAQ_PAGE: FaqPage = { items: [], page: 1, totalPages: 0, total: 0 };

export async function getFaqPage(ctx: CallContext, nodeIds: string[], page: number): Promise<FaqPage> {
  const faqPage = await cached(`help:faq-page:${nodeIds.join(",")}:${page}`, FAQ_CACHE, async () => {
    const data = dataOf(await command(ctx, "FaqList", { nodeIds: nodeIds.join(","), pageNo: page, rowsPerPage: PAGE_SIZE }, Schemas.faqPage));
    return data ? readFaqPage(data, page, false) : undefined;
  });
  return faqPage ?? { ...EMPTY_FAQ_PAGE, page };
}

export async function searchFaq(ctx: CallContext, word: string, page: number): Promise<FaqPage> {
  const data = dataOf(
    await command(ctx, "FaqSearchList", { searchQuestion: word, pageNo: page, rowsPerPage: PAGE_SIZE, nodeId: HELP_NODE.faqRoot }, Schemas.faqPage),
  );
  return data ? readFaqPage(data, page, true) : { ...EMPTY_FAQ_PAGE, page };
}

/** null when the FAQ does not exist or the call failed. */
export async function getFaqDetail(ctx: CallContext, kbId: string): Promise<FaqDetail | null> {
  // Cached with its sanitised answer; an unknown FAQ is not cached (it may be published later).
  const detail = await cached(`help:faq:${kbId}`, FAQ_CACHE, async () => {
    const data = dataOf(await command(ctx, "FaqDetailView", { nodeId: HELP_NODE.faqRoot, kbId }, Schemas.faqDetail));
    return data?.kbInfo ? normaliseFaqDetail(kbId, data.kbInfo, sanitizeHtml) : undefined;
  });
  return detail ?? null;
}

export async function getParentNodeId(ctx: CallContext, nodeId: string): Promise<string | null> {
  const parentId = await cached(`help:parent:${nodeId}`, FAQ_CACHE, async () => {
    const data = dataOf(await command(ctx, "CommonNode", { nodeId }, Schemas.node));
    return data?.node?.parentId || undefined;
  });
  return parentId ?? null;
}

function getNodes(ctx: CallContext, serviceType: "SVFAQ" | "SVQNA", parentId: string): Promise<HelpCategory[]> {
  return cached(`help:nodes:${serviceType}:${parentId}`, FAQ_CACHE, async () => {
    const data = dataOf(await command(ctx, "CommonNodeList", { serviceType, parentId }, Schemas.nodeList));
    return data ? normaliseNodes(data.nodeList) : undefined;
  }).then((nodes) => nodes ?? []);
}

export const getFaqNodes = (ctx: CallContext, parentId: string) => getNodes(ctx, "SVFAQ", parentId);
export const getQnaNodes = (ctx: CallContext, parentId: string) => getNodes(ctx, "SVQNA", parentId);

export async function logSearchKeyword(ctx: CallContext, keyword: string): Promise<void> {
  await upstreamFetch(ctx, "help", "/api/set_faq_keyword.php", { form: { szKeyword: keyword }, schema: Schemas.result });
}

/** `idempotencyKey`: the rendered form's: the upstream keeps one feedback per key, however often it is sent. */
export async function sendFaqFeedback(ctx: CallContext, kbId: string, satisfied: "Y" | "N", idempotencyKey: string | null = null): Promise<boolean> {
  const result = await upstreamFetch(ctx, "help", "/api/set_faq_satisfaction.php", {
    form: { kb_id: kbId, is_satisfied: satisfied, idempotency_key: idempotencyKey ?? undefined },
    schema: Schemas.result,
  });
  return result.ok && result.data.result === 1;
}

// ── Forms: upload, register, objection status ───────────────────────────────────────────────────
export type UploadResult = { ok: true; ticketId: string; files: UploadedFile[] } | { ok: false };

/** Step 1 of 002 §7.3: the files go to tempfile.php (added to an earlier upload's ticket when given). */
export async function uploadFiles(ctx: CallContext, files: File[], ticketId: string | null): Promise<UploadResult> {
  const body = new FormData();
  if (ticketId) body.set("ticketId", ticketId);
  for (const file of files) body.append("files[]", file, safeUploadName(file.name));
  const result = await upstreamFetch(ctx, "help", "/tempfile.php", { multipart: body, schema: Schemas.upload });
  if (!result.ok || result.data.errorCode !== 0 || !result.data.ticketId) return { ok: false };
  return {
    ok: true,
    ticketId: result.data.ticketId,
    files: result.data.fileList.map((file) => ({ id: file.fileId, name: file.fileName, size: file.fileSize })),
  };
}

export async function deleteUploadedFile(ctx: CallContext, ticketId: string, fileId: string): Promise<UploadResult> {
  const result = await upstreamFetch(ctx, "help", "/tempfile.php", { form: { ticketId, deleteFileId: fileId }, schema: Schemas.upload });
  if (!result.ok || result.data.errorCode !== 0 || !result.data.ticketId) return { ok: false };
  return {
    ok: true,
    ticketId: result.data.ticketId,
    files: result.data.fileList.map((file) => ({ id: file.fileId, name: file.fileName, size: file.fileSize })),
  };
}

export type RegisterPayload = {
  type: string;
  nodeId: string;
  customerEmail: string;
  title: string;
  contents: string;
  inChannelId: string;
  ticketId: string | null;
  isGuest: boolean;
  /** The rendered form's key: the upstream makes one ticket per key, however often it is sent. */
  idempotencyKey?: string | null;
};

/** The password guests' tickets are registered with (002 §6: a fixed password set by the product). */
const GUEST_PASSWORD = "streamon-guest-ticket";

/** Step 2 of 002 §7.3, reading A: QnaRegister with the title and contents URI-encoded. Returns the errorCode (null: the call failed). */
export async function registerQna(ctx: CallContext, payload: RegisterPayload): Promise<number | null> {
  const result = await command(
    ctx,
    "QnaRegister",
    {
      type: payload.type,
      nodeId: payload.nodeId,
      customerEmail: payload.customerEmail,
      questionTitle: encodeURIComponent(payload.title),
      questionContents: encodeURIComponent(payload.contents),
      inChannelId: payload.inChannelId,
      nonmemberFlag: payload.isGuest ? "Y" : undefined,
      password: payload.isGuest ? GUEST_PASSWORD : undefined,
      ticketId: payload.ticketId ?? undefined,
      idempotencyKey: payload.idempotencyKey ?? undefined,
    },
    Schemas.any,
  );
  return result.ok ? result.data.errorCode : null;
}

export type ObjectionStatus = { ok: true; userId: string } | { ok: false; status: number | null; message: string | null };

/** 002 §2.10, §8.1: eligible ('success' with data.userId) or an HTTP error with the server's message. */
export async function getObjectionStatus(ctx: CallContext): Promise<ObjectionStatus> {
  const result = await upstreamFetch(ctx, "help", "/api/get_objection_status.php", { method: "POST", form: {}, schema: Schemas.objection });
  if (result.ok) {
    const userId = result.data.data?.userId;
    if (result.data.message === "success" && userId) return { ok: true, userId };
    return { ok: false, status: result.status, message: result.data.message ?? null };
  }
  const body = result.failure.body;
  const message = isRecord(body) && typeof body.message === "string" ? body.message : null;
  return { ok: false, status: result.failure.status, message };
}

// ── My inquiries and the survey ─────────────────────────────────────────────────────────────────
/** null when the call failed (the page shows its empty state). */
export async function getInquiryPage(ctx: CallContext, page: number): Promise<InquiryPage | null> {
  const data = dataOf(await command(ctx, "QnaList", { type: "exMailMyBoard", pageNo: page, rowsPerPage: PAGE_SIZE }, Schemas.qnaList));
  return data ? normaliseInquiryPage(data, page) : null;
}

/** A ticket's question and answer (002 §3.2); null on any error (§8.3: the page then goes back to the list). */
export async function getInquiryContents(ctx: CallContext, ticketId: string): Promise<InquiryContents | null> {
  const data = dataOf(await command(ctx, "QnaContents", { type: "exMailMyAnswer", ticketId }, Schemas.qnaContents));
  return data ? normaliseInquiryContents(ticketId, data, sanitizeHtml) : null;
}

export async function getSurveyCount(ctx: CallContext, ticketId: string): Promise<number | null> {
  const data = dataOf(await command(ctx, "CommonSurveyExist", { targetId: ticketId, serviceType: "SVQNA", surveyType: "CUSAF" }, Schemas.surveyExist));
  return data ? data.surveyCount : null;
}

/** A ticket's owner kind, node and whether it has its final answer (002 §3.3; null when the call failed). */
export async function getTicketInfo(ctx: CallContext, ticketId: string): Promise<TicketInfo | null> {
  const data = dataOf(await command(ctx, "getTicketInfo", { ticketId }, Schemas.ticketInfo));
  return data ? normaliseTicketInfo(data) : null;
}

/** setSurveyAnswer's errorCode, or null when the call failed (network). */
export async function setSurveyAnswer(
  ctx: CallContext,
  answer: { ticketId: string; speed: number; feedback: number; isMember: boolean; idempotencyKey?: string | null },
): Promise<number | null> {
  const result = await command(
    ctx,
    "setSurveyAnswer",
    {
      targetId: answer.ticketId,
      serviceType: "SVQNA",
      surveyType: "CUSAF",
      option01: answer.speed,
      feedback: answer.feedback,
      isMember: answer.isMember ? "Y" : "N",
      // The rendered form's key: the upstream answers its repeat as the first, not as -1025.
      idempotencyKey: answer.idempotencyKey ?? undefined,
    },
    Schemas.any,
  );
  return result.ok ? result.data.errorCode : null;
}

// ── Chatbot ─────────────────────────────────────────────────────────────────────────────────────
/**
 * null when the call failed (counted as a miss by the page). `idempotencyKey`: the rendered form's:
 * the upstream answers a repeat of it as the first and logs the question once.
 */
export async function askChatbot(ctx: CallContext, message: string, idempotencyKey: string | null = null): Promise<ChatReply | null> {
  const result = await upstreamFetch(ctx, "help", "/api/help_chat.php", {
    form: { type: "chat", user_message: message, idempotency_key: idempotencyKey ?? undefined },
    schema: Schemas.chat,
  });
  return result.ok ? normaliseChatReply(result.data) : null;
}

export async function chatAutocomplete(ctx: CallContext, contents: string): Promise<string[]> {
  const result = await upstreamFetch(ctx, "help", "/api/help_chat.php", {
    form: { type: "question_autocomplete", contents, contents_cnt: CHAT_AUTOCOMPLETE_COUNT },
    schema: Schemas.autocomplete,
  });
  if (!result.ok) return [];
  return result.data.answerList.map((item) => (typeof item === "string" ? item : item.title)).slice(0, CHAT_AUTOCOMPLETE_COUNT);
}

// ── Form files ──────────────────────────────────────────────────────────────────────────────────
export const FORM_FILE_NAMES = { hwp: "불법촬영물등_신고_삭제요청서.hwp", docx: "불법촬영물등_신고_삭제요청서.docx" } as const;

/**
 * GET {files path}/{encoded file name}?t={timestamp} (002 §7.2), streamed to the browser. Binary, so it
 * bypasses upstreamFetch's JSON handling but keeps its time-out, request id, size cap, refusal to follow
 * redirects and failure log. A text or JSON answer is no form file (a maintenance page answered with 200
 * would be saved as the .docx): a failure. "missing" when the host has no such file (404), null on failure.
 */
export async function fetchFormFile(ctx: CallContext, kind: keyof typeof FORM_FILE_NAMES): Promise<Response | "missing" | null> {
  const config = getConfig();
  const name = FORM_FILE_NAMES[kind];
  const url = upstreamUrl("help", `/files/${encodeURIComponent(name)}`, { t: Date.now() });
  const requestId = ctx.context?.requestId;
  const fail = (kind: string, status: number | null, detail?: string) =>
    logger.warn("upstream_failure", { requestId, role: "help", path: "/files", kind, status, detail });
  try {
    const response = await fetch(url, {
      headers: requestId ? { "x-request-id": requestId } : {},
      signal: AbortSignal.any([AbortSignal.timeout(config.upstreamTimeoutMs), ctx.request.signal]),
      // Never followed: a redirect could point at an internal address, whose answer would be streamed to
      // the browser. A 3xx is a failure like any other non-2xx.
      redirect: "manual",
    });
    const declared = Number(response.headers.get("content-length"));
    const textual = /^\s*(text\/|application\/(json|xhtml))/i.test(response.headers.get("content-type") ?? "");
    if (response.ok && response.body && !textual && !(declared > config.upstreamMaxBodyBytes)) {
      const body = cappedStream(response.body, config.upstreamMaxBodyBytes, () => fail("too_large", response.status));
      return new Response(body, { status: response.status, headers: response.headers });
    }
    void response.body?.cancel().catch(() => undefined);
    fail(!response.ok ? "http" : textual ? "html" : "too_large", response.status);
    if (response.status === 404) return "missing";
  } catch (error) {
    fail("network", null, String(error));
  }
  return null;
}
