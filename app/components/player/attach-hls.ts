// The one lazy hls.js loader of the portal's previews (home carousel, feed VODs): plain DOM code, imported
// with import() by the preview modules, so hls.js (its light build: no subtitles, alternate audio or DRM,
// which a muted preview never needs) is fetched only when a preview starts, and only where it is used.
import type { HlsConfig } from "hls.js";

const HLS_TYPE = "application/vnd.apple.mpegurl";

export type HlsAttachOptions = {
  /** Native HLS first where the browser has it (hls.js not even fetched), else only where hls.js cannot run. */
  preferNative: boolean;
  /** hls.js settings; startPosition is also where native playback starts. */
  config?: Partial<HlsConfig>;
  /** The stream cannot play: hls.js reported a fatal error, the video element failed, or neither can play HLS. */
  onFatal: () => void;
};

function attachNatively(video: HTMLVideoElement, url: string, startAt: number | undefined, onFatal: () => void): () => void {
  video.addEventListener("error", onFatal);
  video.src = url;
  if (startAt) video.currentTime = startAt;
  return () => video.removeEventListener("error", onFatal);
}

/** Attaches the HLS stream `url` to `video`; resolves with how to let go of it. */
export async function attachHls(video: HTMLVideoElement, url: string, { preferNative, config = {}, onFatal }: HlsAttachOptions): Promise<() => void> {
  const native = video.canPlayType(HLS_TYPE) !== "";
  if (native && preferNative) return attachNatively(video, url, config.startPosition, onFatal);
  const { default: Hls } = await import("hls.js/light");
  if (!Hls.isSupported()) {
    if (native) return attachNatively(video, url, config.startPosition, onFatal);
    onFatal();
    return () => {};
  }
  const hls = new Hls(config);
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
