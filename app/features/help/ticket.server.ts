// Loader and action of the four help forms (002 §2.8–2.10, §5, §7.3): inquiry, content report, illegal
// report and objection. Shared by their four routes (help.inquiry, help.report.content, help.report.illegal,
// help.objection), which call them with their form type. The action parses the multipart body, checks the
// honeypot, validates with the form's schema (attachments by name and content), uploads new files even when
// other fields are wrong (so that the user never attaches them again), then registers the ticket and
// redirects to the completion dialog. Files already uploaded travel in a signed token, listed by name and
// removable. A form sent again after its submission was received (Back) comes back with a new key and says
// so; a post too large to read is answered by the form's page with the size message.
import crypto from "node:crypto";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  allowedExtensions,
  ATTACHMENT_MAX_COUNT,
  browserLineBreaks,
  deviceFromUserAgent,
  fixedMainCategory,
  FORM_PATH,
  hasField,
  inChannel,
  isMobileUserAgent,
  mainCategoriesOf,
  REGISTER_TYPE,
  submittedNodeId,
  TYPE_WORD,
  type FormType,
  type HoneypotFields,
  type TicketActionData,
  type TicketPageData,
  type UploadsState,
} from "~/domain/help";
import { categoryTemplate, submittedContent } from "~/domain/help-text";
import { submissionFailure } from "~/domain/submission";
import type { Viewer } from "~/domain/viewer";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { ATTACHMENT_TOTAL_BYTES, ATTACHMENT_TOTAL_MB, MULTIPART_MAX_PARTS } from "~/domain/uploads";
import { refusalOf, shortName, ticketSchema } from "~/forms/help-ticket";
import { helpForm } from "~/i18n/ko/help/form";
import { helpFormNotices } from "~/i18n/ko/help/form-notices";
import { helpRules } from "~/i18n/ko/help/rules";
import { getConfig } from "~/utils/env.server";
import { draftKey, draftText, keepDraftThroughLogin, takeDraft, type Draft } from "~/utils/drafts.server";
import { carriedHoneypot, getHoneypot, honeypotVerdict, verdictFailure } from "~/utils/honeypot.server";
import { logger } from "~/utils/log.server";
import { MultipartError, readMultipart } from "~/utils/multipart.server";
import { redirectWithToast } from "~/utils/session.server";
import { countSend } from "~/utils/send-limit.server";
import { completed, findSubmission, fingerprintOf, heldForm, once, sheddingHold, SubmissionHeld, submissionKeyOf } from "~/utils/submission.server";
import { readSigned, signValue } from "~/utils/signed.server";
import { APP_VERSION, detectClient, versionAtLeast } from "~/utils/webview";
import { getViewer } from "~/upstream/clients/station.server";
import { deleteUploadedFile, getObjectionStatus, getQnaNodes, registerQna, uploadFiles } from "~/upstream/clients/help.server";
import type { CallContext } from "~/upstream/transport.server";
import { senderOf } from "~/features/session/viewer.server";

const UPLOADS_PURPOSE = "help-uploads";

type SignedUploads = UploadsState & { owner: string | null };

function templatesFor(formType: FormType, isGuest: boolean, userAgent: string): Record<string, string> {
  const context = { isGuest, device: isMobileUserAgent(userAgent) ? ("mobile" as const) : ("pc" as const) };
  return Object.fromEntries(mainCategoriesOf(formType).map((category) => [category.id, categoryTemplate(formType, category.id, context)]));
}

/** Objection entry (002 §8.1): eligible → the user id; 409 → my inquiries, 500 → inquiry, else → help. */
async function requireObjectionEligible(ctx: CallContext): Promise<string> {
  const status = await getObjectionStatus(ctx);
  if (status.ok) return status.userId;
  const destination = status.status === 409 ? "/help/my-inquiry" : status.status === 500 ? "/help/inquiry" : "/help";
  throw await redirectWithToast(ctx.request, destination, { message: status.message || helpRules.errors.objectionDefault, kind: "error" });
}

/** The form's page: 413 when it answers a post of the form too large to read (server/security.ts). */
export async function ticketLoader(args: LoaderFunctionArgs, formType: FormType) {
  const { page, headers } = await ticketPage(args, formType);
  return json(page, { status: ticketPageStatus(page), headers });
}

/** The form's page and the cookie it sets when it takes a draft brought back after a login. */
export async function ticketPage(args: LoaderFunctionArgs, formType: FormType): Promise<{ page: TicketPageData; headers: Headers }> {
  const page = await ticketPageData(args, formType);
  const headers = new Headers();
  if (page.done || page.oversized) return { page, headers };
  const { draft, setCookie } = await takeDraft(args.request, args.context);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return { page: draft ? { ...page, restored: await restoredForm(args, formType, page, draft) } : page, headers };
}

