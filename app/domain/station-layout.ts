// The station layout's data (001 §2.9–2.14): what its loader returns and every station page and
// component reads through useStationData. A domain type, so that the components need neither the route
// nor a server module for it.
import type { Dashboard, RankedFan, Station, StationSidebarData } from "./station";

/** The layers opened through ?layer= (001 §2.11): the information layer and the rankings' 'more'. */
export const LAYERS = ["info", "topfans", "subscribers", "gifts"] as const;
export type Layer = { kind: "info"; dashboard: Dashboard | null } | { kind: "topfans" | "subscribers" | "gifts"; fans: RankedFan[] };

/** Choices remembered on the device (cookies the server reads): boards open, sidebar contracted. */
export type StationPrefs = { boardsOpen: boolean; contracted: boolean };

export type WindowSize = { width: number; height: number };

/** Windows opened from a station (001 §2.14, §7.4), built from the configured hosts. */
export type StationPopups = {
  note: string;
  noteSize: WindowSize | null;
  subscription: string;
  sticker: string;
  stickerSize: WindowSize;
  adBalloon: string;
  store: string;
  supporters: string;
  best: string;
  partner: string;
};

export type StationLayoutData = {
  station: Station;
  sidebar: StationSidebarData;
  /** The open layer, if any (?layer=). */
  layer: Layer | null;
  prefs: StationPrefs;
  popups: StationPopups;
  viewerId: string | null;
};
