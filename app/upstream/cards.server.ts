// Card actions (000 §7.2): watch later, hide a streamer and undo, not-recommend and undo, favourites,
// and the hidden-streamer list every list is filtered by (§4.7).
import { z } from "zod";
import type { ContentType } from "~/domain/cards";
import { orDefault, upstreamFetch, type CallContext } from "./http.server";
import { numberish, stringish } from "./schema.server";

/** What an action answered: success, the server's message and code when it sent them. `unknown`: no answer came
 * (a time-out, a broken connection) although the call went out, so the write may have been carried out. */
export type ActionAnswer = { ok: boolean; code: number | null; message: string | null; unknown?: boolean };

/** The answer of every write call: result (or RESULT), code and message (or msg), sometimes inside data. */
export const ResultMessageSchema = z
  .object({
    result: numberish.optional(),
    RESULT: numberish.optional(),
    code: numberish.optional(),
    message: z.string().nullish(),
    msg: z.string().nullish(),
    data: z.object({ code: numberish.optional(), message: z.string().nullish() }).passthrough().nullish().or(z.array(z.unknown())),
  })
  .passthrough();

export function answerOf(result: Awaited<ReturnType<typeof upstreamFetch<typeof ResultMessageSchema>>>): ActionAnswer {
  if (!result.ok) {
    const body = ResultMessageSchema.safeParse(result.failure.body);
    const data = body.success && body.data.data && !Array.isArray(body.data.data) ? body.data.data : null;
    return {
      ok: false,
      code: body.success ? (body.data.code ?? data?.code ?? null) : null,
      message: body.success ? (data?.message ?? body.data.message ?? body.data.msg ?? null) : null,
      unknown: result.failure.kind === "timeout" || result.failure.kind === "network",
    };
  }
  const answer = result.data;
  const data = answer.data && !Array.isArray(answer.data) ? answer.data : null;
  const resultCode = answer.result ?? answer.RESULT;
  return {
    ok: resultCode === 1,
    code: data?.code ?? answer.code ?? null,
    message: data?.message ?? answer.message ?? answer.msg ?? null,
  };
}

/** The id field the upstream wants for a card: broad_no, title_no or story_idx. */
function contentId(card: CardRef): Record<string, string> {
  if (card.type === "LIVE") return { broad_no: card.id };
  if (card.type === "CATCHSTORY") return { story_idx: card.id };
  return { title_no: card.id };
}

/** The fields of a card that every hide / not-recommend call sends; each call adds its own. */
function cardFields(card: CardRef, szWork: "add" | "delete"): Record<string, string> {
  return { szWork, bj_id: card.bjId, type: card.type, list_data_type: card.listDataType, namespace: card.namespace, key: card.key, ...contentId(card) };
}

/** What the hide / not-recommend calls need to know about a card. */
export type CardRef = {
  type: ContentType;
  id: string;
  bjId: string;
  bjNick: string;
  listDataType: string;
  location: string;
  /** 'prflivod' for the home prefer mode (myplus), else ''. */
  namespace: string;
  key: string;
  score?: string;
};

export async function addWatchLater(ctx: CallContext, type: "LIVE" | "VOD", id: string): Promise<ActionAnswer> {
  const path = `/api/history/later/${type === "LIVE" ? "live" : "vod"}/${encodeURIComponent(id)}`;
  return answerOf(await upstreamFetch(ctx, "my", path, { method: "POST", form: {}, schema: ResultMessageSchema }));
}

const HIDDEN_PATH = "/api/hiddenbj/hiddenbjController.php";

export async function hideStreamer(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", HIDDEN_PATH, {
      form: { ...cardFields(card, "add"), bj_nick: card.bjNick, location: card.location, os: "pc" },
      schema: ResultMessageSchema,
    }),
  );
}

export async function unhideStreamer(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", HIDDEN_PATH, {
      form: { ...cardFields(card, "delete"), location: card.location },
      schema: ResultMessageSchema,
    }),
  );
}

const NOT_RECOMMEND_PATH = "/api/myplus/notRecommendController.php";

/** Not-recommend answers, in recommendation lists, with replacements (addInfo, 000 §4.3). */
export async function notRecommend(ctx: CallContext, card: CardRef): Promise<ActionAnswer & { addInfo: unknown[] }> {
  const result = await upstreamFetch(ctx, "live", NOT_RECOMMEND_PATH, {
    form: { ...cardFields(card, "add"), bj_nick: card.bjNick, os: "pc" },
    schema: ResultMessageSchema,
  });
  const addInfo = result.ok ? (result.data.add_info ?? result.data.addInfo) : null;
  return { ...answerOf(result), addInfo: Array.isArray(addInfo) ? addInfo : [] };
}

export async function undoNotRecommend(ctx: CallContext, card: CardRef): Promise<ActionAnswer> {
  return answerOf(
    await upstreamFetch(ctx, "live", NOT_RECOMMEND_PATH, {
      form: { ...cardFields(card, "delete"), bj_nick: card.bjNick, os: "pc", score: card.score ?? "" },
      schema: ResultMessageSchema,
    }),
  );
}

const HiddenListSchema = z
  .object({
    RESULT: numberish.optional(),
    result: numberish.optional(),
    DATA: z.array(z.union([stringish, z.object({ bj_id: stringish }).passthrough()])).optional(),
    data: z.array(z.union([stringish, z.object({ bj_id: stringish }).passthrough()])).optional(),
  })
  .passthrough();

/** Ids of the streamers this viewer hid; empty for guests and when the call fails (lists go unfiltered). */
export async function getHiddenStreamers(ctx: CallContext, signedIn: boolean): Promise<Set<string>> {
  if (!signedIn) return new Set();
  const answer = orDefault(await upstreamFetch(ctx, "live", HIDDEN_PATH, { query: { szWork: "list" }, schema: HiddenListSchema, keep: true }), null);
  const items = answer?.DATA ?? answer?.data ?? [];
  return new Set(items.map((item) => (typeof item === "string" ? item : item.bj_id)));
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
