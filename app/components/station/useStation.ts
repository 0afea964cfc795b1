// The station layout's data (station, sidebar, popup links) for every station page below it. Its type is
// the domain's StationLayoutData, which the layout's loader returns (no import of the route).
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { StationLayoutData } from "~/domain/station-layout";

export const STATION_ROUTE_ID = "routes/station.$streamerId";

export function useStationData() {
  const data = useRouteLoaderData<StationLayoutData>(STATION_ROUTE_ID);
  if (!data) throw new Error("station pages render inside the station layout");
  return data;
}

/** The current page (path and query) without one-off markers, to come back to after an action. */
export function useHere(drop: string[] = ["dialog", "confirm", "layer"]): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const name of drop) params.delete(name);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** The same page with one query parameter set (null removes it). */
export function useWithParam() {
  const location = useLocation();
  return (name: string, value: string | null) => {
    const params = new URLSearchParams(location.search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

/** 글쓰기 from anywhere in the station: on a board or the guestbook it carries that board's number (001 §2.9). */
export function useWriteHref(): string {
  const { station, sidebar } = useStationData();
  const { pathname } = useLocation();
  const base = `/station/${encodeURIComponent(station.userId)}`;
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : "";
  const bbsNo =
    /^\/board\/(\d+)\/?$/.exec(rest)?.[1] ?? (/^\/guest\/?$/.test(rest) ? sidebar.boards.find((board) => board.displayType === 101)?.bbsNo : undefined);
  return `${base}/post/write${bbsNo ? `/${bbsNo}` : ""}`;
}

export const loginHref = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;
