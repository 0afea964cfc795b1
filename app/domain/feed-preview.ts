// The preview player's own rules (001 §4.6, §9), apart from domain/feed so that they load with the player.
import { FEED_LIMITS } from "./feed";

/** Where the preview starts (seconds): at a random point when the VOD is longer than 120 s, so that 60 s fit. */
export function previewStartSeconds(durationMs: number | null, random: number): number {
  const seconds = (durationMs ?? 0) / 1000;
  if (seconds <= FEED_LIMITS.randomStartOverSeconds) return 0;
  return Math.floor(random * (seconds - FEED_LIMITS.previewSeconds));
}

/** '{current} / {total}' of a VOD preview, 'M:SS' or 'H:MM:SS'. */
export function previewTime(currentSeconds: number, durationMs: number | null, format: (ms: number | null) => string): { current: string; total: string } {
  return { current: format(Math.max(0, Math.floor(currentSeconds)) * 1000), total: format(durationMs) };
}
