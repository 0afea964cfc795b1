// The channel API's calls (001 §7.2): the station, its menu, rankings, dashboard, VOD and Catch lists,
// calendar, post pages, comments and likes. Raw schemas check the envelope; the normalisers read the items.
// Failures give each section its empty default.
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import {
  type CalendarEntry,
  type Dashboard,
  DEFAULT_LIKE_BOARD_TYPE,
  type PostDetail,
  type RankedFan,
  type StationSidebarData,
  type VodSort,
} from "~/domain/station";
import type { CommentOrder, CommentPage } from "~/domain/station-comments";
import { normaliseVod } from "~/normalise/cards";
import { withLiveThumbnail } from "~/normalise/live-thumbnails.server";
import {
  EMPTY_SIDEBAR,
  normaliseCalendar,
  normaliseCommentPage,
  normaliseDashboard,
  normaliseFans,
  normalisePostDetail,
  normaliseSidebar,
  normaliseStation,
  normaliseStationCatch,
  pagingOf,
} from "~/normalise/station";
import { sanitizeStationHtml } from "~/utils/station-html.server";
import { derivedOnce, normalisedOnce } from "../kept-answers.server";
import { memoPerRequest, orDefault, upstreamFetch } from "../policy.server";
import { type ActionAnswer, answerOf, ResultMessageSchema } from "../schema.server";
import type { CallContext } from "../transport.server";
import { lookup, type Refusal } from "../station-lookup.server";

const seg = encodeURIComponent;
const Loose = z.object({}).passthrough();
const DataList = z.object({ data: z.array(z.unknown()) }).passthrough();

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
 * that holds the comment `commentNo` (its own link), in `order` (newest first: orderby reg_date; as written:
 * reg_date_asc, our reading). A failure gives no comments, marked as not read.
 */
export async function getComments(
  ctx: CallContext,
  streamerId: string,
  titleNo: string,
  { page, commentNo, order = "newest" }: { page?: number; commentNo?: string; order?: CommentOrder } = {},
): Promise<CommentPage> {
  const result = await upstreamFetch(ctx, "channel", `/api/${seg(streamerId)}/title/${seg(titleNo)}/comment`, {
    query: { page: commentNo ? undefined : (page ?? 1), orderby: order === "oldest" ? "reg_date_asc" : "reg_date", p_comment_no: commentNo },
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
