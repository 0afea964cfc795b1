// Building blocks for raw upstream schemas, and the reading of a write's answer. The real upstream sends numbers as strings or numbers
// depending on the backend, flags in four forms and lists that are sometimes "" (upstream-shapes.md §0):
// these pieces accept every observed form, so that a schema describes meaning, not spelling.
import { z } from "zod";
import { snakeKeys } from "~/normalise/fields";
import { logger } from "~/utils/log.server";
import type { UpstreamResult } from "./transport.server";

/** A number sent as a number or a numeric string ("35614"). */
export const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** Like numberish, but anything unreadable (null, "", "-") becomes the fallback instead of failing (null: not known). */
export const numberOr = <F extends number | null>(fallback: F) =>
  z.unknown().transform((value): number | F => {
    const parsed = numberish.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });

/** A string sent as a string or a number (ids, category numbers). */
export const stringish = z.union([z.string(), z.number().transform(String)]);

/** A flag in any of its forms: "Y"/"N", 0/1, "0"/"1", true/false; read with isOn() from domain/access. */
export const flagish = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/** A list parsed item by item: bad items are skipped (and counted in the log) instead of failing all. */
export function lenientArray<T extends z.ZodTypeAny>(item: T) {
  return z.array(z.unknown()).transform((values) => {
    const kept: z.output<T>[] = [];
    let skipped = 0;
    for (const value of values) {
      const parsed = item.safeParse(value);
      if (parsed.success) kept.push(parsed.data);
      else skipped += 1;
    }
    if (skipped > 0) logger.warn("upstream_items_skipped", { skipped, total: values.length });
    return kept;
  });
}

/** A list that may also come as "", null or be missing (e.g. liveSearch af_tags): those read as []. */
export function looseArray<T extends z.ZodTypeAny>(item: T) {
  return z.union([lenientArray(item), z.literal(""), z.null(), z.undefined()]).transform((value): z.output<T>[] => (Array.isArray(value) ? value : []));
}

/** Accepts the spec's camelCase as well as the upstream's snake_case at the top of an answer. */
export const snake = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => snakeKeys(value), schema);

/** { result, data: { is_more, list } }: the directory's category list, category contents and admin menu contents. */
export const ListAnswer = z
  .object({
    result: numberish.optional(),
    data: z
      .object({ is_more: flagish, isMore: flagish, list: looseArray(z.object({}).passthrough()) })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** Whether a ListAnswer's list goes on. */
export const listIsMore = (data: { is_more?: unknown; isMore?: unknown } | null | undefined) => {
  const value = data?.is_more ?? data?.isMore;
  return value === true || value === 1 || value === "1" || value === "Y";
};

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

export function answerOf(result: UpstreamResult<z.output<typeof ResultMessageSchema>>): ActionAnswer {
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
