// '전체' and the favourite streamers at the top of the feed page (001 §2.7). Every control is a link first;
// JS only enhances.
import { useLocation } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import styles from "~/components/feed/feed.module.css";
import { PageLink } from "~/components/links/PageLink";
import { showFavouritesMore, type FeedType } from "~/domain/feed";
import { feedPage } from "~/i18n/ko/feed-page";

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
      <PageLink to={feedHref(id, type)} aria-current={userId === id ? "page" : undefined}>
        {image}
        <span>{label}</span>
        {live ? <span className={styles.liveDot}>{feedPage.item.live}</span> : null}
      </PageLink>
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
          <PageLink
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
          </PageLink>
        </div>
      ) : null}
    </nav>
  );
}
