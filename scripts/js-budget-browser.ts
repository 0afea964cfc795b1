// What a page's scripts really cost before the reader does anything: each page is opened
// in Chromium (the production build, the reference upstream in its own process, as `npm run bench` does),
// nothing is touched, and every script fetched from /build is counted (gzip -9), lazily loaded chunks
// included, until the page has settled: hydrated, the network quiet, an idle moment passed (the home
// previews start then) and the network quiet again. The manifest count (`npm run js-budget`) checks every
// route; this one checks the pages readers open, with what they load by themselves.
// Usage: npm run js-budget:browser [-- --check] (exits 1 when a page is over the README's budget)
import { chromium, type Page } from "@playwright/test";
import { gzipBytes } from "./build-gzip";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./chromium";
import { FIRST_LOAD_JS_BUDGET_KIB } from "./js-budget-limit";
import { startMeasuredServer } from "./measured-server";

/** The pages readers open most, each area's own (member pages signed in as viewer01). */
const PAGES: Array<{ path: string; member?: boolean }> = [
  { path: "/" },
  { path: "/", member: true },
  { path: "/live/all" },
  { path: "/directory/category" },
  { path: "/directory/category/101" },
  { path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { path: "/star-rank" },
  { path: "/my/favorite", member: true },
  { path: "/my/feed", member: true },
  { path: "/my/feed/hotissue", member: true },
  { path: "/my/history", member: true },
  { path: "/station/streamer01" },
  { path: "/station/streamer01/post/90000001" },
  { path: "/help" },
  { path: "/help/inquiry" },
  { path: "/help/report/illegal" },
  { path: "/help/my-inquiry", member: true },
  { path: "/help/faq" },
];

async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
  await page.waitForLoadState("networkidle");
}

const server = await startMeasuredServer(Number(process.env.BUDGET_PORT ?? 6700));
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Array<{ page: string; kib: number; files: number }> = [];
try {
  for (const { path: pagePath, member } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    if (member) {
      const [name, value] = server.cookie.split("=");
      await context.addCookies([{ name, value, url: server.base }]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.pathname.startsWith("/build/")) scripts.add(url.pathname);
    });
    await page.goto(server.base + pagePath, { waitUntil: "load" });
    await settle(page);
    const intent = await page.evaluate(() => document.documentElement.hasAttribute("data-intent"));
    if (intent) throw new Error(`${pagePath}: the page saw an input it was not given`);
    rows.push({
      page: `${member ? "member" : "guest "} ${pagePath}`,
      kib: [...scripts].reduce((sum, file) => sum + gzipBytes(file), 0) / 1024,
      files: scripts.size,
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`Scripts fetched before the first input (gzip -9, 390 px phone), budget ${FIRST_LOAD_JS_BUDGET_KIB} KiB`);
for (const row of rows) {
  const flag = row.kib > FIRST_LOAD_JS_BUDGET_KIB ? "  OVER BUDGET" : "";
  console.log(`${row.kib.toFixed(1).padStart(7)} KiB  ${String(row.files).padStart(3)} files  ${row.page}${flag}`);
}
const over = rows.filter((row) => row.kib > FIRST_LOAD_JS_BUDGET_KIB);
if (process.argv.includes("--check") && over.length > 0) {
  console.error(`${over.length} page(s) over the budget of ${FIRST_LOAD_JS_BUDGET_KIB} KiB before the first input: ${over.map((row) => row.page).join(", ")}`);
  process.exit(1);
}
