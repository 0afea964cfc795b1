// Loaders and actions shared by the station routes (001 §2.9–2.14, §4.3–4.7), kept out of the route
// modules so that zod and conform never reach a page's JavaScript.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  BOARD_SORTS,
  SEARCH_FIELDS,
  SEARCH_SCOPES,
  STREAMER_ID,
  TITLE_NO,
  opensSubscriptionDirectly,
  type BoardSort,
  type BulkStep,
  type Dashboard,
  type RankedFan,
  type SearchField,
  type SearchScope,
  type Station,
  type StationErrorKind,
} from "~/domain/station";
import { isPostDialog } from "~/domain/station-posts";
import { bulkSchema, BULK_INTENTS, manageSchema } from "~/forms/station-manage";
import { station as t } from "~/i18n/ko/station";
import { getConfig } from "~/utils/env.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { prefCookie, readStationPrefs, STATION_COOKIES } from "~/utils/station-prefs.server";
import { getViewer, loginUrlFor } from "./auth.server";
import type { CallContext } from "./http.server";
import {
  deletePost,
  deletePosts,
  deleteVod,
  getBlindReason,
  getBoardPage,
  getComments,
  getDashboard,
  getPost,
  getReportForm,
  getStation,
  getStationCatch,
  getStationSidebar,
  getSubscriptionDetail,
  getSubscriptionInfo,
  getTopFansDetail,
  movePosts,
  moveSelect,
  pinPost,
  reportPost,
  setLike,
  setPush,
  toggleNotice,
  unblindVod,
  unpinPost,
  redeemSubscriptionTicket,
  type BoardQuery,
  type Refusal,
} from "./station.server";

const seg = encodeURIComponent;
export const stationBase = (streamerId: string) => `/station/${seg(streamerId)}`;

export function requireStreamerId(params: LoaderFunctionArgs["params"]): string {
  const id = params.streamerId ?? "";
  if (!STREAMER_ID.test(id)) throw new Response("Not Found", { status: 404 });
  return id;
}

export function requireTitleNo(params: LoaderFunctionArgs["params"]): string {
  const titleNo = params.titleNo ?? "";
  if (!TITLE_NO.test(titleNo)) throw new Response("Not Found", { status: 404 });
  return titleNo;
}

/** Station states (001 §8) become their own page; an unknown station is the real not-found page. */
export function throwStationError(kind: StationErrorKind): never {
  if (kind === "notFound") throw new Response("Not Found", { status: 404 });
  throw json({ stationError: kind, title: t.errors[kind].title }, { status: 403 });
}

/** A read, write or edit refusal (001 §6) as the thrown answer the station pages' boundary shows. */
export function deniedResponse(code: number, purpose: "read" | "write" | "edit") {
  return json({ denied: code, purpose, title: t.denied.title }, { status: 403 });
}

