// The app's "open in the external browser" (000 §1, 001 §1), beside the bridge's toast (app-bridge.ts):
// a module of its own, so that only the pages that use it carry it.
import { post } from "./app-bridge";
import type { Platform } from "./webview";

/** Opens a URL in the external browser; falls back to a new window on the web. */
export function openExternal(platform: Platform, url: string): boolean {
  if (post(platform, (b) => b.openExternalBrowser, "openExternalBrowser", url)) return true;
  if (typeof window !== "undefined") window.open(url, "_blank", "noopener");
  return false;
}
