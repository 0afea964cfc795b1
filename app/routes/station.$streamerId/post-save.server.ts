// Writing and editing station posts (001 §2.9), shared by the write and edit pages: the boards the viewer
// may write in, the form checked with its schema (also without JS), HTML made safe before it is sent,
// and photos forwarded as they came.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MULTIPART_MAX_PARTS } from "~/domain/uploads";
import { postSchema, type PostValues } from "~/forms/station-post";
import { station as t } from "~/i18n/ko/station";
import { getViewer, loginUrlFor } from "~/upstream/auth.server";
import type { CallContext } from "~/upstream/http.server";
import { postContentHtml } from "~/upstream/station-html.server";
import { getPost, getWriteBoards, savePost } from "~/upstream/station.server";
import { getConfig } from "~/utils/env.server";
import { MultipartError, readMultipart } from "~/utils/multipart.server";
import { redirectWithToast } from "~/utils/session.server";
import { deniedResponse, requireStreamerId, stationBase, throwRefusal } from "./station-guards.server";

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

export type PostFormAnswer = { result: SubmissionResult };

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

/** The write (titleNo null) and edit actions. */
export async function savePostAction(args: ActionFunctionArgs, titleNo: string | null) {
  const { request, params, context } = args;
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request));
  const formData = await readForm(request);
  if (!formData) return json<PostFormAnswer>({ result: { status: "error", error: { photos: [t.form.errors.photoFile(3)] } } }, { status: 400 });
  const post = titleNo ? await editablePost(ctx, streamerId, titleNo) : null;
  const boards = await writableBoards(ctx, streamerId, post?.bbsNo ?? null, post ? "edit" : "write");
  const keep = formData.getAll("keepPhotos").map(String);
  const kept = post ? post.photos.filter((photo) => keep.includes(photo.photoNo)) : [];
  const submission = await parseWithZod(formData, {
    schema: postSchema({ boardNos: boards.boards.map((board) => board.bbsNo), keptCount: kept.length }),
    async: true,
  });
  if (submission.status !== "success") return json<PostFormAnswer>({ result: submission.reply() }, { status: 400 });
  const body = upstreamBody(submission.value);
  if (titleNo) body.set("keep_photos", JSON.stringify(kept.map((photo) => Number(photo.photoNo))));
  const saved = await savePost(ctx, streamerId, titleNo, body);
  if (!saved.ok || !saved.titleNo)
    return json<PostFormAnswer>({ result: submission.reply({ formErrors: [saved.message ?? t.results.failed] }) }, { status: 400 });
  return redirectWithToast(request, `${stationBase(streamerId)}/post/${saved.titleNo}`, { message: saved.message ?? t.results.done, kind: "success" });
}