/** Read permission refusals (001 §6) become clear pages inside the station layout. */
export function throwRefusal(refusal: Refusal): never {
  if (refusal.kind === "station") throwStationError(refusal.error);
  if (refusal.kind === "denied") throw deniedResponse(refusal.code, "read");
  if (refusal.kind === "notFound") throw new Response("Not Found", { status: 404 });
  throw new Response("Unavailable", { status: 503 });
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod/i;

/** Windows opened from a station (001 §2.14, §7.4), built from the configured hosts. */
function popupLinks(streamer: Pick<Station, "userId" | "stationNo">, isMobile: boolean) {
  const { note, item, station } = getConfig().links;
  const id = seg(streamer.userId);
  return {
    note: isMobile ? `${note}/#/note/write2/${id}` : `${note}/app/index.php?page=write&id_list=${id}&targetUserId=${id}`,
    noteSize: isMobile ? null : { width: 500, height: 600 },
    subscription: `${item}/popup/subscription?bj_id=${id}`,
    sticker: `${item}/popup/sticker?szBjId=${id}&sys_type=${isMobile ? "webm" : "web"}&location=station`,
    stickerSize: isMobile ? { width: 530, height: 350 } : { width: 320, height: 240 },
    adBalloon: `${item}/popup/adballoon?broad_system=station&bj_id=${id}&station_no=${seg(streamer.stationNo)}&adid=&os=${isMobile ? "mobile" : "pc"}`,
    store: `${item}/store?bj_id=${id}`,
    supporters: `${station}/program/supporters`,
    best: `${station}/program/best`,
    partner: `${station}/program/partner`,
  };
}
export type StationPopups = ReturnType<typeof popupLinks>;

export const LAYERS = ["info", "topfans", "subscribers", "gifts"] as const;
export type LayerKind = (typeof LAYERS)[number];
export type Layer = { kind: "info"; dashboard: Dashboard | null } | { kind: "topfans" | "subscribers" | "gifts"; fans: RankedFan[] };

async function loadLayer(ctx: CallContext, streamerId: string, value: string | null): Promise<Layer | null> {
  switch (value) {
    case "info":
      return { kind: "info", dashboard: await getDashboard(ctx, streamerId) };
    case "topfans":
      return { kind: "topfans", fans: await getTopFansDetail(ctx, streamerId) };
    case "subscribers":
      return { kind: "subscribers", fans: await getSubscriptionDetail(ctx, streamerId, "acc") };
    case "gifts":
      return { kind: "gifts", fans: await getSubscriptionDetail(ctx, streamerId, "gift") };
    default:
      return null;
  }
}

/** When the station call fails for another reason, the page still stands on the id alone. */
function fallbackStation(streamerId: string): Station {
  return {
    stationNo: "",
    userId: streamerId,
    nickname: streamerId,
    name: "",
    title: "",
    titleHtml: "",
    profileText: "",
    aiIntro: null,
    profileImageUrl: null,
    joinedAt: null,
    lastBroadcastAt: null,
    totalBroadcastSeconds: 0,
    activeNo: 0,
    badges: [],
    live: null,
    subscriptionTotal: 0,
    fanCount: 0,
    auth: { isFavorite: false, isMobilePushEnabled: false, isSubscribed: false, isOwner: false, isManager: false, canPostNotice: false, hasAdRevenue: false },
  };
}

/** The station layout: station, sidebar data, the open layer, remembered choices and popup links. */
export async function stationLayoutLoader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const url = new URL(request.url);
  const [found, sidebar, viewer, layer] = await Promise.all([
    getStation(ctx, streamerId),
    getStationSidebar(ctx, streamerId),
    getViewer(ctx),
    loadLayer(ctx, streamerId, url.searchParams.get("layer")),
  ]);
  if (!found.ok && found.refusal.kind === "station") throwStationError(found.refusal.error);
  if (!found.ok && found.refusal.kind === "notFound") throwStationError("notFound");
  const station = found.ok ? found.data : fallbackStation(streamerId);
  const isMobile = MOBILE_UA.test(request.headers.get("user-agent") ?? "");
  return json({ station, sidebar, layer, prefs: readStationPrefs(request), popups: popupLinks(station, isMobile), viewerId: viewer?.userId ?? null });
}

// ---------------------------------------------------------------- boards

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

export function readBoardQuery(url: URL): BoardQuery {
  const page = Number(url.searchParams.get("page"));
  return {
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
    sort: oneOf<BoardSort>(BOARD_SORTS, url.searchParams.get("sort"), "reg_date"),
    field: oneOf<SearchField>(SEARCH_FIELDS, url.searchParams.get("field"), "title"),
    keyword: (url.searchParams.get("keyword") ?? "").trim().slice(0, 50),
    scope: oneOf<SearchScope>(SEARCH_SCOPES, url.searchParams.get("scope"), "all"),
  };
}

/** A board page: all boards, one board or the guestbook (board type 101). */
export async function boardLoader({ request, params, context }: LoaderFunctionArgs, which: "all" | "board" | "guest") {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const query = readBoardQuery(new URL(request.url));
  let bbsNo: string | null = which === "board" ? (params.bbsId ?? "") : null;
  if (bbsNo !== null && !/^\d{1,12}$/.test(bbsNo)) throw new Response("Not Found", { status: 404 });
  if (which === "guest") {
    const boards = (await getStationSidebar(ctx, streamerId)).boards;
    bbsNo = boards.find((board) => board.displayType === 101)?.bbsNo ?? null;
    if (!bbsNo) throw new Response("Not Found", { status: 404 });
  }
  const result = await getBoardPage(ctx, streamerId, bbsNo, query);
  if (!result.ok && result.refusal.kind !== "unavailable") throwRefusal(result.refusal);
  const page = result.ok ? result.data : { board: null, notices: [], pins: [], posts: [], page: 1, lastPage: 1, total: 0, canManage: false, canWrite: false };
  return json({ which, bbsNo, query, page });
}

