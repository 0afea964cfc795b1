// The feed routes' server side (001 §2.7, §2.8): the page loaders and the one action behind likes, hiding
// and the streamer-only switch. Kept out of the route modules so that the form schemas never reach the
// browser. The streamer-only choice is remembered on the device in a cookie under the spec's key, so the
// first HTML is already filtered.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { cursorOf, feedTypeOf, ONLY_STREAMER_KEY } from "~/domain/feed";
import { BlindForm, LikeForm, OnlyStreamerForm } from "~/forms/feed";
import { feed } from "~/i18n/ko/feed";
import { requireViewer } from "~/upstream/auth.server";
import type { ActionAnswer } from "~/upstream/cards.server";
import { getFeedPage, getHotKeywords, getHotList, getPopularPosts, setFeedBlind, setFeedLike } from "~/upstream/feed.server";
import { getStreamers } from "~/upstream/my.server";
import { redirectWithToast } from "./session.server";

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The value as the spec stores it, '1' or '' (not Remix's encoded cookie values). */
function readOnlyStreamer(request: Request): boolean {
  const header = request.headers.get("cookie") ?? "";
  return header.split(";").some((part) => part.trim() === `${ONLY_STREAMER_KEY}=1`);
}

const onlyStreamerCookie = (on: boolean) => `${ONLY_STREAMER_KEY}=${on ? "1" : ""}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;

const privateHeaders = { "Cache-Control": "private, no-store" };

/** /my/feed and /my/feed/{userId}: favourites, one page of the feed (from ?cursor=), keywords and popular posts. */
export async function loadFeed({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const search = new URL(request.url).searchParams;
  const userId = params.userId ?? null;
  const type = feedTypeOf(search.get("type"));
  const cursor = cursorOf(search.get("cursor"));
  const onlyStreamer = readOnlyStreamer(request);
  const [favourites, page, keywords, popular] = await Promise.all([
    // A failing favourites call leaves the list empty; the feed itself goes on (001 §8).
    getStreamers(ctx, "favorite"),
    getFeedPage(ctx, { userId, cursor, onlyStreamer, type }),
    getHotKeywords(ctx),
    getPopularPosts(ctx),
  ]);
  return json(
    {
      userId,
      type,
      cursor,
      onlyStreamer,
      favourites: favourites.map(({ userId: id, nickname, profileImageUrl, isLive }) => ({ userId: id, nickname, profileImageUrl, isLive })),
      page,
      keywords,
      popular,
    },
    { headers: privateHeaders },
  );
}

export async function loadHotList({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  return json({ hot: await getHotList(ctx) }, { headers: privateHeaders });
}

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
export async function feedAction({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const formData = await request.formData();
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
