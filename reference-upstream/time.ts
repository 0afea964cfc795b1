// The real upstream speaks Korea wall-clock time without a zone ("2026-09-22 19:59:31").
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function kstWallClock(ms: number): string {
  return new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

export function kstDate(ms: number): string {
  return kstWallClock(ms).slice(0, 10);
}

export function parseKstWallClock(text: string): number {
  const [date, time = "00:00:00"] = text.replace(/\.\d+$/, "").split(" ");
  return Date.parse(`${date}T${time}Z`) - KST_OFFSET_MS;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
