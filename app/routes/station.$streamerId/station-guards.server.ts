// Guards of every station page (001 §6, §8), held by the station layout's folder for its children, the
// settings pages and the station resources: the ids in the URL, and the station states and refusals
// thrown as the answers the station pages' error boundaries show.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STREAMER_ID, TITLE_NO, type StationErrorKind } from "~/domain/station";
import { station as t } from "~/i18n/ko/station";
import type { Refusal } from "~/upstream/station.server";

export const stationBase = (streamerId: string) => `/station/${encodeURIComponent(streamerId)}`;

export function requireStreamerId(params: LoaderFunctionArgs["params"]): string {
  const id = params.streamerId ?? "";
  if (!STREAMER_ID.test(id)) throw new Response("Not Found", { status: 404 });
  return id;
}

export function requireTitleNo(params: LoaderFunctionArgs["params"]): string {
  const titleNo = params.titleNo ?? "";
  if (!TITLE_NO.test(titleNo)) throw new Response("Not Found", { status: 404 });
  return titleNo;
}

/** Station states (001 §8) become their own page; an unknown station is the real not-found page. */
export function throwStationError(kind: StationErrorKind): never {
  if (kind === "notFound") throw new Response("Not Found", { status: 404 });
  throw json({ stationError: kind, title: t.errors[kind].title }, { status: 403 });
}

/** A read, write or edit refusal (001 §6) as the thrown answer the station pages' boundary shows. */
export function deniedResponse(code: number, purpose: "read" | "write" | "edit") {
  return json({ denied: code, purpose, title: t.denied.title }, { status: 403 });
}

/** Read permission refusals (001 §6) become clear pages inside the station layout. */
export function throwRefusal(refusal: Refusal): never {
  if (refusal.kind === "station") throwStationError(refusal.error);
  if (refusal.kind === "denied") throw deniedResponse(refusal.code, "read");
  if (refusal.kind === "notFound") throw new Response("Not Found", { status: 404 });
  throw new Response("Unavailable", { status: 503 });
}
