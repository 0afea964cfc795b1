// /my/history/playlist: the user's playlists in the URL's sort (001 §2.5); the action is the one its
// confirmation route shares (routes/my.history/history-actions.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pickOption, PLAYLIST_SORTS } from "~/domain/my";
import { getPlaylists } from "~/upstream/my.server";
import { dialogRoute } from "../my/dialog-route.server";

export { playlistAction as action } from "../my.history/history-actions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const sort = pickOption(PLAYLIST_SORTS, new URL(request.url).searchParams.get("sort"));
  const playlists = await getPlaylists({ request, context }, sort);
  return json({ playlists, sort }, { headers: { "Cache-Control": "private, no-store" } });
}
