// /my/history/story: 내 글/댓글 (001 §2.6), a tab of its own. Filter all / posts / comments / replies,
// infinite scroll (a 'more' link without JS); a delete (after its confirmation) removes the item at once.
import type { MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { EmptyState, MoreLink, myStyles as styles, usePendingRemoval } from "~/components/my/blocks";
import { removedByDelete, STORY_FILTERS, type StoryItem } from "~/domain/my-story";
import { myStory } from "~/i18n/ko/my-story";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { StoryList } from "./StoryList";
import type { loader } from "./story.server";

export { action, loader } from "./story.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = myStory;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.story);

export default function MyStory() {
  const data = useLoaderData<typeof loader>();
  const pending = usePendingRemoval();
  const deleted = pending ? data.items.find((item) => item.key === pending) : undefined;
  const items: StoryItem[] = deleted ? data.items.filter((item) => !removedByDelete(deleted, item)) : data.items;
  return (
    <>
      <h1 className="visually-hidden">{my.titles.story}</h1>
      <nav aria-label={t.filtersLabel}>
        <ul className={styles.chips}>
          {STORY_FILTERS.map((filter) => (
            <li key={filter}>
              <Link to={filter ? `/my/history/story?type=${filter}` : "/my/history/story"} aria-current={filter === data.filter ? "page" : undefined}>
                {t.filters[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.failed ? <EmptyState text={t.loadFailed} /> : items.length === 0 ? <EmptyState text={t.empty} /> : <StoryList items={items} />}
      {data.hasMore ? <MoreLink page={data.page} auto /> : null}
      <Outlet />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
