// The first tap on a slow phone (issue 71): Chromium at 390 px with a slow line (400 kbit/s, 400 ms round trip)
// and its CPU slowed (4×, a quiet phone; and further, a busy one), the production build and the reference
// upstream as `npm run bench` starts them (scripts/measured-server.ts). Each journey opens its first page in a
// fresh browser, waits for it to work (data-hydrated) and taps a link with a touch; it prints the first page's
// first paint and LCP, the time from the tap to the finger's answer (the tapped link or the progress bar marked,
// as painted), to the first card of the new page (or a skeleton of one) and whether the new page ever showed its
// list empty; then the new page opened afresh: its first paint and LCP. Each goal is marked met or MISSED, and
// the machine's benchmarkIndex (Lighthouse's CPU benchmark, measured in the page before each profile) is printed
// beside its figures, since a slower machine is a slower phone.
// Usage: npm run slow-phone [-- --check] (exits 1 on a goal missed); SLOW_PHONE_PORT (6800) and CHROMIUM_PATH.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startMeasuredServer, type MeasuredServer } from "./measured-server";

/** The phone's line (DevTools' throughput is in bytes per second). */
const LINE = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
/** A quiet phone, and the same phone busy (loading a page, another app). */
const PROFILES = [
  { name: "quiet phone (CPU 4×)", cpu: 4, busy: false },
  { name: "busy phone (CPU 10×)", cpu: 10, busy: true },
];
/** The goals of issue 71, in milliseconds. */
const GOALS = { feedbackMs: 100, firstCardMs: 1000, firstPaintMs: 2500, lcpMs: 3500 };

/** `to`: where the tapped link leads (a station: the first card's, whichever the page shows). */
type Journey = { name: string; from: string; tap: string; to?: string; member?: boolean };
const BOTTOM_BAR = 'nav[aria-label="하단 메뉴"]';
const JOURNEYS: Journey[] = [
  { name: "home → LIVE", from: "/", tap: `${BOTTOM_BAR} a[href="/live/all"]`, to: "/live/all" },
  { name: "home → 카테고리", from: "/", tap: `${BOTTOM_BAR} a[href="/directory/category"]`, to: "/directory/category" },
  { name: "home → a station", from: "/", tap: 'main article a[href^="/station/"]' },
  { name: "member home → 즐겨찾기", from: "/", tap: `${BOTTOM_BAR} a[href="/my/favorite"]`, to: "/my/favorite", member: true },
];

/** What the page reports, on the wall clock (epoch ms), through the `__slowPhone` binding. */
type Report = { event: "press" | "feedback" | "card" | "skeleton" | "emptyList" | "paint" | "lcp"; at: number; path: string };

/**
 * Runs in every document before its scripts: reports its first paint and LCP, and, from a tap on, the frame that
 * first shows the finger's answer (a link marked data-pending or the progress bar, <html data-navigating>) and the
 * first frame of the tapped page with a card (a list's item) or a skeleton, or, drawn by the tapped document itself
 * (a client navigation), with neither.
 */
function observePage() {
  const report = (window as unknown as { __slowPhone: (value: Omit<Report, "path"> & { path: string }) => void }).__slowPhone;
  const clock = () => performance.timeOrigin + performance.now();
  const send = (event: Report["event"], at = clock()) => report({ event, at, path: location.pathname });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") send("paint", performance.timeOrigin + entry.startTime);
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) send("lcp", performance.timeOrigin + last.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // The finger's moment: the pointer-down's own time (when the browser got it, however busy its page was then).
  addEventListener("pointerdown", (event) => send("press", performance.timeOrigin + event.timeStamp), { capture: true, once: true });
  const state = window as unknown as { __tapped?: boolean; __seen?: Set<string> };
  const seen = (state.__seen = new Set<string>());
  const laidOut = (element: Element) => element.getClientRects().length > 0;
  const check = () => {
    if (!seen.has("feedback") && document.querySelector("html[data-navigating], a[data-pending]")) {
      seen.add("feedback");
      requestAnimationFrame(() => send("feedback"));
    }
    const target = sessionStorage.getItem("slowPhoneTarget");
    if (target === null || location.pathname !== target || seen.has("card")) return;
    const items = [...document.querySelectorAll('main [data-list] > li, main [data-placeholder="cards"]')].filter(laidOut);
    const skeleton = (item: Element) => item.matches('[data-placeholder="cards"], [data-skeleton] > li');
    if (items.some((item) => !skeleton(item))) {
      seen.add("card");
      requestAnimationFrame(() => send("card"));
    } else if (items.length > 0 && !seen.has("skeleton")) {
      seen.add("skeleton");
      requestAnimationFrame(() => send("skeleton"));
    } else if (items.length === 0 && state.__tapped && !seen.has("emptyList")) {
      // The tapped document drew the new page (a client navigation: its address changes as its page is drawn) with
      // no card and no skeleton in it.
      seen.add("emptyList");
      send("emptyList");
    }
  };
  const start = () => {
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-pending", "data-navigating", "data-skeleton"],
    });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener("readystatechange", start, { once: true });
}

/** Lighthouse's CPU benchmark of this machine (its computeBenchmarkIndex), in a page without throttling. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as { pageFunctions: { computeBenchmarkIndex: () => number } };
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

async function slowPhone(browser: Browser, server: MeasuredServer, cpu: number, member = false) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "ko-KR" });
  if (member) {
    const [name, value] = server.cookie.split("=");
    await context.addCookies([{ name, value, url: server.base }]);
  }
  const reports: Report[] = [];
  await context.exposeBinding("__slowPhone", (_source, report: Report) => void reports.push(report));
  // tsx names functions with a helper of its own (__name), which the page has not.
  await context.addInitScript({ content: `var __name = (f) => f; (${observePage.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...LINE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return { context, page, reports, cdp };
}

/** A finger's tap on the element's middle: touched, and lifted a finger's 80 ms later (Playwright's tap lifts it at
 * once, so that the click's work came before the first frame that could show the press). */
