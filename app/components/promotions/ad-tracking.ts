// Ad tracking in the browser (001 §2.17, §4.9, §9), loaded with import() once a banner is on screen, never
// on a page's first load: impressions when the banner is fully visible (viewable after a second of that),
// ad video playing from a quarter visible, extra click URLs on click, the close URL when the close/open
// toggle closes, the error URL when a picture or the video fails (a picture then tries its alternative, once).
// Every hit is a fire-and-forget beacon straight to the creative's URL (the ad server counts the browser).
import { ADS, adPictureFallback, isImpressionVisible, shouldPlayAdVideo, type TrackingUrls } from "~/domain/promotions";
import { watchInView } from "~/utils/in-view";

function beacon(urls: string[]) {
  for (const url of urls) {
    const absolute = url.startsWith("//") ? `${location.protocol}${url}` : url;
    try {
      if (navigator.sendBeacon(absolute)) continue;
    } catch {
      // Fall through to fetch.
    }
    void fetch(absolute, { method: "POST", mode: "no-cors", keepalive: true, credentials: "include" }).catch(() => undefined);
  }
}

/** Starts tracking the banner `root` (its frame is `[data-ad-frame]`); returns the clean-up. */
export function trackAd(root: HTMLElement, urls: TrackingUrls): () => void {
  const fired = new Set<keyof TrackingUrls>();
  const once = (kind: keyof TrackingUrls) => {
    if (fired.has(kind)) return;
    fired.add(kind);
    beacon(urls[kind]);
  };
  const stops: Array<() => void> = [];

  let viewable: ReturnType<typeof setTimeout> | undefined;
  const frame = root.querySelector<HTMLElement>("[data-ad-frame]") ?? root;
  stops.push(
    watchInView(
      frame,
      (entry) => {
        if (entry.isIntersecting && isImpressionVisible(entry.intersectionRatio)) {
          once("impression");
          viewable ??= setTimeout(() => once("viewable"), ADS.viewableAfterMs);
        } else if (!fired.has("viewable")) {
          clearTimeout(viewable);
          viewable = undefined;
        }
      },
      { threshold: [ADS.impressionRatio, 1] },
    ),
  );

  const video = root.querySelector<HTMLVideoElement>("video[data-ad-video]");
  if (video) {
    stops.push(
      watchInView(
        video,
        (entry) => {
          if (entry.isIntersecting && shouldPlayAdVideo(entry.intersectionRatio)) void video.play().catch(() => undefined);
          else video.pause();
        },
        { threshold: [0, ADS.videoPlayRatio] },
      ),
    );
  }

  // A picture that fails tries its alternative once (data-ad-image="alternative"); when that fails too, or
  // there is none, it stays as it is (data-ad-image="failed"): CSS draws the ad's text over it.
  const failed = (target: EventTarget | null) => {
    if (!(target instanceof HTMLImageElement || target instanceof HTMLVideoElement)) return;
    once("error");
    if (!(target instanceof HTMLImageElement) || target.dataset.adImage === "failed") return;
    const next = target.dataset.adImage === "alternative" ? null : adPictureFallback(target.src, target.dataset.altSrc, document.baseURI);
    target.dataset.adImage = next ? "alternative" : "failed";
    if (next) target.src = next;
  };
  const onError = (event: Event) => failed(event.target);
  root.addEventListener("error", onError, true);
  // A picture may have failed before this module arrived.
  root.querySelectorAll("img").forEach((img) => img.complete && img.naturalWidth === 0 && failed(img));

  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[data-ad-click]")) beacon(urls.click);
  };
  root.addEventListener("click", onClick);

  const toggle = root.querySelector<HTMLDetailsElement>("details[data-ad-toggle]");
  const onToggle = () => {
    if (toggle && !toggle.open) beacon(urls.close);
  };
  toggle?.addEventListener("toggle", onToggle);

  return () => {
    stops.forEach((stop) => stop());
    clearTimeout(viewable);
    root.removeEventListener("error", onError, true);
    root.removeEventListener("click", onClick);
    toggle?.removeEventListener("toggle", onToggle);
  };
}