/** Delete or move selected posts (001 §4.3): a confirmation (or a board to choose) first, then the call. */
async function bulk(ctx: CallContext, streamerId: string, formData: FormData, back: string, afterDelete: string) {
  const submission = parseWithZod(formData, { schema: bulkSchema });
  if (submission.status !== "success") {
    return json<BulkStep>({ step: "error", message: submission.error?.titleNos?.[0] ?? submission.error?.target?.[0] ?? t.results.failed }, { status: 400 });
  }
  const { intent, titleNos, target } = submission.value;
  const oldBbsNo = String(formData.get("oldBbsNo") ?? "");
  if (intent === "confirmDelete") return json<BulkStep>({ step: "confirmDelete", titleNos });
  if (intent === "moveSelect") {
    const choice = await moveSelect(ctx, streamerId, titleNos, oldBbsNo);
    if (!choice.ok) return redirectWithToast(ctx.request, back, { message: choice.message ?? t.results.failed, kind: "error" });
    return json<BulkStep>({ step: "move", titleNos, boards: choice.boards, oldBbsNo });
  }
  if (intent === "move") {
    if (!target) return json<BulkStep>({ step: "error", message: t.form.errors.moveTarget }, { status: 400 });
    const answer = await movePosts(ctx, streamerId, titleNos, target, oldBbsNo);
    return redirectWithToast(
      ctx.request,
      back,
      answer.ok ? { message: answer.message ?? t.results.done, kind: "success" } : { message: answer.message ?? t.results.failed, kind: "error" },
    );
  }
  const answer = titleNos.length === 1 ? await deletePost(ctx, streamerId, titleNos[0]) : await deletePosts(ctx, streamerId, titleNos);
  return answer.ok
    ? redirectWithToast(ctx.request, afterDelete, { message: answer.message ?? t.results.deleted, kind: "success" })
    : redirectWithToast(ctx.request, back, { message: answer.message ?? t.results.failed, kind: "error" });
}

const currentUrl = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("dialog");
  return `${url.pathname}${url.search}`;
};

export async function boardAction({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const back = currentUrl(request);
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, back));
  return bulk(ctx, streamerId, await request.formData(), back, back);
}

// ---------------------------------------------------------------- post page

export async function postLoader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const titleNo = requireTitleNo(params);
  const ctx = { request, context };
  const url = new URL(request.url);
  const [result, comments] = await Promise.all([getPost(ctx, streamerId, titleNo), getComments(ctx, streamerId, titleNo)]);
  if (!result.ok) throwRefusal(result.refusal);
  const post = result.data;
  const wanted = url.searchParams.get("dialog");
  const dialog = isPostDialog(wanted) ? wanted : null;
  const [blindReason, reportForm] = await Promise.all([
    post.blindId && post.permissions.unblind ? getBlindReason(ctx, streamerId, titleNo, post.blindId) : null,
    dialog === "report" && post.permissions.report ? getReportForm(ctx, streamerId) : null,
  ]);
  const { vod } = getConfig().links;
  const editor = (kind: string) => `${vod}/editor/${kind}?nStationNo=${seg(post.stationNo)}&nBbsNo=${seg(post.bbsNo)}&nTitleNo=${seg(titleNo)}`;
  return json({
    post,
    comments,
    dialog,
    blindReason,
    reportForm,
    vodLinks: post.vod
      ? {
          midroll: editor("midroll"),
          chapters: editor("chapter"),
          editTitle: editor("title"),
          playlist: `${vod}/vodplaylist/index.php?szWork=add&nTitleNo=${seg(titleNo)}`,
        }
      : null,
  });
}

export type PostActionData = BulkStep | { step: "form"; dialog: "pin" | "report"; errors: Record<string, string[] | null | undefined> };

export async function postAction({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const titleNo = requireTitleNo(params);
  const ctx = { request, context };
  const back = `${stationBase(streamerId)}/post/${titleNo}`;
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, back));
  const formData = await request.formData();
  const boardBack = safeReturnPath(formData.get("boardPath") ?? `${stationBase(streamerId)}/board`, new URL(request.url).origin);
  // The menu's 게시판 이동 goes through the board list's steps (with titleNos); its 삭제하기 is this post's own.
  if ((BULK_INTENTS as readonly unknown[]).includes(formData.get("intent")) && formData.has("titleNos"))
    return bulk(ctx, streamerId, formData, back, boardBack);

  const submission = parseWithZod(formData, { schema: manageSchema });
  if (submission.status !== "success") {
    const dialog = formData.get("intent") === "report" ? "report" : "pin";
    return json<PostActionData>({ step: "form", dialog, errors: submission.error ?? {} }, { status: 400 });
  }
  const value = submission.value;
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

