// /my/subscribe and /my/fan (001 §2.4): the strip with pinning, then LIVE, then VOD; or the empty text.
import { CardGrid } from "~/components/cards/lazy";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import type { MyStreamer } from "~/domain/my";
import { my } from "~/i18n/ko/my";
import { LIVE_SORTS } from "~/domain/my";
import { EmptyState, Section } from "./blocks";
import { StreamerStrip } from "./StreamerStrip";
import { LiveSection, liveOf, type LiveColumns } from "./lists";

export function StreamerListPage({
  title,
  streamers,
  live,
  vods,
  empty,
}: {
  title: string;
  streamers: MyStreamer[];
  live: LiveColumns;
  vods: CardColumns;
  empty: { text: string; link?: { href: string; label: string } };
}) {
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      {streamers.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <>
          <StreamerStrip streamers={streamers} label={my.strip.label(title)} />
          <LiveSection live={liveOf(live)} sorts={LIVE_SORTS} empty={<EmptyState text={my.lists.liveEmpty} />} />
          <Section title={my.lists.vod}>
            <CardGrid cards={cardsOf(vods)} location="my" menu={["view-later", "add-playlist", "share"]} empty={<EmptyState text={my.lists.empty} />} />
          </Section>
        </>
      )}
    </>
  );
}