async function fingerTap(page: Page, cdp: CDPSession, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector}: not on the screen`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, 80));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** The first paint and last LCP of a document opened at `opened`. */
function loadFigures(reports: Report[], path: string, opened: number) {
  const of = (event: Report["event"]) => reports.filter((report) => report.event === event && report.path === path && report.at >= opened);
  return { paint: of("paint")[0]?.at ?? NaN, lcp: of("lcp").at(-1)?.at ?? NaN };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 120_000, polling: 500 });
}

/** Opens a page afresh: its first paint and LCP after the page has settled (hydrated, the network quiet). */
async function open(browser: Browser, server: MeasuredServer, cpu: number, path: string, member?: boolean) {
  const { context, page, reports } = await slowPhone(browser, server, cpu, member);
  try {
    const opened = Date.now();
    await page.goto(server.base + path, { waitUntil: "load", timeout: 120_000 });
    await hydrated(page);
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
    const { paint, lcp } = loadFigures(reports, path, opened);
    return { paint: paint - opened, lcp: lcp - opened };
  } finally {
    await context.close();
  }
}

/** A journey: its first page opened and working, then the tap, then what the new page showed when. */
async function tap(browser: Browser, server: MeasuredServer, cpu: number, journey: Journey) {
  const { context, page, reports, cdp } = await slowPhone(browser, server, cpu, journey.member);
  try {
    await page.goto(server.base + journey.from, { waitUntil: "load", timeout: 120_000 });
    await hydrated(page);
    const link = page.locator(journey.tap).first();
    const to = journey.to ?? new URL((await link.getAttribute("href")) ?? "/", server.base).pathname;
    await page.evaluate((target) => {
      sessionStorage.setItem("slowPhoneTarget", target);
      (window as unknown as { __tapped: boolean }).__tapped = true;
    }, to);
    await link.scrollIntoViewIfNeeded();
    // The step is timed from the pointer-down the page reports (when the browser got it).
    const before = Date.now();
    await fingerTap(page, cdp, journey.tap);
    await page.waitForURL((url) => url.pathname === to, { timeout: 60_000 });
    const tapped = reports.find((report) => report.event === "press" && report.at >= before)?.at ?? before;
    const shown = (event: Report["event"]) =>
      reports.find((report) => report.event === event && report.at >= tapped && (event === "feedback" || report.path === to));
    await page
      .waitForFunction(() => (window as unknown as { __seen?: Set<string> }).__seen?.has("card"), null, { timeout: 60_000, polling: 250 })
      .catch(() => undefined);
    await page.waitForTimeout(300); // the card's frame is reported after it
    const since = (report: Report | undefined) => (report ? report.at - tapped : NaN);
    return {
      feedback: since(shown("feedback")),
      skeleton: since(shown("skeleton")),
      card: since(shown("card")),
      emptyList: shown("emptyList") !== undefined,
      to,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : "—");
const mark = (value: number, goal: number) => (Number.isFinite(value) && value <= goal ? "met" : "MISSED");

const server = await startMeasuredServer(Number(process.env.SLOW_PHONE_PORT ?? 6800));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let missed = 0;
try {
  console.log(
    `The first tap on a slow phone: Chromium ${browser.version()}, 390 px, ${(LINE.downloadThroughput * 8) / 1000} kbit/s, ${LINE.latency} ms round trip. Goals: feedback ≤ ${GOALS.feedbackMs} ms, first card ≤ ${GOALS.firstCardMs} ms after the tap on a quiet phone and never an empty list, first paint ≤ ${GOALS.firstPaintMs} ms and LCP ≤ ${GOALS.lcpMs} ms (ms from the tap, or from the page's request).`,
  );
  for (const profile of PROFILES) {
    console.log(`\n${profile.name}, machine's benchmarkIndex ${Math.round(await benchmarkIndex(browser))}`);
    console.log("| step | feedback | skeleton | first card | empty list | first page: first paint / LCP | new page afresh: first paint / LCP | goals |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const journey of JOURNEYS) {
      const from = await open(browser, server, profile.cpu, journey.from, journey.member);
      const step = await tap(browser, server, profile.cpu, journey);
      const to = await open(browser, server, profile.cpu, step.to, journey.member);
      const goals = [
        `feedback ${mark(step.feedback, GOALS.feedbackMs)}`,
        profile.busy ? null : `first card ${mark(step.card, GOALS.firstCardMs)}`,
        `no empty list ${step.emptyList ? "MISSED" : "met"}`,
        `first paint ${mark(Math.max(from.paint, to.paint), GOALS.firstPaintMs)}`,
        `LCP ${mark(Math.max(from.lcp, to.lcp), GOALS.lcpMs)}`,
      ].filter((goal): goal is string => goal !== null);
      missed += goals.filter((goal) => goal.endsWith("MISSED")).length;
      console.log(
        `| ${journey.name} | ${ms(step.feedback)} | ${ms(step.skeleton)} | ${ms(step.card)} | ${step.emptyList ? "shown" : "no"} | ${ms(from.paint)} / ${ms(from.lcp)} | ${ms(to.paint)} / ${ms(to.lcp)} | ${goals.join(", ")} |`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(missed ? `\n${missed} goal(s) MISSED` : "\nEvery goal met");
if (process.argv.includes("--check") && missed) process.exit(1);
