// The station API's calls (001 §7.1): who the user is (the portal forwards the user's cookies to its
// authentication call and keeps no user store of its own, design §4), favourites and their push, boards, post
// management, reports and settings. Its refusals are read as the channel API's are (station-lookup.server.ts).
import { z } from "zod";
import { type BasicSettings, type BoardPage, type BoardSort, type ReportReason, type SearchField, type SearchScope, type StationBoard } from "~/domain/station";
import { isStationNameCode, type StationNameCode } from "~/domain/station-settings";
import type { Viewer } from "~/domain/viewer";
import { normaliseBasicSettings, normaliseBoard, normaliseBoardPage, normaliseReportForm } from "~/normalise/station";
import { normaliseViewer } from "~/normalise/viewer";
import { readCookie } from "~/utils/device-cookie.server";
import { getConfig } from "~/utils/env.server";
import { memoPerRequest, orDefault, upstreamFetch } from "../policy.server";
import { type ActionAnswer, answerOf, flagish, numberish, ResultMessageSchema, stringish } from "../schema.server";
import { lookup, type Refusal } from "../station-lookup.server";
import type { CallContext } from "../transport.server";

const AuthenticationSchema = z.object({
  result: numberish,
  data: z
    .object({
      user_id: stringish,
      nickname: z.string().nullish(),
      user_nick: z.string().nullish(),
      profile_image: z.string().nullish(),
      user_age: z.union([z.number(), z.string()]).nullish(),
      is_realname_check: flagish,
      note_cnt: z.union([z.number(), z.string()]).nullish(),
      is_best_bj: flagish,
      is_partner_bj: flagish,
      is_abroad_join: flagish,
      is_af_supporters_bj: flagish,
      is_suspended: flagish,
    })
    .nullish(),
});

/** Whether the request carries the upstream's login cookie: only such a request can be a member's. */
export function hasUpstreamLogin(request: Request): boolean {
  return Boolean(readCookie(request, getConfig().upstreamSessionCookie));
}

/**
 * What the session check says of the request: a member; a guest (no login cookie, or the upstream says the cookie
 * is no session: logged out, expired); or unknown, when the check itself failed (a time-out, a refused connection,
 * a 5xx, the circuit open, an answer that is not the check's). Unknown is not logged out: a member whose check
 * failed is not sent to the login page (served by the same upstream, likely down too). Only a request with the
 * upstream's login cookie is asked about: a guest with remembered choices (filters, closed popups) pays no round trip.
 */
export type Session = { state: "member"; viewer: Viewer } | { state: "guest" } | { state: "unknown" };

/** Statuses with which the check says the cookie is no session, rather than failing. */
const NOT_SIGNED_IN = new Set([401, 403]);

export function getSession(ctx: CallContext): Promise<Session> {
  return memoPerRequest(ctx, "session", async (): Promise<Session> => {
    if (!hasUpstreamLogin(ctx.request)) return { state: "guest" };
    // Kept for a few seconds like a page's lists (kept-answers.server.ts): a session ended by logging out is no
    // longer sent by the browser, and one ended elsewhere is asked about again within those seconds.
    const result = await upstreamFetch(ctx, "station", "/authentication", { schema: AuthenticationSchema, keep: true });
    if (!result.ok) return result.failure.kind === "http" && NOT_SIGNED_IN.has(result.failure.status ?? 0) ? { state: "guest" } : { state: "unknown" };
    if (Number(result.data.result) !== 1 || !result.data.data) return { state: "guest" };
    return { state: "member", viewer: normaliseViewer(result.data.data) };
  });
}

/**
 * Who the user is, or null for guests: for pages a guest may see as well, which show a member's parts when they
 * can (a check that failed reads as a guest's page). Member pages and the actions that change a member's things
 * tell a failed check apart (getSession, requireViewer).
 */
export async function getViewer(ctx: CallContext): Promise<Viewer | null> {
  const session = await getSession(ctx);
  return session.state === "member" ? session.viewer : null;
}

const seg = encodeURIComponent;
const Loose = z.object({}).passthrough();

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

export async function addFavourite(ctx: CallContext, streamerId: string): Promise<ActionAnswer> {
  return answerOf(await upstreamFetch(ctx, "station", "/favorite", { form: { bj_id: streamerId }, schema: ResultMessageSchema }));
}

export async function removeFavourite(ctx: CallContext, streamerId: string): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "station", `/favorite/${encodeURIComponent(streamerId)}`, { form: { _method: "delete" }, schema: ResultMessageSchema }),
  );
}

const FavouriteCheckSchema = z.object({ is_favorite: z.union([z.boolean(), numberish]).optional(), isFavorite: z.boolean().optional() }).passthrough();

/** Whether the viewer has this streamer as a favourite (false when unknown). */
export async function isFavourite(ctx: CallContext, streamerId: string): Promise<boolean> {
  const answer = orDefault(
    await upstreamFetch(ctx, "station", `/favorite/${encodeURIComponent(streamerId)}`, { schema: FavouriteCheckSchema, keep: true }),
    null,
  );
  const value = answer?.is_favorite ?? answer?.isFavorite;
  return value === true || value === 1;
}
