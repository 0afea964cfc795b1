// Page titles of station pages: '{page} - {station} - {product}' (000 §2.1). A thrown station problem
// carries its own title, so that titles need none of the problem texts in the browser.
import type { MetaArgs } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { common } from "~/i18n/ko/common";
import { titleMeta } from "~/utils/meta";
import { STATION_ROUTE_ID } from "./useStation";

export function stationMeta({ matches, error }: Pick<MetaArgs, "matches" | "error">, page?: string) {
  if (error) {
    const own = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
    const title =
      typeof own === "string" ? own : isRouteErrorResponse(error) && error.status === 404 ? common.errors.notFoundTitle : common.errors.genericTitle;
    return [{ title }];
  }
  const station = (matches.find((match) => match.id === STATION_ROUTE_ID)?.data as { station?: { name: string; nickname: string } } | undefined)?.station;
  const name = station ? station.name || station.nickname : undefined;
  return titleMeta(matches, [page, name].filter(Boolean).join(" - ") || undefined);
}
