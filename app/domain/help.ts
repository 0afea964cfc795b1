// Domain types and rules of the help centre (002): categories (§9.2–9.4), form types (§5.8, §9.6),
// the inquiry type and status tables (§3.1, §4.1), the survey scale and result table (§8.2, §9.5),
// search and chatbot rules (§2.4, §4.4) and the device block (§5.11).
import {
  helpHomeCategoryNames,
  helpTypeWords,
  illegalReportCategoryName,
  inquiryCategoryNames,
  reportCategoryNames,
  type HelpTypeWord,
} from "~/i18n/ko/help/categories";
import { helpShared } from "~/i18n/ko/help/shared";
import { HELP_NODE, helpNodeId, isObjectionNode } from "./help-nodes";
import { HELP_FORM_PATHS } from "./uploads";
import { formatKst } from "./dates";

// ── Categories ───────────────────────────────────────────────────────────────────────────────────
export type HelpCategory = { id: string; name: string };

/** Pairs node ids with their names from app/i18n, which lists them in the same order (the types check the
 * counts). Pure: a list no browser code uses stays out of the bundle. */
function named<const Ids extends readonly string[]>(ids: Ids, labels: readonly string[] & { length: Ids["length"] }): HelpCategory[] {
  return ids.map((id, index) => ({ id: helpNodeId(id), name: labels[index] }));
}

/** Help-home categories under the FAQ root (§9.2); the help home shows the first 5. */
export const HELP_HOME_CATEGORIES = /* @__PURE__ */ named(
  ["NODE0000000004", "NODE0000000011", "NODE0000000452", "NODE0000000212", "NODE0000000016", "NODE0000000028"],
  helpHomeCategoryNames,
);
export const HELP_HOME_CATEGORY_COUNT = 5;

/** Inquiry categories (§9.3). */
export const INQUIRY_CATEGORIES = /* @__PURE__ */ named(
  ["549", "031", "037", "417", "477", "423", "427", "042", "047", "430", "058", "469", "062"],
  inquiryCategoryNames,
);

/** Categories whose template explains the cancel / refund path (§9.3). */
export const PAYMENT_CATEGORY_IDS: ReadonlySet<string> = new Set([helpNodeId("047"), helpNodeId("042")]);

/** Content report categories (§9.4). */
export const REPORT_CATEGORIES = /* @__PURE__ */ named(["133", "134", "135", "136", "137"], reportCategoryNames);

// ── Form types ───────────────────────────────────────────────────────────────────────────────────
export const FORM_TYPES = ["inquiry", "report", "illegal", "objection"] as const;
export type FormType = (typeof FORM_TYPES)[number];
export type TypeWord = HelpTypeWord;

/** §9.6: the type word the labels are built from. */
export const TYPE_WORD: Record<FormType, TypeWord> = {
  inquiry: helpTypeWords.inquiry,
  objection: helpTypeWords.inquiry,
  report: helpTypeWords.report,
  illegal: helpTypeWords.report,
};

export type FormField =
  "osInfo" | "mainCategory" | "subCategory" | "customerEmail" | "reporterName" | "birth" | "phoneNumber" | "title" | "content" | "attachedFiles" | "agreement";

/** §5.8: fields and their order by form type. */
export const FORM_FIELDS: Record<FormType, FormField[]> = {
  inquiry: ["osInfo", "mainCategory", "subCategory", "customerEmail", "title", "content", "attachedFiles", "agreement"],
  report: ["osInfo", "mainCategory", "customerEmail", "title", "content", "attachedFiles", "agreement"],
  illegal: ["osInfo", "mainCategory", "subCategory", "customerEmail", "reporterName", "birth", "phoneNumber", "title", "content", "attachedFiles", "agreement"],
  objection: ["osInfo", "customerEmail", "title", "content", "attachedFiles", "agreement"],
};

export const hasField = (formType: FormType, field: FormField) => FORM_FIELDS[formType].includes(field);

/** Main categories offered by each form; illegal and objection are fixed (§5.3). */
export function mainCategoriesOf(formType: FormType): HelpCategory[] {
  switch (formType) {
    case "inquiry":
      return INQUIRY_CATEGORIES;
    case "report":
      return REPORT_CATEGORIES;
    case "illegal":
      return [{ id: HELP_NODE.illegalReport, name: illegalReportCategoryName }];
    case "objection":
      return [{ id: HELP_NODE.objection, name: helpShared.kinds.objection }];
  }
}

