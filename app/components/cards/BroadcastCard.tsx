// The one content card (000 §2.9): live, VOD, Catch, Catch story, playlist and Cinety, with every label,
// the viewer badges, the progress bar and the context menu. Fed only by domain objects.
import { Component, type ReactNode } from "react";
import { abbreviateCount } from "~/domain/counts";
import { accessLabel, progressPercent, vodLabels, formatDuration, type BroadcastCard, type CardMenuKey } from "~/domain/cards";
import { formatKst } from "~/domain/dates";
import { cards } from "~/i18n/ko/cards";
import { cardHref, cardShareUrl, type CardListContext } from "~/utils/card-links";
import { links, type LinkConfig } from "~/utils/links";
import { Icon } from "../icon/Icon";
import { CardMenu, type ListMenuItems } from "./CardMenu";
import styles from "./cards.module.css";
import { Thumbnail } from "./Thumbnail";

const t = cards;

export type CardProps = {
  card: BroadcastCard;
  /** Where links lead (the root data's, read once by the list). */
  config: LinkConfig;
  /** The card's date as shown ('3시간 전', a date; a live card's time on air, '2시간 15분'), read against the
   * server's render time by the list. */
  dateText: string | null;
  menu?: CardMenuKey[];
  list?: CardListContext;
  /** The list's card-action form (CardActionForm), which the menu's buttons post. */
  actionFormId: string;
  /** Load the picture at once (first row of a page); "high": before other pictures too (the page's largest). */
  eager?: boolean | "high";
  headingLevel?: 2 | 3 | 4;
  /** Its place in the list, sent with card actions. */
  index?: number;
  /** The thumbnail posts this form instead of following the card's link (watch later marks viewed). */
  thumbnailForm?: ThumbnailForm | null;
  // Its list's own menu items: menuExtra as React parts; menuPost and menuLink as plain data, so that the card can
  // still be rendered once for many requests.
} & ListMenuItems;

/** A plain form post, so it works without JS; its action answers with a redirect to the card's player. */
export type ThumbnailForm = { action: string; fields: Record<string, string> };

function Badge({ children, tone, live }: { children: ReactNode; tone?: "live" | "warn" | "info"; live?: string }) {
  return (
    <span className={`${styles.badge} ${tone ? styles[tone] : ""}`} data-live={live}>
      {children}
    </span>
  );
}

function ThumbOverlay({ card, onAir }: { card: BroadcastCard; onAir: string | null }) {
  const access = accessLabel(card);
  const percent = progressPercent(card.lastViewMs, card.durationMs);
  const isLive = card.kind === "live";
  return (
    <>
      <span className={styles.topLeft}>
        {isLive ? (
          <Badge tone="live" live="badge">
            {t.labels.live}
          </Badge>
        ) : null}
        {access ? <Badge tone="warn">{t.labels[access]}</Badge> : null}
        {isLive && card.isPaid ? <Badge>{t.labels.paid}</Badge> : null}
        {isLive && card.isVisit ? <Badge>{t.labels.visit}</Badge> : null}
        {card.subscriptionOnly ? <Badge tone="info">{t.labels.subscriber}</Badge> : null}
        {!isLive ? vodLabels(card).map((label) => <Badge key={label}>{t.labels[label]}</Badge>) : null}
      </span>
      {/* One row along the picture's foot: the time on air, as the peers show it, gives way (cut with an
          ellipsis) to the count; the start time (000 §2.9 'MM-dd HH:mm 방송시작') is its title. */}
      <span className={styles.bottomRow}>
        {isLive && card.startedAt !== null ? (
          <span className={styles.bottomLeft} title={t.labels.startedAt(formatKst(card.startedAt, "MM-DD HH:mm"))}>
            {onAir}
          </span>
        ) : null}
        <span className={styles.bottomRight}>
          {isLive ? (
            <span className={styles.overlayText}>
              <Icon name="viewers" className={styles.viewerIcon} />
              <span className="visually-hidden">{t.a11y.viewers} </span>
              <span data-live="viewers">{abbreviateCount(card.viewCount)}</span>
            </span>
          ) : card.durationMs !== null ? (
            <span className={styles.overlayText}>
              <span className="visually-hidden">{t.a11y.duration} </span>
              {formatDuration(card.durationMs)}
            </span>
          ) : null}
        </span>
      </span>
      {percent !== null ? (
        <span className={styles.progress} role="img" aria-label={t.a11y.progress(Math.round(percent))}>
          <span style={{ width: `${percent}%` }} />
        </span>
      ) : null}
    </>
  );
}