/** The form a member sent after their session ran out, as it comes back once they logged in again: what they typed,
 * the category's sub-categories, the files uploaded with it (when the same member is back), its key. */
async function restoredForm({ request, context }: LoaderFunctionArgs, formType: FormType, page: TicketPageData, draft: Draft) {
  const values: Record<string, string> = {};
  for (const name of Object.keys(draft.values)) {
    const value = draftText(draft, name);
    if (value !== undefined && name !== "uploads" && name !== SUBMISSION_KEY_FIELD && name !== "member") values[name] = value;
  }
  const mainCategory = page.fixedMain ?? values.mainCategory ?? "";
  const validMain = mainCategoriesOf(formType).some((category) => category.id === mainCategory);
  const uploads = readUploads(draftText(draft, "uploads") ?? null, page.userId);
  const answer: TicketActionData = {
    result: { initialValue: values, error: {} },
    mainCategory,
    subCategories: validMain && hasField(formType, "subCategory") ? await getQnaNodes({ request, context }, mainCategory) : page.subCategories,
    uploads: signUploads(uploads, page.userId),
    formError: null,
    submissionKey: draftKey(draft) ?? page.submissionKey,
    honeypot: getHoneypot().getInputProps() as HoneypotFields,
  };
  return { answer, hadFiles: draft.hadFiles };
}

export const ticketPageStatus = (page: TicketPageData) => (page.oversized ? 413 : 200);

export async function ticketPageData({ request, context }: LoaderFunctionArgs, formType: FormType): Promise<TicketPageData> {
  const ctx = { request, context };
  const config = getConfig();
  const userAgent = request.headers.get("user-agent") ?? "";
  const url = new URL(request.url);
  const done = url.searchParams.get("done") === "1";
  const viewer = await getViewer(ctx);
  const objectionUserId = formType === "objection" && !done ? await requireObjectionEligible(ctx) : null;
  const fixedMain = fixedMainCategory(formType);
  const subCategories = fixedMain && hasField(formType, "subCategory") ? await getQnaNodes(ctx, fixedMain) : [];
  const client = detectClient(userAgent, config.appUserAgentPattern);
  const oversized = context.oversizedFormPost === true;
  return {
    formType,
    userId: objectionUserId ?? viewer?.userId ?? null,
    mainCategories: mainCategoriesOf(formType),
    fixedMain,
    subCategories,
    templates: templatesFor(formType, !viewer, userAgent),
    extensions: allowedExtensions(formType),
    helpEmail: config.help.email,
    done: done ? { href: viewer ? "/help/my-inquiry" : "/help" } : null,
    submissionKey: crypto.randomUUID(),
    restored: null,
    download: formType === "illegal" ? { allowed: !client.isApp || versionAtLeast(client.appVersion, APP_VERSION.formDownload) } : null,
    notices: {
      privacy: helpFormNotices.privacyItems,
      notes: helpFormNotices.notes[TYPE_WORD[formType]],
      illegal: formType === "illegal" ? helpFormNotices.illegalNotice : null,
    },
    oversized: oversized
      ? {
          title: helpRules.errors.fileSize(ATTACHMENT_TOTAL_MB),
          lines: [...helpFormNotices.oversized.lines, helpForm.form.attachmentLargeFiles(config.help.email)],
          back: { href: FORM_PATH[formType], label: helpFormNotices.oversized.back(TYPE_WORD[formType]) },
        }
      : null,
  };
}

function readUploads(token: FormDataEntryValue | null, owner: string | null): UploadsState | null {
  const state = readSigned<SignedUploads>(UPLOADS_PURPOSE, token);
  if (!state || state.owner !== owner || !state.ticketId) return null;
  return { ticketId: state.ticketId, files: state.files };
}

/** Only the attachments' problem, for posts that change the form rather than submit it. */
const fileErrors = (errors: Record<string, string[]>): Record<string, string[]> => (errors.attachedFiles ? { attachedFiles: errors.attachedFiles } : {});

const uploadedTotals = (state: UploadsState | null) =>
  state ? { count: state.files.length, bytes: state.files.reduce((sum, file) => sum + file.size, 0) } : undefined;

const signUploads = (state: UploadsState | null, owner: string | null) =>
  state && state.files.length ? { token: signValue(UPLOADS_PURPOSE, { ...state, owner }), files: state.files } : null;

