// The feed's items (001 §2.7): POST / PHOTO with their HTML (sanitised on the server), LIVE with the
// viewers and the player link, VOD with the inline preview. Infinite scroll on the indexRegDate cursor:
// with JS the next pages are appended in place; without JS 'more' is a link to the next page.
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formatCount } from "~/domain/counts";
import { relativeDate } from "~/domain/dates";
import { activePreview, appendPage, FEED_LIMITS, type FeedItem, type FeedLiveItem, type FeedPage, type FeedPostItem } from "~/domain/feed";
import { feed } from "~/i18n/ko/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { links } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import { useInView } from "~/components/layout/page-parts";
import styles from "~/components/feed/feed.module.css";
import { LikeButton } from "~/components/feed/LikeButton";
import { FeedThumbnail } from "./FeedThumbnail";
import { PreviewContext, VodMedia, type PreviewCoordinator } from "./VodPreview";

function ItemHeader({ item }: { item: FeedItem }) {
  const config = useLinkConfig();
  const now = useNow();
  return (
    <>
      {item.userId !== item.stationUserId ? (
        <a className={styles.owner} href={links.station(config, item.stationUserId, item.stationUserNick)}>
          {feed.item.stationOf(item.stationUserNick)}
        </a>
      ) : null}
      <div className={styles.author}>
        {item.profileImageUrl ? <img src={item.profileImageUrl} alt="" width={36} height={36} loading="lazy" /> : null}
        <strong>{item.userNick}</strong>
        <span>{item.createdAt !== null ? relativeDate(item.createdAt, now) : item.dateText}</span>
        {item.kind === "POST" || item.kind === "PHOTO" ? <span>{feed.item.views(formatCount(item.counts.read))}</span> : null}
        {item.isNotice ? <span className={styles.badge}>{feed.item.notice}</span> : null}
      </div>
    </>
  );
}

function PostBody({ item }: { item: FeedPostItem }) {
  const config = useLinkConfig();
  return (
    <>
      <h3 className={styles.title}>
        <a href={links.post(config, item.stationUserId, item.titleNo, item.title)}>{item.title}</a>
      </h3>
      {/* Sanitised on the server (feed.server.ts). */}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />
      {item.photoUrl ? <img className={styles.photo} src={item.photoUrl} alt={feed.item.photo(item.title)} loading="lazy" width={480} height={270} /> : null}
      {item.hashtags.length ? (
        <ul className={styles.tags}>
          {item.hashtags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <LikeButton stationUserId={item.stationUserId} titleNo={item.titleNo} liked={item.isLiked} count={item.counts.like} />
        <span>{feed.item.comments(formatCount(item.counts.comment))}</span>
      </div>
    </>
  );
}

function LiveBody({ item }: { item: FeedLiveItem }) {
  const config = useLinkConfig();
  const href = links.livePlayer(config, item.stationUserId, item.card.id);
  return (
    <>
      <h3 className={styles.title}>
        <a href={href}>{item.title}</a>
      </h3>
      <a href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <FeedThumbnail item={item} />
        <span className={styles.mediaLabels}>
          <span className={styles.live}>{feedPage.item.live}</span>
          {item.access ? <span>{feedPage.item.labels[item.access]}</span> : null}
        </span>
      </a>
      <p className={styles.muted}>{feedPage.item.watching(formatCount(item.viewerCount))}</p>
      {/* The way to the broadcast a reader looks for (issue 72), as a station's live card and home's featured live have it. */}
      <a href={href} className={`${styles.like} ${styles.watch}`}>
        {feedPage.item.watch}
      </a>
    </>
  );
}

function FeedItemView({ item }: { item: FeedItem }) {
  return (
    <li className={styles.item} data-feed-kind={item.kind} data-feed-key={item.key}>
      <ItemHeader item={item} />
      {item.kind === "LIVE" ? (
        <LiveBody item={item} />
      ) : item.kind === "VOD" ? (
        <>
          <h3 className={styles.title}>{item.title}</h3>
          <VodMedia item={item} />
        </>
      ) : (
        <PostBody item={item} />
      )}
    </li>
  );
}

/** Which previews are on screen, which failed, and so which one plays (domain activePreview). */
function usePreviewCoordinator(): PreviewCoordinator {
  const [visible, setVisible] = useState<Map<string, number>>(() => new Map());
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const show = useCallback(
    (key: string, indexRegDate: number, onScreen: boolean) =>
      setVisible((current) => {
        if (current.has(key) === onScreen) return current;
        const next = new Map(current);
        if (onScreen) next.set(key, indexRegDate);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const fail = useCallback((key: string) => setFailed((current) => new Set(current).add(key)), []);
  const active = activePreview(
    [...visible].map(([key, indexRegDate]) => ({ key, indexRegDate })),
    failed,
  );
  return useMemo(() => ({ active, failed, show, fail }), [active, failed, show, fail]);
}

type FeedLoaderData = { page: FeedPage };

export function FeedList({ page }: { page: FeedPage }) {
  const location = useLocation();
  const fetcher = useFetcher<FeedLoaderData>();
  const [shown, setShown] = useState(page);
  const sentinel = useRef<HTMLAnchorElement>(null);
  const coordinator = usePreviewCoordinator();

  // An appended page arrived.
  useEffect(() => {
    const next = fetcher.data?.page;
    if (!next) return;
    setShown((current) => ({ items: appendPage(current.items, next.items), hasMore: next.hasMore, nextCursor: next.nextCursor }));
  }, [fetcher.data]);

  const params = new URLSearchParams(location.search);
  if (shown.nextCursor) params.set("cursor", shown.nextCursor);
  const moreHref = `${location.pathname}?${params}`;

  // Infinite scroll: the 'more' link loads the next page when it has been in view for 100 ms.
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const onView = (inView: boolean) => {
    clearTimeout(timer.current);
    if (inView) timer.current = setTimeout(() => fetcher.load(moreHref), FEED_LIMITS.observerDelayMs);
  };
  const loadable = shown.hasMore && fetcher.state === "idle";
  useInView(sentinel, onView, { enabled: loadable, key: moreHref });
  useEffect(() => () => clearTimeout(timer.current), [moreHref, loadable]);

  return (
    <PreviewContext.Provider value={coordinator}>
      <ul className={styles.items}>
        {shown.items.map((item) => (
          <FeedItemView key={item.key} item={item} />
        ))}
      </ul>
      {shown.hasMore ? (
        <div className={styles.more}>
          <Link
            ref={sentinel}
            to={moreHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              if (fetcher.state === "idle") fetcher.load(moreHref);
            }}
          >
            {feedPage.more}
          </Link>
        </div>
      ) : null}
    </PreviewContext.Provider>
  );
}
