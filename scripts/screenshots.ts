// `npm run screenshots`: the first screen of the pages people look at most (home, a category, search, My, a
// station, the help centre), on a phone (390 px, emulated) and a desktop (1440 px), in the light and the dark
// theme (the system setting, which the portal follows by default), written to docs/screenshots/ for the
// README. Runs the built server on a fresh reference upstream; the member pages log in as a copy of viewer01.
import fs from "node:fs";
import path from "node:path";
import { chromium, type BrowserContextOptions } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startMeasuredServer } from "./measured-server";

const OUT = "docs/screenshots";
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: `/directory/category/${encodeURIComponent("리그 오브 레전드")}/live` },
  { name: "search", path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { name: "my", path: "/my/favorite", member: true },
  { name: "station", path: "/station/streamer01" },
  { name: "help", path: "/help" },
];
const DEVICES: Record<string, BrowserContextOptions> = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};
const THEMES = ["light", "dark"] as const;
// The winter promotion popup opens once per visitor; a screenshot shows the page under it.
const POPUP_SEEN = { name: "main_popup_winter", value: "y" };

const server = await startMeasuredServer(Number(process.env.SCREENSHOTS_PORT ?? 3930));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
fs.mkdirSync(OUT, { recursive: true });
try {
  for (const [width, device] of Object.entries(DEVICES)) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ ...device, colorScheme: theme, locale: "ko-KR", timezoneId: "Asia/Seoul" });
      const [sessionName, sessionValue] = server.cookie.split("=");
      await context.addCookies([
        { ...POPUP_SEEN, url: server.base },
        { name: sessionName, value: sessionValue, url: server.base },
      ]);
      const guest = await browser.newContext({ ...device, colorScheme: theme, locale: "ko-KR", timezoneId: "Asia/Seoul" });
      await guest.addCookies([{ ...POPUP_SEEN, url: server.base }]);
      for (const page of PAGES) {
        const tab = await (page.member ? context : guest).newPage();
        await tab.goto(`${server.base}${page.path}`, { waitUntil: "load" });
        await tab.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
        // Pictures below the fold load lazily; the first screen's are in by "load", fonts may still swap.
        await tab.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${page.name}-${width}-${theme}.png`);
        await tab.screenshot({ path: file });
        console.log(file);
        await tab.close();
      }
      await context.close();
      await guest.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
