// The app's native bridge (000 §1, 001 §1): a toast and "open in the external browser". Android exposes
// an object on window, iOS message handlers; anywhere else (or when the bridge is missing) the web way
// is used and the function returns false. The toast is part of every page (the toast provider is in the
// root); "open in the external browser" has a module of its own (app-bridge-external.ts), so that only
// the pages that use it carry it.
import type { Platform } from "./webview";

type AndroidBridge = { showToast?: (message: string) => void; openExternalBrowser?: (url: string) => void };
type IosHandlers = Record<string, { postMessage: (message: unknown) => void } | undefined>;

declare global {
  interface Window {
    /** Injected by the Android app. */
    StreamOnAndroid?: AndroidBridge;
    webkit?: { messageHandlers?: IosHandlers };
  }
}

export function post(platform: Platform, androidCall: (bridge: AndroidBridge) => ((arg: string) => void) | undefined, iosName: string, arg: string): boolean {
  if (typeof window === "undefined") return false;
  if (platform === "android") {
    const bridge = window.StreamOnAndroid;
    const call = bridge ? androidCall(bridge) : undefined;
    if (!call) return false;
    call.call(bridge, arg);
    return true;
  }
  if (platform === "ios") {
    const handler = window.webkit?.messageHandlers?.[iosName];
    if (!handler) return false;
    handler.postMessage(arg);
    return true;
  }
  return false;
}

export const appBridge = {
  /** Shows a native toast; false when there is no bridge (then show the web toast). */
  toast: (platform: Platform, message: string) => post(platform, (b) => b.showToast, "showToast", message),
};
