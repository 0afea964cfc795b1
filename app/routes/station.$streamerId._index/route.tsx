// /station/{streamerId}: the station home (001 §2.9): the cover and the live broadcast's card,
// the display title, posts pinned to the home (until their expiry), notices, recent posts and recent VODs.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Section, type SectionProps } from "~/components/layout/page-parts";
import { PageLink } from "~/components/links/PageLink";
import { stationMeta } from "~/components/station/meta";
import { PostList } from "~/components/station/PostList";
import { CardGrid, StationErrorBoundary } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { useStationData } from "~/components/station/useStation";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import type { loader } from "./home.server";
import { HomeTop } from "./lazy";
import { RECENT } from "./recent";

export { loader } from "./home.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args);

/** A section of the station home in the station's looks, with its '더보기' link. */
function HomeSection({ more, ...props }: SectionProps & { more?: string }) {
  return <Section {...props} actions={more ? <PageLink to={more}>{t.home.more}</PageLink> : null} looks={styles} />;
}

export default function StationHome() {
  const { pins, notices: allNotices, posts, vods } = useLoaderData<typeof loader>();
  // A notice pinned to the home is listed once, under the pinned posts.
  const notices = allNotices.filter((notice) => !pins.some((pin) => pin.titleNo === notice.titleNo));
  const { station } = useStationData();
  const base = `/station/${encodeURIComponent(station.userId)}`;
  return (
    <>
      <h1 className="visually-hidden">{station.name || station.nickname}</h1>
      <HomeTop />
      {/* Sanitised on the server (utils/station-html.server.ts). */}
      {station.titleHtml ? <div className={styles.stationTitle} dangerouslySetInnerHTML={{ __html: station.titleHtml }} /> : null}
      {pins.length ? (
        <HomeSection id="home-pins" title={t.home.pinned}>
          <PostList posts={pins} streamerId={station.userId} showBoard />
        </HomeSection>
      ) : null}
      {notices.length ? (
        <HomeSection id="home-notices" title={t.home.notices}>
          <PostList posts={notices.slice(0, RECENT)} streamerId={station.userId} showBoard />
        </HomeSection>
      ) : null}
      <HomeSection id="home-posts" title={t.home.recentPosts} more={`${base}/board`}>
        {posts.length ? <PostList posts={posts} streamerId={station.userId} showBoard /> : <p className={styles.empty}>{t.board.empty}</p>}
      </HomeSection>
      <HomeSection id="home-vods" title={t.home.recentVods} more={`${base}/vod`}>
        <CardGrid
          cards={vods}
          location="station"
          menu={(card) => (card.kind === "vod" ? ["view-later", "share"] : ["share"])}
          headingLevel={3}
          empty={<p className={styles.empty}>{t.board.empty}</p>}
          eagerCount={4}
        />
      </HomeSection>
    </>
  );
}

export const ErrorBoundary = StationErrorBoundary;
