// A page's search parameters read with the page's own zod schema (design §5). Empty values are dropped
// first, so that a field's fallback applies; every field ends in .catch() (the type insists), so a
// hand-edited URL reads as the defaults and never answers 500.
import { z } from "zod";

type Field = z.ZodCatch<z.ZodTypeAny>;

/** A page number: decimal digits from 1, capped at `max`; anything else (0, -1, 2.5, abc, none) is 1. */
export const pageField = (max: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform((digits) => Math.min(Number(digits), max))
    .pipe(z.number().int().min(1))
    .catch(1);

/** One of the values, else the fallback. */
export const oneOfField = <T extends string>(values: readonly [T, ...T[]], fallback: T) => z.enum(values).catch(fallback);

/** Trimmed text cut to `max` characters, "" when missing. */
export const textField = (max: number) =>
  z
    .string()
    .transform((text) => text.trim().slice(0, max))
    .catch("");

/** A page's schema: an object of fields that each fall back on their own. */
export const searchParamsSchema = <S extends Record<string, Field>>(shape: S) => z.object(shape);

/**
 * What a field reads a missing parameter as, when that is a plain value (a fallback object, such as a new
 * Set, is made again each time). Most of a page's parameters are missing, and zod makes and throws away an
 * error for each one: some 70 µs of every home request for its eight.
 */
const missingValues = new WeakMap<Field, { value: unknown } | null>();

function readMissing(field: Field): unknown {
  const known = missingValues.get(field);
  if (known) return known.value;
  const value: unknown = field.parse(undefined);
  if (known === undefined) missingValues.set(field, value !== null && typeof value === "object" ? null : { value });
  return value;
}

/** The first value of each parameter, empty ones left out, read with the schema field by field. */
export function parseSearchParams<S extends Record<string, Field>>(schema: z.ZodObject<S>, source: Request | URL | URLSearchParams): z.output<z.ZodObject<S>> {
  const params = source instanceof URLSearchParams ? source : source instanceof URL ? source.searchParams : new URL(source.url).searchParams;
  const values: Record<string, string> = Object.create(null);
  for (const [key, value] of params) {
    if (!(key in values) && value.trim() !== "") values[key] = value;
  }
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) read[key] = key in values ? field.parse(values[key]) : readMissing(field);
  return read as z.output<z.ZodObject<S>>;
}
