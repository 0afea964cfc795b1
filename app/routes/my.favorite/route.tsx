// /my/favorite (001 §2.3): group tabs, the streamer strip with pinning and '스트리머 관리', LIVE (sorted, 60 at a
// time; first, issue 51), '방송국 새 글', Catch story, user clips, VOD, Catch and recommended streamers. ?groupId=
// filters. The dialogs (groups, '그룹에 추가', '스트리머 관리') are sibling routes; with JS this page shows
// them over itself (`?dialog=`, loaded lazily: useMyDialog in components/my/dialog-links.tsx).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { CardGrid } from "~/components/cards/lazy";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { DialogLink, dialogModule, EmptyState, keepListForDialog, myStyles as styles, Section, useMyDialog } from "~/components/my/blocks";
import { LiveSection, liveOf, MenuDialogLink } from "~/components/my/lists";
import { StreamerStrip } from "~/components/my/StreamerStrip";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { LIVE_SORTS } from "~/domain/my";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./favorite.server";
import { GroupTabs } from "./GroupTabs";
import { FeedPosts, Recommended } from "./lazy";

export { action, loader } from "./favorite.server";

const t = myFavorite;
const g = myFavorite.groups;

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

const VOD_MENU: CardMenuKey[] = ["view-later", "add-playlist", "share"];
const CLIP_MENU: CardMenuKey[] = ["share"];

// Fetched as a dialog link is about to be used (dialogModule), drawn when one is open.
const FavouriteDialog = lazy(dialogModule("/my/favorite", () => import("~/components/my/FavouriteDialogs")));

export default function MyFavorite() {
  const data = useLoaderData<typeof loader>();
  const dialog = useMyDialog("/my/favorite").open;
  const groupMenu = (card: BroadcastCard) => <MenuDialogLink label={g.addToGroup} list="/my/favorite" name={`group/${encodeURIComponent(card.userId)}`} />;
  const sectionEmpty = <EmptyState text={my.lists.empty} />;
  const section = (title: string, cards: CardColumns, menu: CardMenuKey[], variant: "cards" | "catch" = "cards") => (
    <Section title={title}>
      <CardGrid cards={cardsOf(cards)} location="my" variant={variant} menu={menu} menuExtra={groupMenu} empty={sectionEmpty} reloads="groupId" />
    </Section>
  );

  return (
    <>
      <h1 className="visually-hidden">{my.titles.favorite}</h1>
      <GroupTabs groups={data.groups} groupId={data.groupId} />
      {data.streamers.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <>
          <StreamerStrip streamers={data.streamers} label={my.strip.label(my.titles.favorite)}>
            <DialogLink list="/my/favorite" name="manage" className={styles.button}>
              {myFavorite.manage}
            </DialogLink>
          </StreamerStrip>
          {/* The favourites that are live first, then their stations' new posts (issue 51 item 8). */}
          <LiveSection
            live={liveOf(data.live)}
            sorts={LIVE_SORTS}
            keep={{ groupId: data.groupId }}
            menuExtra={groupMenu}
            empty={<EmptyState text={t.liveEmpty} />}
          />
          <Section
            title={t.feed}
            actions={
              <Link to="/my/feed" className={styles.button}>
                {t.feedAll}
              </Link>
            }
          >
            <FeedPosts posts={data.feed} />
          </Section>
          {section(t.sections.catchStory, data.stories, CLIP_MENU, "catch")}
          {section(t.sections.userClip, data.clips, VOD_MENU)}
          {section(t.sections.vod, data.vods, VOD_MENU)}
          {section(t.sections.catch, data.catches, CLIP_MENU, "catch")}
        </>
      )}
      <Recommended items={data.recommended} />

      {dialog ? (
        <Suspense fallback={null}>
          <FavouriteDialog name={dialog} groups={data.groups} streamers={data.streamers} />
        </Suspense>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
