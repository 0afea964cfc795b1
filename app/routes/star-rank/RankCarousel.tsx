// The carousel of top broadcasts (000 §2.8, §9): the card grid laid out as a scroll-snap strip, which
// scrolls without JS; with JS it moves on every 5 s and starts over after the last slide, with previous /
// next and a pause control (it also rests while pointed at or focused, and does not move for reduced motion);
// whether it is rotating shows in the strip's aria-live.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { STAR_RANK_CAROUSEL_MS } from "~/domain/live";
import { starRank } from "~/i18n/ko/star-rank";
import styles from "./star-rank.module.css";

const t = starRank;

export function RankCarousel({ count, children }: { count: number; children: ReactNode }) {
  const hydrated = useHydrated();
  const strip = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [resting, setResting] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);
  useEffect(() => setMotionAllowed(!window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  const rotating = motionAllowed && !paused && !resting && count > 1;

  const move = (direction: 1 | -1) => {
    const list = strip.current?.querySelector("ul");
    if (!list) return;
    const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
    const end = list.scrollWidth - list.clientWidth - 2;
    const left = direction === 1 ? (list.scrollLeft >= end ? 0 : list.scrollLeft + step) : list.scrollLeft <= 0 ? end : list.scrollLeft - step;
    list.scrollTo({ left, behavior: "smooth" });
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => move(1), STAR_RANK_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="rank-carousel-title"
      className={styles.carousel}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={() => setResting(false)}
    >
      {/* Its name over it; on a phone the controls stand at the end of this row, off the slides (CSS). */}
      <h2 id="rank-carousel-title" className={styles.carouselTitle}>
        {t.carousel}
      </h2>
      {/* Slides are announced when a person moves them, not while they rotate by themselves (APG carousel). */}
      <div ref={strip} className={styles.strip} aria-live={rotating ? "off" : "polite"}>
        {children}
      </div>
      {/* Over the strip's edges (absolutely placed, so their arrival after hydration moves nothing), each a
          44 px button named for screen readers; without JS the strip scrolls by itself and they are left out. */}
      {hydrated && count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.previous} onClick={() => move(-1)} aria-label={t.previous}>
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#chevron-left" />
            </svg>
          </button>
          <button type="button" className={styles.next} onClick={() => move(1)} aria-label={t.next}>
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#chevron-right" />
            </svg>
          </button>
          <button type="button" className={styles.pause} onClick={() => setPaused(!paused)} aria-label={paused ? t.play : t.pause} aria-pressed={paused}>
            <svg className="icon" aria-hidden>
              <use href={`/icons.svg#${paused ? "play" : "pause"}`} />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
