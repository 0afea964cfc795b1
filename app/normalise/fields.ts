// Reading raw upstream items whose fields come under several names and in several types
// (upstream-shapes.md §0, §10): snake_case from the real hosts, camelCase in the spec, numbers as
// strings, lists as "" and nested objects (ucc, count) in the channel API.
import { isOn, type FlagValue } from "~/domain/access";
import { parseUpstreamDate } from "~/domain/dates";
import { withoutControls } from "~/domain/text";

export type RawRecord = Record<string, unknown>;

/** 'bBroadTitle' → 'b_broad_title'; keys already in snake_case or UPPER_CASE stay as they are. */
export function snakeKey(key: string): string {
  if (!/^[a-z]/.test(key) || !/[A-Z]/.test(key)) return key;
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Shallow copy with snake_case keys (the first spelling wins when both are present). */
export function snakeKeys(raw: unknown): RawRecord {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const out: RawRecord = {};
  for (const [key, value] of Object.entries(raw as RawRecord)) {
    const snake = snakeKey(key);
    if (!(snake in out)) out[snake] = value;
  }
  return out;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

/** The first present value among several field names. */
export function first(raw: RawRecord, ...names: string[]): unknown {
  for (const name of names) if (present(raw[name])) return raw[name];
  return undefined;
}

/** A text field, trimmed and without control or bidi-override characters (domain/text.ts): titles, names and
 * comments are written by users, and every text the upstream sends is read here. */
export function text(raw: RawRecord, ...names: string[]): string {
  const value = first(raw, ...names);
  return typeof value === "string" ? withoutControls(value).trim() : typeof value === "number" ? String(value) : "";
}

export function optionalText(raw: RawRecord, ...names: string[]): string | null {
  return text(raw, ...names) || null;
}

export function number(raw: RawRecord, ...names: string[]): number | null {
  const value = first(raw, ...names);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

export function flag(raw: RawRecord, ...names: string[]): boolean {
  return isOn(first(raw, ...names) as FlagValue);
}

export function flagValue(raw: RawRecord, ...names: string[]): FlagValue {
  const value = first(raw, ...names);
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
}

export function date(raw: RawRecord, ...names: string[]): number | null {
  return parseUpstreamDate(first(raw, ...names));
}

/** A list of strings that may come as an array, a comma-separated string, "" or null. */
export function stringList(raw: RawRecord, ...names: string[]): string[] {
  const value = first(raw, ...names);
  if (Array.isArray(value))
    return value
      .filter((item): item is string => typeof item === "string")
      .map((item) => withoutControls(item).trim())
      .filter(Boolean);
  if (typeof value === "string")
    return withoutControls(value)
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}

/** Nested objects (chapi `ucc`, `count`, `copyright`) lifted to the top level without overwriting. */
export function lift(raw: RawRecord, ...nested: string[]): RawRecord {
  const out = { ...raw };
  for (const name of nested) {
    const inner = snakeKeys(raw[name]);
    for (const [key, value] of Object.entries(inner)) if (!present(out[key])) out[key] = value;
  }
  return out;
}
