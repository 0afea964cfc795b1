// The station area's calls (001 §7.1–7.4) with real state: the channel API (station, menu, rankings,
// dashboard, VOD lists, post pages, likes), the station API (boards, post management, push, report,
// settings) and the item host (subscription info and gift use), plus stand-ins for the pages the portal
// opens in popups (note, gift banner, sticker, subscription, points, VOD editor).
import type { ModuleContext, RoleRouters } from "../types";
import { mountStationBoards } from "./station-boards";
import { mountStationHome } from "./station-channel";
import { mountStationItems } from "./station-item";
import { createStationKit } from "./station-kit";
import { mountStationPages } from "./station-pages";
import { mountStationPosts } from "./station-posts";
import { mountStationSettings } from "./station-settings";
import { mountStationVods } from "./station-vods";

// In the order the routes were always added: a router tries them in that order.
export function mountStationRoutes(routers: RoleRouters, ctx: ModuleContext) {
  const kit = createStationKit(ctx);
  mountStationHome(routers, kit);
  mountStationVods(routers, kit);
  mountStationPosts(routers, kit);
  mountStationBoards(routers, kit);
  mountStationSettings(routers, kit);
  mountStationItems(routers, kit);
  mountStationPages(routers, kit);
}
