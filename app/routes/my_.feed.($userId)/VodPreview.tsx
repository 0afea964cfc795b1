// The feed's inline VOD preview (001 §4.6, §9). The server renders the thumbnail with its labels, the
// play link and the total time. With JS, the feed's coordinator picks the one VOD that plays (the last
// visible by indexRegDate); hls.js is imported only then. The preview is muted, starts at a random point
// when the VOD is longer than 120 s, plays 60 s and pauses; an error drops it out with its message.
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { FeedThumbnail } from "./FeedThumbnail";
import { previewBlock, previewBlockMessageKey, type FeedVodItem } from "~/domain/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { useInView } from "~/components/layout/page-parts";
import styles from "~/components/feed/feed.module.css";
import { savingData } from "~/utils/idle";

import type { PreviewControl } from "./preview-player";

export type PreviewCoordinator = {
  /** The key of the VOD that plays, if any. */
  active: string | null;
  failed: ReadonlySet<string>;
  /** A preview came at least half on screen, or went off it. */
  show: (key: string, indexRegDate: number, onScreen: boolean) => void;
  fail: (key: string) => void;
};

export const PreviewContext = createContext<PreviewCoordinator | null>(null);

export function VodMedia({ item }: { item: FeedVodItem }) {
  const config = useLinkConfig();
  const coordinator = useContext(PreviewContext);
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const control = useRef<PreviewControl | null>(null);
  const activeRef = useRef(false);
  const [started, setStarted] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const block = previewBlock(item);
  const message = previewBlockMessageKey(block);
  const failed = coordinator?.failed.has(item.key) ?? false;
  const active = coordinator?.active === item.key;
  activeRef.current = active;
  const href = links.vodPlayer(config, item.card.id, {
    app: item.card.stationNo && item.card.bbsNo ? { stationNo: item.card.stationNo, bbsNo: item.card.bbsNo } : undefined,
  });
  const playable = block === null && item.hlsUrl !== null;

  // The coordinator hears when this preview comes half on screen or leaves it, and when it leaves the page.
  const show = coordinator?.show;
  // A reader saving data gets no previews: the thumbnail stays a link to the player.
  useInView(box, (onScreen) => show?.(item.key, item.indexRegDate, onScreen), { enabled: playable && Boolean(show) && !savingData(), threshold: 0.5 });
  useEffect(() => () => show?.(item.key, item.indexRegDate, false), [show, item.key, item.indexRegDate]);
  useEffect(() => {
    if (active) setStarted(true);
    control.current?.setActive(active);
  }, [active]);
  // The player (and hls.js with it) is fetched when this preview first plays.
  useEffect(() => {
    const element = video.current;
    if (!started || !element || !item.hlsUrl) return;
    let cancelled = false;
    const fail = () => {
      control.current?.destroy();
      control.current = null;
      coordinator?.fail(item.key);
    };
    void import("./preview-player").then(({ attachPreview }) => {
      if (cancelled) return;
      control.current = attachPreview(element, { hlsUrl: item.hlsUrl!, durationMs: item.card.durationMs, onTime: setTime, onError: fail });
      control.current.setActive(activeRef.current);
    });
    return () => {
      cancelled = true;
      control.current?.destroy();
      control.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one player per item, started once
  }, [started]);

  return (
    <div ref={box} className={styles.media} data-preview-key={item.key} data-index={item.indexRegDate} data-preview={playable ? "ready" : (block ?? "none")}>
      <FeedThumbnail item={item} />
      {started && !failed ? (
        <video
          ref={video}
          className={styles.video}
          muted
          playsInline
          preload="none"
          data-preview-state="paused"
          aria-label={feedPage.item.previewLabel(item.title)}
        />
      ) : null}
      <span className={styles.mediaLabels}>
        {item.labels.map((label) => (
          <span key={label}>{feedPage.item.labels[label]}</span>
        ))}
      </span>
      {message || failed ? (
        <p className={styles.previewMessage} role={failed ? "alert" : undefined}>
          {failed ? feedPage.preview.error : feedPage.preview[message!]}
        </p>
      ) : null}
      <a href={href} className={styles.play}>
        {feedPage.item.play}
      </a>
      {item.durationText ? (
        <span className={styles.mediaBottom} data-testid="preview-time">
          {time ?? item.durationText}
        </span>
      ) : null}
    </div>
  );
}
