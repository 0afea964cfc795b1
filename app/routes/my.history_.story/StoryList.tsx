// The user's own posts, comments and replies (001 §2.6): an item in the user's own station reads '내 방송국',
// one in another station '{nick}님의 방송국'; each has its delete (a confirmation route). A comment's or reply's
// title opens the post on the page of comments that holds it, scrolled to it.
import { Link, useLocation } from "@remix-run/react";
import { relativeDate } from "~/domain/dates";
import type { StoryItem } from "~/domain/my-story";
import { commentPath } from "~/domain/comment-address";
import { myStory } from "~/i18n/ko/my-story";
import { links } from "~/utils/links";
import { useLinkConfig, useNow, useViewer } from "~/utils/root-data";
import { myStyles as styles } from "~/components/my/blocks";
import story from "./story.module.css";

const t = myStory;

export function StoryList({ items }: { items: StoryItem[] }) {
  const config = useLinkConfig();
  const itemHref = (item: StoryItem) => {
    const own = item.cCommentNo ?? item.pCommentNo;
    if (item.comment === null || !own) return links.post(config, item.stationUserId, item.titleNo, item.title);
    const post = `/station/${encodeURIComponent(item.stationUserId)}/post/${encodeURIComponent(item.titleNo)}`;
    return links.stationPage(config, commentPath(post, { commentNo: own, parentNo: item.cCommentNo ? item.pCommentNo : null }), item.title);
  };
  const viewer = useViewer();
  const now = useNow();
  const { search } = useLocation();
  return (
    <ul className={story.story}>
      {items.map((item) => {
        const isPost = item.comment === null;
        return (
          <li key={item.key} className={story.storyItem} data-story-key={item.key}>
            <div className={story.storyBody}>
              {item.stationUserId === viewer?.userId ? (
                <span className={story.own}>{t.ownStation}</span>
              ) : (
                <a className={story.storyStation} href={links.station(config, item.stationUserId, item.stationUserNick)}>
                  {t.stationOf(item.stationUserNick)}
                </a>
              )}
              <span className={story.storyMeta}>
                <span className={story.kind}>{t.kinds[item.feedType]}</span>
                {item.isNotice ? <span className={story.kind}>{t.notice}</span> : null}
                {item.isPrivate ? <span className={story.kind}>{t.private}</span> : null}
                {item.createdAt !== null ? <span>{relativeDate(item.createdAt, now)}</span> : null}
              </span>
              <a className={story.storyTitle} href={itemHref(item)}>
                {item.title}
              </a>
              {isPost ? (
                <p className={styles.clamp}>{item.excerpt}</p>
              ) : (
                <p className={story.storyComment}>
                  {item.parentComment ? <span className={styles.muted}>{`${t.replyTo}: ${item.parentComment} `}</span> : null}
                  {item.comment}
                </p>
              )}
              {isPost ? (
                <span className={story.storyMeta}>
                  <span>{`${t.counts.read} ${item.counts.read}`}</span>
                  <span>{`${t.counts.comment} ${item.counts.comment}`}</span>
                  <span>{`${t.counts.like} ${item.counts.like}`}</span>
                </span>
              ) : null}
            </div>
            {item.photoUrl ? <img className={story.storyPhoto} src={item.photoUrl} alt="" loading="lazy" width={120} height={68} /> : null}
            <Link
              to={`/my/history/story/delete/${encodeURIComponent(item.key)}${search}`}
              className={styles.button}
              aria-label={t.deleteOf(item.comment ?? item.title)}
              preventScrollReset
            >
              {t.delete}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
