// The one action of the feed pages (001 §2.7, §2.8), /my/feed and /my/feed/hotissue: likes (both), hiding
// (hot list) and the streamer-only switch (feed).
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { BlindForm, LikeForm, OnlyStreamerForm } from "~/forms/feed";
import { feed } from "~/i18n/ko/feed";
import { requireViewer } from "~/features/session/viewer.server";
import type { ActionAnswer } from "~/upstream/schema.server";
import { setFeedBlind, setFeedLike } from "~/upstream/clients/my.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";
import { onlyStreamerCookie } from "./only-streamer.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

/** Where an action comes back to: the page it was posted from, without the confirmation marker. */
function backOf(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["index", "_data", "hide"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** A fetcher (JS) gets the answer as data; a plain form a redirect back, with the server's message on failure. */
async function answer(request: Request, back: string, result: ActionAnswer) {
  if (new URL(request.url).searchParams.has("_data")) return json({ ok: result.ok, message: result.ok ? null : result.message || feed.failed });
  if (result.ok) return redirect(back);
  return redirectWithToast(request, back, { message: result.message || feed.failed, kind: "error" });
}

/** Likes (feed and hot list), hiding (hot list) and the streamer-only switch (feed). */
async function feedActionOnce({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const formData = await formDataOf(request);
  const back = backOf(request);
  const failed = () => answer(request, back, { ok: false, code: null, message: null });
  switch (formData.get("intent")) {
    case "like":
    case "unlike": {
      const submission = parseWithZod(formData, { schema: LikeForm });
      if (submission.status !== "success") return failed();
      const { intent, stationUserId, titleNo } = submission.value;
      return answer(request, back, await setFeedLike(ctx, stationUserId, titleNo, intent === "like"));
    }
    case "hide":
    case "unhide": {
      const submission = parseWithZod(formData, { schema: BlindForm });
      if (submission.status !== "success") return failed();
      return answer(request, back, await setFeedBlind(ctx, submission.value.userId, submission.value.intent === "hide"));
    }
    case "only-streamer": {
      const submission = parseWithZod(formData, { schema: OnlyStreamerForm });
      if (submission.status !== "success") return failed();
      // The filter changes the list: back to its first page.
      const url = new URL(back, "http://portal.invalid");
      url.searchParams.delete("cursor");
      return redirect(`${url.pathname}${url.search}`, {
        headers: { "Set-Cookie": onlyStreamerCookie(submission.value.onlyStreamer === "1") },
      });
    }
    default:
      return failed();
  }
}

export const feedAction = oncePerKey(feedActionOnce);
