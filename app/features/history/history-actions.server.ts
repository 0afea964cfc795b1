// The actions of the history lists (001 §2.5, §5), each shared by its list and the list's confirmation route
// (…/delete/{target}): recent LIVE, recent VOD, watch later and playlists. Each comes back to the list with
// the toast for the upstream's answer.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { HistoryDeleteForm, MarkViewedForm, PlaylistDeleteForm } from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { deleteLaterEntries, deleteLaterEntry, deletePlaylist, deleteRecentLive, deleteRecentVod, markLaterViewed } from "~/upstream/clients/my.server";
import { getConfig } from "~/utils/env.server";
import { plainErrorResponse } from "~/utils/plain-page.server";
import { failedToast, myActionInput, redirectWithAnswer } from "~/features/my/my-actions.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

const done = myMessages.history;

async function historyDelete(args: ActionFunctionArgs) {
  const input = await myActionInput(args);
  const submission = parseWithZod(input.formData, { schema: HistoryDeleteForm });
  return { ...input, form: submission.status === "success" ? submission.value : null };
}

/** 최근 본 스트리머의 LIVE: delete one (by streamer) or all. */
async function recentLiveActionOnce(args: ActionFunctionArgs) {
  const { ctx, form, back } = await historyDelete(args);
  if (form?.intent === "delete") return redirectWithAnswer(args.request, back, await deleteRecentLive(ctx, form.id), done.liveOne);
  if (form?.intent === "delete-all") return redirectWithAnswer(args.request, back, await deleteRecentLive(ctx, "all"), done.liveAll);
  return failedToast(args.request, back);
}

/** 최근 본 VOD: delete one or all. */
async function recentVodActionOnce(args: ActionFunctionArgs) {
  const { ctx, form, back } = await historyDelete(args);
  if (form?.intent === "delete") return redirectWithAnswer(args.request, back, await deleteRecentVod(ctx, form.id), done.vodOne);
  if (form?.intent === "delete-all") return redirectWithAnswer(args.request, back, await deleteRecentVod(ctx, "all"), done.vodAll);
  return failedToast(args.request, back);
}

/** The players a watch-later thumbnail may lead to (no open redirect). */
function isPlayerHref(href: string): boolean {
  const config = getConfig();
  return [`${config.links.vod}/`, `${config.links.play}/`, `${config.appScheme}://`].some((prefix) => href.startsWith(prefix));
}

/** 나중에 보기: delete one, all played, all; a thumbnail click marks viewed and opens the player. */
async function laterActionOnce(args: ActionFunctionArgs) {
  const { request } = args;
  const { ctx, formData, back } = await myActionInput(args);
  if (formData.get("intent") === "mark-viewed") {
    const submission = parseWithZod(formData, { schema: MarkViewedForm });
    // No thumbnail sends this (fields missing, control characters in the address): malformed.
    if (submission.status !== "success") throw plainErrorResponse(400);
    if (!isPlayerHref(submission.value.href)) return failedToast(request, back);
    await markLaterViewed(ctx, submission.value.type, submission.value.id);
    return redirect(submission.value.href);
  }
  const submission = parseWithZod(formData, { schema: HistoryDeleteForm });
  const form = submission.status === "success" ? submission.value : null;
  if (form?.intent === "delete") return redirectWithAnswer(request, back, await deleteLaterEntry(ctx, form.type ?? "VOD", form.id), done.laterOne);
  if (form?.intent === "delete-played") return redirectWithAnswer(request, back, await deleteLaterEntries(ctx, "view"), done.laterPlayed);
  if (form?.intent === "delete-all") return redirectWithAnswer(request, back, await deleteLaterEntries(ctx, "all"), done.laterAll);
  return failedToast(request, back);
}

/** 재생목록: delete a playlist (the owner's) or take a shared one off the list. */
async function playlistActionOnce(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: PlaylistDeleteForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  return redirectWithAnswer(args.request, back, await deletePlaylist(ctx, submission.value.listIdx, submission.value.owner === "1"), done.playlist);
}

export const recentLiveAction = oncePerKey(recentLiveActionOnce);

export const recentVodAction = oncePerKey(recentVodActionOnce);

export const laterAction = oncePerKey(laterActionOnce);

export const playlistAction = oncePerKey(playlistActionOnce);
