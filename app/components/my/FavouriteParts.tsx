// Parts of /my/favorite (001 §2.3): group tabs, the '방송국 새 글' list and recommended streamers with
// not-recommend. The dialogs for groups and streamers are in FavouriteDialogs.tsx.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CardGrid } from "~/components/cards/lazy";
import { cardMenuItemClass } from "~/components/cards/menu-item";
import { useToast } from "~/components/toast/ToastProvider";
import { relativeDate } from "~/domain/dates";
import type { FavouriteGroup, FeedPost, Recommendation } from "~/domain/my";
import type { Toast } from "~/domain/toast";
import { cards } from "~/i18n/ko/cards";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { links } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import favourite from "./favourite.module.css";
import { DialogLink, EmptyState, Fields, myStyles as styles, Section } from "./blocks";

const t = myFavorite;

export function GroupTabs({ groups, groupId }: { groups: FavouriteGroup[]; groupId: string | null }) {
  const tab = (idx: string | null, label: string) => (
    <li key={idx ?? ""}>
      <Link to={idx ? `/my/favorite?groupId=${idx}` : "/my/favorite"} aria-current={groupId === idx ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t.groupsLabel}>
      <ul className={styles.chips}>
        {tab(null, t.all)}
        {groups.map((group) => tab(group.idx, group.title))}
        <li className={styles.spacer} />
        <li>
          <DialogLink list="/my/favorite" name="groups/new" className={styles.chip}>
            {t.addGroup}
          </DialogLink>
        </li>
        <li>
          <DialogLink list="/my/favorite" name="groups/edit" className={styles.chip}>
            {t.editGroups}
          </DialogLink>
        </li>
      </ul>
    </nav>
  );
}

export function FeedPosts({ posts }: { posts: FeedPost[] }) {
  const config = useLinkConfig();
  const now = useNow();
  if (posts.length === 0) return <EmptyState text={my.lists.empty} />;
  return (
    <ul className={favourite.posts}>
      {posts.map((post) => (
        <li key={post.titleNo}>
          <a className={favourite.post} href={links.post(config, post.userId, post.titleNo)}>
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

/** What the not-recommend action answers to a fetcher: the removed card and the replacements (addInfo). */
export type NotRecommendResult = { removed: string; addInfo: Recommendation[]; toast: Toast };

/**
 * Recommended streamers (001 §2.3, §4.1). Not-recommend removes the card and appends the answer's
 * replacements at once (with JS, through a fetcher); without JS the page comes back with the new list.
 */
export function Recommended({ items }: { items: Recommendation[] }) {
  const fetcher = useFetcher<NotRecommendResult>();
  const toast = useToast();
  const [changes, setChanges] = useState<{ removed: string[]; added: Recommendation[] }>({ removed: [], added: [] });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    toast.show(answer.toast);
    setChanges((current) => ({ removed: [...current.removed, answer.removed], added: [...current.added, ...answer.addInfo] }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer: the toast and the list change depend on nothing else
  }, [fetcher.data]);
  const seen = new Set<string>();
  const shown = [...items, ...changes.added].filter((item) => {
    if (seen.has(item.card.key) || changes.removed.includes(item.card.key)) return false;
    seen.add(item.card.key);
    return true;
  });
  const shownIds = shown.map((item) => item.card.userId).join(",");
  return (
    <Section title={t.sections.recommend}>
      <CardGrid
        cards={shown.map((item) => item.card)}
        location="my"
        variant="live"
        menu={["view-later", "share"]}
        empty={<EmptyState text={my.lists.empty} />}
        menuExtra={(card) => (
          <li>
            <fetcher.Form method="post" preventScrollReset>
              <Fields
                values={{
                  streamerId: card.userId,
                  broadcastId: card.id,
                  logic: shown.find((item) => item.card.key === card.key)?.logic,
                  shown: shownIds,
                }}
              />
              <button type="submit" name="intent" value="not-recommend" className={cardMenuItemClass}>
                {cards.menu["not-recommend"]}
              </button>
            </fetcher.Form>
          </li>
        )}
      />
    </Section>
  );
}
