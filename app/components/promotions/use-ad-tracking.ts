// Hooks a banner up to the tracking module, which loads with import() after hydration (not first-load JS).
// Keyed by the tracking URLs, so that a revalidation bringing the same ad does not count it again.
import { type RefObject, useEffect } from "react";
import { type AdCreative, type TrackingUrls, trackingUrls } from "~/domain/promotions";

export function useAdTracking(ref: RefObject<HTMLElement>, creative: AdCreative) {
  const urls = JSON.stringify(trackingUrls(creative));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./ad-tracking").then(({ trackAd }) => {
      if (!cancelled && ref.current) stop = trackAd(ref.current, JSON.parse(urls) as TrackingUrls);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, urls]);
}
