// The reader of the live hosts (issue 70 item 2): every interval, the whole live list, through the kept answers
// (upstream/policy.server.ts), as a guest; what it reads is one snapshot of every broadcast on air. One reader per
// instance whatever its audience (hub.server.ts starts it with the first stream and stops it with the last).
import type { LiveSnapshot, LiveState } from "~/domain/live-events";
import { getAllLives } from "~/upstream/clients/live.server";
import { logger } from "~/utils/log.server";
import { metrics } from "~/utils/metrics.server";
import { everyInterval } from "./every-interval.server";
import type { LiveSource } from "./hub.server";

/** At most this many pages of 60 a read asks (12,000 broadcasts on air). */
const MAX_PAGES = 200;

/**
 * One read: every broadcast on air. A read whose pages did not all answer, or that lists fewer than it counts (a
 * broadcast moved between two pages' answers), says nothing of those it misses: they keep what `before` said, so
 * that a failed page ends nobody.
 */
export async function readLives(before: LiveSnapshot | null): Promise<LiveSnapshot | null> {
  const request = new Request("http://live-events.invalid/");
  const { cards, total, pages } = await getAllLives({ request }, MAX_PAGES);
  metrics.liveReaderCalls.inc(pages);
  if (total === null && cards.length === 0) return null;
  const lives: Record<string, LiveState> = {};
  for (const card of cards)
    if (card.kind === "live" && card.userId)
      lives[card.userId] = { broadNo: card.id, viewers: card.viewCount, title: card.title, categoryName: card.categoryName };
  if (before && (total === null || Object.keys(lives).length < total)) {
    for (const [userId, live] of Object.entries(before.lives)) lives[userId] ??= live;
  }
  return { at: Date.now(), lives };
}

/** Reads every `intervalMs` while started; a read starts only once the one before has ended. */
export function intervalReader(intervalMs: number, read: (before: LiveSnapshot | null) => Promise<LiveSnapshot | null> = readLives): LiveSource {
  let stop: (() => void) | undefined;
  return {
    start(deliver) {
      let last: LiveSnapshot | null = null;
      stop = everyInterval(async (running) => {
        try {
          const snapshot = await read(last);
          if (snapshot && running()) {
            last = snapshot;
            deliver(snapshot);
          }
        } catch (error) {
          logger.warn("live_events_read_failed", { detail: error instanceof Error ? error.message : String(error) });
        }
      }, intervalMs);
    },
    stop() {
      stop?.();
    },
  };
}
