// Counts abbreviated with 천 / 만 / 억 to one decimal place (000 §2.9, 001 §9).
// Truncated, never rounded up, so that '9.9천' is never shown as '10천'; a trailing '.0' is dropped.
const UNITS = [
  { value: 100_000_000, suffix: "억" },
  { value: 10_000, suffix: "만" },
  { value: 1_000, suffix: "천" },
] as const;

// One formatter each, made once: toLocaleString with options builds a new Intl.NumberFormat per call,
// which on a page of 90 cards was the most expensive line of the render.
const ONE_DECIMAL = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat("ko-KR");

export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return "0";
  const sign = count < 0 ? "-" : "";
  const abs = Math.floor(Math.abs(count));
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const tenths = Math.floor((abs * 10) / unit.value);
      const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
      return `${sign}${ONE_DECIMAL.format(Number(text))}${unit.suffix}`;
    }
  }
  return `${sign}${abs}`;
}

/** Full count with thousands separators ('1,234'), for places that show exact numbers. */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? WHOLE.format(Math.floor(count)) : "0";
}
