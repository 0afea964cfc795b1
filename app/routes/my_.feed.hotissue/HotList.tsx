// '실시간 인기글 TOP 100' (001 §2.8): rank, author, station, date, title, content, photos and counts of
// each post, with like / unlike, share and hide. Hiding asks first (a dialog over the list, a page of
// its own without JS); a hidden post reads '게시물 안보기 설정한 게시물 입니다.' and can be shown again.
import { Form, Link, useLocation } from "@remix-run/react";
import { formatCount } from "~/domain/counts";
import { formatKst, relativeDate } from "~/domain/dates";
import { shareParams, type HotList, type HotPost, type RankRange } from "~/domain/feed";
import { cards } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import { feed } from "~/i18n/ko/feed";
import { feedHot } from "~/i18n/ko/feed-hot";
import { ShareDisclosure } from "~/components/menus/ShareDisclosure";
import { links, type LinkConfig } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import styles from "~/components/feed/feed.module.css";
import { Empty } from "~/components/feed/Empty";
import { LikeButton } from "~/components/feed/LikeButton";
import hotStyles from "./hot.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = feedHot;

/** The list with a post's hide confirmation open (?hide={titleNo}). */
export const hideHref = (search: string, key: string) => {
  const params = new URLSearchParams(search);
  params.set("hide", key);
  return `?${params}`;
};

/** Share with the messenger-share parameters (title, description, image, link); the parameters stay on
 * the item as data for the messenger. */
function HotShare({ params, config }: { params: ReturnType<typeof shareParams>; config: LinkConfig }) {
  return (
    <ShareDisclosure
      config={config}
      url={params.url}
      title={params.title}
      text={params.description}
      label={
        <>
          <svg className="icon" aria-hidden>
            <use href="/icons.svg#share" />
          </svg>
          <span className="visually-hidden">{t.share}</span>
        </>
      }
      looks={{ details: hotStyles.share, item: `${styles.like} ${hotStyles.iconAction}`, copy: hotStyles.copy }}
      itemData={{ "data-share-title": params.title, "data-share-description": params.description, "data-share-image": params.imageUrl ?? "" }}
    />
  );
}

