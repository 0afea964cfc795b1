// Parts of the feed pages (001 §2.7, §2.8): the favourites list, the filters, the side panel, the like
// button and the share disclosure. Every control is a link or a form first; JS only enhances.
import { Form, Link, useFetcher, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { EmptyState, Fields, Section } from "~/components/my/parts";
import { useToast } from "~/components/toast/ToastProvider";
import { formatCount } from "~/domain/counts";
import { relativeDate } from "~/domain/dates";
import { FEED_TYPES, showFavouritesMore, toggledLike, type FeedType, type PopularPost } from "~/domain/feed";
import { feed } from "~/i18n/ko/feed";
import { deepLink } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import styles from "./feed.module.css";

export { styles as feedStyles };

export type FavouriteChip = { userId: string; nickname: string; profileImageUrl: string | null; isLive: boolean };

/** The feed of every favourite or of one streamer, keeping the feed type. */
export const feedHref = (userId: string | null, type: FeedType) => `/my/feed${userId ? `/${encodeURIComponent(userId)}` : ""}${type ? `?type=${type}` : ""}`;

const OPEN_PARAM = "favourites";

/**
 * '전체' and the favourite streamers (001 §2.7): 117 px high, up to 348 px when opened; 'more' only over 8.
 * Without JS 'more' is a link that opens the list; with JS it toggles in place.
 */
export function FavouritesList({ favourites, userId, type }: { favourites: FavouriteChip[]; userId: string | null; type: FeedType }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const [open, setOpen] = useState(params.get(OPEN_PARAM) === "open");
  const listId = useId();
  if (open) params.delete(OPEN_PARAM);
  else params.set(OPEN_PARAM, "open");
  const toggleHref = `${location.pathname}${params.size ? `?${params}` : ""}`;
  const chip = (id: string | null, label: string, image: ReactNode, live = false) => (
    <li key={id ?? ""}>
      <Link to={feedHref(id, type)} aria-current={userId === id ? "page" : undefined}>
        {image}
        <span>{label}</span>
        {live ? <span className={styles.liveDot}>LIVE</span> : null}
      </Link>
    </li>
  );
  return (
    <nav aria-label={feed.favourites.label} className={`${styles.favourites} ${open ? styles.favouritesOpen : ""}`}>
      <ul className={styles.favouriteList} id={listId}>
        {chip(null, feed.favourites.all, <span className={styles.allIcon} aria-hidden="true">ALL</span>)}
        {favourites.map((item) =>
          chip(item.userId, item.nickname, item.profileImageUrl ? <img src={item.profileImageUrl} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.allIcon} aria-hidden="true" />, item.isLive),
        )}
      </ul>
      {showFavouritesMore(favourites.length) ? (
        <div className={styles.favouritesMore}>
          <Link
            to={toggleHref}
            replace
            preventScrollReset
            className={styles.like}
            aria-expanded={open}
            aria-controls={listId}
            onClick={(event) => {
              event.preventDefault();
              setOpen(!open);
            }}
          >
            {open ? feed.favourites.less : feed.favourites.more}
          </Link>
        </div>
      ) : null}
    </nav>
  );
}

