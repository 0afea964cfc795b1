// The station area's upstream calls (001 §7.1–7.4): the channel API (station, menu, rankings,
// dashboard, VOD and Catch lists, post pages, likes), the station API (boards, post management, push,
// report, settings) and the item host (subscription info, gift use). Raw schemas check the envelope;
// the normalisers read the items. Failures give each section its empty default.
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import {
  type AccessDeniedCode,
  type BoardPage,
  type BoardSort,
  type CalendarEntry,
  type Dashboard,
  type PostDetail,
  type RankedFan,
  type ReportReason,
  type SearchField,
  type SearchScope,
  type StationBoard,
  type StationErrorKind,
  type StationSidebarData,
  type SubscriptionInfo,
  type VodSort,
  DEFAULT_LIKE_BOARD_TYPE,
  isAccessDeniedCode,
  type BasicSettings,
} from "~/domain/station";
import type { CommentPage } from "~/domain/station-comments";
import { isStationNameCode, type StationNameCode } from "~/domain/station-settings";
import { normaliseVod } from "~/normalise/cards";
import {
  EMPTY_SIDEBAR,
  normaliseBasicSettings,
  normaliseBoard,
  normaliseBoardPage,
  normaliseCalendar,
  normaliseCommentPage,
  normaliseDashboard,
  normaliseFans,
  normalisePostDetail,
  normaliseReportForm,
  normaliseSidebar,
  normaliseStation,
  normaliseStationCatch,
  normaliseSubscriptionInfo,
  pagingOf,
  stationErrorOf,
} from "~/normalise/station";
import { answerOf, ResultMessageSchema, type ActionAnswer } from "./cards.server";
import { memoPerRequest, orDefault, upstreamFetch, type CallContext } from "./http.server";
import { derivedOnce, normalisedOnce } from "./kept-answers.server";
import { withLiveThumbnail } from "./live-thumbnails.server";
import { numberish, stringish } from "./schema.server";
import { sanitizeStationHtml } from "./station-html.server";

const seg = encodeURIComponent;
const Loose = z.object({}).passthrough();
const DataList = z.object({ data: z.array(z.unknown()) }).passthrough();
/** Refusals come as HTTP 403 / 404 / 515 with a JSON body that says why. */
const ANSWERS = [401, 403, 404, 419, 515];

/** Why a call gave no data: a station state (001 §8), a read permission (001 §6), or not found. */
export type Refusal =
  { kind: "station"; error: StationErrorKind } | { kind: "denied"; code: AccessDeniedCode } | { kind: "notFound" } | { kind: "unavailable" };

/** Whether a refusal says there is no such station (a member who never opened one), rather than a closed one. */
export const isNoStation = (refusal: Refusal) => refusal.kind === "notFound" || (refusal.kind === "station" && refusal.error === "notFound");

function refusalOf(status: number, body: unknown): Refusal {
  const error = stationErrorOf(body);
  if (error) return { kind: "station", error };
  const code = Number((body as { code?: unknown } | null)?.code);
  if (isAccessDeniedCode(code)) return { kind: "denied", code };
  if (status === 404) return { kind: "notFound" };
  return { kind: "unavailable" };
}

/**
 * A result that is either the data or the refusal, read from any status the upstream answers with. `read` is a
 * module's own function of the body alone: what it makes of a kept answer is made once (derivedOnce).
 */
async function lookup<T>(
  ctx: CallContext,
  role: "channel" | "station",
  path: string,
  query: Record<string, string | number | undefined> | undefined,
  read: (body: unknown) => T | null,
): Promise<{ ok: true; data: T } | { ok: false; refusal: Refusal }> {
  const result = await upstreamFetch(ctx, role, path, { query, schema: z.unknown(), answerStatuses: ANSWERS, keep: true });
  if (!result.ok) return { ok: false, refusal: refusalOf(result.failure.status ?? 0, result.failure.body) };
  if (result.status !== 200) return { ok: false, refusal: refusalOf(result.status, result.data) };
  const data = result.data !== null && typeof result.data === "object" ? derivedOnce(result.data, read) : read(result.data);
  return data === null ? { ok: false, refusal: { kind: "unavailable" } } : { ok: true, data };
}

