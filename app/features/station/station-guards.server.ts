// Guards of every station page (001 §6, §8), held by the station layout's folder for its children, the
// settings pages and the station resources: the ids in the URL, the station states and refusals thrown as
// the answers the station pages' error boundaries show, and management the viewer may not do.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { STREAMER_ID, TITLE_NO, type PostPermissions, type StationErrorKind } from "~/domain/station";
import { settingsRole } from "~/domain/station-settings";
import { station as t } from "~/i18n/ko/station";
import type { CallContext } from "~/upstream/transport.server";
import { getPost, getStation } from "~/upstream/clients/channel.server";
import type { Refusal } from "~/upstream/station-lookup.server";
import { redirectWithToast } from "~/utils/session.server";

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

/** The post menu's management intents and the permission flag (001 §6) each needs. */
const POST_MANAGEMENT = {
  delete: "delete",
  vodDelete: "vodDelete",
  unblind: "unblind",
  notice: "notice",
  cancelNotice: "cancelNotice",
  pin: "pin",
  unpin: "unpin",
} as const satisfies Record<string, keyof PostPermissions>;

export const isPostManagement = (intent: string): intent is keyof typeof POST_MANAGEMENT => Object.hasOwn(POST_MANAGEMENT, intent);

/**
 * Defence in depth: the portal knows what the viewer may do with a post (its permission flags,
 * as the menu shows them) and refuses the rest itself instead of forwarding it for the upstream to refuse.
 */
export async function mayManagePost(ctx: CallContext, streamerId: string, titleNo: string, intent: keyof typeof POST_MANAGEMENT): Promise<boolean> {
  const post = await getPost(ctx, streamerId, titleNo);
  return post.ok && post.data.permissions[POST_MANAGEMENT[intent]];
}

/** Deleting or moving selected posts is for the station's owner and managers (the board list's own rule). */
export async function mayManageBoard(ctx: CallContext, streamerId: string): Promise<boolean> {
  const found = await getStation(ctx, streamerId);
  return found.ok && settingsRole(found.data.auth) !== null;
}

/** The refusal of management the viewer may not do: back where they were, with the permission text. */
export const refuseManagement = (request: Request, back: string) => redirectWithToast(request, back, { message: t.settings.forbiddenTitle, kind: "error" });
