// /my/history/playlist: the user's playlists in the URL's sort (001 §2.5); the action is the one its
// confirmation route shares (routes/my.history/history-actions.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { PLAYLIST_SORTS } from "~/domain/my";
import { getPlaylists } from "~/upstream/my.server";
import { oneOfField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "../my/dialog-route.server";

export { playlistAction as action } from "../my.history/history-actions.server";

const PlaylistSearch = searchParamsSchema({ sort: oneOfField(PLAYLIST_SORTS, "vod_add_date") });

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const { sort } = parseSearchParams(PlaylistSearch, request);
  const playlists = await getPlaylists({ request, context }, sort);
  return json({ playlists, sort }, { headers: { "Cache-Control": "private, no-store" } });
}