// ---------------------------------------------------------------- channel API (001 §7.2)

const stationOf = (body: unknown) => withLiveThumbnail(normaliseStation(body, sanitizeStationHtml));
const postOf = (body: unknown) => normalisePostDetail((body as { data?: unknown } | null)?.data, sanitizeStationHtml);
const normaliseVodItem = (item: unknown) => normaliseVod(item);

/** The station (memoised per request: the layout, settings and their pages all ask). */
export function getStation(ctx: CallContext, streamerId: string) {
  return memoPerRequest(ctx, `station:${streamerId}`, () => lookup(ctx, "channel", `/api/${seg(streamerId)}/station`, undefined, stationOf));
}

export async function getStationSidebar(ctx: CallContext, streamerId: string): Promise<StationSidebarData> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/menu`, { schema: Loose, keep: true });
  return result.ok ? derivedOnce(result.data, normaliseSidebar) : EMPTY_SIDEBAR;
}

export async function getTopFansDetail(ctx: CallContext, streamerId: string): Promise<RankedFan[]> {
  return normaliseFans(
    orDefault(await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/topfans/detail`, { schema: DataList, keep: true }), { data: [] }).data,
  );
}

export async function getSubscriptionDetail(ctx: CallContext, streamerId: string, tier: "acc" | "gift"): Promise<RankedFan[]> {
  return normaliseFans(
    orDefault(await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/subscribe-${tier}/detail`, { schema: DataList, keep: true }), { data: [] }).data,
  );
}

export async function getDashboard(ctx: CallContext, streamerId: string): Promise<Dashboard | null> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/dashboard`, { schema: Loose, keep: true });
  return result.ok ? normaliseDashboard(result.data) : null;
}

export type VodPage = { cards: BroadcastCard[]; page: number; lastPage: number; total: number };
const EMPTY_VODS: VodPage = { cards: [], page: 1, lastPage: 1, total: 0 };

export async function getStationVods(
  ctx: CallContext,
  streamerId: string,
  type: string,
  query: { page: number; orderby: VodSort; keyword?: string },
): Promise<VodPage> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/vods/${seg(type)}`, {
    query: { page: query.page, per_page: 20, orderby: query.orderby, keyword: query.keyword || undefined },
    schema: DataList,
    keep: true,
  });
  if (!result.ok) return EMPTY_VODS;
  return { cards: normalisedOnce(result.data.data, normaliseVodItem), ...pagingOf(result.data) };
}

export async function getStationPlaylists(ctx: CallContext, streamerId: string): Promise<BroadcastCard[]> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/playlists`, { schema: DataList, keep: true });
  return result.ok ? result.data.data.map((item) => normaliseVod(item, "playlist")).filter((card): card is BroadcastCard => card !== null) : [];
}

export async function getStationCatch(ctx: CallContext, streamerId: string, kind: "catch" | "story", page: number): Promise<VodPage> {
  const result = await upstreamFetch(ctx, "channel", `/v1.1/channel/${seg(streamerId)}/catch`, {
    query: { type: kind === "story" ? "catchstory" : "catch", page },
    schema: z.object({ contents: z.array(z.unknown()) }).passthrough(),
    keep: true,
  });
  if (!result.ok) return EMPTY_VODS;
  return {
    cards: result.data.contents.map((item) => normaliseStationCatch(item, kind)).filter((card): card is BroadcastCard => card !== null),
    ...pagingOf(result.data),
  };
}

