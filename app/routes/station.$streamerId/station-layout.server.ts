// The station layout's loader (001 §2.9–2.14): the station, the sidebar data, the open layer, the
// remembered choices and the popup links, as the domain's StationLayoutData that every station page and
// component reads through useStationData.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Station } from "~/domain/station";
import type { Layer, StationLayoutData, StationPopups } from "~/domain/station-layout";
import { getViewer } from "~/upstream/clients/station.server";
import type { CallContext } from "~/upstream/transport.server";
import { getDashboard, getStation, getStationSidebar, getSubscriptionDetail, getTopFansDetail } from "~/upstream/clients/channel.server";
import { appLinksInData } from "~/utils/app-links.server";
import { getConfig } from "~/utils/env.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { links, type LinkConfig } from "~/utils/links";
import { stationLayout } from "~/i18n/ko/station/layout";
import { pageData } from "~/utils/page-data.server";
import { requireStreamerId, throwStationError } from "~/features/station/station-guards.server";
import { readStationPrefs } from "~/features/station/station-prefs.server";

const seg = encodeURIComponent;
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * Windows opened from a station (001 §2.14, §7.4), built from the configured hosts. Inside the app the note and gift
 * windows are the app's own browser under their names (links.platformPage; issue 72: plain web links replaced the
 * portal), so that the page's link needs no builder of its own.
 */
function popupLinks(streamer: Pick<Station, "userId" | "stationNo">, isMobile: boolean, config: LinkConfig): StationPopups {
  const { note, item, station } = getConfig().links;
  const id = seg(streamer.userId);
  const w = stationLayout.sidebar;
  return {
    note: links.platformPage(config, isMobile ? `${note}/#/note/write2/${id}` : `${note}/app/index.php?page=write&id_list=${id}&targetUserId=${id}`, w.note),
    noteSize: isMobile ? null : { width: 500, height: 600 },
    subscription: `${item}/popup/subscription?bj_id=${id}`,
    sticker: links.platformPage(config, `${item}/popup/sticker?szBjId=${id}&sys_type=${isMobile ? "webm" : "web"}&location=station`, w.sticker),
    stickerSize: isMobile ? { width: 530, height: 350 } : { width: 320, height: 240 },
    adBalloon: links.platformPage(
      config,
      `${item}/popup/adballoon?broad_system=station&bj_id=${id}&station_no=${seg(streamer.stationNo)}&adid=&os=${isMobile ? "mobile" : "pc"}`,
      w.adBalloon,
    ),
    store: `${item}/store?bj_id=${id}`,
    supporters: `${station}/program/supporters`,
    best: `${station}/program/best`,
    partner: `${station}/program/partner`,
  };
}

async function loadLayer(ctx: CallContext, streamerId: string, value: string | null): Promise<Layer | null> {
  switch (value) {
    case "info":
      return { kind: "info", dashboard: await getDashboard(ctx, streamerId) };
    case "topfans":
      return { kind: "topfans", fans: await getTopFansDetail(ctx, streamerId) };
    case "subscribers":
      return { kind: "subscribers", fans: await getSubscriptionDetail(ctx, streamerId, "acc") };
    case "gifts":
      return { kind: "gifts", fans: await getSubscriptionDetail(ctx, streamerId, "gift") };
    default:
      return null;
  }
}

/** When the station call fails for another reason, the page still stands on the id alone. */
function fallbackStation(streamerId: string): Station {
  return {
    stationNo: "",
    userId: streamerId,
    nickname: streamerId,
    name: "",
    title: "",
    titleHtml: "",
    profileText: "",
    aiIntro: null,
    profileImageUrl: null,
    joinedAt: null,
    lastBroadcastAt: null,
    totalBroadcastSeconds: 0,
    activeNo: 0,
    badges: [],
    cover: { pcImageUrl: null, mobileImageUrl: null, color: null },
    live: null,
    subscriptionTotal: 0,
    fanCount: 0,
    auth: {
      isFavorite: false,
      isMobilePushEnabled: false,
      isSubscribed: false,
      isOwner: false,
      isManager: false,
      canPostNotice: false,
      hasAdRevenue: false,
      isFanclub: null,
    },
  };
}

/** The station layout: station, sidebar data, the open layer, remembered choices and popup links. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const url = new URL(request.url);
  const [found, sidebar, viewer, layer] = await Promise.all([
    getStation(ctx, streamerId),
    getStationSidebar(ctx, streamerId),
    getViewer(ctx),
    loadLayer(ctx, streamerId, url.searchParams.get("layer")),
  ]);
  if (!found.ok && found.refusal.kind === "station") throwStationError(found.refusal.error);
  if (!found.ok && found.refusal.kind === "notFound") throwStationError("notFound");
  const station = found.ok ? found.data : fallbackStation(streamerId);
  const isMobile = MOBILE_UA.test(request.headers.get("user-agent") ?? "");
  const linkConfig = linkConfigFor(request);
  const data: StationLayoutData = {
    station,
    sidebar,
    layer,
    prefs: readStationPrefs(request),
    popups: popupLinks(station, isMobile, linkConfig),
    viewerId: viewer?.userId ?? null,
  };
  // Every station page renders it: as it is to the render (utils/page-data), not read back from a Response first.
  return pageData(appLinksInData(linkConfig, data));
}
