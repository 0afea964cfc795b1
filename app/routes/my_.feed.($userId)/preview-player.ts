// The feed's preview player (001 §4.6, §9), a chunk of its own fetched when a preview first plays (plain
// DOM code, so that it adds no React to the chunk). hls.js with the spec's manifest time-out, retries and
// buffer; muted; from a random point when the VOD is longer than 120 s; 60 s and then paused. It plays
// only while it is the coordinator's active preview; a fatal error drops it out. The state is written
// to the video's data-preview-state (playing, paused, ended).
import { attachHls } from "~/components/player/attach-hls";
import { formatDuration } from "~/domain/cards";
import { FEED_LIMITS } from "~/domain/feed";
import { previewStartSeconds, previewTime } from "~/domain/feed-preview";
import { feedPage } from "~/i18n/ko/feed-page";

export type PreviewOptions = {
  hlsUrl: string;
  durationMs: number | null;
  /** 'current / total', on every time update. */
  onTime: (text: string) => void;
  onError: () => void;
};

export type PreviewControl = { setActive(active: boolean): void; destroy(): void };

export function attachPreview(video: HTMLVideoElement, options: PreviewOptions): PreviewControl {
  let destroyed = false;
  let ended = false;
  let active = false;
  const start = previewStartSeconds(options.durationMs, Math.random());
  const stopAt = start + FEED_LIMITS.previewSeconds;
  const setState = (state: "playing" | "paused" | "ended") => video.setAttribute("data-preview-state", state);
  const listeners: Record<string, () => void> = {
    timeupdate: () => {
      const time = previewTime(video.currentTime, options.durationMs, formatDuration);
      options.onTime(feedPage.item.time(time.current, time.total));
      if (video.currentTime >= stopAt && !ended) {
        ended = true;
        video.pause();
      }
    },
    play: () => setState("playing"),
    pause: () => setState(ended ? "ended" : "paused"),
    error: () => options.onError(),
  };
  for (const [name, listener] of Object.entries(listeners)) video.addEventListener(name, listener);
  const play = () => {
    if (active && !ended && !destroyed) video.play().catch(() => undefined);
  };

  // hls.js first, for the spec's manifest time-out, retries and buffer; native HLS only where it cannot run.
  const attached = attachHls(video, options.hlsUrl, {
    preferNative: false,
    config: {
      manifestLoadingTimeOut: FEED_LIMITS.manifestTimeoutMs,
      manifestLoadingMaxRetry: FEED_LIMITS.manifestRetries,
      maxBufferLength: FEED_LIMITS.bufferSeconds,
      maxMaxBufferLength: FEED_LIMITS.bufferSeconds,
      startPosition: start,
    },
    onFatal: options.onError,
  }).then((detach) => {
    if (!destroyed) {
      play();
      return detach;
    }
    detach(); // let go at once of a stream that arrived after the preview was gone
    return () => {};
  });

  return {
    // Only the active preview plays; another taking over pauses this one where it is.
    setActive(next) {
      active = next;
      if (active) play();
      else video.pause();
    },
    destroy() {
      destroyed = true;
      for (const [name, listener] of Object.entries(listeners)) video.removeEventListener(name, listener);
      void attached.then((detach) => detach());
    },
  };
}
