// A post page's loader and action (001 §2.9, §4.3, §7.1): the post with a page of its comments
// (comments.server.ts), the dialog asked for by ?dialog= (with the blind reason and the report form when
// allowed), the VOD editor links, and the menu's changes (UP, delete, notice, pin, report; 게시판 이동 through
// the board list's steps) and the comments' (write, reply, edit, delete, pin, hide, report).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { BulkStep } from "~/domain/station";
import { isCommentIntent } from "~/domain/station-comments";
import { isPostDialog } from "~/domain/station-posts";
import { BULK_INTENTS, manageSchema } from "~/forms/station-manage";
import { station as t } from "~/i18n/ko/station";
import {
  getViewer,
  deletePost,
  deleteVod,
  getBlindReason,
  getReportForm,
  pinPost,
  reportPost,
  toggleNotice,
  unblindVod,
  unpinPost,
} from "~/upstream/clients/station.server";
import { getPost, setLike } from "~/upstream/clients/channel.server";
import { appLinksInData } from "~/utils/app-links.server";
import { formDataOf } from "~/utils/form-data.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { pageData } from "~/utils/page-data.server";
import { links } from "~/utils/links";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { bulk } from "~/features/station/bulk.server";
import {
  isPostManagement,
  mayManagePost,
  refuseManagement,
  requireStreamerId,
  requireTitleNo,
  stationBase,
  throwRefusal,
} from "~/features/station/station-guards.server";
import { commentAction, commentsData } from "./comments.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

const seg = encodeURIComponent;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const titleNo = requireTitleNo(params);
  const ctx = { request, context };
  const url = new URL(request.url);
  const [result, comments] = await Promise.all([getPost(ctx, streamerId, titleNo), commentsData(ctx, streamerId, titleNo, url)]);
  if (!result.ok) throwRefusal(result.refusal);
  const post = result.data;
  const wanted = url.searchParams.get("dialog");
  const dialog = isPostDialog(wanted) ? wanted : null;
  const [blindReason, reportForm] = await Promise.all([
    post.blindId && post.permissions.unblind ? getBlindReason(ctx, streamerId, titleNo, post.blindId) : null,
    dialog === "report" && post.permissions.report ? getReportForm(ctx, streamerId) : null,
  ]);
  const config = linkConfigFor(request);
  const { vod } = config;
  const editor = (kind: string) => `${vod}/editor/${kind}?nStationNo=${seg(post.stationNo)}&nBbsNo=${seg(post.bbsNo)}&nTitleNo=${seg(titleNo)}`;
  // As it is to the render (utils/page-data), not read back from a Response first.
  return pageData(
    appLinksInData(config, {
      post,
      comments: comments.data,
      dialog,
      blindReason,
      reportForm,
      vodLinks: post.vod
        ? {
            // The player: player/video with the post's station and board inside the app (built here, not in the page's JS).
            watch: links.vodPlayer(config, titleNo, { app: { stationNo: post.stationNo, bbsNo: post.bbsNo } }),
            midroll: editor("midroll"),
            chapters: editor("chapter"),
            editTitle: editor("title"),
            playlist: `${vod}/vodplaylist/index.php?szWork=add&nTitleNo=${seg(titleNo)}`,
          }
        : null,
    }),
    // A draft brought back after the login is taken: its cookie goes.
    { headers: comments.setCookie ? { "Set-Cookie": comments.setCookie } : undefined },
  );
}

/** A pin or report form that failed: its messages and what was chosen and typed, to fill the dialog again. */
export type PostFormAnswer = { step: "form"; dialog: "pin" | "report"; errors: Record<string, string[] | null | undefined>; values: Record<string, string> };
export type PostActionData = BulkStep | PostFormAnswer;

/** The page a form was sent from, without the markers of a form or dialog it opened (nor Remix's own). */
function pageBefore(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["index", "_data", "dialog", "target", "edit", "reply"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

export async function action(args: ActionFunctionArgs) {
  const formData = await formDataOf(args.request.clone());
  const intent = formData.get("intent");
  // The comments' changes answer in place and keep their own outcome per key (comments.server.ts); a guest's or an
  // expired session's words go through the login and come back.
  if (isCommentIntent(intent)) {
    const streamerId = requireStreamerId(args.params);
    const titleNo = requireTitleNo(args.params);
    return commentAction(args, formData, intent, streamerId, titleNo, `${stationBase(streamerId)}/post/${titleNo}`, pageBefore(args.request));
  }
  return managePostOnce(args);
}

async function managePost({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const titleNo = requireTitleNo(params);
  const ctx = { request, context };
  const back = `${stationBase(streamerId)}/post/${titleNo}`;
  const formData = await formDataOf(request);
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, back));
  const boardBack = safeReturnPath(formData.get("boardPath") ?? `${stationBase(streamerId)}/board`, new URL(request.url).origin);
  // The menu's 게시판 이동 goes through the board list's steps (with titleNos); its 삭제하기 is this post's own.
  if ((BULK_INTENTS as readonly unknown[]).includes(formData.get("intent")) && formData.has("titleNos"))
    return bulk(ctx, streamerId, formData, back, boardBack);

  const submission = parseWithZod(formData, { schema: manageSchema });
  if (submission.status !== "success") {
    const dialog = formData.get("intent") === "report" ? "report" : "pin";
    const values = Object.fromEntries(["expireDate", "reason", "comment"].map((name) => [name, String(formData.get(name) ?? "")]));
    return json<PostActionData>({ step: "form", dialog, errors: submission.error ?? {}, values }, { status: 400 });
  }
  const value = submission.value;
  if (isPostManagement(value.intent) && !(await mayManagePost(ctx, streamerId, titleNo, value.intent))) return refuseManagement(request, back);
  const done = (answer: { ok: boolean; message: string | null }, to = back, quiet = false, fallback: string = t.results.done) =>
    answer.ok
      ? quiet
        ? redirect(to)
        : redirectWithToast(request, to, { message: answer.message ?? fallback, kind: "success" })
      : redirectWithToast(request, back, { message: answer.message ?? t.results.failed, kind: "error" });
  switch (value.intent) {
    case "like":
    case "unlike":
      // Like and unlike change the count in place; only a failure says something (001 §8).
      return done(await setLike(ctx, streamerId, titleNo, value.intent === "like", Number(formData.get("boardType")) || undefined), back, true);
    case "delete":
      return done(await deletePost(ctx, streamerId, titleNo), boardBack, false, t.results.deleted);
    case "vodDelete":
      return done(await deleteVod(ctx, streamerId, titleNo), `${stationBase(streamerId)}/vod`);
    case "unblind":
      return done(await unblindVod(ctx, streamerId, titleNo));
    case "notice":
    case "cancelNotice":
      return done(await toggleNotice(ctx, streamerId, titleNo));
    case "pin":
      return done(await pinPost(ctx, streamerId, titleNo, value.expireDate));
    case "unpin":
      return done(await unpinPost(ctx, streamerId, titleNo));
    case "report":
      return done(
        await reportPost(ctx, streamerId, {
          token: String(formData.get("token") ?? ""),
          writerId: String(formData.get("writerId") ?? ""),
          commonIdx: titleNo,
          boardType: Number(formData.get("boardType")) || 104,
          reportInfoNo: Number(value.reason),
          comment: value.comment ?? "",
        }),
      );
  }
}

const managePostOnce = oncePerKey(managePost);
