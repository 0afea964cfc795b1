// The feed's inline VOD preview (001 §4.6, §9). The server renders the thumbnail with its labels, the
// play link and the total time. With JS, the feed's coordinator picks the one VOD that plays (the last
// visible by indexRegDate); hls.js is imported only then. The preview is muted, starts at a random point
// when the VOD is longer than 120 s, plays 60 s and pauses; an error drops it out with its message.
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type HlsType from "hls.js";
import { Thumbnail } from "~/components/cards/Thumbnail";
import { formatDuration, vodLabels } from "~/domain/cards";
import { FEED_LIMITS, previewBlock, previewBlockMessageKey, previewStartSeconds, previewTime, type FeedVodItem } from "~/domain/feed";
import { cards } from "~/i18n/ko/cards";
import { feed } from "~/i18n/ko/feed";
import { cardHref } from "~/utils/card-links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./feed.module.css";

export type PreviewCoordinator = {
  /** The key of the VOD that plays, if any. */
  active: string | null;
  failed: ReadonlySet<string>;
  /** Starts watching an element's visibility; returns the cleanup. */
  observe: (element: Element) => () => void;
  fail: (key: string) => void;
};

export const PreviewContext = createContext<PreviewCoordinator | null>(null);

type PlayState = "playing" | "paused" | "ended";

function Player({ item, active, onError, onTime }: { item: FeedVodItem; active: boolean; onError: () => void; onTime: (seconds: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayState>("paused");
  const ended = useRef(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const element = video.current;
    if (!element || !item.hlsUrl) return;
    let hls: HlsType | null = null;
    let cancelled = false;
    const start = previewStartSeconds(item.card.durationMs, Math.random());
    const stopAt = start + FEED_LIMITS.previewSeconds;
    const onTimeUpdate = () => {
      onTime(element.currentTime);
      if (element.currentTime >= stopAt && !ended.current) {
        ended.current = true;
        element.pause();
        setState("ended");
      }
    };
    const onPlay = () => setState("playing");
    const onPause = () => setState(ended.current ? "ended" : "paused");
    element.addEventListener("timeupdate", onTimeUpdate);
    element.addEventListener("play", onPlay);
    element.addEventListener("pause", onPause);
    void import("hls.js").then(({ default: Hls }) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        hls = new Hls({
          manifestLoadingTimeOut: FEED_LIMITS.manifestTimeoutMs,
          manifestLoadingMaxRetry: FEED_LIMITS.manifestRetries,
          maxBufferLength: FEED_LIMITS.bufferSeconds,
          maxMaxBufferLength: FEED_LIMITS.bufferSeconds,
          startPosition: start,
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onErrorRef.current();
        });
        hls.loadSource(item.hlsUrl!);
        hls.attachMedia(element);
      } else if (element.canPlayType("application/vnd.apple.mpegurl")) {
        element.src = item.hlsUrl!;
        element.currentTime = start;
      } else {
        onErrorRef.current();
      }
    });
    const onMediaError = () => onErrorRef.current();
    element.addEventListener("error", onMediaError);
    return () => {
      cancelled = true;
      element.removeEventListener("timeupdate", onTimeUpdate);
      element.removeEventListener("play", onPlay);
      element.removeEventListener("pause", onPause);
      element.removeEventListener("error", onMediaError);
      hls?.destroy();
    };
    // One player per item: its source never changes.
  }, [item.hlsUrl]);

  // Only the active preview plays; another taking over pauses this one where it is.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active && !ended.current) element.play().catch(() => undefined);
    else element.pause();
  }, [active]);

  return <video ref={video} className={styles.video} muted playsInline preload="none" data-preview-state={state} aria-label={feed.item.previewLabel(item.title)} />;
}

export function VodMedia({ item }: { item: FeedVodItem }) {
  const config = useLinkConfig();
  const coordinator = useContext(PreviewContext);
  const box = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [seconds, setSeconds] = useState<number | null>(null);
  const block = previewBlock(item);
  const message = previewBlockMessageKey(block);
  const failed = coordinator?.failed.has(item.key) ?? false;
  const active = coordinator?.active === item.key;
  const href = cardHref(item.card, config);
  const playable = block === null && item.hlsUrl !== null;

  useEffect(() => {
    if (!playable || !coordinator || !box.current) return;
    return coordinator.observe(box.current);
  }, [playable, coordinator?.observe]);
  useEffect(() => {
    if (active) setStarted(true);
  }, [active]);

  const time = seconds === null ? null : previewTime(seconds, item.card.durationMs, formatDuration);
  return (
    <div ref={box} className={styles.media} data-preview-key={item.key} data-index={item.indexRegDate} data-preview={playable ? "ready" : (block ?? "none")}>
      <Thumbnail src={item.card.thumbnailUrl} type={item.card.thumbnailType} />
      {started && !failed ? <Player item={item} active={active} onError={() => coordinator?.fail(item.key)} onTime={setSeconds} /> : null}
      <span className={styles.mediaLabels}>
        {vodLabels(item.card).map((label) => (
          <span key={label}>{cards.labels[label]}</span>
        ))}
      </span>
      {message || failed ? (
        <p className={styles.previewMessage} role={failed ? "alert" : undefined}>
          {failed ? feed.preview.error : feed.preview[message!]}
        </p>
      ) : null}
      {href ? (
        <a href={href} className={styles.play}>
          {feed.item.play}
        </a>
      ) : null}
      {item.card.durationMs !== null ? (
        <span className={styles.mediaBottom} data-testid="preview-time">
          {time ? feed.item.time(time.current, time.total) : formatDuration(item.card.durationMs)}
        </span>
      ) : null}
    </div>
  );
}
