// The top of the station home (as SOOP's and CHZZK's stations have it): the station's cover, and
// while it is live a 16:9 card of its broadcast: the picture with 'LIVE' (and the access badges every live card
// has), the title, the viewers, the start time and '방송 보기', which opens the player as every live card does (a
// new tab on the web, the app's deep link inside its webview). Markup and CSS only: it hydrates from its own chunk
// (lazy.tsx), so that the home's first-load JS does not grow; both work as plain HTML.
import type { CSSProperties } from "react";
import type { StationCover, StationLive } from "~/domain/station";
import { accessLabel } from "~/domain/cards";
import { abbreviateCount } from "~/domain/counts";
import { formatKst } from "~/domain/dates";
import { cards } from "~/i18n/ko/cards";
import { stationPosts } from "~/i18n/ko/station/posts";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import cardStyles from "~/components/cards/cards.module.css";
import { Thumbnail } from "~/components/cards/Thumbnail";
import stationStyles from "~/components/station/station.module.css";
import { useStationData } from "~/components/station/useStation";
import styles from "./home-top.module.css";

const t = stationPosts.home;

/**
 * The cover: the channel art (its phone picture below 768 px), else the station's profile picture drawn large,
 * blurred, over the placeholders' tint; the channel art's colour fills the frame until the picture arrives. A
 * picture, no content: hidden from screen readers (the page's heading names the station).
 */
function Cover({ cover, profileImageUrl }: { cover: StationCover; profileImageUrl: string | null }) {
  const art = cover.pcImageUrl ?? cover.mobileImageUrl;
  return (
    <div
      className={styles.cover}
      data-testid="station-cover"
      data-drawn={art ? undefined : "true"}
      style={cover.color ? ({ "--cover-color": cover.color } as CSSProperties) : undefined}
      aria-hidden="true"
    >
      {art ? (
        <picture>
          {cover.mobileImageUrl && cover.mobileImageUrl !== art ? <source media="(max-width: 767px)" srcSet={cover.mobileImageUrl} /> : null}
          <img src={art} alt="" decoding="async" />
        </picture>
      ) : profileImageUrl ? (
        <img src={profileImageUrl} alt="" decoding="async" />
      ) : null}
    </div>
  );
}

function LiveCard({ userId, live, startedAt }: { userId: string; live: StationLive; startedAt: number | null }) {
  const config = useLinkConfig();
  const href = links.livePlayer(config, userId, live.broadNo);
  // As every card opens the platform's player (components/cards/BroadcastCard.tsx).
  const newTab = !config.isApp && !href.startsWith("/") ? ({ target: "_blank", rel: "noopener" } as const) : null;
  const access = accessLabel(live);
  return (
    <section className={styles.liveCard} aria-labelledby="station-live-title" data-testid="station-live">
      <div className={styles.livePicture}>
        {/* The picture opens the player too, as a card's does; the button below is the link a keyboard and a reader use. */}
        <a href={href} className={cardStyles.thumbLink} tabIndex={-1} aria-hidden="true" {...newTab}>
          <Thumbnail src={live.thumbnailUrl} type={live.thumbnailType} eager />
        </a>
        <span className={`${cardStyles.topLeft} ${styles.liveBadges}`}>
          <span className={`${cardStyles.badge} ${cardStyles.live}`}>{t.live}</span>
          {access ? <span className={`${cardStyles.badge} ${cardStyles.warn}`}>{cards.labels[access]}</span> : null}
          {live.subscriptionOnly ? <span className={`${cardStyles.badge} ${cardStyles.info}`}>{cards.labels.subscriber}</span> : null}
        </span>
      </div>
      <div className={styles.liveBody}>
        <h2 id="station-live-title" className={styles.liveTitle}>
          {live.title}
        </h2>
        <p className={styles.liveMeta}>
          <strong className={styles.liveViewers}>{t.viewers(abbreviateCount(live.viewers))}</strong>
          {startedAt !== null ? <span>{cards.labels.startedAt(formatKst(startedAt, "MM-DD HH:mm"))}</span> : null}
        </p>
        <a href={href} className={`${stationStyles.buttonPrimary} ${styles.liveWatch}`} {...newTab}>
          {t.watchLive}
        </a>
      </div>
    </section>
  );
}

export function HomeTop() {
  const { station } = useStationData();
  return (
    <>
      <Cover cover={station.cover} profileImageUrl={station.profileImageUrl} />
      {/* Offline: no card, as on the peers' stations. */}
      {station.live ? <LiveCard userId={station.userId} live={station.live} startedAt={station.lastBroadcastAt} /> : null}
    </>
  );
}