/** §5.8 defaults: the illegal report's main category is its single category, the objection's its node. */
export function fixedMainCategory(formType: FormType): string | null {
  if (formType === "illegal") return HELP_NODE.illegalReport;
  if (formType === "objection") return HELP_NODE.objection;
  return null;
}

/** §7.3: nodeId is the sub-category for the inquiry and illegal types, the main category otherwise. */
export function submittedNodeId(formType: FormType, mainCategory: string, subCategory: string | undefined): string {
  return (formType === "inquiry" || formType === "illegal") && subCategory ? subCategory : mainCategory;
}

/** QnaRegister's type per form, after the legacy type names (§2.15). */
export const REGISTER_TYPE: Record<FormType, string> = {
  inquiry: "exMailQuestion",
  report: "exMailDeclare",
  illegal: "exMailIllegal",
  objection: "exMailObjection",
};

/** Where each form lives. */
export const FORM_PATH: Record<FormType, string> = HELP_FORM_PATHS;

// ── Form pages ───────────────────────────────────────────────────────────────────────────────────
export type TicketPageData = {
  formType: FormType;
  /** The id shown on the form; null for guests ('guest'). */
  userId: string | null;
  mainCategories: HelpCategory[];
  /** The fixed main category (illegal, objection), else null. */
  fixedMain: string | null;
  /** Sub-categories of the fixed main category (illegal); the others load them on choice. */
  subCategories: HelpCategory[];
  /** The content template of each main category (002 §9.3), for this user and device. */
  templates: Record<string, string>;
  extensions: string[];
  helpEmail: string;
  /** ?done=1: the completion dialog, and where it leads. */
  done: { href: string } | null;
  /** This render's idempotency key: sent with the registration, so a retry never makes a second ticket. */
  submissionKey: string;
  /** Illegal report: the form files, and whether this app version may download them (8.15.0). */
  download: { allowed: boolean } | null;
  /** The longer notices (privacy, '{label} 유의사항', the illegal report's notice box), sent as data. */
  notices: { privacy: readonly string[]; notes: readonly string[]; illegal: readonly string[] | null };
  /** The form as a member sent it when their session had run out, brought back after the login (its files
   * already uploaded with it; `hadFiles`: ones it brought anew, which could not be kept). */
  restored: { answer: TicketActionData; hadFiles: boolean } | null;
  /** A post of this form too large to read (over MAX_BODY_MB, answered 413 without reading it): the page says
   * so (texts sent as data) and leads back to the form, instead of the form. */
  oversized: { title: string; lines: readonly string[]; back: { href: string; label: string } } | null;
};

export type UploadedFile = { id: string; name: string; size: number };
export type UploadsState = { ticketId: string; files: UploadedFile[] };

/** What the user typed and the errors per field (conform's reply, without files). */
export type TicketFormResult = { initialValue: Record<string, string>; error: Record<string, string[]> };

export type TicketActionData = {
  result: TicketFormResult;
  mainCategory: string;
  subCategories: HelpCategory[];
  uploads: { token: string; files: UploadedFile[] } | null;
  formError: string | null;
  /** The form's idempotency key, kept across its re-renders until a registration is acknowledged. */
  submissionKey: string;
  /** The re-rendered form's honeypot fields, its fill time counted from its first render. */
  honeypot: HoneypotFields;
};

/** The honeypot fields of a form (remix-utils' HoneypotProvider props). */
export type HoneypotFields = { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };

// ── Validation rules shared by the schemas ───────────────────────────────────────────────────────
export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const CONTENT_MIN = 5;
export const CONTENT_MAX = 1000;
export const REPORTER_NAME_MIN = 2;

/** §5.2: the local part uses letters, digits, '.', '_', '-'; the whole needs 3+ characters, '@', a domain, a 2+ letter TLD. */
const EMAIL_LOCAL = /^[A-Za-z0-9._-]+@/;
const EMAIL_FULL = /^[A-Za-z0-9._%+-]{3,}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const isValidEmail = (value: string) => EMAIL_LOCAL.test(value) && EMAIL_FULL.test(value);

/** §5.2: seven common public mail domains, suggested once an id of 3+ characters is followed by '@'. */
export const EMAIL_DOMAINS = ["naver.com", "gmail.com", "daum.net", "hanmail.net", "nate.com", "kakao.com", "hotmail.com"];
export function emailSuggestions(value: string): string[] {
  const match = /^([A-Za-z0-9._-]{3,})@([A-Za-z0-9.-]*)$/.exec(value);
  if (!match) return [];
  return EMAIL_DOMAINS.filter((domain) => domain.startsWith(match[2].toLowerCase())).map((domain) => `${match[1]}@${domain}`);
}

