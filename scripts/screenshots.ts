// `npm run screenshots`: the first screen of the pages the issues score (home with the side bar
// and with its popup, the live list, the directory and a category, search, the star ranking, My's favourites and
// history, the feed and the hot list, a station and a post, the help centre and its inquiry form), on a phone
// (390 px, emulated) and a desktop (1440 px) at twice the pixels, as a member (a copy of viewer01), in the light
// theme and, for home and My, the dark one too; written to docs/screenshots/ for docs/screenshots.md (two of them
// also in the README). Runs the built server on a fresh reference upstream.
import fs from "node:fs";
import path from "node:path";
import { chromium, type BrowserContextOptions } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startMeasuredServer } from "./measured-server";

const OUT = "docs/screenshots";
/** The pages the issues score, each seen by a member (viewer01): home with its side bar, and
 * once with its promotional popup open. */
const PAGES = [
  { name: "home", path: "/", dark: true },
  { name: "home-popup", path: "/", popup: true },
  { name: "live", path: "/live/all" },
  { name: "directory", path: "/directory/category" },
  { name: "category", path: `/directory/category/${encodeURIComponent("리그 오브 레전드")}/live` },
  { name: "search", path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { name: "star-rank", path: "/star-rank" },
  { name: "my", path: "/my/favorite", dark: true },
  { name: "history", path: "/my/history/vod" },
  { name: "feed", path: "/my/feed" },
  { name: "hot", path: "/my/feed/hotissue" },
  { name: "station", path: "/station/streamer01" },
  { name: "post", path: "/station/streamer01/post/90000001" },
  { name: "help", path: "/help" },
  { name: "inquiry", path: "/help/inquiry" },
];
// Taken at twice the pixels (a phone's and a retina desktop's screen).
const DEVICES: Record<string, BrowserContextOptions> = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
};
const THEMES = ["light", "dark"] as const;
// The winter promotion popup opens once per visitor; the other screenshots show the page under it.
const POPUP_SEEN = { name: "main_popup_winter", value: "y" };

const server = await startMeasuredServer(Number(process.env.SCREENSHOTS_PORT ?? 3930));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
try {
  for (const [width, device] of Object.entries(DEVICES)) {
    for (const theme of THEMES) {
      const [sessionName, sessionValue] = server.cookie.split("=");
      for (const page of PAGES) {
        if (theme === "dark" && !page.dark) continue;
        // A context a page: the popup's dismissal is a cookie of its own.
        const context = await browser.newContext({ ...device, colorScheme: theme, locale: "ko-KR", timezoneId: "Asia/Seoul" });
        await context.addCookies([...(page.popup ? [] : [{ ...POPUP_SEEN, url: server.base }]), { name: sessionName, value: sessionValue, url: server.base }]);
        const tab = await context.newPage();
        await tab.goto(`${server.base}${page.path}`, { waitUntil: "load" });
        await tab.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
        // Pictures below the fold load lazily; the first screen's are in by "load", fonts may still swap.
        await tab.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${page.name}-${width}-${theme}.png`);
        await tab.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
