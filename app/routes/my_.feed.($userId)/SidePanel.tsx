// The feed page's side panel (001 §2.7): '핫 키워드' and '실시간 인기글' with '전체글 보기'.
import { Empty } from "~/components/feed/Empty";
import { Section, type SectionProps } from "~/components/layout/page-parts";
import styles from "~/components/feed/feed.module.css";
import { PageLink } from "~/components/links/PageLink";
import { formatCount } from "~/domain/counts";
import { relativeDate } from "~/domain/dates";
import type { PopularPost } from "~/domain/feed";
import { common } from "~/i18n/ko/common";
import { feed } from "~/i18n/ko/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { links } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";

/** A titled block of the panel in the feed's looks (not through the My area's blocks, which would put the My
 * lists' controls into the feed's first-load JS). */
const FeedSection = (props: SectionProps) => <Section {...props} looks={styles} />;

/** The exact hashtag search URL of a hot keyword (001 §2.7). */
export const hashtagHref = (tag: string) => `/search?hashtype=live&hash=hashtag&tagname=${encodeURIComponent(tag)}&stype=hash&acttype=live&location=search`;

/** '핫 키워드' and '실시간 인기글' with '전체글 보기'. Failures leave them empty. */
export function SidePanel({ keywords, popular }: { keywords: string[]; popular: PopularPost[] }) {
  const now = useNow();
  const config = useLinkConfig();
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
          <PageLink to="/my/feed/hotissue" className={styles.like}>
            {feedPage.side.allPosts}
          </PageLink>
        }
      >
        {popular.length ? (
          <ol className={styles.popular}>
            {popular.map((post) => (
              <li key={`${post.userId}:${post.title}`}>
                {/* The portal's own post page when the answer names the post, else the post's link as given. */}
                <a
                  href={
                    post.stationUserId && post.titleNo ? links.post(config, post.stationUserId, post.titleNo, post.title) : (post.url ?? "/my/feed/hotissue")
                  }
                >
                  {post.photoUrl ? <img src={post.photoUrl} alt="" width={64} height={36} loading="lazy" /> : null}
                  <span>
                    <strong>{post.title}</strong>
                    {/* The line wraps between its parts, never inside a count or a date ('2026-11-' / '14'). */}
                    <span className={styles.popularCaption}>
                      {post.userNick} · <span>{feed.item.views(formatCount(post.readCount))}</span>
                      {post.createdAt !== null ? (
                        <>
                          {" · "}
                          <span>{relativeDate(post.createdAt, now)}</span>
                        </>
                      ) : null}
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
