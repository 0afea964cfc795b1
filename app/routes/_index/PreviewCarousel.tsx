// The top preview carousel (000 §2.4, §4.11). The server sends thumbnails that link to the live player, so
// it works without JS. With JS the playback module (loaded after hydration) plays muted previews: it sets
// each slide's data-phase, and the CSS shows the outcome that goes with it ('라이브 이어보기' after 60 s,
// the status-change message, '재생' when auto-play is blocked).
import { useEffect, useRef } from "react";
import { useReturnTo } from "~/components/cards/CardMenu";
import { Thumbnail } from "~/components/cards/Thumbnail";
import adPicture from "~/components/promotions/ad-picture.module.css";
import { useAdTracking } from "~/components/promotions/use-ad-tracking";
import { abbreviateCount } from "~/domain/counts";
import type { PreviewCard, PreviewSection } from "~/domain/home";
import { adHref, type PlacedAd } from "~/domain/promotions";
import { cards as cardTexts } from "~/i18n/ko/cards";
import { home as homeTexts } from "~/i18n/ko/home";
import { whenIdle } from "~/utils/idle";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./home.module.css";
import { StreamerActionForm } from "~/components/forms/StreamerActionForm";

const t = homeTexts.preview;

/** A broadcast's slide: static markup; the playback module drives it through data-phase (see the CSS). */
function LiveSlide({ card, favourite, signedIn }: { card: PreviewCard; favourite: boolean; signedIn: boolean }) {
  const config = useLinkConfig();
  const returnTo = useReturnTo();
  const href = links.livePlayer(config, card.userId, card.id);
  const station = links.station(config, card.userId, card.userNickname);
  const on = signedIn && favourite;
  return (
    <li className={styles.slide} data-broad-no={card.id} data-user-id={card.userId} data-phase="idle">
      <div className={styles.screen}>
        <a href={href} aria-hidden="true" tabIndex={-1}>
          <Thumbnail src={card.thumbnailUrl} type={card.thumbnailType} eager />
        </a>
        <video className={styles.video} muted playsInline aria-hidden="true" tabIndex={-1} />
        <span className={styles.liveBadge}>{cardTexts.labels.live}</span>
        {/* The viewer count on the picture's foot, as on the grid's cards. */}
        <span className={styles.viewers}>
          <svg className="icon" aria-hidden>
            <use href="/icons.svg#viewers" />
          </svg>
          <span className="visually-hidden">{cardTexts.a11y.viewers} </span>
          <span data-viewers>{abbreviateCount(card.viewCount)}</span>
        </span>
        <div className={styles.overlay} data-outcome="STATUS_ERROR" role="status">
          <p>{t.statusError}</p>
        </div>
        <div className={styles.overlay} data-outcome="EXCEED_PLAY_LIMIT">
          <a href={href} className={styles.overlayButton}>
            {t.continueLive}
          </a>
        </div>
        <div className={styles.overlay} data-outcome="AUTO_PLAY_BLOCK">
          <button type="button" className={styles.overlayButton} data-preview-play>
            {t.play}
          </button>
        </div>
      </div>
      <div className={styles.slideInfo}>
        {card.profileImageUrl ? (
          <a href={station} className={styles.slideAvatar} tabIndex={-1} aria-hidden="true">
            <img src={card.profileImageUrl} alt="" width={36} height={36} loading="lazy" />
          </a>
        ) : null}
        <div className={styles.slideText}>
          <h3 className={styles.slideTitle}>
            <a href={href}>{card.title}</a>
          </h3>
          <p className={styles.slideMeta}>
            <a href={station}>{card.userNickname}</a>
            {card.categoryName ? <span className={styles.slideMetaPart}>{card.categoryName}</span> : null}
          </p>
        </div>
        <StreamerActionForm action="/resources/favorite" streamerId={card.userId} returnTo={returnTo}>
          <input type="hidden" name="intent" value={on ? "remove" : "add"} />
          {/* A star as the peers draw it, filled when the streamer is a favourite; its words for screen readers. */}
          <button type="submit" className={styles.favourite} data-on={on}>
            <svg className="icon" aria-hidden>
              <use href={on ? "/icons.svg#star-filled" : "/icons.svg#star"} />
            </svg>
            <span className="visually-hidden">
              {card.userNickname} {on ? cardTexts.favourite.remove : cardTexts.favourite.add}
            </span>
          </button>
        </StreamerActionForm>
      </div>
    </li>
  );
}

/** The preview slot's ad (a PC main sub type): its still, its click URL and the ads' tracking. */
function AdSlide({ ad: { creative } }: { ad: PlacedAd }) {
  const config = useLinkConfig();
  const ref = useRef<HTMLLIElement>(null);
  useAdTracking(ref, creative);
  const href = links.external(config, adHref(creative));
  return (
    <li className={styles.slide} ref={ref}>
      <div className={styles.screen} data-ad-frame>
        <a href={href} target="_blank" rel="noopener sponsored" aria-hidden="true" tabIndex={-1} data-ad-click>
          <img
            className={adPicture.picture}
            src={creative.thumbnailSrc ?? creative.imageUrl ?? ""}
            data-alt-src={creative.alternativeImageUrl ?? undefined}
            alt=""
          />
        </a>
        <span className={styles.adBadge}>{t.ad}</span>
      </div>
      <div className={styles.slideInfo}>
        <div className={styles.slideText}>
          <h3 className={styles.slideTitle}>
            <a href={href} target="_blank" rel="noopener sponsored" data-ad-click>
              {creative.adText || creative.advertiser}
            </a>
          </h3>
          <p className={styles.slideMeta}>{creative.advertiser}</p>
        </div>
      </div>
    </li>
  );
}

export function PreviewCarousel({ section, signedIn }: { section: PreviewSection; signedIn: boolean }) {
  const containerRef = useRef<HTMLElement>(null);
  const key = section.slots.map((slot) => (slot.kind === "live" ? slot.card.id : slot.ad.key)).join();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the page's own work, and never for a reader saving data (the slides stay links to the player).
    const cancelIdle = whenIdle(() => {
      void import("./preview-playback").then(({ runPreviews }) => {
        if (!cancelled && containerRef.current) stop = runPreviews(containerRef.current);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [key]);

  return (
    <section
      ref={containerRef}
      className={`${styles.section} ${section.yieldsToBanner ? styles.yieldsToBanner : ""}`}
      aria-labelledby={`${section.id}-title`}
      data-section={section.id}
    >
      {section.divider ? <hr className={styles.divider} /> : null}
      <h2 id={`${section.id}-title`} className="visually-hidden">
        {t.region}
      </h2>
      <ul className={styles.previewList}>
        {section.slots.map((slot) =>
          slot.kind === "live" ? (
            <LiveSlide key={slot.card.key} card={slot.card} favourite={section.favourites[slot.card.userId] ?? false} signedIn={signedIn} />
          ) : (
            <AdSlide key={`ad:${slot.ad.key}`} ad={slot.ad} />
          ),
        )}
      </ul>
    </section>
  );
}