// ---------------------------------------------------------------- sidebar resource: push and remembered choices

export async function stationResourceAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const origin = new URL(request.url).origin;
  const returnTo = safeReturnPath(formData.get("returnTo") ?? "/", origin);
  const intent = formData.get("intent");
  if (intent === "boards" || intent === "fold") {
    const name = intent === "boards" ? STATION_COOKIES.boards : STATION_COOKIES.fold;
    // Folding the sidebar also closes any open layer (001 §4.5).
    const to = new URL(returnTo, origin);
    if (intent === "fold") to.searchParams.delete("layer");
    return redirect(`${to.pathname}${to.search}`, { headers: { "set-cookie": prefCookie(name, formData.get("on") === "Y", request) } });
  }
  const streamerId = String(formData.get("streamerId") ?? "");
  if ((intent !== "push-on" && intent !== "push-off") || !STREAMER_ID.test(streamerId)) {
    return redirectWithToast(request, returnTo, { message: t.results.failed, kind: "error" });
  }
  const ctx = { request, context };
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, returnTo));
  const answer = await setPush(ctx, streamerId, intent === "push-on");
  return redirectWithToast(
    request,
    returnTo,
    answer.ok ? { message: answer.message ?? t.results.done, kind: "success" } : { message: answer.message ?? t.results.failed, kind: "error" },
  );
}

// ---------------------------------------------------------------- subscription gift (001 §4.7)

export type SubscriptionStep =
  | { next: "page"; url: string }
  | { next: "confirm"; productName: string; coupon: string; pageUrl: string }
  | { next: "message"; message: string }
  | { next: "login"; url: string };

/** The first step: the subscription page directly, or the question whether to use an owned ticket. */
export async function subscriptionStep(ctx: CallContext, streamerId: string, returnTo: string): Promise<SubscriptionStep> {
  if (!(await getViewer(ctx))) return { next: "login", url: loginUrlFor(ctx.request, returnTo) };
  const pageUrl = `${getConfig().links.item}/popup/subscription?bj_id=${seg(streamerId)}`;
  const info = await getSubscriptionInfo(ctx, streamerId);
  if (!info.ok) {
    if (info.suspended) return { next: "message", message: t.subscription.suspended(info.suspended.start, info.suspended.end) };
    return { next: "message", message: info.message ?? t.subscription.failed };
  }
  if (opensSubscriptionDirectly(info.info)) return { next: "page", url: pageUrl };
  return { next: "confirm", productName: info.info.productName, coupon: info.info.coupon, pageUrl };
}

/** Using the ticket: the gift-use call, its result (or the server's message on -1) as a toast. */
export async function subscriptionAction({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const back = stationBase(streamerId);
  const viewer = await getViewer(ctx);
  if (!viewer) return redirect(loginUrlFor(request, back));
  const coupon = String((await request.formData()).get("coupon") ?? "");
  const used = await redeemSubscriptionTicket(ctx, viewer.userId, streamerId, coupon);
  if (!used.ok) return redirectWithToast(request, back, { message: used.message ?? t.subscription.failed, kind: "error" });
  const detail = t.subscription.used(used.itemName, used.remainDays);
  return redirectWithToast(request, back, { message: used.message ? `${used.message}\n${detail}` : detail, kind: "success" });
}

// ---------------------------------------------------------------- Catch and Catch stories

export async function catchLoader({ request, params, context }: LoaderFunctionArgs, kind: "catch" | "story") {
  const streamerId = requireStreamerId(params);
  const page = Math.max(1, Math.min(9999, Number(new URL(request.url).searchParams.get("page")) || 1));
  return json(await getStationCatch({ request, context }, streamerId, kind, page));
}

// ---------------------------------------------------------------- older link shapes

/** /{userId}[/post/{titleNo}] → the portal's station pages, only for ids that are stations. */
export async function legacyStationRedirect({ request, params, context }: LoaderFunctionArgs, target: (id: string) => string) {
  const id = params.userId ?? "";
  if (!STREAMER_ID.test(id)) throw new Response("Not Found", { status: 404 });
  const found = await getStation({ request, context }, id);
  if (!found.ok && (found.refusal.kind === "notFound" || (found.refusal.kind === "station" && found.refusal.error === "notFound"))) {
    throw new Response("Not Found", { status: 404 });
  }
  const search = new URL(request.url).search;
  return redirect(`${target(id)}${search}`, 301);
}