function HotPostView({ post }: { post: HotPost }) {
  const config = useLinkConfig();
  const now = useNow();
  const { search } = useLocation();
  const href = links.post(config, post.stationUserId, post.titleNo, post.title);
  if (post.isHidden) {
    return (
      <li className={`${styles.item} ${hotStyles.hotItem}`} data-hot-key={post.key}>
        <span className={hotStyles.rank}>{post.rank}</span>
        <div className={hotStyles.hotBody}>
          <p className={hotStyles.hidden}>{t.hidden}</p>
          <Form method="post" preventScrollReset>
            <SubmissionKeyInput />
            <input type="hidden" name="userId" value={post.userId} />
            <button type="submit" name="intent" value="unhide" className={styles.like}>
              {t.unhide}
            </button>
          </Form>
        </div>
      </li>
    );
  }
  return (
    <li className={`${styles.item} ${hotStyles.hotItem}`} data-hot-key={post.key}>
      <span className={hotStyles.rank}>
        <span className="visually-hidden">{t.rank(post.rank)}</span>
        <span aria-hidden="true">{post.rank}</span>
      </span>
      <div className={hotStyles.hotBody}>
        <h3 className={`${styles.title} ${hotStyles.oneLine}`}>
          <a href={href}>{post.title}</a>
        </h3>
        <div className={`${styles.author} ${hotStyles.author}`}>
          {post.profileImageUrl ? <img src={post.profileImageUrl} alt="" width={24} height={24} loading="lazy" /> : null}
          <strong>{post.userNick}</strong>
          <a href={links.station(config, post.stationUserId, post.stationUserNick)}>{feed.item.stationOf(post.stationUserNick)}</a>
          {post.createdAt !== null ? <span>{relativeDate(post.createdAt, now)}</span> : null}
        </div>
        {post.excerpt ? <p className={hotStyles.excerpt}>{post.excerpt}</p> : null}
      </div>
      {/* Counts, then the actions as icons on one line: ♥ and its count, share, and ⋮ holding
          '게시글 안보기'; a column of one width on a desktop, so that they line up from row to row. */}
      <div className={`${styles.footer} ${hotStyles.footer}`}>
        <span>{feed.item.views(formatCount(post.counts.read))}</span>
        <span>{feed.item.comments(formatCount(post.counts.comment))}</span>
        <span className={hotStyles.actions}>
          <LikeButton stationUserId={post.stationUserId} titleNo={post.titleNo} liked={post.isLiked} count={post.counts.like} compact />
          <HotShare
            config={config}
            params={shareParams(post, `${config.origin}${links.post({ ...config, isApp: false }, post.stationUserId, post.titleNo)}`)}
          />
          <details className={hotStyles.more}>
            <summary aria-label={cards.a11y.menu(post.title)} className={`${styles.like} ${hotStyles.iconAction}`}>
              <svg className="icon" aria-hidden>
                <use href="/icons.svg#more" />
              </svg>
            </summary>
            <div className={hotStyles.moreList}>
              <Link to={hideHref(search, post.key)} className={styles.like} preventScrollReset>
                {t.hide}
              </Link>
            </div>
          </details>
        </span>
      </div>
      {post.photoUrls.length ? (
        // The first photo beside the post (all of them are on the post's page), with how many there are.
        <a href={href} className={hotStyles.photo} tabIndex={-1} aria-hidden="true">
          <img src={post.photoUrls[0]} alt="" width={96} height={72} loading="lazy" />
          {post.photoUrls.length > 1 ? <span className={hotStyles.photoCount}>+{post.photoUrls.length - 1}</span> : null}
        </a>
      ) : null}
    </li>
  );
}

/** The rank ranges (1~20위, 21~40위, …, from the loader) as links; plain links, so they work without JS. */
function RangeLinks({ page, ranges }: { page: number; ranges: RankRange[] }) {
  if (ranges.length <= 1) return null;
  return (
    <nav aria-label={t.pages} className={hotStyles.ranges}>
      <ul>
        {ranges.map((range) => (
          <li key={range.page}>
            <Link to={range.page > 1 ? `?page=${range.page}` : "?"} aria-current={range.page === page ? "page" : undefined}>
              {t.range(range.from, range.to)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function HotListView({ hot, page, ranges }: { hot: HotList; page: number; ranges: RankRange[] }) {
  const refreshed = hot.refreshedAt !== null ? formatKst(hot.refreshedAt, "HH:mm") : hot.refreshText;
  return (
    <section aria-labelledby="hot-heading">
      <div className={hotStyles.hotHead}>
        <h2 id="hot-heading">{t.heading}</h2>
        {refreshed ? <span className={styles.muted}>{t.refreshed(refreshed)}</span> : null}
        {hot.refreshCycleMinutes ? <span className={styles.muted}>{t.cycle(hot.refreshCycleMinutes)}</span> : null}
        {ranges.length > 1 && hot.posts.length ? (
          <span className={hotStyles.shownRange}>{t.range(hot.posts[0].rank, hot.posts[hot.posts.length - 1].rank)}</span>
        ) : null}
      </div>
      {hot.posts.length ? (
        // Another range shows skeleton rows until it arrives (utils/page-feedback.ts).
        <ol className={`${styles.items} ${hotStyles.items}`} start={hot.posts[0].rank} data-list="" data-list-params="page">
          {hot.posts.map((post) => (
            <HotPostView key={post.key} post={post} />
          ))}
        </ol>
      ) : (
        <Empty text={common.messages.empty} />
      )}
      <RangeLinks page={page} ranges={ranges} />
    </section>
  );
}
