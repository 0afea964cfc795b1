// The live home opens on (issue 72: the peers open on a large featured live): its picture, large, with 'LIVE' and
// the viewers, then its title, the streamer, the category and '방송 보기'. Picture, title and button open the player
// as every card does (a new tab on the web, the app's deep link in its webview). Plain links: it hydrates from its
// own chunk (lazy.tsx) and works as HTML until then.
import { abbreviateCount } from "~/domain/counts";
import type { PreviewCard } from "~/domain/home";
import { cards } from "~/i18n/ko/cards";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import cardStyles from "~/components/cards/cards.module.css";
import { Thumbnail } from "~/components/cards/Thumbnail";
import styles from "./featured.module.css";

export function FeaturedLive({ card }: { card: PreviewCard }) {
  const config = useLinkConfig();
  const href = links.livePlayer(config, card.userId, card.id);
  const station = links.station(config, card.userId, card.userNickname);
  const newTab = !config.isApp && !href.startsWith("/") ? ({ target: "_blank", rel: "noopener" } as const) : null;
  return (
    <section className={styles.featured} aria-labelledby="featured-title" data-testid="featured-live">
      {/* The picture opens the player too; the title and the button are the links a keyboard and a reader use. */}
      <a href={href} className={styles.picture} tabIndex={-1} aria-hidden="true" {...newTab}>
        {/* The page's largest picture: asked for first. */}
        <Thumbnail src={card.thumbnailUrl} type={card.thumbnailType} category={card.categoryName} eager="high" />
        <span className={styles.badges}>
          <span className={`${cardStyles.badge} ${cardStyles.live}`}>{cards.labels.live}</span>
        </span>
      </a>
      <div className={styles.body}>
        <h2 id="featured-title" className={styles.title}>
          <a href={href} {...newTab}>
            {card.title}
          </a>
        </h2>
        <p className={styles.streamer}>
          {card.profileImageUrl ? <img src={card.profileImageUrl} alt="" width={40} height={40} /> : null}
          <a href={station}>
            {card.userNickname}
            <span className="visually-hidden">{cards.a11y.stationSuffix}</span>
          </a>
        </p>
        <p className={styles.meta}>
          {card.categoryName ? <span>{card.categoryName}</span> : null}
          <strong className={styles.viewers}>{cards.onAir.viewers(abbreviateCount(card.viewCount))}</strong>
        </p>
        <a href={href} className={styles.watch} {...newTab}>
          {cards.onAir.watch}
        </a>
      </div>
    </section>
  );
}
