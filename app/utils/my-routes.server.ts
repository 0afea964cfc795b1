// The My routes' server side: the loaders they share and every action (pins, groups, not-recommend,
// history and story deletes), with where each comes back to and the toast for the upstream's answer.
// Kept out of the route modules so that the form schemas never reach the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { HISTORY_SORTS, LIVE_SORTS, liveView, MY_LIMITS, pageParam, pickOption, PLAYLIST_SORTS, RECENT_LIVE_SORTS, type StreamerListKind } from "~/domain/my";
import { STORY_FILTERS, storyDeleteKind } from "~/domain/my-story";
import type { NotRecommendResult } from "~/components/my/FavouriteParts";
import type { GroupFormError } from "~/components/my/GroupTitleInput";
import {
  CancelUpForm,
  GroupCreateForm,
  GroupDeleteForm,
  GroupMembersForm,
  GroupRenameForm,
  HistoryDeleteForm,
  MarkViewedForm,
  NotRecommendForm,
  PinForm,
  PlaylistDeleteForm,
  StoryDeleteForm,
} from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { requireViewer } from "~/upstream/auth.server";
import { getHiddenStreamers, type ActionAnswer } from "~/upstream/cards.server";
import {
  cancelUp,
  createGroup,
  deleteGroup,
  deleteLaterEntries,
  deleteLaterEntry,
  deletePlaylist,
  deleteRecentLive,
  deleteRecentVod,
  deleteStoryItem,
  getFavouriteClips,
  getFavouriteFeed,
  getFavouriteGroups,
  getHistoryPage,
  getPlaylists,
  getRecentLives,
  getRecommendedStreamers,
  getStoryPage,
  getStreamerLives,
  getStreamers,
  getStreamerVods,
  rejectRecommend,
  renameGroup,
  markLaterViewed,
  setGroupMember,
  setPin,
  type HistoryList,
} from "~/upstream/my.server";
import { getConfig } from "./env.server";
import { redirectWithToast } from "./session.server";

/**
 * Where a My action comes back to: the page the form was on, or for a confirmation route
 * (…/delete/{what}) the list it sits on, with the list's query.
 */
function pageOf(request: Request, keepDialog: boolean): string {
  const url = new URL(request.url);
  // A confirmation over the list closes with its action; the favourites' dialogs may stay open.
  for (const name of ["index", "_data", ...(keepDialog ? [] : ["dialog"])]) url.searchParams.delete(name);
  return `${url.pathname.replace(/\/delete\/[^/]*$/, "")}${url.search}`;
}

/** A page without the dialog shown over it (`?dialog=`, see useMyDialog in components/my/dialog-links.tsx). */
function withoutDialog(href: string): string {
  const url = new URL(href, "http://portal.invalid");
  url.searchParams.delete("dialog");
  return `${url.pathname}${url.search}`;
}

/**
 * A list's `?dialog=` is opened by the list's JS (a fetch). A page load of it (a reload, a copied URL, a
 * browser without Sec-Fetch headers) goes to the dialog's own route, which needs no list JS.
 */
function dialogRoute(request: Request) {
  const url = new URL(request.url);
  const dialog = url.searchParams.get("dialog");
  const mode = request.headers.get("sec-fetch-mode");
  if (dialog === null || mode === "cors" || mode === "same-origin") return;
  url.searchParams.delete("dialog");
  const path = /^[\w%-]+(\/[\w%-]+)*$/.test(dialog) ? `${url.pathname}/${dialog}` : url.pathname;
  throw redirect(`${path}${url.search}`);
}

/** Logged-in check and the form data of a My action (guests go to login and come back to the page). */
async function myActionInput({ request, context }: ActionFunctionArgs, keepDialog = false) {
  const ctx = { request, context };
  await requireViewer(ctx);
  return { ctx, formData: await request.formData(), back: pageOf(request, keepDialog) };
}

/** Success: the server's message or the spec's text. Failure: '에러가 발생하였습니다.' unless told to show the server's. */
function toastFor(answer: ActionAnswer, done: string, options: { serverFailureMessage?: boolean } = {}) {
  if (answer.ok) return { message: answer.message || done, kind: "success" as const };
  return { message: (options.serverFailureMessage && answer.message) || myMessages.failed, kind: "error" as const };
}

const failedToast = (request: Request, back: string) => redirectWithToast(request, back, { message: myMessages.failed, kind: "error" });

function redirectWithAnswer(request: Request, to: string, answer: ActionAnswer, done: string, options?: { serverFailureMessage?: boolean }) {
  return redirectWithToast(request, to, toastFor(answer, done, options));
}