/** The body parsed as it streams in (utils/multipart.server.ts), with the help forms' limits and answers. */
async function readTicketBody(request: Request, maxBytes: number): Promise<{ formData: FormData; filesLeftOut: string[] }> {
  try {
    return await readMultipart(request, { maxBytes, maxParts: MULTIPART_MAX_PARTS, maxFileBytes: ATTACHMENT_TOTAL_BYTES });
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.kind === "too-large") throw new Response(helpRules.errors.fileSize(ATTACHMENT_TOTAL_MB), { status: 413 });
    if (error.kind === "too-many-parts") throw new Response(null, { status: 413 });
    throw new Response(helpRules.errors.fileType, { status: 400 });
  }
}

/**
 * The new files of a post sorted (§5.7): each that may be attached is kept in its order while the count and the
 * total size (with the files already uploaded) allow; what is not kept is named by why. Without JS a post's
 * files come together and a file input cannot be given back: one file that may not go costs only itself.
 */
async function sortFiles(formType: FormType, files: File[], leftOutBySize: string[], uploaded: { count: number; bytes: number }) {
  const kept: File[] = [];
  const refused = { empty: [] as string[], type: [] as string[], size: [...leftOutBySize], count: [] as string[] };
  let { count, bytes } = uploaded;
  for (const file of files) {
    const refusal = await refusalOf(formType, file);
    if (refusal) refused[refusal].push(file.name);
    else if (count + 1 > ATTACHMENT_MAX_COUNT) refused.count.push(file.name);
    else if (bytes + file.size > ATTACHMENT_TOTAL_BYTES) refused.size.push(file.name);
    else {
      kept.push(file);
      count += 1;
      bytes += file.size;
    }
  }
  const e = helpRules.errors;
  const names = (list: string[]) => list.map(shortName);
  const messages = [
    refused.empty.length ? e.fileEmpty(names(refused.empty)) : null,
    refused.type.length ? e.fileTypeOf(names(refused.type)) : null,
    refused.size.length ? e.fileSizeOf(ATTACHMENT_TOTAL_MB, names(refused.size)) : null,
    refused.count.length ? e.fileCountOf(ATTACHMENT_MAX_COUNT, names(refused.count)) : null,
  ].filter((message): message is string => message !== null);
  return { kept, messages };
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** What the user typed, without files and honeypot fields (for re-rendering the form). */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !name.includes("__confirm") && name !== "intent" && name !== "uploads") values[name] = browserLineBreaks(value);
  }
  return values;
}

/** The form as it was sent, nothing sent upstream (a send refused before it was carried out). */
async function formAsItWas(
  ctx: { request: Request; context: AppLoadContext },
  formType: FormType,
  formData: FormData,
  uploads: { token: string; files: UploadsState["files"] } | null,
  replyKey: string,
): Promise<TicketActionData> {
  const mainCategory = fixedMainCategory(formType) ?? text(formData, "mainCategory");
  const validMain = mainCategoriesOf(formType).some((category) => category.id === mainCategory);
  // The list of a sub-category that was chosen, read again so that the form without JS shows the choice it had;
  // nothing is asked upstream for a post that chose none (a bot's, as often as not).
  const chosenSub = text(formData, "subCategory") !== "";
  const subCategories = validMain && chosenSub && hasField(formType, "subCategory") ? await getQnaNodes(ctx, mainCategory) : [];
  return {
    result: { initialValue: typedValues(formData), error: {} },
    mainCategory,
    subCategories,
    uploads,
    formError: null,
    submissionKey: replyKey,
    honeypot: carriedHoneypot(formData),
  };
}

/** The uploads a form sent back as they were (listed by name, its signed token unchanged), when who sent it is not
 * known: the token is checked against its owner when the form is sent again. */
function uploadsAsSent(formData: FormData) {
  const state = readSigned<SignedUploads>(UPLOADS_PURPOSE, formData.get("uploads"));
  return state?.ticketId && state.files.length ? { token: String(formData.get("uploads")), files: state.files } : null;
}

/**
 * The post's own changes to its uploads: the file it asked to remove (not while the instance sheds load, `intent`
 * null), then its new files, each uploaded as soon as it passes its own checks, whatever else is wrong or was asked.
 */
