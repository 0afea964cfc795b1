// Counts abbreviated with 천 / 만 / 억 to one decimal place (000 §2.9, 001 §9): Intl's compact notation
// for Korean, whose words these are, so no text of ours. Truncated, never rounded up, so that '9.9천' is
// never shown as '10천'; a trailing '.0' is dropped ('1만'). Node and the browsers both carry the Korean
// data (full ICU), so the server's HTML and the hydrated page agree.

import { madeOnFirstUse } from "./made-on-first-use";

// `roundingMode` (Intl.NumberFormat v3: Node 20, Chromium ≥ 106, Safari ≥ 15.4, Firefox ≥ 116; an older engine
// rounds instead) is not in TypeScript's ES2022 types.
type CountFormatOptions = Intl.NumberFormatOptions & { roundingMode: "trunc" };

const ONE_DECIMAL_TRUNCATED: CountFormatOptions = { maximumFractionDigits: 1, roundingMode: "trunc" };

// One formatter each, made once: toLocaleString with options builds a new Intl.NumberFormat per call,
// which on a page of 90 cards was the most expensive line of the render. Made on first use, not when the module
// loads: the first Korean formatter costs a mid-range phone about 70 ms (Lighthouse on the directory), and a page
// whose counts are all in the server's HTML never formats one in the browser. Grouping always, so that
// 99,999,999 reads '9,999.9만' (compact notation groups only from five digits by default).
const COMPACT = madeOnFirstUse(() => new Intl.NumberFormat("ko", { notation: "compact", useGrouping: true, ...ONE_DECIMAL_TRUNCATED }));
const ONE_DECIMAL = madeOnFirstUse(() => new Intl.NumberFormat("ko", ONE_DECIMAL_TRUNCATED));
const WHOLE = madeOnFirstUse(() => new Intl.NumberFormat("ko-KR"));

const HUNDRED_MILLION = 100_000_000;
/** '억' as the compact notation writes it. */
const HUNDRED_MILLION_WORD = madeOnFirstUse(
  () =>
    COMPACT()
      .formatToParts(HUNDRED_MILLION)
      .find((part) => part.type === "compact")?.value ?? "",
);

export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return "0";
  const whole = Math.trunc(count) + 0; // + 0: -0 (and -0.4) read '0', never '-0'
  // The compact notation goes on to 조 from 10,000억; the spec's units stop at 억 (hand-made for these).
  if (Math.abs(whole) >= 10_000 * HUNDRED_MILLION) return `${ONE_DECIMAL().format(whole / HUNDRED_MILLION)}${HUNDRED_MILLION_WORD()}`;
  return COMPACT().format(whole);
}

/** Full count with thousands separators ('1,234'), for places that show exact numbers. */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? WHOLE().format(Math.floor(count)) : "0";
}
