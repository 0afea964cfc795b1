// A read of the channel or the station API that answers with its data or a refusal (a station state, 001 §8;
// a read permission, 001 §6; not found), read from whatever status the API answers with: both APIs refuse alike.
import { z } from "zod";
import { type AccessDeniedCode, isAccessDeniedCode, type StationErrorKind } from "~/domain/station";
import { stationErrorOf } from "~/normalise/station";
import { derivedOnce } from "./kept-answers.server";
import { upstreamFetch } from "./policy.server";
import type { CallContext } from "./transport.server";

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
export async function lookup<T>(
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
