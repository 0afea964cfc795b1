// GET /resources/live-follows: what the page's live events client (features/live-events/follows.ts) needs to show a
// followed streamer going live while the page is open: the member's favourites who are off air now (the side bar
// shows those on air), each with its alarm (the go-live toast is for those whose alarm is on) and its player link
// (the app's deep link in the webview, as the side bar's rows), and the texts and class names of the server's side
// bar row and toast. Read once, after the client has loaded; a guest follows nobody: an empty list.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import toastStyles from "~/components/toast/toast.module.css";
import { BROAD_NO_SLOT, type LiveFollows } from "~/domain/live-events";
import { TOAST_DURATION_MS } from "~/domain/toast";
import { common, content } from "~/i18n/ko/common";
import { sideBar } from "~/i18n/ko/side-bar";
import { getStreamers } from "~/upstream/clients/my.server";
import { hasUpstreamLogin } from "~/upstream/clients/station.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { links } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = linkConfigFor(request);
  const streamers = hasUpstreamLogin(request) ? await getStreamers({ request, context }, "favorite") : [];
  const { region, toast, info, message, line, link, close } = toastStyles;
  const body: LiveFollows = {
    follows: streamers
      .filter((streamer) => !streamer.isLive)
      .map(({ userId, nickname, profileImageUrl, isAlarmOn }) => {
        const player = links.livePlayer(config, userId, BROAD_NO_SLOT);
        // The platform's player opens in a new tab on the web, as the side bar's rows open it.
        return { userId, nickname, profileImageUrl, isAlarmOn, player, newTab: !config.isApp && !player.startsWith("/") };
      }),
    viewersLabel: sideBar.viewers,
    toast: {
      classes: { region, toast, info, message, line, link, close },
      closeLabel: common.layout.close,
      watchLabel: content.onAir.watch,
      durationMs: TOAST_DURATION_MS,
    },
  };
  return json(body, { headers: { "Cache-Control": "private, no-store" } });
}
