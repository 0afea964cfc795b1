// The root loader's work, in one server module so that the root route's browser bundle carries one
// empty stub instead of one per server module it would otherwise import.
import crypto from "node:crypto";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { darkPaletteMedia } from "~/domain/theme";
import { getViewer } from "~/upstream/clients/station.server";
import { documentCacheControl, withCacheControl } from "~/utils/cache-control.server";
import { getConfig } from "~/utils/env.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { MODAL_DIALOGS_SCRIPT } from "~/utils/modal-dialogs.server";
import { PRESS_MARK_SCRIPT } from "~/utils/press-mark.server";
import { RECLICK_SCRIPT } from "~/utils/reclick.server";
import type { RootData } from "~/utils/root-data";
import { takeToast } from "~/utils/session.server";
import { sideBarHtml, startSideBar } from "./side-bar.server";
import { heldFormOf } from "~/utils/submission.server";
import { readTheme } from "~/utils/theme.server";
import { detectClient } from "~/utils/webview";

export { DOCUMENT_VARY, NO_REUSE } from "~/utils/cache-control.server";
/** What every page's <head> runs at once: the re-click throttle, the pressed link's mark and the dialogs modal from the first paint on. */
export const HEAD_SCRIPT = `${RECLICK_SCRIPT};${PRESS_MARK_SCRIPT};${MODAL_DIALOGS_SCRIPT}`;

/** The form this request's post was held with, for the page's error boundary (RootData.held); nothing otherwise. */
function heldFormPart(args: Pick<LoaderFunctionArgs, "request" | "context">): Pick<RootData, "held"> {
  const held = heldFormOf(args);
  return held ? { held } : {};
}

export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const config = getConfig();
  const client = detectClient(request.headers.get("user-agent"), config.appUserAgentPattern);
  const ctx = { request, context };
  // A member's side bar goes out beside the session check (no round before the first byte).
  const [viewer, { toast, headers }, lives] = await Promise.all([getViewer(ctx), takeToast(request), startSideBar(ctx)]);
  const links = linkConfigFor(request);
  const theme = readTheme(request);
  const data: RootData = {
    product: { name: config.productName, logoText: config.logoText },
    viewer,
    toast,
    client,
    links,
    now: Date.now(),
    theme,
    darkMedia: darkPaletteMedia(theme),
    // A member's favourites, or a guest's recommended list (a login cookie that no longer signs anybody in is a
    // guest without one: no side bar on this page).
    sideBar: lives && (viewer !== null) === (lives.kind === "favourites") ? sideBarHtml(request, lives, links) : null,
    submissionKey: viewer ? crypto.randomUUID() : null,
    ...heldFormPart({ request, context }),
  };
  // json(), not pageData: a deferred answer adds Remix's helper script for deferred data to every page.
  return json(data, { headers: withCacheControl(headers, documentCacheControl(request, { signedIn: Boolean(viewer) })) });
}