async function changeUploads(
  ctx: CallContext,
  formType: FormType,
  post: { uploads: UploadsState | null; intent: string | null; files: File[]; filesLeftOut: string[] },
): Promise<{ uploads: UploadsState | null; fileMessages: string[]; uploadFailed: boolean }> {
  let { uploads } = post;
  const { intent, files, filesLeftOut } = post;
  if (intent?.startsWith("remove:") && uploads) {
    const removed = await deleteUploadedFile(ctx, uploads.ticketId, intent.slice("remove:".length));
    if (removed.ok) uploads = { ticketId: removed.ticketId, files: removed.files };
  }
  if (!files.length && !filesLeftOut.length) return { uploads, fileMessages: [], uploadFailed: false };
  const sorted = await sortFiles(formType, files, filesLeftOut, uploadedTotals(uploads) ?? { count: 0, bytes: 0 });
  const result = sorted.kept.length ? await uploadFiles(ctx, sorted.kept, uploads?.ticketId ?? null) : null;
  if (result?.ok) uploads = { ticketId: result.ticketId, files: result.files };
  return { uploads, fileMessages: sorted.messages, uploadFailed: Boolean(result && !result.ok) };
}

export async function ticketAction({ request, context }: ActionFunctionArgs, formType: FormType) {
  const ctx = { request, context };
  const config = getConfig();
  const { formData, filesLeftOut } = await readTicketBody(request, config.maxBodyBytes);
  const submissionKey = submissionKeyOf(formData);
  const intent = text(formData, "intent") || "submit";
  const send = intent === "submit";
  // While the instance sheds load, nothing is counted, spent or registered: the form comes back as it was, its new
  // files taken as for any refusal that keeps the form (below), with the time to wait.
  const shed = sheddingHold(context);
  let viewer: Viewer | null;
  try {
    viewer = await senderOf(ctx);
  } catch (error) {
    if (!(error instanceof SubmissionHeld)) throw error;
    // The upstream could not say who sends it: not sent as a guest's, nor sent to a login page that may not answer.
    return heldForm(await formAsItWas(ctx, formType, formData, uploadsAsSent(formData), submissionKey ?? crypto.randomUUID()), error);
  }
  const owner = viewer?.userId ?? null;
  // A member's form sent after their session ran out: not sent as a guest's, but kept through the login.
  if (!viewer && text(formData, "member")) return keepDraftThroughLogin(request, context, formData);
  // Sends are counted before anything else (a bot's too); applying a category or removing a file is not a send.
  // A send past the limit comes back as it was, with the time to wait, nothing sent upstream.
  const limit = send && !shed ? await countSend(request, context, owner) : null;
  if (limit && !limit.allowed)
    return json(
      {
        ...(await formAsItWas(ctx, formType, formData, signUploads(readUploads(formData.get("uploads"), owner), owner), submissionKey ?? crypto.randomUUID())),
        ...submissionFailure("rate", limit.retryAfterSeconds),
      },
      { status: 429, headers: limit.headers },
    );
  const verdict = shed ? null : await honeypotVerdict(formData, context, submissionKey);
  // Re-rendered forms keep their key, so that pressing the button again is the same submission.
  let replyKey = submissionKey ?? crypto.randomUUID();
  const honeypot = carriedHoneypot(formData);

  const userAgent = request.headers.get("user-agent") ?? "";
  const client = detectClient(userAgent, config.appUserAgentPattern);
  let uploads = readUploads(formData.get("uploads"), owner);
  let formError: string | null = null;

  // A send refused before it is carried out (the form's token too young or spent): the form as it was, with what to
  // do, nothing sent upstream. Pressing the button again sends it with the fresh token.
  if (send && (verdict === "too-fast" || verdict === "used")) {
    const { failure, status } = verdictFailure(verdict);
    return json({ ...(await formAsItWas(ctx, formType, formData, signUploads(uploads, owner), replyKey)), ...failure }, { status });
  }
  // A person's send that cannot be registered now: a token that expired while they wrote, or one the shared store
  // cannot check while it is down (and, answered below, any post while the instance sheds load). Their files are
  // taken as usual, but the form comes back as it was, to be sent again (with a fresh token) rather than registered.
  const heldBack = send && (verdict === "expired" || verdict === "unavailable") ? verdictFailure(verdict) : null;

  // A form whose submission was received already, posted again: Back to a form the browser restores from its
  // cache, or the same draft in a second tab. The very post that was received, again (a double tap, a retry after
  // a lost answer), is that submission: its completion page. Anything else is a new submission from an old form:
  // it comes back as the form with a new key and says so, without the received one's files (they went with it),
  // with whatever new files it brought. A file input left empty sends a part without a name; an empty file has
  // one, and is refused by the checks below.
  const files = formData.getAll("attachedFiles").filter((value): value is File => value instanceof File && value.name !== "");
  const id = { scope: `help:${formType}`, owner, key: submissionKey, fingerprint: fingerprintOf(formData) };
  const received = await findSubmission(context, id);
  if (received && send && received.sameContent) return received.replay();
  if (received) {
    replyKey = crypto.randomUUID();
    const filesWentWithIt = uploads !== null && uploads.ticketId === (received.meta as { ticketId?: string | null } | null)?.ticketId;
    if (filesWentWithIt) uploads = null;
    formError = helpRules.errors.alreadyReceived(TYPE_WORD[formType], filesWentWithIt);
  }

  formData.delete("attachedFiles");
  const fieldErrors: Record<string, string[]> = {};
  const changed = await changeUploads(ctx, formType, { uploads, intent: shed ? null : intent, files, filesLeftOut });
  uploads = changed.uploads;
  if (changed.fileMessages.length) fieldErrors.attachedFiles = changed.fileMessages;
  if (changed.uploadFailed) formError = helpRules.errors.upload;

  const fixedMain = fixedMainCategory(formType);
  const mainCategory = fixedMain ?? text(formData, "mainCategory");
  const validMain = mainCategoriesOf(formType).some((category) => category.id === mainCategory);
  const template = validMain ? templatesFor(formType, !viewer, userAgent)[mainCategory] : "";
  const subCategories = validMain && hasField(formType, "subCategory") ? await getQnaNodes(ctx, mainCategory) : [];

  const values = typedValues(formData);
  /** The form as it comes back: what was typed (or `initialValue`), its errors, the uploads kept, a fresh key. */
  const reply = (errors: Record<string, string[]>, initialValue: Record<string, string> = values): TicketActionData => ({
    result: { initialValue, error: errors },
    mainCategory,
    subCategories,
    uploads: signUploads(uploads, owner),
    formError,
    submissionKey: replyKey,
    honeypot,
  });

  // No-JS category change: new sub-categories and the new category's template, nothing validated.
  if (intent === "category") return json(reply(fileErrors(fieldErrors), { ...values, subCategory: "", content: template }));

  const submission = await parseWithZod(formData, { schema: ticketSchema({ formType, template }), async: true });
  if (hasField(formType, "mainCategory") && mainCategory && !validMain) fieldErrors.mainCategory = [helpRules.errors.mainCategory(TYPE_WORD[formType])];
  const subCategory = text(formData, "subCategory");
  if (hasField(formType, "subCategory") && subCategory && !subCategories.some((sub) => sub.id === subCategory))
    fieldErrors.subCategory = [helpRules.errors.subCategory];

  if (shed) return heldForm(reply(fileErrors(fieldErrors)), shed);
  if (!send || received) return json(reply(fileErrors(fieldErrors)), { status: received ? 409 : 200 });
  if (submission.status !== "success" || Object.keys(fieldErrors).length || formError) {
    const errors = { ...(submission.status === "success" ? {} : submission.error), ...fieldErrors } as Record<string, string[]>;
    return json({ ...reply(errors), ...heldBack?.failure }, { status: heldBack?.status ?? 400 });
  }
  if (heldBack) return json({ ...reply({}), ...heldBack.failure }, { status: heldBack.status });

  const value = submission.value;
  const device = deviceFromUserAgent(userAgent, client.appVersion);
  try {
    return await once(context, id, async () => {
      const errorCode = await registerQna(ctx, {
        type: REGISTER_TYPE[formType],
        nodeId: submittedNodeId(formType, mainCategory, value.subCategory),
        customerEmail: value.customerEmail,
        title: value.title,
        contents: submittedContent(
          formType,
          { content: value.content, reporterName: value.reporterName, birth: value.birth, phoneNumber: value.phoneNumber },
          device,
        ),
        inChannelId: inChannel(client.isApp, userAgent),
        ticketId: uploads?.ticketId ?? null,
        isGuest: !viewer,
        idempotencyKey: submissionKey,
      });
      if (errorCode === null) {
        // No answer (time-out, refused, cut): the ticket may have been stored. The user is told so, and the same
        // key goes with the next press, so the upstream answers with the stored ticket instead of a second one.
        logger.warn("help_submit_unknown", { requestId: context.requestId, formType, message: helpRules.errors.submitLog("network") });
        formError = helpRules.errors.submitUnknown;
        return json(reply({}), { status: 502 });
      }
      if (errorCode !== 0) {
        // 002 §8.5: logged only; the form stays as it was, with everything typed and attached.
        logger.warn("help_submit_failed", { requestId: context.requestId, formType, message: helpRules.errors.submitLog(errorCode) });
        return json(reply({}), { status: 502 });
      }
      return completed(redirect(`${FORM_PATH[formType]}?done=1`), { ticketId: uploads?.ticketId ?? null });
    });
  } catch (error) {
    if (error instanceof SubmissionHeld) return heldForm(reply({}), error);
    throw error;
  }
}