/** §5.10: non-digits are stripped, then 01 + one of 0,1,6,7,8,9 + 3–4 digits + 4 digits. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");
export const isValidMobile = (value: string) => /^01[016789]\d{3,4}\d{4}$/.test(digitsOnly(value));

/**
 * A textarea's text as the browser counts it (maxlength, the counter): a form sends its line breaks as CR LF,
 * which counted as sent made 1,000 characters of several lines over 1,000.
 */
export const browserLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/** §5.6: content that is empty or still the category template counts as empty. */
export function isContentEmpty(content: string, template: string): boolean {
  const text = content.trim();
  return text === "" || (template.trim() !== "" && text === template.trim());
}

// ── Attachments (§5.7) ───────────────────────────────────────────────────────────────────────────
export const ATTACHMENT_MAX_COUNT = 3;
const BASE_EXTENSIONS = ["gif", "jpg", "jpeg", "png", "txt", "zip", "bmp"];
/** The document extensions of §5.7 (plus the .hwp of the downloadable form), accepted by the illegal report only. */
const DOCUMENT_EXTENSIONS = ["doc", "docx", "xls", "pdf", "hwp"];

export function allowedExtensions(formType: FormType): string[] {
  return formType === "illegal" ? [...BASE_EXTENSIONS, ...DOCUMENT_EXTENSIONS] : BASE_EXTENSIONS;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

/** Magic bytes per extension; text files must hold no NUL byte. Bytes: the file's first few KiB. */
export function contentMatchesExtension(extension: string, bytes: Uint8Array): boolean {
  switch (extension) {
    case "gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "jpg":
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "bmp":
      return startsWith(bytes, ascii("BM"));
    case "zip":
    case "docx":
      return ZIP.some((signature) => startsWith(bytes, signature));
    case "doc":
    case "xls":
    case "hwp":
      return startsWith(bytes, CFB);
    case "pdf":
      return startsWith(bytes, ascii("%PDF-"));
    case "txt":
      return !bytes.includes(0);
    default:
      return false;
  }
}

/** How many leading bytes contentMatchesExtension needs. */
export const SNIFF_BYTES = 4096;

// ── Device information (§5.11) ───────────────────────────────────────────────────────────────────
export type DeviceInfo = { version: string; model: string; osVersion: string };

export const WEB_DEVICE: DeviceInfo = { version: "1", model: "web", osVersion: "web" };

/** In the app: the app version from its user agent, the device model and the OS version. */
export function deviceFromUserAgent(userAgent: string, appVersion: string | null): DeviceInfo {
  if (!appVersion) return WEB_DEVICE;
  const android = /Android ([\d.]+)(?:; ([^;)]+?))?(?: Build\/[^;)]*)?[;)]/.exec(userAgent);
  if (android) return { version: appVersion, model: android[2]?.trim() || "Android", osVersion: `Android ${android[1]}` };
  const ios = /\((iPhone|iPad|iPod)[^)]*?OS ([\d_]+)/.exec(userAgent);
  if (ios) return { version: appVersion, model: ios[1], osVersion: `iOS ${ios[2].replace(/_/g, ".")}` };
  return { version: appVersion, model: "unknown", osVersion: "unknown" };
}

/** The form type whose content gets no device block: the illegal report, rewritten to four lines. */
export const appendsDeviceBlock = (formType: FormType) => formType !== "illegal";

export const isMobileUserAgent = (userAgent: string) => /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);

/** Channel the ticket came in through (§7.4 sys_type): the app, mobile web or web. */
export const inChannel = (isApp: boolean, userAgent: string) => (isApp ? "app" : isMobileUserAgent(userAgent) ? "webm" : "web");

// ── My inquiries (§3.1, §4.1) ─────────────────────────────────────────────────────────────────────
export type InquiryKind = "inquiry" | "report" | "illegal" | "objection" | "other";

/** §3.1: the third segment of nodePath split on ' > '; the objection node wins over the path. */
export function inquiryKind(nodePath: string | null | undefined, nodeId: string | null | undefined): InquiryKind {
  if (isObjectionNode(nodeId)) return "objection";
  const segment = (nodePath ?? "").split(" > ")[2]?.trim();
  switch (segment) {
    case "1대1문의":
      return "inquiry";
    case "신고하기":
      return "report";
    case "불법촬영물등 신고하기":
      return "illegal";
    case "이의신청":
      return "objection";
    default:
      return "other";
  }
}

export type TicketStatus = "ANSWEND" | "ANSWTMP" | "ANSWADD" | "RECEIVE";

