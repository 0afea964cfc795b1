// Debian's Chromium (browsers cannot be downloaded here) and the flags every headless run of it uses.
import fs from "node:fs";

/** The full browser, for what a reader's browser should measure: `npm run lighthouse` and `npm run screenshots`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/**
 * The tests' browser (end to end, JS before the first input): Debian's chromium-headless-shell, the same Blink
 * without the full browser's windowing, about half the CPU per page load (Playwright's own default for headless
 * runs; docs/decisions/0008). CHROMIUM_PATH overrides it; the full browser when the shell is not installed.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