export async function getCalendar(ctx: CallContext, streamerId: string, month: string): Promise<CalendarEntry[]> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/calendar`, { query: { month }, schema: DataList, keep: true });
  return result.ok ? normaliseCalendar(result.data) : [];
}

export function getPost(ctx: CallContext, streamerId: string, titleNo: string) {
  return lookup(ctx, "channel", `/api/${seg(streamerId)}/title/${seg(titleNo)}`, undefined, postOf) as Promise<
    { ok: true; data: PostDetail } | { ok: false; refusal: Refusal }
  >;
}

const NO_COMMENTS: CommentPage = { threads: [], page: 1, lastPage: 1, total: 0, ok: false };

/**
 * A page of a post's comments with their replies (GET {channel}/api/{id}/title/{no}/comment): `page`, or the page
 * that holds the comment `commentNo` (its own link). A failure gives no comments, marked as not read.
 */
export async function getComments(
  ctx: CallContext,
  streamerId: string,
  titleNo: string,
  { page, commentNo }: { page?: number; commentNo?: string } = {},
): Promise<CommentPage> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/title/${seg(titleNo)}/comment`, {
    query: { page: commentNo ? undefined : (page ?? 1), orderby: "reg_date", p_comment_no: commentNo },
    schema: DataList,
    keep: true,
  });
  return result.ok ? derivedOnce(result.data, normaliseCommentPage) : NO_COMMENTS;
}

/** A comment change's answer; a write also names what it wrote (its comment and, for a reply, its own number). */
export type CommentAnswer = ActionAnswer & { written: { pCommentNo: string; cCommentNo: string | null } | null };

async function channelPost(ctx: CallContext, path: string, form: Record<string, string | number>): Promise<CommentAnswer> {
  const result = await upstreamFetch(ctx, "channel", path, { form, schema: ResultMessageSchema, answerStatuses: [401, 403, 404] });
  const answer = answerOf(result);
  const ok = answer.ok && result.ok && result.status === 200;
  const data = ok ? ((result.data.data ?? null) as { p_comment_no?: unknown; c_comment_no?: unknown } | null) : null;
  const pCommentNo = data?.p_comment_no ? String(data.p_comment_no) : null;
  const cCommentNo = data?.c_comment_no && String(data.c_comment_no) !== "0" ? String(data.c_comment_no) : null;
  return { ...answer, ok, written: pCommentNo ? { pCommentNo, cCommentNo } : null };
}

/** Which comment a change names: a comment by its number, a reply by its comment's and its own. */
export type CommentRef = { pCommentNo: string; cCommentNo: string | null };
const commentBase = (streamerId: string, titleNo: string) => `/api/${seg(streamerId)}/title/${seg(titleNo)}/comment`;
const commentPath = (streamerId: string, titleNo: string, ref: CommentRef) =>
  `${commentBase(streamerId, titleNo)}/${seg(ref.pCommentNo)}${ref.cCommentNo ? `/reply/${seg(ref.cCommentNo)}` : ""}`;

/** A comment on the post, or a reply to the comment `parentNo` (paths not shown in the spec: docs/choices.md). */
export const writeComment = (ctx: CallContext, streamerId: string, titleNo: string, text: string, parentNo: string | null) =>
  channelPost(ctx, `${commentBase(streamerId, titleNo)}${parentNo ? `/${seg(parentNo)}/reply` : ""}`, { comment: text });
export const editComment = (ctx: CallContext, streamerId: string, titleNo: string, ref: CommentRef, text: string) =>
  channelPost(ctx, commentPath(streamerId, titleNo, ref), { _method: "put", comment: text });
export const deleteComment = (ctx: CallContext, streamerId: string, titleNo: string, ref: CommentRef) =>
  channelPost(ctx, commentPath(streamerId, titleNo, ref), { _method: "delete" });
export const pinComment = (ctx: CallContext, streamerId: string, titleNo: string, pCommentNo: string, on: boolean) =>
  channelPost(ctx, `${commentBase(streamerId, titleNo)}/${seg(pCommentNo)}/pin`, on ? {} : { _method: "delete" });
export const hideComment = (ctx: CallContext, streamerId: string, titleNo: string, ref: CommentRef, on: boolean) =>
  channelPost(ctx, `${commentPath(streamerId, titleNo, ref)}/hide`, on ? {} : { _method: "delete" });