export function ticketStatus(value: string | null | undefined): TicketStatus {
  return value === "ANSWEND" || value === "ANSWTMP" || value === "ANSWADD" ? value : "RECEIVE";
}

export type StatusLabelKey = "doneMobile" | "doneDesktop" | "interim" | "additional" | "received";

/** §4.1: ANSWEND reads '답변완료' in the mobile list and '완료' on desktop. */
export function statusLabelKey(status: TicketStatus, layout: "mobile" | "desktop"): StatusLabelKey {
  switch (status) {
    case "ANSWEND":
      return layout === "mobile" ? "doneMobile" : "doneDesktop";
    case "ANSWTMP":
      return "interim";
    case "ANSWADD":
      return "additional";
    default:
      return "received";
  }
}

export type InquiryListItem = {
  id: string;
  kind: InquiryKind;
  title: string;
  status: TicketStatus;
  isEvaluated: boolean;
  isAnswered: boolean;
  /** YYYY-MM-DD */
  createdDate: string;
};

export type InquiryPage = { items: InquiryListItem[]; page: number; totalPages: number; total: number };

export const PAGE_SIZE = 10;
/** Page numbers of help lists from the URL stop here. */
export const HELP_MAX_PAGE = 9999;
export const totalPages = (count: number) => Math.max(0, Math.ceil(count / PAGE_SIZE));

/** §2.11: the rating column. */
export function ratingCell(item: Pick<InquiryListItem, "isEvaluated" | "isAnswered">): "rated" | "rate" | "none" {
  if (item.isEvaluated) return "rated";
  if (item.isAnswered) return "rate";
  return "none";
}

/**
 * A staff reply to a ticket, by its kind (§4.1's statuses): an interim reply (ANSWTMP, '중간회신'), an
 * additional answer (ANSWADD, '추가답변'), the final answer (ANSWEND) or, for a kind the upstream did not
 * name, a reply shown as a plain answer.
 */
export type ReplyKind = "interim" | "additional" | "final" | "other";

export function replyKind(value: string | null | undefined): ReplyKind {
  switch (value) {
    case "ANSWTMP":
      return "interim";
    case "ANSWADD":
      return "additional";
    case "ANSWEND":
      return "final";
    default:
      return "other";
  }
}

export type InquiryReply = {
  kind: ReplyKind;
  /** Sanitised HTML. */
  contentsHtml: string;
  /** YYYY-MM-DD HH:mm:ss, or '' when the upstream gave no date. */
  createdAt: string;
  staffName: string | null;
};

/** §3.2: a ticket's question and its answer (QnaContents). */
export type InquiryContents = {
  id: string;
  kind: InquiryKind;
  /** '{type} > {nodeName}' */
  category: string;
  nodeName: string;
  isObjection: boolean;
  title: string;
  /** Sanitised HTML. */
  contentsHtml: string;
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string;
  /** The final answer (answerEndList[0], §3.2): the one the survey is tied to (§4.2). */
  answer: { contentsHtml: string; createdAt: string; staffName: string | null } | null;
  /** Every reply, the final answer included, oldest first (answerList, beyond §3.2: docs/choices.md). */
  replies: InquiryReply[];
  attachments: Array<{ name: string }>;
};

/** getTicketInfo (§3.3): who filed the ticket, its node, and whether it has its final answer. */
export type TicketInfo = {
  isMember: boolean;
  nodeId: string | null;
  /** answerEndDate (beyond §3.3, docs/choices.md): null when the upstream does not say. */
  answered: boolean | null;
};

/** The inquiry detail page's ticket: its contents and whether it was rated already (CommonSurveyExist, §3.4). */
export type InquiryDetail = InquiryContents & { isEvaluated: boolean };

// ── Survey (§4.2, §8.2, §9.5) ─────────────────────────────────────────────────────────────────────
export const SURVEY_SCORES = [20, 40, 60, 80, 100] as const;
export const isSurveyScore = (value: number) => (SURVEY_SCORES as readonly number[]).includes(value);
/** §5.12: the submit button is enabled only when both are chosen. */
export const canSubmitSurvey = (speed: number, feedback: number) => speed > 0 && feedback > 0;

export type SurveyOutcome =
  { kind: "done" } | { kind: "already" } | { kind: "login" } | { kind: "failedWithCode"; code: number } | { kind: "failed" } | { kind: "objection" };

/** §8.2: the answer of setSurveyAnswer (null: the call failed) for a ticket that is or is not an objection. */
export function surveyOutcome(errorCode: number | null, isObjection = false): SurveyOutcome {
  if (isObjection) return { kind: "objection" };
  if (errorCode === null) return { kind: "failed" };
  if (errorCode === 0) return { kind: "done" };
  if (errorCode === -1025) return { kind: "already" };
  if (errorCode === -2008) return { kind: "login" };
  return { kind: "failedWithCode", code: errorCode };
}

