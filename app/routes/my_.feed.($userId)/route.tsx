// /my/feed and /my/feed/{userId} (001 §2.7): one page; the third segment is the streamer. Favourites with
// '전체' first, '스트리머 글만 보기' (remembered on the device), the feed type, the feed by indexRegDate
// cursor and the side panel. Under the My layout (login required), which hides the tabs here.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { Empty } from "~/components/feed/Empty";
import styles from "~/components/feed/feed.module.css";
import { feedEmptyState } from "~/domain/feed";
import { feed } from "~/i18n/ko/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { titleMeta } from "~/utils/meta";
import { FavouritesList } from "./FavouritesList";
import type { loader } from "./feed.server";
import { FeedFilters } from "./FeedFilters";
import { FeedList } from "./FeedList";
import { SidePanel } from "./SidePanel";

export { action, loader } from "./feed.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, feed.titles.feed);

export default function FeedPage() {
  const data = useLoaderData<typeof loader>();
  const empty = feedEmptyState(data.favourites.length > 0, data.type);
  return (
    <div className={styles.page}>
      <div>
        <h1>{feedPage.heading}</h1>
        <FavouritesList favourites={data.favourites} userId={data.userId} type={data.type} />
        <FeedFilters onlyStreamer={data.onlyStreamer} type={data.type} />
        {data.page.items.length > 0 ? (
          // A new filter or streamer starts a new list (the appended pages belong to the old one).
          <FeedList key={`${data.userId}|${data.type}|${data.onlyStreamer}|${data.cursor}`} page={data.page} />
        ) : empty.kind === "noFavourites" ? (
          <Empty text={feedPage.noFavourites.title}>
            <p>{feedPage.noFavourites.text}</p>
          </Empty>
        ) : (
          <Empty text={feedPage.empty[empty.type]} />
        )}
      </div>
      <SidePanel keywords={data.keywords} popular={data.popular} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
