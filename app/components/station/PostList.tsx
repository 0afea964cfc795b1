// Rows of a board (001 §2.9, §9): notices and pins marked, VOD posts with their picture, counts; with a
// checkbox each when the viewer may manage the board (bulk delete and move).
import { abbreviateCount } from "~/domain/counts";
import { formatKst } from "~/domain/dates";
import type { PostSummary } from "~/domain/station";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { PageLink } from "../links/PageLink";
import styles from "./station.module.css";

type Props = { posts: PostSummary[]; streamerId: string; selectable?: boolean; showBoard?: boolean; label?: string };

export function PostList({ posts, streamerId, selectable = false, showBoard = false, label }: Props) {
  if (posts.length === 0) return null;
  return (
    <ul className={styles.postList} aria-label={label}>
      {posts.map((post) => {
        const picture = post.vod?.thumbnailUrl ?? post.thumbnailUrl;
        return (
          <li key={post.titleNo} className={styles.postRow} data-notice={post.isNotice}>
            {selectable && !post.vod ? (
              <label className={styles.postSelect}>
                <input type="checkbox" name="titleNos" value={post.titleNo} aria-label={t.lists.selectPost(post.title)} />
              </label>
            ) : null}
            <div className={styles.postMain}>
              {post.isNotice ? <span className={`${styles.tag} ${styles.tagNotice}`}>{t.board.notice}</span> : null}
              {post.isPinned ? <span className={`${styles.tag} ${styles.tagPin}`}>{t.board.pinned}</span> : null}
              {post.vod ? <span className={styles.tag}>{t.board.vod}</span> : null}
              {post.isBlinded ? <span className={styles.tag}>{t.board.blinded}</span> : null}
              <PageLink to={`/station/${encodeURIComponent(streamerId)}/post/${post.titleNo}`} className={styles.postTitle}>
                {post.title}
              </PageLink>
              <div className={styles.postMeta}>
                {showBoard && post.boardName ? <span>{post.boardName}</span> : null}
                <span>{post.userNickname}</span>
                {post.createdAt !== null ? <time dateTime={new Date(post.createdAt).toISOString()}>{formatKst(post.createdAt, "YYYY.MM.DD")}</time> : null}
                <span>
                  {t.lists.views} {abbreviateCount(post.readCount)}
                </span>
                <span>
                  {t.lists.likes} {abbreviateCount(post.likeCount)}
                </span>
                <span>
                  {t.lists.comments} {abbreviateCount(post.commentCount)}
                </span>
                {post.photoCount > 0 ? <span>{t.lists.photos(post.photoCount)}</span> : null}
              </div>
            </div>
            {picture ? <img src={picture} alt="" className={styles.postThumb} loading="lazy" width={96} height={54} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