/** §4.2: offered only when an answer exists and the ticket is not an objection. */
export const surveyOffered = (detail: Pick<InquiryDetail, "answer" | "isObjection">) => Boolean(detail.answer?.createdAt) && !detail.isObjection;

// ── FAQ and search (§2.4–2.6, §3.5) ───────────────────────────────────────────────────────────────
export type FaqItem = { id: string; title: string; nodeId: string | null; /** sanitised HTML, when the list carries it */ contentsHtml: string | null };
export type FaqPage = { items: FaqItem[]; page: number; totalPages: number; total: number };
export type FaqTopItem = { id: string; title: string; nodeId: string | null; nodeName: string };
export type FaqDetail = { id: string; title: string; contentsHtml: string; subCategory: string | null };

/** The FAQ list's URL: category, sub-category and page are in it, so back and forward restore them. */
export function faqListHref(category: string, sub: string | null, page = 1): string {
  const params = new URLSearchParams({ category });
  if (sub) params.set("sub", sub);
  if (page > 1) params.set("page", String(page));
  return `/help/faq?${params}`;
}

export const FAQ_TOP_COUNT = 8;
export const KEYWORD_COUNT = 6;
export const KEYWORD_LOG_MAX = 70;
/** The help search box takes 100 characters (ours, as the chatbot's input of §2.14); longer words are cut. */
export const HELP_SEARCH_MAX = 100;
/** §2.4, §9.1: suggestions wait for 300 ms without typing. */
export const SUGGEST_DEBOUNCE_MS = 300;

/** §2.4: the '&#32;' entity is stripped from search result titles. */
export const stripSpaceEntity = (title: string) => title.replace(/&#32;/g, "");
/** §5.12: a searched keyword is logged only when 70 characters or fewer. */
export const shouldLogKeyword = (keyword: string) => keyword.trim().length > 0 && keyword.trim().length <= KEYWORD_LOG_MAX;

// ── Chatbot (§2.14, §4.4, §9.1) ───────────────────────────────────────────────────────────────────
export const CHAT_INPUT_MAX = 100;
export const CHAT_LINK_MAX = 2;
export const CHAT_AUTOCOMPLETE_COUNT = 10;

export type ChatLink = { title: string; url: string };
export type HelpInfo = { title: string; description: string; buttonText: string; url: string };
export type ChatMessage = {
  role: "system" | "user";
  /** Markdown for the bot, plain text for the user. */
  text: string;
  links: ChatLink[];
  keywords: string[];
  helpInfo: HelpInfo | null;
  /** 'first' and 'second' mark the miss messages of §8.4. */
  miss?: "first" | "second";
  /** Epoch ms. */
  at: number;
};

/** A chat message as the page shows it: bot text is sanitised HTML, the time is 'A hh:mm'. */
export type ChatBubble = Omit<ChatMessage, "text" | "at"> & { id: number; text: string | null; html: string | null; time: string };
export type ChatView = {
  messages: ChatBubble[];
  /** The signed conversation, posted back with the next question. */
  state: string;
  /** Without JS: the close confirmation is open, and what was typed waits in the input. */
  confirmClose?: boolean;
  /** An answer's honeypot fields, its fill time counted from the conversation's first render. */
  honeypot?: HoneypotFields;
  /** An answer's idempotency key for the next question; the first render's comes with the page. */
  submissionKey?: string;
  draft?: string;
};
export const CHAT_HISTORY_MAX = 40;

/** §4.4: a miss increments the counter; the second consecutive miss shows the fallback and resets it; a hit resets it. */
export function nextMissCount(previous: number, hit: boolean): { count: number; miss: "first" | "second" | null } {
  if (hit) return { count: 0, miss: null };
  if (previous >= 1) return { count: 0, miss: "second" };
  return { count: 1, miss: "first" };
}

/** 'A hh:mm': the am/pm marker, then the 12-hour hour and the minute, in Korea time. */
export function chatTime(ms: number, markers: { am: string; pm: string }): string {
  const [hours, minutes] = formatKst(ms, "HH mm").split(" ").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours < 12 ? markers.am : markers.pm} ${String(hour12).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** Links and help-info URLs from the bot: only our own paths and http(s) URLs. */
export function safeChatUrl(url: string): string | null {
  const text = url.trim();
  if (/^\/(?!\/)/.test(text)) return text;
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}
