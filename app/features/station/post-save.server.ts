// Writing and editing station posts (001 §2.9), shared by the write and edit pages: the boards the viewer
// may write in, the form checked with its schema (also without JS), HTML made safe before it is sent,
// photos forwarded as they came, each submission carried out once, and a draft kept through a login.
import crypto from "node:crypto";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { submissionFailure, type SubmissionFailure } from "~/domain/submission";
import { MULTIPART_MAX_PARTS } from "~/domain/uploads";
import { postSchema, type PostValues } from "~/forms/station-post";
import { station as t } from "~/i18n/ko/station";
import { getWriteBoards, savePost } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import { postContentHtml } from "~/utils/station-html.server";
import { getPost } from "~/upstream/clients/channel.server";
import { draftKey, draftText, keepDraftThroughLogin, type Draft } from "~/utils/drafts.server";
import { getConfig } from "~/utils/env.server";
import { MultipartError, readMultipart } from "~/utils/multipart.server";
import { redirectWithToast } from "~/utils/session.server";
import { admitChange, asSent, completed, fingerprintOf, heldForm, once, SubmissionHeld, submissionKeyOf, type TypedField } from "~/utils/submission.server";
import { deniedResponse, requireStreamerId, stationBase, throwRefusal } from "./station-guards.server";
import { senderOf } from "~/features/session/viewer.server";

export async function writableBoards(ctx: CallContext, streamerId: string, bbsNo: string | null, purpose: "write" | "edit") {
  const result = await getWriteBoards(ctx, streamerId, bbsNo);
  if (!result.ok) {
    if (result.refusal.kind === "denied") throw deniedResponse(result.refusal.code, purpose);
    throwRefusal(result.refusal);
  }
  return result.data;
}

/** Editing: only the writer of a post (not a VOD) may. */
export async function editablePost(ctx: CallContext, streamerId: string, titleNo: string) {
  const result = await getPost(ctx, streamerId, titleNo);
  if (!result.ok) throwRefusal(result.refusal);
  if (!result.data.permissions.update || result.data.vod) throw deniedResponse(1102, "edit");
  return result.data;
}

/** The form's answer: what was sent with its errors, the form's key (the same submission when pressed again), and
 * what stopped it when nothing of the form's own did. */
export type PostFormAnswer = { result: SubmissionResult; submissionKey: string | null } & Partial<SubmissionFailure>;

/** What the write and edit pages start from: the post (or nothing) as it is, else the draft the member's post left
 * when their session ran out (utils/drafts.server.ts); the form's key; whether a draft was brought back. */
export function formStart(draft: Draft | null, from: { bbsNo: string; title: string; content: string; hashtags: string }, keptPhotos: string[]) {
  return {
    defaults: {
      bbsNo: draftText(draft, "bbsNo") ?? from.bbsNo,
      title: draftText(draft, "title") ?? from.title,
      content: draftText(draft, "content") ?? from.content,
      hashtags: draftText(draft, "hashtags") ?? from.hashtags,
    },
    keptPhotos: draft ? [draft.values.keepPhotos ?? []].flat() : keptPhotos,
    submissionKey: draftKey(draft) ?? crypto.randomUUID(),
    restored: draft ? { hadFiles: draft.hadFiles } : null,
  };
}

/** What the writer types in (PostForm's fields and labels): a held post's own page shows them again (heldForm). */
const TYPED: TypedField[] = [
  { name: "title", label: t.form.title },
  { name: "content", label: t.form.content, multiline: true },
  { name: "hashtags", label: t.form.hashtags },
];

/** The form with its photos, read by the portal's one multipart parser; null when the body is refused. */
async function readForm(request: Request): Promise<FormData | null> {
  const maxBytes = getConfig().maxBodyBytes;
  try {
    return (await readMultipart(request, { maxBytes, maxParts: MULTIPART_MAX_PARTS, maxFileBytes: maxBytes })).formData;
  } catch (error) {
    if (error instanceof MultipartError) return null;
    throw error;
  }
}

/** The body the station API takes: the board, title, safe HTML, hashtags and the photos. */
function upstreamBody(values: PostValues): FormData {
  const body = new FormData();
  body.set("bbs_no", values.bbsNo);
  body.set("title", values.title);
  body.set("content", postContentHtml(values.content));
  body.set("hashtags", values.hashtags ?? "");
  for (const photo of values.photos ?? []) body.append("photos", photo, photo.name);
  return body;
}

/**
 * The write (titleNo null) and edit actions. A post whose session ran out keeps its draft through the login; the
 * change runs once per form key (a retry after the station API answered too late, Back and press again, two tabs),
 * and an answer that never came says so and keeps the form and its key for the retry. A post that cannot be carried
 * out now (the instance busy, the member's session or the shared store unable to answer, the same post on its way)
 * comes back as it was sent, with why and its key.
 */
export async function savePostAction(args: ActionFunctionArgs, titleNo: string | null) {
  const { request, params, context } = args;
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const formData = await readForm(request);
  if (!formData)
    return json<PostFormAnswer>({ result: { status: "error", error: { photos: [t.form.errors.photoFile(3)] } }, submissionKey: null }, { status: 400 });
  const submissionKey = submissionKeyOf(formData);
  try {
    admitChange(context);
    const viewer = await senderOf(ctx);
    if (!viewer) return keepDraftThroughLogin(request, context, formData);
    const post = titleNo ? await editablePost(ctx, streamerId, titleNo) : null;
    const boards = await writableBoards(ctx, streamerId, post?.bbsNo ?? null, post ? "edit" : "write");
    const keep = formData.getAll("keepPhotos").map(String);
    const kept = post ? post.photos.filter((photo) => keep.includes(photo.photoNo)) : [];
    const submission = await parseWithZod(formData, {
      schema: postSchema({ boardNos: boards.boards.map((board) => board.bbsNo), keptCount: kept.length }),
      async: true,
    });
    if (submission.status !== "success") return json<PostFormAnswer>({ result: submission.reply(), submissionKey }, { status: 400 });
    const id = {
      scope: `station:post:${streamerId}:${titleNo ?? "new"}`,
      owner: viewer.userId,
      key: submissionKey,
      fingerprint: fingerprintOf(formData),
      typed: true,
    };
    return await once(context, id, async () => {
      const body = upstreamBody(submission.value);
      if (titleNo) body.set("keep_photos", JSON.stringify(kept.map((photo) => Number(photo.photoNo))));
      const saved = await savePost(ctx, streamerId, titleNo, body);
      if (saved.ok && saved.titleNo)
        return completed(
          await redirectWithToast(request, `${stationBase(streamerId)}/post/${saved.titleNo}`, { message: saved.message ?? t.results.done, kind: "success" }),
        );
      // No answer in time: the post may be stored. Sent again with its key, the station API answers as the first.
      if (saved.unknown) return json<PostFormAnswer>({ result: submission.reply(), submissionKey, ...submissionFailure("unknown") }, { status: 504 });
      return json<PostFormAnswer>({ result: submission.reply({ formErrors: [saved.message ?? t.results.failed] }), submissionKey }, { status: 400 });
    });
  } catch (error) {
    if (error instanceof SubmissionHeld)
      return heldForm<PostFormAnswer>({ result: asSent(formData), submissionKey }, error, { context, formData, typed: TYPED });
    throw error;
  }
}
