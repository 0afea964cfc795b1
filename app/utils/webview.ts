// The app's webview is recognised by its user agent (pattern from config, with the app version as the
// first capture group); Android and iOS use different native bridges, anything else is the web.
export type Platform = "android" | "ios" | "web";
export type ClientKind = { isApp: boolean; platform: Platform; appVersion: string | null };

export function detectClient(userAgent: string | null | undefined, appPattern: RegExp): ClientKind {
  const ua = userAgent ?? "";
  const match = appPattern.exec(ua);
  if (!match) return { isApp: false, platform: "web", appVersion: null };
  const platform: Platform = /android/i.test(ua) ? "android" : /iphone|ipad|ipod|ios/i.test(ua) ? "ios" : "web";
  return { isApp: true, platform, appVersion: match[1] ?? null };
}

/** Compares dotted versions numerically: versionAtLeast('8.15.0', '8.9.1') is true. */
export function versionAtLeast(version: string | null | undefined, minimum: string): boolean {
  if (!version) return false;
  const have = version.split(".").map((part) => Number.parseInt(part, 10) || 0);
  const need = minimum.split(".").map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(have.length, need.length); index += 1) {
    const a = have[index] ?? 0;
    const b = need[index] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** App version thresholds of the spec (002 §9.1, 001 §9). */
export const APP_VERSION = { formDownload: "8.15.0", mobileFeature: "5.22.0" } as const;
