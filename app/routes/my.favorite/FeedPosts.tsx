// '방송국 새 글' on /my/favorite (001 §2.3): the favourites' newest station posts, of the group on view.
import { EmptyState, myStyles as styles } from "~/components/my/blocks";
import { relativeDate } from "~/domain/dates";
import type { FeedPost } from "~/domain/my";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { links } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import favourite from "./favourite.module.css";

const t = myFavorite;

export function FeedPosts({ posts }: { posts: FeedPost[] }) {
  const config = useLinkConfig();
  const now = useNow();
  if (posts.length === 0) return <EmptyState text={my.lists.empty} />;
  return (
    <ul className={favourite.posts}>
      {posts.map((post) => (
        <li key={post.titleNo}>
          <a className={favourite.post} href={links.post(config, post.userId, post.titleNo, post.title)}>
            <span className={favourite.postAuthor}>
              {post.profileImageUrl ? <img src={post.profileImageUrl} alt="" width={24} height={24} loading="lazy" /> : null}
              {post.nickname}
              {post.createdAt !== null ? <span>· {relativeDate(post.createdAt, now)}</span> : null}
            </span>
            <strong>{post.title}</strong>
            <p className={styles.clamp}>{post.excerpt}</p>
            {post.photoCount > 0 ? <span className={styles.muted}>{t.photos(post.photoCount)}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
