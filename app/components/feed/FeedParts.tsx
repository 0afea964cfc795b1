// Parts of the feed page (001 §2.7): the favourites list, the filters and the side panel. Every control
// is a link or a form first; JS only enhances.
import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { formatCount } from "~/domain/counts";
import { relativeDate } from "~/domain/dates";
import { FEED_TYPES, showFavouritesMore, type FeedType, type PopularPost } from "~/domain/feed";
import { common } from "~/i18n/ko/common";
import { feed } from "~/i18n/ko/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { useNow } from "~/utils/root-data";
import styles from "./feed.module.css";
import { Empty } from "./PostParts";

export { styles as feedStyles };

/**
 * A titled block in the My pages' look. The feed keeps its own few lines instead of the My parts module,
 * which would put the My lists' controls into the feed pages' first-load JS (100 KiB budget).
 */
export function FeedSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

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
        {live ? <span className={styles.liveDot}>{feedPage.item.live}</span> : null}
      </Link>
    </li>
  );
  return (
    <nav aria-label={feedPage.favourites.label} className={`${styles.favourites} ${open ? styles.favouritesOpen : ""}`}>
      <ul className={styles.favouriteList} id={listId}>
        {chip(
          null,
          feedPage.favourites.all,
          <span className={styles.allIcon} aria-hidden="true">
            ALL
          </span>,
        )}
        {favourites.map((item) =>
          chip(
            item.userId,
            item.nickname,
            item.profileImageUrl ? (
              <img src={item.profileImageUrl} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className={styles.allIcon} aria-hidden="true" />
            ),
            item.isLive,
          ),
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
            {open ? feedPage.favourites.less : feedPage.favourites.more}
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
        <label htmlFor={checkboxId}>{feedPage.onlyStreamer}</label>
        <noscript>
          <button type="submit">{feedPage.apply}</button>
        </noscript>
      </Form>
      <Form method="get" preventScrollReset>
        <label htmlFor={selectId}>{feedPage.types.label}</label>
        <select id={selectId} name="type" defaultValue={type} onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}>
          {FEED_TYPES.map((option) => (
            <option key={option} value={option}>
              {feedPage.types[option]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">{feedPage.apply}</button>
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
      <FeedSection title={feedPage.side.hotKeywords}>
        {keywords.length ? (
          <ul className={styles.keywords}>
            {keywords.map((tag) => (
              <li key={tag}>
                <a href={hashtagHref(tag)}>#{tag}</a>
              </li>
            ))}
          </ul>
        ) : (
          <Empty text={common.messages.empty} />
        )}
      </FeedSection>
      <FeedSection
        title={feedPage.side.popular}
        actions={
          <Link to="/my/feed/hotissue" className={styles.like}>
            {feedPage.side.allPosts}
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
          <Empty text={common.messages.empty} />
        )}
      </FeedSection>
    </aside>
  );
}
