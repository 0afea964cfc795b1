// The theme cookie (app/domain/theme.ts): read by the root loader, written by /resources/theme.
import { parseTheme, THEME_COOKIE, type Theme } from "~/domain/theme";
import { deviceCookie, readCookie } from "./device-cookie.server";

/** The device's theme: light, dark or system (the default, also for a value it does not know). */
export function readTheme(request: Request): Theme {
  return parseTheme(readCookie(request, THEME_COOKIE));
}

/**
 * Set-Cookie for a choice: light or dark for a year; following the system removes the cookie, so such a
 * device asks for the same pages as one that never chose (one guest kind for the HTML micro-cache).
 */
export function themeCookie(request: Request, theme: Theme): string {
  return theme === "system" ? deviceCookie(request, THEME_COOKIE, "", 0) : deviceCookie(request, THEME_COOKIE, theme);
}
