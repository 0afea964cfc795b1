// A post page (001 §2.9, §4.2–4.3): title, writer and counts, the sanitised HTML body, photos, the VOD of
// a VOD post, UP (like) as a form, the comments (their own part), and the context menu with its dialogs.
import { Form, Link } from "@remix-run/react";
import type { CommentsProps } from "~/components/station/Comments";
import { Comments, PostMenu } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { formatCount } from "~/domain/counts";
import { formatDuration } from "~/domain/cards";
import { formatKst } from "~/domain/dates";
import { boardPath, type PostDetail } from "~/domain/station";
import { stationPosts as t } from "~/i18n/ko/station/posts";

type Props = {
  post: PostDetail;
  comments: CommentsProps["comments"];
  streamerId: string;
  signedIn: boolean;
  blindReason: string | null;
  vodLinks: { watch: string; midroll: string; chapters: string; editTitle: string; playlist: string } | null;
};

/** Where the post's list is: its board, the guestbook or (VOD posts) the VOD page. */
export function listPath(streamerId: string, post: Pick<PostDetail, "bbsNo" | "boardType" | "vod">) {
  if (post.vod) return `/station/${encodeURIComponent(streamerId)}/vod`;
  return boardPath(streamerId, { bbsNo: post.bbsNo, isGuest: post.boardType === 101 });
}

export function PostView({ post, comments, streamerId, signedIn, blindReason, vodLinks }: Props) {
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <div className={styles.postHead}>
        <div>
          <p className={styles.hint}>
            <Link to={listPath(streamerId, post)}>{post.boardName || t.post.back}</Link>
          </p>
          <h1 id="post-title">
            {post.isNotice ? <span className={`${styles.tag} ${styles.tagNotice}`}>{t.board.notice}</span> : null}
            {post.title}
          </h1>
          <div className={styles.postMeta}>
            <span>{post.userNickname}</span>
            {post.createdAt !== null ? <time dateTime={new Date(post.createdAt).toISOString()}>{formatKst(post.createdAt, "YYYY.MM.DD HH:mm")}</time> : null}
            <span>
              {t.lists.views} {formatCount(post.readCount)}
            </span>
          </div>
        </div>
        <PostMenu post={post} streamerId={streamerId} vodLinks={vodLinks} />
      </div>
      {post.pinExpireDate ? <p className={styles.notice}>{t.post.pinnedUntil(post.pinExpireDate.replace(/-/g, "."))}</p> : null}
      {post.isBlinded ? (
        <div className={styles.notice} role="note">
          <strong>{t.post.blindedTitle}</strong>
          {blindReason ? <p>{blindReason}</p> : null}
        </div>
      ) : null}
      {post.vod ? (
        <div className={styles.vodBox}>
          {post.vod.thumbnailUrl ? <img src={post.vod.thumbnailUrl} alt="" width={320} height={180} /> : null}
          <div>
            {post.vod.durationMs !== null ? (
              <p>
                {t.post.duration} {formatDuration(post.vod.durationMs)}
              </p>
            ) : null}
            <a href={vodLinks?.watch} className={styles.buttonPrimary}>
              {t.post.watch}
            </a>
          </div>
        </div>
      ) : null}
      {/* Sanitised on the server (utils/station-html.server.ts). */}
      <div className={styles.postBody} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      {post.photos.length ? (
        <ul className={styles.photos} aria-label={t.post.photos}>
          {post.photos.map((photo) => (
            <li key={photo.photoNo}>
              <img src={photo.url} alt={photo.label} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.postFoot}>
        {post.vod ? (
          <span>
            {t.lists.likes} {formatCount(post.likeCount)}
          </span>
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="boardType" value={post.boardType} />
            <button type="submit" name="intent" value={post.isLiked ? "unlike" : "like"} className={styles.button} aria-pressed={post.isLiked}>
              <svg className="icon" aria-hidden>
                <use href="/icons.svg#thumbs-up" />
              </svg>{" "}
              {post.isLiked ? t.post.cancelUp : t.post.up} <span data-testid="like-count">{formatCount(post.likeCount)}</span>
            </button>
          </Form>
        )}
        <Link to={listPath(streamerId, post)} className={styles.button}>
          {t.post.back}
        </Link>
      </div>
      <Comments
        postPath={`/station/${encodeURIComponent(streamerId)}/post/${encodeURIComponent(post.titleNo)}`}
        postWriterId={post.userId}
        count={post.commentCount}
        comments={comments}
        canWrite={post.permissions.commentWritable}
        canReply={post.permissions.replyWritable}
        signedIn={signedIn}
      />
    </article>
  );
}