/** UP / cancel UP, on the newer channel backend (001 §7.1); failures carry the server's message. */
export async function setLike(
  ctx: CallContext,
  streamerId: string,
  titleNo: string,
  on: boolean,
  boardType: number = DEFAULT_LIKE_BOARD_TYPE,
): Promise<ActionAnswer> {
  const path = `/v1.1/channel/${seg(streamerId)}/post/${seg(titleNo)}/like`;
  return answerOf(
    await upstreamFetch(
      ctx,
      "channel",
      path,
      on ? { method: "POST", form: { boardType }, schema: ResultMessageSchema } : { method: "DELETE", schema: ResultMessageSchema },
    ),
  );
}

// ---------------------------------------------------------------- station API (001 §7.1)

export type BoardQuery = { page: number; sort: BoardSort; field: SearchField; keyword: string; scope: SearchScope };

export function getBoardPage(ctx: CallContext, streamerId: string, bbsNo: string | null, query: BoardQuery, perPage = 20) {
  return lookup(
    ctx,
    "station",
    `/${seg(streamerId)}/board${bbsNo ? `/${seg(bbsNo)}` : ""}`,
    {
      page: query.page,
      perPage,
      orderby: query.sort,
      field: query.keyword ? query.field : undefined,
      keyword: query.keyword || undefined,
      scope: query.scope === "all" ? undefined : query.scope,
    },
    normaliseBoardPage,
  ) as Promise<{ ok: true; data: BoardPage } | { ok: false; refusal: Refusal }>;
}

const WriteFormSchema = z.object({ result: numberish, data: z.object({ bbs_no: stringish, boards: z.array(z.unknown()) }).passthrough() }).passthrough();

function writeBoardsOf(body: unknown) {
  const parsed = WriteFormSchema.safeParse(body);
  if (!parsed.success) return null;
  return { selected: parsed.data.data.bbs_no, boards: parsed.data.data.boards.map(normaliseBoard).filter((board): board is StationBoard => board !== null) };
}

/** The boards this viewer may write in, and the one to preselect (GET /{userId}/title/create). */
export async function getWriteBoards(ctx: CallContext, streamerId: string, bbsNo: string | null) {
  return lookup(ctx, "station", `/${seg(streamerId)}/title/create`, { bbs_no: bbsNo ?? undefined }, writeBoardsOf);
}

const SavedSchema = ResultMessageSchema.extend({
  data: z.object({ code: numberish.optional(), message: z.string().nullish(), title_no: stringish.optional() }).passthrough().nullish(),
});

/** Create (POST /{userId}/title) or update (_method put) a post; the body is multipart (photos). */
export async function savePost(
  ctx: CallContext,
  streamerId: string,
  titleNo: string | null,
  body: FormData,
): Promise<ActionAnswer & { titleNo: string | null }> {
  if (titleNo) body.set("_method", "put");
  const path = `/${seg(streamerId)}/title${titleNo ? `/${seg(titleNo)}` : ""}`;
  const result = await upstreamFetch(ctx, "station", path, { method: "POST", multipart: body, schema: SavedSchema, answerStatuses: [403] });
  const answer = answerOf(result as Awaited<ReturnType<typeof upstreamFetch<typeof ResultMessageSchema>>>);
  const saved = result.ok && result.status === 200 && answer.ok ? ((result.data.data as { title_no?: string } | null | undefined)?.title_no ?? titleNo) : null;
  return { ...answer, ok: answer.ok && result.ok && result.status === 200, titleNo: saved ? String(saved) : null };
}

async function stationPost(ctx: CallContext, path: string, form: Record<string, string | number>): Promise<ActionAnswer> {
  const result = await upstreamFetch(ctx, "station", path, { form, schema: ResultMessageSchema, answerStatuses: [403] });
  const answer = answerOf(result);
  return result.ok && result.status !== 200 ? { ...answer, ok: false } : answer;
}

