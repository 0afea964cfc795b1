// Live broadcasts' pictures for answers that carry none: the channel API's station `broad` has no picture field
// (upstream-shapes §5), and the platform keeps every broadcast's picture at {live image host}/m/{broad_no}?{n}, as
// the live lists link it (upstream-shapes §0), so that the station home's live card shows its broadcast. `n` changes every minute, as the lists' own numbers do, so that a browser never keeps an old picture long.
import type { Station } from "~/domain/station";
import { getConfig } from "~/utils/env.server";

export function liveThumbnailUrl(broadNo: string, now = Date.now()): string {
  return `${getConfig().links.liveImage}/m/${encodeURIComponent(broadNo)}?${Math.floor(now / 60_000) % 1000}`;
}

/** The station with its broadcast's picture filled in where the answer had none. */
export function withLiveThumbnail(station: Station | null): Station | null {
  if (!station?.live || station.live.thumbnailUrl) return station;
  return { ...station, live: { ...station.live, thumbnailUrl: liveThumbnailUrl(station.live.broadNo) } };
}
