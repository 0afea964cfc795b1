// Counts abbreviated with 천 / 만 / 억 to one decimal place (000 §2.9, 001 §9).
// Truncated, never rounded up, so that '9.9천' is never shown as '10천'; a trailing '.0' is dropped.
const UNITS = [
  { value: 100_000_000, suffix: "억" },
  { value: 10_000, suffix: "만" },
  { value: 1_000, suffix: "천" },
] as const;

export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return "0";
  const sign = count < 0 ? "-" : "";
  const abs = Math.floor(Math.abs(count));
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const tenths = Math.floor((abs * 10) / unit.value);
      const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
      return `${sign}${Number(text).toLocaleString("ko-KR", { maximumFractionDigits: 1 })}${unit.suffix}`;
    }
  }
  return `${sign}${abs}`;
}

/** Full count with thousands separators ('1,234'), for places that show exact numbers. */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? Math.floor(count).toLocaleString("ko-KR") : "0";
}
