// Streamers (000 §2.7, §3.9): avatar, nick, '구독' / 'F' badges, LIVE link while live, '애청자 {n}명',
// and the favourite toggle (hidden on one's own entry). Compact chips for homonyms and related streamers.
import { formatCount } from "~/domain/counts";
import type { StreamerSummary } from "~/domain/search";
import { cards } from "~/i18n/ko/cards";
import { search } from "~/i18n/ko/search";
import { links } from "~/utils/links";
import { useLinkConfig, useViewer } from "~/utils/root-data";
import { FavouriteButton } from "./FavouriteButton";
import styles from "./search.module.css";

export function Avatar({ url, size = 48 }: { url: string | null; size?: number }) {
  return url ? (
    <img src={url} alt="" width={size} height={size} className={styles.avatar} loading="lazy" />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size }} />
  );
}

export function Badges({ isSubscriber, isFan }: { isSubscriber: boolean; isFan: boolean }) {
  const t = search.profile;
  return (
    <>
      {isSubscriber ? <span className={styles.badge}>{t.subscriber}</span> : null}
      {isFan ? <span className={`${styles.badge} ${styles.badgeFan}`}>{t.fan}</span> : null}
    </>
  );
}

export function StreamerList({ streamers, testId }: { streamers: StreamerSummary[]; testId?: string }) {
  const config = useLinkConfig();
  const viewer = useViewer();
  return (
    <ul className={styles.streamers} data-testid={testId}>
      {streamers.map((streamer) => (
        <li key={streamer.userId} className={styles.streamer}>
          <a href={links.station(config, streamer.userId, streamer.nick)} tabIndex={-1} aria-hidden="true">
            <Avatar url={streamer.profileImageUrl} />
          </a>
          <div className={styles.streamerText}>
            <p className={styles.streamerName}>
              <a href={links.station(config, streamer.userId, streamer.nick)}>{streamer.nick}</a>
              <Badges isSubscriber={streamer.isSubscriber} isFan={streamer.isFan} />
              {streamer.liveBroadNo ? (
                <a href={links.livePlayer(config, streamer.userId, streamer.liveBroadNo)} className={styles.liveBadge}>
                  {cards.labels.live}
                </a>
              ) : null}
            </p>
            <p className={styles.muted}>{search.profile.fans(formatCount(streamer.favoriteCount))}</p>
          </div>
          {viewer?.userId === streamer.userId ? null : <FavouriteButton streamerId={streamer.userId} nick={streamer.nick} isFavourite={streamer.isFavourite} />}
        </li>
      ))}
    </ul>
  );
}

/** Small avatar links to the streamers' stations (related and recommended streamers). */
export function StreamerChips({ streamers }: { streamers: StreamerSummary[] }) {
  const config = useLinkConfig();
  return (
    <ul className={styles.chips}>
      {streamers.map((streamer) => (
        <li key={streamer.userId}>
          <a href={links.station(config, streamer.userId, streamer.nick)} className={styles.chip}>
            <Avatar url={streamer.profileImageUrl} size={56} />
            <span>{streamer.nick}</span>
            {streamer.liveBroadNo ? <span className={styles.liveBadge}>{cards.labels.live}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
