// Station choices remembered on the device (design §4): cookies the server reads so that the first HTML
// is already right. stationSubMenuToggle is the spec's key (001 §2.12); the sidebar's contracted state
// is ours (stationSidebarFold). Read by the station layout's loader, set by /resources/station.
import type { StationPrefs } from "~/domain/station-layout";

export const STATION_COOKIES = { boards: "stationSubMenuToggle", fold: "stationSidebarFold" } as const;
const YEAR = 60 * 60 * 24 * 365;

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Boards start open; the sidebar starts expanded. */
export function readStationPrefs(request: Request): StationPrefs {
  return { boardsOpen: readCookie(request, STATION_COOKIES.boards) !== "N", contracted: readCookie(request, STATION_COOKIES.fold) === "Y" };
}

export function prefCookie(name: string, on: boolean, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${name}=${on ? "Y" : "N"}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
}
