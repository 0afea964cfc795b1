// The comments of a post page (001 §6, §8): the page of comments the address asks for, the form a draft brings
// back, and the changes (write, reply, edit, delete, pin/unpin, hide/unhide, report), each through the one
// submission mechanism: carried out once per form key (a double tap, a retry after a lost answer, Back and press
// again), the upstream write keyed by it; a text form that does not get through keeps its text and says why;
// one sent after the session ran out (or by a guest) comes back after the login with what was typed.
import crypto from "node:crypto";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  COMMENT_BOARD_TYPE,
  COMMENT_ORDER_PARAM,
  commentPath,
  findComment,
  isCommentDialog,
  parseCommentOrder,
  type CommentDialog,
  type CommentFormId,
  type CommentIntent,
  type CommentPage,
  type CommentPermissions,
} from "~/domain/station-comments";
import { submissionFailure, type SubmissionFailure } from "~/domain/submission";
import { commentReportSchema, commentSchema } from "~/forms/station-comment";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { commentTextLabels, stationComments as t } from "~/i18n/ko/station/comments";
import { getReportForm, reportPost } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import {
  deleteComment,
  editComment,
  getComments,
  hideComment,
  pinComment,
  writeComment,
  type CommentAnswer,
  type CommentRef,
} from "~/upstream/clients/channel.server";
import { draftKey, draftText, keepDraftThroughLogin, takeDraft } from "~/utils/drafts.server";
import { redirectWithToast } from "~/utils/session.server";
import {
  admitChange,
  asSent,
  completed,
  findSubmission,
  fingerprintOf,
  heldForm,
  once,
  SubmissionHeld,
  submissionKeyOf,
  type SubmissionId,
} from "~/utils/submission.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { senderOf } from "~/features/session/viewer.server";

/** A text form's answer: what was sent with its errors, and the key to send it again with. */
export type CommentFormAnswer = { form: CommentFormId; result: SubmissionResult; submissionKey: string | null } & Partial<SubmissionFailure>;
/** A dialog form's answer (the report's reason missing), or a change that could not be carried out now. */
export type CommentDialogAnswer = {
  form: CommentDialog;
  errors: Record<string, string[] | null | undefined>;
  sent: { reason?: string; comment?: string };
} & Partial<SubmissionFailure>;

const TEXT_INTENTS = ["comment", "reply", "commentEdit"] as const satisfies ReadonlyArray<CommentIntent>;
const isTextIntent = (intent: CommentIntent): intent is (typeof TEXT_INTENTS)[number] => (TEXT_INTENTS as ReadonlyArray<CommentIntent>).includes(intent);
const NUMBER = /^\d{1,12}$/;
const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" && NUMBER.test(value) ? value : null;
};

/** The form a post came from, as its fields name it (only the forms this page draws). */
function formIdOf(intent: CommentIntent, formData: FormData): CommentFormId {
  if (intent === "reply") return `reply-${field(formData, "parentNo") ?? "0"}`;
  if (intent === "commentEdit") return `edit-${field(formData, "commentNo") ?? "0"}`;
  return "comment";
}

/** What the address asks of the comments: a page, the page holding a comment, a form to open, a dialog. */
export function commentQuery(url: URL) {
  const number = (name: string) => {
    const value = url.searchParams.get(name);
    return value && NUMBER.test(value) ? value : null;
  };
  const dialog = url.searchParams.get("dialog");
  return {
    order: parseCommentOrder(url.searchParams.get(COMMENT_ORDER_PARAM)),
    page: Math.min(9999, Math.max(1, Number(number("page") ?? 1))),
    commentNo: number("comment"),
    replyTo: number("reply"),
    edit: number("edit"),
    dialog: isCommentDialog(dialog) ? dialog : null,
    target: number("target"),
  };
}

/**
 * The comments part of the post page's data: the page of comments (the one holding the asked or drafted comment),
 * the form open (a reply or an edit asked by the address, or the form a draft brought back, with its text), the
 * page render's form key (a draft's own key, so that what it sends after the login is the same submission), and
 * the comment a dialog names with what the dialog needs.
 */
