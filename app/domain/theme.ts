// The colour theme: follow the system (prefers-color-scheme) unless the device chose light or
// dark. The choice is remembered on the device (design §4) in a cookie the server reads, so the first HTML
// already carries it (<html data-theme>, app/styles/tokens.css) and nothing flashes the other theme.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** The device remembers the choice under this name. */
export const THEME_COOKIE = "theme";

/** A remembered or posted value as a theme; anything unknown (or nothing) follows the system. */
export function parseTheme(value: unknown): Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value) ? (value as Theme) : "system";
}

/** The media of the dark palette's stylesheet (styles/dark.css) for a theme: always, the system's dark, or never. */
export function darkPaletteMedia(theme: Theme): string | null {
  if (theme === "light") return null;
  return theme === "dark" ? "all" : "(prefers-color-scheme: dark)";
}