/** Pin / unpin on a streamer strip, with the toasts of 001 §4.1. Null when the form is not a pin form. */
async function pinAction(request: Request, ctx: Parameters<typeof setPin>[0], kind: StreamerListKind, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: PinForm });
  if (submission.status !== "success") return null;
  const pin = submission.value.intent === "pin";
  const answer = await setPin(ctx, kind, submission.value.streamerId, pin);
  return redirectWithAnswer(request, back, answer, pin ? myMessages.pinDone : myMessages.unpinDone, { serverFailureMessage: true });
}

/** Subscriptions and fan clubs (001 §2.4): the strip, the LIVE section and the VOD section. */
export async function loadStreamerList({ request, context }: LoaderFunctionArgs, kind: StreamerListKind) {
  const ctx = { request, context };
  const params = new URL(request.url).searchParams;
  const [streamers, lives, vods] = await Promise.all([getStreamers(ctx, kind), getStreamerLives(ctx, kind), getStreamerVods(ctx, kind)]);
  return json({ streamers, live: liveView(lives, params, LIVE_SORTS), vods }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Their action: pinning. */
export async function streamerListAction(args: ActionFunctionArgs, kind: StreamerListKind) {
  const { ctx, formData, back } = await myActionInput(args);
  return (await pinAction(args.request, ctx, kind, formData, back)) ?? failedToast(args.request, back);
}

/** The My layout: login first (guests go to login and come back). Here, so that the layout's browser
 * chunk imports one server stub that its pages share. */
export async function loadMyArea({ request, context }: LoaderFunctionArgs) {
  await requireViewer({ request, context });
  return json(null, { headers: { "Cache-Control": "private, no-store" } });
}

// ---- /my/favorite ----

/** ?groupId= filters the favourites page (digits only). */
const groupIdOf = (params: URLSearchParams) => (/^\d{1,20}$/.test(params.get("groupId") ?? "") ? params.get("groupId") : null);

/** /my/favorite (001 §2.3): every section, filtered by the URL's group. */
export async function loadFavourites({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const ctx = { request, context };
  const params = new URL(request.url).searchParams;
  const groupId = groupIdOf(params);
  const [groups, streamers, lives, feed, stories, clips, vods, catches, recommended, hidden] = await Promise.all([
    getFavouriteGroups(ctx),
    getStreamers(ctx, "favorite", groupId),
    getStreamerLives(ctx, "favorite", groupId),
    getFavouriteFeed(ctx, groupId),
    getFavouriteClips(ctx, "catchstory", groupId),
    getFavouriteClips(ctx, "userclip", groupId),
    getStreamerVods(ctx, "favorite", groupId),
    getFavouriteClips(ctx, "catch", groupId),
    getRecommendedStreamers(ctx),
    getHiddenStreamers(ctx, true),
  ]);
  const max = MY_LIMITS.sectionMax;
  return json(
    {
      groupId,
      groups,
      streamers,
      live: liveView(lives, params, LIVE_SORTS),
      feed,
      stories: stories.slice(0, max),
      clips: clips.slice(0, max),
      vods: vods.slice(0, max),
      catches: catches.slice(0, max),
      recommended: recommended.filter((item) => !hidden.has(item.card.userId)),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** /my/favorite/groups/edit and /manage: the groups and the strip's streamers (of the URL's group). */
export async function loadFavouriteDialog({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const groupId = groupIdOf(new URL(request.url).searchParams);
  const [groups, streamers] = await Promise.all([getFavouriteGroups(ctx), getStreamers(ctx, "favorite", groupId)]);
  return json({ groups, streamers }, { headers: { "Cache-Control": "private, no-store" } });
}

/** /my/favorite/groups/remove/{idx}: the group asked about (404 when the user has none such). */
export async function loadGroupRemove({ request, context, params }: LoaderFunctionArgs) {
  const group = (await getFavouriteGroups({ request, context })).find((item) => item.idx === params.idx);
  if (!group) throw new Response(null, { status: 404 });
  return json(group, { headers: { "Cache-Control": "private, no-store" } });
}

/** /my/favorite/group/{streamerId} ('그룹에 추가'): the groups, each with whether the streamer is in it. */
export async function loadGroupMembers({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const streamerId = params.streamerId ?? "";
  const groups = await getFavouriteGroups(ctx);
  const members = await Promise.all(groups.map((group) => getStreamers(ctx, "favorite", group.idx)));
  const streamer =
    members.flat().find((item) => item.userId === streamerId) ?? (await getStreamers(ctx, "favorite")).find((item) => item.userId === streamerId);
  return json({
    streamerId,
    nickname: streamer?.nickname ?? streamerId,
    groups: groups.map((group, index) => ({ ...group, member: members[index].some((item) => item.userId === streamerId) })),
  });
}

const g = myMessages.groups;

function groupError(target: string, message: string, formData: FormData) {
  const title = formData.get("title");
  return json({ groupError: { target, message, title: typeof title === "string" ? title : "" } satisfies GroupFormError }, { status: 400 });
}

const firstError = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {})
    .flat()
    .find(Boolean) ?? myMessages.failed;

/** /my/favorite: pins, groups (create, rename, delete, members) and not-recommend. */
export async function favouriteAction(args: ActionFunctionArgs) {
  const { request } = args;
  const { ctx, formData, back } = await myActionInput(args, true);
  const failed = () => failedToast(request, back);
  // Pins, renames and deletes keep their dialog open (back); a new group, the members and not-recommend
  // close it (the favourites page with its query).
  const page = withoutDialog(back.replace(/^\/my\/favorite\/[^?]*/, "/my/favorite"));
  switch (formData.get("intent")) {
    case "pin":
    case "unpin":
      return (await pinAction(request, ctx, "favorite", formData, back)) ?? failed();
    case "group-create": {
      const submission = parseWithZod(formData, { schema: GroupCreateForm });
      if (submission.status !== "success") return groupError("group-create", firstError(submission.error), formData);
      const answer = await createGroup(ctx, submission.value.title);
      if (!answer.ok) return groupError("group-create", answer.message || myMessages.failed, formData);
      return redirectWithAnswer(request, page, answer, g.created);
    }
    case "group-rename": {
      const submission = parseWithZod(formData, { schema: GroupRenameForm });
      const target = `group-rename:${String(formData.get("idx"))}`;
      if (submission.status !== "success") return groupError(target, firstError(submission.error), formData);
      const answer = await renameGroup(ctx, submission.value.idx, submission.value.title);
      if (!answer.ok) return groupError(target, answer.message || myMessages.failed, formData);
      return redirectWithAnswer(request, back, answer, g.renamed);
    }
    case "group-delete": {
      const submission = parseWithZod(formData, { schema: GroupDeleteForm });
      if (submission.status !== "success") return failed();
      const answer = await deleteGroup(ctx, submission.value.idx);
      // From its confirmation (a route, or the dialog over the list) back to '그룹 편집'; a failure deletes nothing.
      const url = new URL(back, "http://portal.invalid");
      url.pathname = url.pathname.replace(/\/groups\/remove\/[^/]*$/, "/groups/edit");
      if (url.searchParams.get("dialog")?.startsWith("groups/remove/")) url.searchParams.set("dialog", "groups/edit");
      // The group on view is gone: back to '전체'.
      if (answer.ok && url.searchParams.get("groupId") === submission.value.idx) url.searchParams.delete("groupId");
      return redirectWithAnswer(request, `${url.pathname}${url.search}`, answer, g.removed);
    }
    case "group-members": {
      const submission = parseWithZod(formData, { schema: GroupMembersForm });
      if (submission.status !== "success") return failed();
      const { streamerId, shown, groups = [] } = submission.value;
      const answers = await Promise.all(shown.map((idx) => setGroupMember(ctx, idx, streamerId, groups.includes(idx))));
      const failure = answers.find((answer) => !answer.ok);
      return redirectWithAnswer(request, page, failure ?? { ok: true, code: null, message: null }, g.membersSaved, { serverFailureMessage: true });
    }
    case "not-recommend": {
      const submission = parseWithZod(formData, { schema: NotRecommendForm });
      if (submission.status !== "success") return failed();
      const { streamerId, broadcastId, logic = "", shown = "" } = submission.value;
      const answer = await rejectRecommend(ctx, { streamerId, broadcastId, logic, recommendedStreamerIds: shown.split(",").filter(Boolean) });
      const toast = toastFor({ ...answer, message: null }, myMessages.notRecommended);
      // A fetcher (JS) takes the replacements in place; a plain form comes back to the page's new list.
      if (new URL(request.url).searchParams.has("_data")) {
        return json({ removed: answer.ok ? `live:${broadcastId}` : "", addInfo: answer.addInfo, toast } satisfies NotRecommendResult);
      }
      return redirectWithToast(request, page, toast);
    }
    default:
      return failed();
  }
}

// ---- /my/history/… ----

const done = myMessages.history;

/** /my/history/live: the recent LIVE list, sorted and paged like the other live lists. */
export async function loadRecentLives({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const cards = await getRecentLives({ request, context });
  return json({ live: liveView(cards, new URL(request.url).searchParams, RECENT_LIVE_SORTS) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** /my/history/playlist: the user's playlists in the URL's sort. */
export async function loadPlaylists({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const sort = pickOption(PLAYLIST_SORTS, new URL(request.url).searchParams.get("sort"));
  const playlists = await getPlaylists({ request, context }, sort);
  return json({ playlists, sort }, { headers: { "Cache-Control": "private, no-store" } });
}

/** /my/history/playlist/delete/{listIdx}: whether the viewer owns the playlist (then it is deleted, else taken off the list). */
export async function loadPlaylistDelete({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const listIdx = params.target ?? "";
  const [viewer, playlists] = await Promise.all([requireViewer(ctx), getPlaylists(ctx, PLAYLIST_SORTS[0])]);
  const playlist = playlists.find((item) => item.id === listIdx);
  return json({ listIdx, owner: playlist?.regId === viewer.userId }, { headers: { "Cache-Control": "private, no-store" } });
}

/** /my/history/story: pages 1..n of the URL's filter; a failed page empties the list (with its error text). */
export async function loadStory({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = pickOption(STORY_FILTERS, params.get("type"));
  const page = pageParam(params.get("page"));
  const pages = await Promise.all(Array.from({ length: page }, (_, index) => getStoryPage({ request, context }, index + 1, filter)));
  const failed = pages.some((result) => result === null);
  const items = failed ? [] : pages.flatMap((result) => result?.items ?? []);
  const lastPage = pages[pages.length - 1]?.lastPage ?? 1;
  return json({ filter, page, items, hasMore: !failed && page < lastPage, failed }, { headers: { "Cache-Control": "private, no-store" } });
}

/** A history VOD list as its page shows it: pages 1..n of the URL's sort (001 §2.5, 'more' while hasMore). */
export async function loadHistoryPages({ request, context }: LoaderFunctionArgs, which: HistoryList) {
  dialogRoute(request);
  const ctx = { request, context };
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const sort = pickOption(HISTORY_SORTS, params.get("sort"));
  const pages = await Promise.all(Array.from({ length: page }, (_, index) => getHistoryPage(ctx, which, index + 1, sort)));
  const seen = new Set<string>();
  const cards = pages.flatMap((result) => result.cards).filter((card) => !seen.has(card.key) && Boolean(seen.add(card.key)));
  return json({ cards, hasMore: pages[pages.length - 1].hasMore, page, sort }, { headers: { "Cache-Control": "private, no-store" } });
}

async function historyDelete(args: ActionFunctionArgs) {
  const input = await myActionInput(args);
  const submission = parseWithZod(input.formData, { schema: HistoryDeleteForm });
  return { ...input, form: submission.status === "success" ? submission.value : null };
}

/** 최근 본 스트리머의 LIVE: delete one (by streamer) or all. */
export async function recentLiveAction(args: ActionFunctionArgs) {
  const { ctx, form, back } = await historyDelete(args);
  if (form?.intent === "delete") return redirectWithAnswer(args.request, back, await deleteRecentLive(ctx, form.id), done.liveOne);
  if (form?.intent === "delete-all") return redirectWithAnswer(args.request, back, await deleteRecentLive(ctx, "all"), done.liveAll);
  return failedToast(args.request, back);
}

/** 최근 본 VOD: delete one or all. */
export async function recentVodAction(args: ActionFunctionArgs) {
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
export async function laterAction(args: ActionFunctionArgs) {
  const { request } = args;
  const { ctx, formData, back } = await myActionInput(args);
  if (formData.get("intent") === "mark-viewed") {
    const submission = parseWithZod(formData, { schema: MarkViewedForm });
    if (submission.status !== "success" || !isPlayerHref(submission.value.href)) return failedToast(request, back);
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

/** UP한 VOD: cancel the UP of one VOD. */
export async function upAction(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: CancelUpForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  return redirectWithAnswer(args.request, back, await cancelUp(ctx, submission.value.streamerId, submission.value.titleNo), done.up);
}

/** 재생목록: delete a playlist (the owner's) or take a shared one off the list. */
export async function playlistAction(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: PlaylistDeleteForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  return redirectWithAnswer(args.request, back, await deletePlaylist(ctx, submission.value.listIdx, submission.value.owner === "1"), done.playlist);
}

/** 내 글/댓글: delete a post (with its comments and replies), a comment (with its replies) or a reply. */
export async function storyAction(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: StoryDeleteForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  const item = { ...submission.value, pCommentNo: submission.value.pCommentNo ?? null, cCommentNo: submission.value.cCommentNo ?? null };
  return redirectWithAnswer(args.request, back, await deleteStoryItem(ctx, item), myMessages.story[storyDeleteKind(item)]);
}
