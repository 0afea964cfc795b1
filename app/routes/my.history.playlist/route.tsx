// /my/history/playlist: 재생목록 (001 §2.5). Sorts vod_add_date / list_idx (descending); '수정하기' only
// on the user's own playlists (addId = regId) opens the external editor; delete after the confirmation.
// A playlist with 0 items cannot be opened (the card says '재생 가능한 VOD가 없습니다.').
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { EmptyState, keepListForDialog } from "~/components/my/blocks";
import { cardMenuItemClass } from "~/components/cards/menu-item";
import { HistoryDialog, HistoryGrid, HistoryToolbar, MenuDialogLink } from "~/components/my/lists";
import { canEditPlaylist, PLAYLIST_SORTS, type PlaylistEntry } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { links } from "~/utils/links";
import { titleMeta } from "~/utils/meta";
import { useLinkConfig, useViewer } from "~/utils/root-data";
import type { loader } from "./playlist.server";

export { action, loader } from "./playlist.server";

const t = myHistory.history;

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function Playlists() {
  const { playlists, sort } = useLoaderData<typeof loader>();
  const config = useLinkConfig();
  const viewer = useViewer();
  const entry = (key: string) => playlists.find((item) => item.key === key) as PlaylistEntry;
  return (
    <>
      <h2 className="visually-hidden">{t.tabs.playlist}</h2>
      {playlists.length ? <HistoryToolbar sort={sort} sorts={PLAYLIST_SORTS} deletes={[]} /> : null}
      <HistoryGrid
        cards={playlists}
        hasMore={false}
        page={1}
        menu={["share"]}
        menuExtra={(card) => (
          <>
            {canEditPlaylist(entry(card.key)) ? (
              // The VOD host's editing page: a new tab on the web, the app's own browser inside the app (issue 72).
              <li>
                <a
                  className={cardMenuItemClass}
                  href={links.platformPage(config, `${config.vod}/vodplaylist/index.php?nPlaylistIdx=${encodeURIComponent(card.id)}`, t.editPlaylist)}
                  {...(config.isApp ? null : { target: "_blank", rel: "noopener" })}
                >
                  {t.editPlaylist}
                </a>
              </li>
            ) : null}
            <MenuDialogLink label={t.delete} list="/my/history/playlist" name={`delete/${encodeURIComponent(card.id)}`} />
          </>
        )}
        empty={<EmptyState text={t.empty.playlist} />}
      />
      <HistoryDialog
        list="playlist"
        playlist={(listIdx) => {
          const playlist = playlists.find((item) => item.id === listIdx);
          return { key: playlist?.key, owner: Boolean(playlist && viewer && playlist.regId === viewer.userId) };
        }}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
