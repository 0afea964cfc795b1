// /my/history/playlist/delete/{listIdx}: whether the viewer owns the playlist (then it is deleted, else taken
// off the list); the playlists' action answers (features/history/history-actions.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { PLAYLIST_SORTS } from "~/domain/my";
import { requireViewer } from "~/features/session/viewer.server";
import { getPlaylists } from "~/upstream/clients/my.server";

export { playlistAction as action } from "~/features/history/history-actions.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const listIdx = params.target ?? "";
  const [viewer, playlists] = await Promise.all([requireViewer(ctx), getPlaylists(ctx, PLAYLIST_SORTS[0])]);
  const playlist = playlists.find((item) => item.id === listIdx);
  return json({ listIdx, owner: playlist?.regId === viewer.userId }, { headers: { "Cache-Control": "private, no-store" } });
}
