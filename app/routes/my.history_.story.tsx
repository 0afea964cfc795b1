// /my/history/story: 내 글/댓글 (001 §2.6), a tab of its own. Filter all / posts / comments / replies,
// infinite scroll (a 'more' link without JS); a delete (after its confirmation) removes the item at once.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { EmptyState, MoreLink, myStyles as styles, usePendingRemoval } from "~/components/my/parts";
import { StoryList } from "~/components/my/StoryList";
import { pageParam, pickOption, removedByDelete, STORY_FILTERS, type StoryItem } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { getStoryPage } from "~/upstream/my.server";
import { titleMeta } from "~/utils/meta";
import { storyAction } from "~/utils/my-routes.server";

const t = myHistory.story;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = pickOption(STORY_FILTERS, params.get("type"));
  const page = pageParam(params.get("page"));
  const pages = await Promise.all(Array.from({ length: page }, (_, index) => getStoryPage({ request, context }, index + 1, filter)));
  const failed = pages.some((result) => result === null);
  const items = failed ? [] : pages.flatMap((result) => result?.items ?? []);
  const lastPage = pages[pages.length - 1]?.lastPage ?? 1;
  return json({ filter, page, items, hasMore: !failed && page < lastPage, failed }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = storyAction;

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
