// Posts (000 §2.7, §3.9) with the keyword in bold: matched literally (HTML- and pattern-escaped), and
// rendered as React text, never as HTML.
import { abbreviateCount } from "~/domain/counts";
import { relativeDate } from "~/domain/dates";
import type { PostResult } from "~/domain/search";
import { Highlighted } from "~/components/text/Highlighted";
import { cards } from "~/i18n/ko/cards";
import { words } from "~/i18n/ko/common";
import { links } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import styles from "./search.module.css";

export function PostList({ posts, keyword }: { posts: PostResult[]; keyword: string }) {
  const config = useLinkConfig();
  const now = useNow();
  return (
    <ul className={styles.posts} data-testid="posts">
      {posts.map((post) => {
        const href = links.post(config, post.stationUserId, post.titleNo, post.title);
        return (
          <li key={post.titleNo} className={styles.post}>
            <div className={styles.postText}>
              <h3 className={styles.postTitle}>
                <a href={href}>
                  <Highlighted text={post.title} keyword={keyword} />
                </a>
              </h3>
              {post.content ? (
                <p className={styles.postContent}>
                  <Highlighted text={post.content} keyword={keyword} />
                </p>
              ) : null}
              <p className={styles.postCaption}>
                <a href={links.station(config, post.stationUserId, post.stationName || post.nick)} className={styles.postNick}>
                  {post.nick}
                </a>
                <span className={styles.dot}>
                  <span className="visually-hidden">{cards.a11y.views} </span>
                  {abbreviateCount(post.viewCount)}
                </span>
                <span className={styles.dot}>{words.comments(abbreviateCount(post.commentCount))}</span>
                {post.regDate !== null ? <span className={styles.dot}>{relativeDate(post.regDate, now)}</span> : null}
              </p>
            </div>
            {post.thumbnailUrl ? (
              <a href={href} tabIndex={-1} aria-hidden="true" className={styles.postThumb}>
                <img src={post.thumbnailUrl} alt="" width={160} height={90} loading="lazy" />
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
