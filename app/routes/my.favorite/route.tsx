// /my/favorite (001 §2.3): group tabs, the streamer strip with pinning and '스트리머 관리', LIVE (sorted, 60 at a
// time; first of the lists), '방송국 새 글', Catch story, user clips, VOD, Catch and recommended streamers. ?groupId=
// filters. The first render carries what fits its element budget; the other sections follow as the reader
// scrolls, or each on its page (`?section=`) without JS (first-screen.ts, Sections.tsx). The dialogs (groups, '그룹에 추가', '스트리머 관리') are sibling routes; with JS this page shows
// them over itself (`?dialog=`, loaded lazily: useMyDialog in components/my/dialog-links.tsx).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { DialogLink, dialogModule, EmptyState, keepListForDialog, myStyles as styles, Section, useMyDialog } from "~/components/my/blocks";
import { LiveSection, liveOf } from "~/components/my/lists";
import { StreamerStrip } from "~/components/my/StreamerStrip";
import type { BroadcastCard } from "~/domain/cards";
import { LIVE_SORTS } from "~/domain/my";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./favorite.server";
import { GroupTabs } from "./GroupTabs";
import { FavouriteSections, FeedPosts } from "./lazy";

export { action, loader } from "./favorite.server";

const t = myFavorite;
const g = myFavorite.groups;

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

// Fetched as a dialog link is about to be used (dialogModule), drawn when one is open.
const FavouriteDialog = lazy(dialogModule("/my/favorite", () => import("~/components/my/FavouriteDialogs")));

export default function MyFavorite() {
  const data = useLoaderData<typeof loader>();
  const dialogs = useMyDialog("/my/favorite");
  const dialog = dialogs.open;
  // '그룹에 추가' as plain data: the cards are still rendered once for many requests (Sections.tsx opens it over the list).
  const groupLink = (card: BroadcastCard) => {
    const name = `group/${encodeURIComponent(card.userId)}`;
    return { label: g.addToGroup, href: dialogs.route(name), dialog: name };
  };
  const { top } = data;
  const rest = <FavouriteSections sections={data.sections} pending={data.pending} groupId={data.groupId} menuLink={groupLink} />;

  return (
    <>
      <h1 className="visually-hidden">{my.titles.favorite}</h1>
      <GroupTabs groups={data.groups} groupId={data.groupId} />
      {!top ? (
        // One section's own page (`?section=`), the way on without JS.
        rest
      ) : data.streamers.length === 0 ? (
        <>
          <EmptyState text={t.empty} />
          {rest}
        </>
      ) : (
        <>
          <StreamerStrip streamers={data.streamers} label={my.strip.label(my.titles.favorite)}>
            <DialogLink list="/my/favorite" name="manage" className={styles.button}>
              {myFavorite.manage}
            </DialogLink>
          </StreamerStrip>
          {/* The favourites that are live first, then their stations' new posts. */}
          <LiveSection
            live={liveOf(top.live)}
            sorts={LIVE_SORTS}
            keep={{ groupId: data.groupId }}
            menuLink={groupLink}
            empty={<EmptyState text={t.liveEmpty} />}
            autoMore
          />
          <Section
            title={t.feed}
            actions={
              <Link to="/my/feed" className={styles.button}>
                {t.feedAll}
              </Link>
            }
          >
            <FeedPosts posts={top.feed} />
          </Section>
          {rest}
        </>
      )}

      {dialog ? (
        <Suspense fallback={null}>
          <FavouriteDialog name={dialog} groups={data.groups} streamers={data.streamers} />
        </Suspense>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
