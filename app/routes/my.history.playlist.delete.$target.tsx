// /my/history/playlist/delete/{listIdx}: '재생목록을 삭제하시겠습니까?' (001 §5). The owner deletes the
// playlist; anyone else takes a shared one off their list.
import type { MetaFunction } from "@remix-run/node";
import { useParams, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog, useListHref } from "~/components/my/ConfirmDialog";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { playlistAction } from "~/utils/my-routes.server";
import { useViewer } from "~/utils/root-data";
import type { loader as playlistsLoader } from "./my.history.playlist";

export const action = playlistAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function ConfirmDeletePlaylist() {
  const listIdx = useParams().target ?? "";
  const viewer = useViewer();
  const playlist = useRouteLoaderData<typeof playlistsLoader>("routes/my.history.playlist")?.playlists.find((item) => item.id === listIdx);
  const isOwner = Boolean(playlist && viewer && playlist.regId === viewer.userId);
  return (
    <ConfirmDialog
      lines={myHistory.history.confirm.playlist}
      fields={{ intent: "delete", listIdx, owner: isOwner ? "1" : "0" }}
      pending={playlist?.key}
      closeTo={useListHref()}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