/** '스트리머 글만 보기' (remembered on the device by the server) and the feed type. */
export function FeedFilters({ onlyStreamer, type }: { onlyStreamer: boolean; type: FeedType }) {
  const submit = useSubmit();
  const checkboxId = useId();
  const selectId = useId();
  return (
    <div className={styles.filters}>
      <Form method="post" preventScrollReset replace>
        <input type="hidden" name="intent" value="only-streamer" />
        <input
          id={checkboxId}
          type="checkbox"
          name="onlyStreamer"
          value="1"
          defaultChecked={onlyStreamer}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        />
        <label htmlFor={checkboxId}>{feed.onlyStreamer}</label>
        <noscript>
          <button type="submit">{feed.apply}</button>
        </noscript>
      </Form>
      <Form method="get" preventScrollReset>
        <label htmlFor={selectId}>{feed.types.label}</label>
        <select id={selectId} name="type" defaultValue={type} onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}>
          {FEED_TYPES.map((option) => (
            <option key={option} value={option}>
              {feed.types[option]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">{feed.apply}</button>
        </noscript>
      </Form>
    </div>
  );
}

/** The exact hashtag search URL of a hot keyword (001 §2.7). */
export const hashtagHref = (tag: string) => `/search?hashtype=live&hash=hashtag&tagname=${encodeURIComponent(tag)}&stype=hash&acttype=live&location=search`;

/** '핫 키워드' and '실시간 인기글' with '전체글 보기'. Failures leave them empty. */
export function SidePanel({ keywords, popular }: { keywords: string[]; popular: PopularPost[] }) {
  const now = useNow();
  return (
    <aside className={styles.side}>
      <Section title={feed.side.hotKeywords}>
        {keywords.length ? (
          <ul className={styles.keywords}>
            {keywords.map((tag) => (
              <li key={tag}>
                <a href={hashtagHref(tag)}>#{tag}</a>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={feed.hot.empty} />
        )}
      </Section>
      <Section
        title={feed.side.popular}
        actions={
          <Link to="/my/feed/hotissue" className={styles.like}>
            {feed.side.allPosts}
          </Link>
        }
      >
        {popular.length ? (
          <ol className={styles.popular}>
            {popular.map((post) => (
              <li key={`${post.userId}:${post.title}`}>
                <a href={post.url ?? "/my/feed/hotissue"}>
                  {post.photoUrl ? <img src={post.photoUrl} alt="" width={64} height={36} loading="lazy" /> : null}
                  <span>
                    <strong>{post.title}</strong>
                    <span>
                      {post.userNick} · {feed.item.views(formatCount(post.readCount))}
                      {post.createdAt !== null ? ` · ${relativeDate(post.createdAt, now)}` : ""}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState text={feed.hot.empty} />
        )}
      </Section>
    </aside>
  );
}

type ActionResult = { ok: boolean; message: string | null };

/**
 * Like ↔ not liked, the count ±1 at once (001 §4.2). A plain form post without JS; with JS a fetcher,
 * reverted with the server's message when it fails.
 */
export function LikeButton({ stationUserId, titleNo, liked, count }: { stationUserId: string; titleNo: string; liked: boolean; count: number }) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  const [state, setState] = useState({ liked, count });
  useEffect(() => setState({ liked, count }), [liked, count]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    setState((current) => toggledLike(current));
    toast.show({ message: fetcher.data.message ?? feed.failed, kind: "error" });
    // Once per failed answer.
  }, [fetcher.data, fetcher.state]);
  return (
    <fetcher.Form method="post" preventScrollReset onSubmit={() => setState(toggledLike)}>
      <Fields values={{ stationUserId, titleNo }} />
      <button type="submit" name="intent" value={state.liked ? "unlike" : "like"} aria-pressed={state.liked} className={styles.like}>
        <span aria-hidden="true">{state.liked ? "♥" : "♡"}</span>
        {feed.item.likes(formatCount(state.count))}
      </button>
    </fetcher.Form>
  );
}

/**
 * Share a post with the messenger-share parameters (title, description, image, link): the app's share
 * link inside the app, the share sheet or the clipboard with JS, and the link to copy without JS.
 */
export function ShareButton({ params }: { params: { title: string; description: string; imageUrl: string | null; url: string } }) {
  const config = useLinkConfig();
  const toast = useToast();
  if (config.isApp) {
    return (
      <a className={styles.like} href={deepLink.share(config, { url: params.url, title: params.title })}>
        {feed.hot.share}
      </a>
    );
  }
  return (
    <details className={styles.share} data-share-title={params.title} data-share-description={params.description} data-share-image={params.imageUrl ?? ""}>
      <summary
        className={styles.like}
        onClick={(event) => {
          const share = navigator.share?.bind(navigator);
          if (!share && !navigator.clipboard) return;
          event.preventDefault();
          const details = event.currentTarget.parentElement;
          const done = share
            ? share({ title: params.title, text: params.description, url: params.url })
            : navigator.clipboard.writeText(params.url).then(() => toast.show({ message: feed.hot.copied }));
          done.catch(() => details?.setAttribute("open", ""));
        }}
      >
        {feed.hot.share}
      </summary>
      <label>
        {feed.hot.copyLabel}
        <input type="text" readOnly value={params.url} onFocus={(event) => event.currentTarget.select()} />
      </label>
    </details>
  );
}
