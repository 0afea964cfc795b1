// Debian's Chromium (browsers cannot be downloaded here) and the flags every headless run of it uses: the
// end-to-end tests, `npm run lighthouse` and `npm run screenshots`.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