export const deletePost = (ctx: CallContext, streamerId: string, titleNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/title/${seg(titleNo)}`, { _method: "delete" });
export const deletePosts = (ctx: CallContext, streamerId: string, titleNos: string[]) =>
  stationPost(ctx, `/${seg(streamerId)}/board/1`, { _method: "delete", title_lists: JSON.stringify(titleNos.map(Number)) });
export const toggleNotice = (ctx: CallContext, streamerId: string, titleNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/title/${seg(titleNo)}/notice/${seg(titleNo)}`, { _method: "put" });
export const pinPost = (ctx: CallContext, streamerId: string, titleNo: string, expireDate: string) =>
  stationPost(ctx, `/${seg(streamerId)}/pin/${seg(titleNo)}`, { expireDate });
export const unpinPost = (ctx: CallContext, streamerId: string, titleNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/pin/${seg(titleNo)}`, { _method: "delete" });
export const deleteVod = (ctx: CallContext, streamerId: string, titleNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/vod/${seg(titleNo)}`, { _method: "delete" });
export const unblindVod = (ctx: CallContext, streamerId: string, titleNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/vod/blind/${seg(titleNo)}`, { _method: "delete" });
export const movePosts = (ctx: CallContext, streamerId: string, titleNos: string[], bbsNo: string, oldBbsNo: string) =>
  stationPost(ctx, `/${seg(streamerId)}/board/move`, {
    _method: "put",
    title_lists: JSON.stringify(titleNos.map(Number)),
    bbs_no: bbsNo,
    old_bbs_no: oldBbsNo,
  });

const MoveSelectSchema = z
  .object({
    result: numberish,
    data: z
      .object({ boards: z.array(z.unknown()) })
      .passthrough()
      .nullish(),
    message: z.string().nullish(),
  })
  .passthrough();

/** Step one of a move: the boards the selected posts may go to (POST /{userId}/board/moveselect). */
export async function moveSelect(
  ctx: CallContext,
  streamerId: string,
  titleNos: string[],
  oldBbsNo: string,
): Promise<{ ok: true; boards: StationBoard[] } | { ok: false; message: string | null }> {
  const result = await upstreamFetch(ctx, "station", `/${seg(streamerId)}/board/moveselect`, {
    form: { title_lists: JSON.stringify(titleNos.map(Number)), old_bbs_no: oldBbsNo },
    schema: MoveSelectSchema,
    answerStatuses: [403],
  });
  if (!result.ok || result.status !== 200 || result.data.result !== 1 || !result.data.data)
    return { ok: false, message: result.ok ? (result.data.message ?? null) : null };
  return { ok: true, boards: result.data.data.boards.map(normaliseBoard).filter((board): board is StationBoard => board !== null) };
}

export async function getBlindReason(ctx: CallContext, streamerId: string, titleNo: string, blindId: string): Promise<string | null> {
  const result = await upstreamFetch(ctx, "station", `/${seg(streamerId)}/title/${seg(titleNo)}/blind`, {
    query: { blindId },
    schema: z.object({ result: numberish, data: z.object({ reason: z.string() }).passthrough().nullish() }).passthrough(),
  });
  return result.ok && result.data.result === 1 ? (result.data.data?.reason ?? null) : null;
}

export async function getReportForm(ctx: CallContext, streamerId: string): Promise<{ token: string; reasons: ReportReason[] } | null> {
  const result = await upstreamFetch(ctx, "station", `/${seg(streamerId)}/report`, { query: { isStationReport: 1 }, schema: Loose });
  if (!result.ok) return null;
  const form = normaliseReportForm(result.data);
  return form.reasons.length ? form : null;
}

/** A report (001 §7.1): of a post (mode 'title'), a comment (board type 203, mode 'comment') or a reply (204, 'reply'). */
export type ReportFields = {
  token: string;
  writerId: string;
  commonIdx: string;
  boardType: number;
  reportInfoNo: number;
  comment: string;
  mode?: "title" | "comment" | "reply";
};
export const reportPost = (ctx: CallContext, streamerId: string, report: ReportFields) =>
  stationPost(ctx, `/${seg(streamerId)}/report`, {
    _token: report.token,
    writerId: report.writerId,
    commonIdx: report.commonIdx,
    boardType: report.boardType,
    mode: report.mode ?? "title",
    isStationReport: 1,
    reportInfoNo: report.reportInfoNo,
    comment: report.comment,
  });

/** Push on: POST /favorite/push {bj_id}; off: POST /favorite/push/{userId} {bj_id, _method: delete}. */
export const setPush = (ctx: CallContext, streamerId: string, on: boolean) =>
  on
    ? stationPost(ctx, "/favorite/push", { bj_id: streamerId })
    : stationPost(ctx, `/favorite/push/${seg(streamerId)}`, { bj_id: streamerId, _method: "delete" });

export function getSettings(ctx: CallContext, streamerId: string) {
  return lookup(ctx, "station", `/${seg(streamerId)}/setting`, undefined, normaliseBasicSettings);
}

export async function saveBasicSettings(
  ctx: CallContext,
  streamerId: string,
  settings: BasicSettings,
): Promise<ActionAnswer & { nameCode: StationNameCode | null }> {
  const answer = await stationPost(ctx, `/${seg(streamerId)}/setting/basic`, {
    station_name: settings.name,
    station_title: settings.title,
    profile_text: settings.profileText,
    links: JSON.stringify(settings.links.map((link) => ({ code: link.code, url: link.url, link_name: link.name }))),
  });
  return { ...answer, nameCode: isStationNameCode(answer.code) ? answer.code : null };
}

// ---------------------------------------------------------------- item host (001 §7.4)

const ItemAnswerSchema = z.object({ result: numberish, message: z.string().nullish(), data: z.unknown() }).passthrough();

export type SubscriptionLookup = { ok: true; info: SubscriptionInfo } | { ok: false; suspended: { start: string; end: string } | null; message: string | null };

/** POST {item}/api/subscription/a/info {bj_id}: -1 carries the server message, -1102 a suspension. */
export async function getSubscriptionInfo(ctx: CallContext, streamerId: string): Promise<SubscriptionLookup> {
  const result = await upstreamFetch(ctx, "item", "/api/subscription/a/info", { form: { bj_id: streamerId }, schema: ItemAnswerSchema });
  if (!result.ok) return { ok: false, suspended: null, message: null };
  const { result: code, message, data } = result.data;
  if (code === 1) return { ok: true, info: normaliseSubscriptionInfo(data) };
  if (code === -1102) {
    const period = (data ?? {}) as { start_date?: unknown; end_date?: unknown };
    return { ok: false, suspended: { start: String(period.start_date ?? ""), end: String(period.end_date ?? "") }, message: message ?? null };
  }
  return { ok: false, suspended: null, message: message ?? null };
}

export type GiftUse = { ok: true; message: string; itemName: string; period: number | null; remainDays: number | null } | { ok: false; message: string | null };

/** POST {item}/api/subscription/a/giftUse {send_id, recv_id, svc_coupon, location: 'station'}. */
export async function redeemSubscriptionTicket(ctx: CallContext, senderId: string, streamerId: string, coupon: string): Promise<GiftUse> {
  const result = await upstreamFetch(ctx, "item", "/api/subscription/a/giftUse", {
    form: { send_id: senderId, recv_id: streamerId, svc_coupon: coupon, location: "station" },
    schema: ItemAnswerSchema,
  });
  if (!result.ok) return { ok: false, message: null };
  if (result.data.result !== 1) return { ok: false, message: result.data.message ?? null };
  const data = (result.data.data ?? {}) as Record<string, unknown>;
  const num = (value: unknown) => (value === undefined || value === null || value === "" ? null : Number(value));
  return { ok: true, message: String(data.message ?? ""), itemName: String(data.item_name ?? ""), period: num(data.period), remainDays: num(data.remain_days) };
}
