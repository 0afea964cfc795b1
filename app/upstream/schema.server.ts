// Building blocks for raw upstream schemas. The real upstream sends numbers as strings or numbers
// depending on the backend, flags in four forms and lists that are sometimes "" (upstream-shapes.md §0):
// these pieces accept every observed form, so that a schema describes meaning, not spelling.
import { z } from "zod";
import { logger } from "~/utils/log.server";

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