function CardView({ card, config, dateText, menu = [], list, actionFormId, eager, headingLevel = 3, index, thumbnailForm, ...listItems }: CardProps) {
  const href = cardHref(card, config, list);
  // A member without a station (a playlist of their own, when they have none) is named, not linked.
  const station = card.userId ? links.station(config, card.userId, card.userNickname) : null;
  const Heading = `h${headingLevel}` as const;
  // A live card names its streamer for the page's live events (features/live-events/client.ts), which patch it in place.
  const liveUser = card.kind === "live" && card.userId ? card.userId : undefined;
  const shareUrl = cardShareUrl(card, config, list);
  // The platform's players open in a new tab on the web (the portal stays); inside the app, deep links.
  const newTab = href && !config.isApp && !href.startsWith("/") ? ({ target: "_blank", rel: "noopener" } as const) : null;

  const picture = (
    <>
      <Thumbnail src={card.thumbnailUrl} type={card.thumbnailType} category={card.categoryName} vertical={card.vertical} eager={eager} />
      <ThumbOverlay card={card} onAir={card.kind === "live" ? dateText : null} />
      {href ? (
        <span className={styles.play} data-testid="play-cue">
          <Icon name="play" className={styles.playIcon} />
          {t.toPlayer}
        </span>
      ) : null}
    </>
  );

  return (
    <article className={styles.card} data-kind={card.kind} data-card-key={card.key} data-live-user={liveUser}>
      {href && thumbnailForm ? (
        <form method="post" action={thumbnailForm.action} {...newTab}>
          {Object.entries({ ...thumbnailForm.fields, href }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={`${styles.thumbLink} ${styles.thumbButton}`} tabIndex={-1} aria-hidden="true">
            {picture}
          </button>
        </form>
      ) : href ? (
        <a href={href} className={styles.thumbLink} tabIndex={-1} aria-hidden="true" {...newTab}>
          {picture}
        </a>
      ) : (
        <span className={styles.thumbLink}>{picture}</span>
      )}
      <div className={styles.body}>
        {card.kind !== "cinety" && card.profileImageUrl ? (
          station ? (
            <a href={station} className={styles.avatar} tabIndex={-1} aria-hidden="true">
              <img src={card.profileImageUrl} alt="" width={36} height={36} loading="lazy" />
            </a>
          ) : (
            <span className={styles.avatar}>
              <img src={card.profileImageUrl} alt="" width={36} height={36} loading="lazy" />
            </span>
          )
        ) : null}
        <div className={styles.text}>
          <Heading className={styles.title}>
            {href ? (
              <a href={href} {...newTab} data-live="title">
                {card.title}
              </a>
            ) : (
              <span data-live="title">{card.title}</span>
            )}
          </Heading>
          {!href && card.kind === "playlist" ? <p className={styles.notice}>{t.emptyPlaylist}</p> : null}
          <p className={styles.meta}>
            {card.kind === "cinety" || !station ? (
              <span>{card.userNickname}</span>
            ) : (
              <a href={station} className={styles.nick}>
                {card.userNickname}
                <span className="visually-hidden">{t.a11y.stationSuffix}</span>
              </a>
            )}
            {card.isSubscriber ? <Badge tone="info">{t.labels.subscriber}</Badge> : null}
            {card.isFan ? <Badge tone="info">{t.labels.fan}</Badge> : null}
            {card.kind !== "live" ? (
              <span className={styles.dot}>
                <span className="visually-hidden">{t.a11y.views} </span>
                {abbreviateCount(card.viewCount)}
              </span>
            ) : null}
            {/* A live card names its category, where other cards show their date. */}
            {card.kind === "live" ? (
              card.categoryName ? (
                <span className={styles.dot} data-live="category">
                  {card.categoryName}
                </span>
              ) : null
            ) : dateText !== null ? (
              <span className={styles.dot}>{dateText}</span>
            ) : null}
          </p>
          {/* A clip's original broadcaster, named as such (issue 72: a second name without a word read as a mistake). */}
          {card.originalUserNickname && card.originalUserId !== card.userId ? (
            <p className={styles.meta}>
              <span>{t.original}</span>
              <a href={links.station(config, card.originalUserId ?? "", card.originalUserNickname ?? undefined)} className={`${styles.nick} ${styles.dot}`}>
                {card.originalUserNickname}
                <span className="visually-hidden">{t.a11y.stationSuffix}</span>
              </a>
            </p>
          ) : null}
        </div>
        <CardMenu card={card} config={config} items={menu} actionFormId={actionFormId} index={index} shareUrl={shareUrl} {...listItems} />
      </div>
    </article>
  );
}

/** '로딩중' instead of a card that cannot render (000 §2.9, §8). */
class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <article className={styles.card} aria-busy="true">
          <span className={styles.thumbLink}>
            <span className={styles.thumb} />
          </span>
          <p className={styles.loading}>{t.loading}</p>
        </article>
      );
    }
    return this.props.children;
  }
}

export function BroadcastCardView(props: CardProps) {
  return (
    <CardBoundary>
      <CardView {...props} />
    </CardBoundary>
  );
}
