// The station area (001 §7.1–7.4): stations' display settings, boards, posts, management, rankings,
// dashboard, push, reports, settings and the item host's subscription calls. Tables and seed in
// station-schema / station-seed, routes in station-routes.
import { type UpstreamModule, userIdTables } from "../types";
import { migrateStation, STATION_TABLES } from "./station-schema";
import { mountStationRoutes } from "./station-routes";
import { cloneStation, seedStations } from "./station-seed";

export const stationModule: UpstreamModule = {
  name: "station",
  version: 5,
  tables: STATION_TABLES,
  migrate: migrateStation,
  seed: seedStations,
  mount: mountStationRoutes,
  // A clone of viewer01 keeps its memberships and ticket; a clone of manager01 still manages the demo
  // station; a clone of a streamer gets a station of its own (isolated owner tests).
  userTables: userIdTables("station_managers", "station_members", "station_blacklist", "item_tickets"),
  onCloneUser: cloneStation,
};
