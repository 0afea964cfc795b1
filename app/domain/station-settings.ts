// The station settings menu and who may enter which item (001 §2.13, §6), and the station name rule (001 §5).
import type { StationAuth } from "./station";
import { byteLength } from "./text";

export type SettingsItemKey =
  | "basic"
  | "home"
  | "board"
  | "store"
  | "banWord"
  | "manager"
  | "fan"
  | "vodAuth"
  | "blacklist"
  | "vodBlacklist"
  | "income"
  | "starballoon"
  | "searchInfo"
  | "badge"
  | "midroll";
export type SettingsGroupKey = "station" | "users" | "revenue" | "ads";

/** 내 수익 and 선물받은 별풍선 are pages outside the portal. */
export const EXTERNAL_SETTINGS: SettingsItemKey[] = ["income", "starballoon"];
export const SETTINGS_GROUPS: Array<{ key: SettingsGroupKey; ownerOnly: boolean; items: SettingsItemKey[] }> = [
  { key: "station", ownerOnly: false, items: ["basic", "home", "board", "store", "banWord"] },
  { key: "users", ownerOnly: false, items: ["manager", "fan", "vodAuth", "blacklist", "vodBlacklist"] },
  { key: "revenue", ownerOnly: true, items: ["income", "starballoon", "searchInfo", "badge"] },
  { key: "ads", ownerOnly: true, items: ["midroll"] },
];
/** The only items a manager may enter (001 §6). */
export const MANAGER_SETTINGS: SettingsItemKey[] = ["banWord", "blacklist"];
export const SETTINGS_PAGES = SETTINGS_GROUPS.flatMap((group) => group.items).filter((item) => !EXTERNAL_SETTINGS.includes(item));

export type SettingsRole = "owner" | "manager" | null;
export const settingsRole = (auth: Pick<StationAuth, "isOwner" | "isManager">): SettingsRole => (auth.isOwner ? "owner" : auth.isManager ? "manager" : null);

/** The settings side menu for a role: everything for the owner, 금칙어 and 블랙리스트 for a manager. */
export function settingsMenu(role: SettingsRole) {
  if (!role) return [];
  return SETTINGS_GROUPS.filter((group) => role === "owner" || !group.ownerOnly)
    .map((group) => ({ key: group.key, items: role === "owner" ? group.items : group.items.filter((item) => MANAGER_SETTINGS.includes(item)) }))
    .filter((group) => group.items.length > 0);
}

export const canEnterSetting = (role: SettingsRole, item: SettingsItemKey) => role === "owner" || (role === "manager" && MANAGER_SETTINGS.includes(item));

/** The first page a role lands on under /setting. */
export const firstSetting = (role: Exclude<SettingsRole, null>): SettingsItemKey => (role === "owner" ? "basic" : "banWord");

/** Station name codes (001 §5): 1305 not allowed or empty, 1306 too long, 1307 duplicate. */
export const STATION_NAME = { NOT_ALLOWED: 1305, TOO_LONG: 1306, DUPLICATE: 1307, MAX_BYTES: 40 } as const;
export type StationNameCode = 1305 | 1306 | 1307;
export const isStationNameCode = (code: unknown): code is StationNameCode => code === 1305 || code === 1306 || code === 1307;

/** What the portal can tell before asking the upstream (which also knows reserved words and duplicates). */
export function stationNameProblem(name: string): StationNameCode | null {
  const text = name.trim();
  if (text === "") return STATION_NAME.NOT_ALLOWED;
  if (byteLength(text) > STATION_NAME.MAX_BYTES) return STATION_NAME.TOO_LONG;
  return null;
}

/** Limits of the basic settings form (ours, besides the name's 40 bytes). */
export const BASIC_LIMITS = { titleMax: 60, profileMax: 1000, links: 6, linkNameMax: 30 } as const;