export async function commentsData(ctx: CallContext, streamerId: string, titleNo: string, url: URL) {
  const query = commentQuery(url);
  const { draft, setCookie } = await takeDraft(ctx.request, ctx.context);
  const drafted = draftText(draft, "form") ?? "";
  const draftForm = /^(comment|reply-\d{1,12}|edit-\d{1,12})$/.test(drafted) ? (drafted as CommentFormId) : null;
  const draftThread = draftText(draft, "parentNo") ?? draftText(draft, "commentNo") ?? null;
  const page: CommentPage = await getComments(ctx, streamerId, titleNo, {
    page: query.page,
    commentNo: query.commentNo ?? draftThread ?? undefined,
    order: query.order,
  });
  const open: CommentFormId | null = draftForm ?? (query.edit ? `edit-${query.edit}` : query.replyTo ? `reply-${query.replyTo}` : null);
  const found = query.dialog && query.target ? findComment(page.threads, query.target) : null;
  const allowed = found && query.dialog && (query.dialog === "commentDelete" ? found.comment.permissions.delete : found.comment.permissions.report);
  const reportForm = allowed && query.dialog === "commentReport" ? await getReportForm(ctx, streamerId) : null;
  return {
    data: {
      page,
      order: query.order,
      // The thread the address or the draft names shows its replies open.
      named: query.commentNo ?? draftThread,
      open,
      restored: draft && draftForm ? { form: draftForm, text: draftText(draft, "comment") ?? "" } : null,
      submissionKey: draftKey(draft) ?? crypto.randomUUID(),
      dialog: allowed && found ? { kind: query.dialog!, comment: found.comment, reportForm } : null,
    },
    setCookie,
  };
}

/** Whether the viewer may do this to the comment, by its flags on the page that holds it (defence in depth). */
async function mayChange(ctx: CallContext, streamerId: string, titleNo: string, ref: CommentRef, flag: keyof CommentPermissions) {
  const page = await getComments(ctx, streamerId, titleNo, { commentNo: ref.pCommentNo });
  const found = findComment(page.threads, ref.cCommentNo ?? ref.pCommentNo);
  return Boolean(found && (found.comment.parentNo ?? null) === (ref.cCommentNo ? ref.pCommentNo : null) && found.comment.permissions[flag]);
}

/**
 * The post page's action for a comment intent. `postPath`: the post's address; `back`: the page it was sent from. A
 * change that cannot be carried out now (the instance busy, the member's session or the shared store unable to
 * answer, the same post on its way) comes back as it was sent, with why: a text form with its words and key.
 */
export async function commentAction(
  args: ActionFunctionArgs,
  formData: FormData,
  intent: CommentIntent,
  streamerId: string,
  titleNo: string,
  postPath: string,
  back: string,
) {
  const form = formIdOf(intent, formData);
  try {
    admitChange(args.context);
    return await changeComment(args, formData, intent, streamerId, titleNo, postPath, back);
  } catch (error) {
    if (!(error instanceof SubmissionHeld)) throw error;
    if (isTextIntent(intent)) {
      const typed = [{ name: "comment", label: commentTextLabels[intent], multiline: true }];
      const answer: CommentFormAnswer = { form, result: asSent(formData), submissionKey: submissionKeyOf(formData) };
      return heldForm(answer, error, { context: args.context, formData, typed });
    }
    return heldForm({}, error);
  }
}

/** The permission each change of a comment asks of the upstream before it is carried out. */
const PERMISSION_OF: Record<Exclude<CommentIntent, "comment" | "reply" | "commentEdit">, keyof CommentPermissions> = {
  commentDelete: "delete",
  commentPin: "pin",
  commentUnpin: "unpin",
  commentHide: "hide",
  commentUnhide: "unhide",
  commentReport: "report",
};

