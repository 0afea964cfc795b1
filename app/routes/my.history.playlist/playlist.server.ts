// /my/history/playlist: the user's playlists in the URL's sort (001 §2.5); the action is the one its
// confirmation route shares (features/history/history-actions.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { PLAYLIST_SORTS } from "~/domain/my";
import { getViewer } from "~/upstream/clients/station.server";
import { isNoStation } from "~/upstream/station-lookup.server";
import { getPlaylists } from "~/upstream/clients/my.server";
import { getStation } from "~/upstream/clients/channel.server";
import { oneOfField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";
import { dialogRoute } from "~/features/my/dialog-route.server";

export { playlistAction as action } from "~/features/history/history-actions.server";

const PlaylistSearch = searchParamsSchema({ sort: oneOfField(PLAYLIST_SORTS, "vod_add_date") });

export async function loader({ request, context }: LoaderFunctionArgs) {
  dialogRoute(request);
  const { sort } = parseSearchParams(PlaylistSearch, request);
  const ctx = { request, context };
  const [playlists, viewer] = await Promise.all([getPlaylists(ctx, sort), getViewer(ctx)]);
  // The member's own playlists name them; a member without a station is not linked to one (it would be the
  // not-found page). Asked only when there is one of theirs.
  const own = viewer ? playlists.some((playlist) => playlist.regId === viewer.userId) : false;
  const station = own && viewer ? await getStation(ctx, viewer.userId) : null;
  const stationless = station !== null && !station.ok && isNoStation(station.refusal);
  const shown = stationless ? playlists.map((playlist) => (playlist.regId === viewer?.userId ? { ...playlist, userId: "" } : playlist)) : playlists;
  return json({ playlists: shown, sort }, { headers: { "Cache-Control": "private, no-store" } });
}