async function changeComment(
  args: ActionFunctionArgs,
  formData: FormData,
  intent: CommentIntent,
  streamerId: string,
  titleNo: string,
  postPath: string,
  back: string,
) {
  const { request, context } = args;
  const ctx = { request, context };
  const parentNo = field(formData, "parentNo");
  const own = field(formData, "commentNo");
  // A reply is named by its comment and its own number; a comment by its own.
  const ref: CommentRef | null = own ? { pCommentNo: parentNo ?? own, cCommentNo: parentNo ? own : null } : null;
  const form = formIdOf(intent, formData);
  const isText = isTextIntent(intent);

  const viewer = await senderOf(ctx);
  if (!viewer) {
    // The words come back after the login, on the page that holds the comment they answer or change.
    const thread = intent === "reply" ? parentNo : intent === "commentEdit" ? (ref?.pCommentNo ?? null) : null;
    if (isText) return keepDraftThroughLogin(request, context, formData, thread ? `${postPath}?comment=${thread}` : postPath);
    return redirect(loginUrlFor(request, back));
  }
  const submissionKey = submissionKeyOf(formData);
  const id: SubmissionId = {
    scope: `station:comment:${streamerId}:${titleNo}:${intent}:${own ?? parentNo ?? "new"}`,
    owner: viewer.userId,
    key: submissionKey,
    fingerprint: fingerprintOf(formData),
    typed: isText,
  };
  const toast = (to: string, answer: CommentAnswer, fallback: string) =>
    answer.ok
      ? redirectWithToast(request, to, { message: answer.message ?? fallback, kind: "success" })
      : redirectWithToast(request, back, { message: answer.message ?? t.results.failed, kind: "error" });
  const anchorOf = (r: CommentRef) => commentPath(postPath, { commentNo: r.cCommentNo ?? r.pCommentNo, parentNo: r.cCommentNo ? r.pCommentNo : null });

  if (isText) {
    const submission = parseWithZod(formData, { schema: commentSchema });
    if (submission.status !== "success") return json<CommentFormAnswer>({ form, result: submission.reply(), submissionKey }, { status: 400 });
    if ((intent === "reply" && !parentNo) || (intent === "commentEdit" && !ref)) throw new Response("Bad Request", { status: 400 });
    if (intent === "commentEdit" && !(await mayChange(ctx, streamerId, titleNo, ref!, "update")))
      return json<CommentFormAnswer>({ form, result: submission.reply({ formErrors: [t.results.failed] }), submissionKey }, { status: 403 });
    // Sent before and kept with other words: the first was stored; these words are a new submission of their own.
    const earlier = await findSubmission(context, id);
    if (earlier && !earlier.sameContent)
      return json<CommentFormAnswer>(
        { form, result: submission.reply({ formErrors: [t.results.alreadySent] }), submissionKey: crypto.randomUUID() },
        { status: 409 },
      );
    const text = submission.value.comment;
    return once(context, id, async () => {
      const answer =
        intent === "commentEdit" ? await editComment(ctx, streamerId, titleNo, ref!, text) : await writeComment(ctx, streamerId, titleNo, text, parentNo);
      if (answer.ok) {
        const written = intent === "commentEdit" ? ref : answer.written;
        const to = written ? anchorOf(written) : postPath;
        return completed(await toast(to, answer, intent === "commentEdit" ? t.results.edited : t.results.written));
      }
      // No answer in time: it may be stored. Sent again with its key, the upstream answers as the first.
      if (answer.unknown) return json<CommentFormAnswer>({ form, result: submission.reply(), submissionKey, ...submissionFailure("unknown") }, { status: 504 });
      return json<CommentFormAnswer>({ form, result: submission.reply({ formErrors: [answer.message ?? t.results.failed] }), submissionKey }, { status: 400 });
    });
  }

  if (!ref) throw new Response("Bad Request", { status: 400 });
  let report: { reason: string; comment?: string } | null = null;
  if (intent === "commentReport") {
    const submission = parseWithZod(formData, { schema: commentReportSchema });
    if (submission.status !== "success")
      return json<CommentDialogAnswer>(
        {
          form: "commentReport",
          errors: submission.error ?? {},
          sent: { reason: String(formData.get("reason") ?? ""), comment: String(formData.get("comment") ?? "") },
        },
        { status: 400 },
      );
    report = submission.value;
  }
  const flag = PERMISSION_OF[intent as Exclude<CommentIntent, "comment" | "reply" | "commentEdit">];
  if (!(await mayChange(ctx, streamerId, titleNo, ref, flag))) return redirectWithToast(request, back, { message: t.results.failed, kind: "error" });
  return once(context, id, async () => {
    const isReply = ref.cCommentNo !== null;
    let answer: CommentAnswer;
    let to = anchorOf(ref);
    let fallback: string = t.results.done;
    switch (intent) {
      case "commentDelete":
        answer = await deleteComment(ctx, streamerId, titleNo, ref);
        // A reply's thread stays; a deleted comment leaves the page it was on.
        to = isReply ? commentPath(postPath, { commentNo: ref.pCommentNo, parentNo: null }) : back;
        fallback = isReply ? myMessages.story.reply : myMessages.story.comment;
        break;
      case "commentPin":
      case "commentUnpin":
        answer = await pinComment(ctx, streamerId, titleNo, ref.pCommentNo, intent === "commentPin");
        break;
      case "commentHide":
      case "commentUnhide":
        answer = await hideComment(ctx, streamerId, titleNo, ref, intent === "commentHide");
        break;
      default: {
        const written = await reportPost(ctx, streamerId, {
          token: String(formData.get("token") ?? ""),
          writerId: String(formData.get("writerId") ?? ""),
          commonIdx: ref.cCommentNo ?? ref.pCommentNo,
          boardType: isReply ? COMMENT_BOARD_TYPE.reply : COMMENT_BOARD_TYPE.comment,
          mode: isReply ? "reply" : "comment",
          reportInfoNo: Number(report!.reason),
          comment: report!.comment?.trim() ?? "",
        });
        answer = { ...written, written: null };
      }
    }
    if (answer.unknown) return json<CommentDialogAnswer | SubmissionFailure>(submissionFailure("unknown"), { status: 504 });
    const response = await toast(to, answer, fallback);
    return answer.ok ? completed(response) : response;
  });
}
