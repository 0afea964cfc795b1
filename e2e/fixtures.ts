// Shared fixtures: the reference upstream of this project's server, fresh demo accounts per test,
// fault switches, an accessibility check (axe) of every page a test visits, and (./browser-errors.ts) a
// failure on any console error or page error the test did not expect.
import AxeBuilder from "@axe-core/playwright";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { FAULT_SCOPE_COOKIE } from "../reference-upstream/faults";
import { test as base, unwatchBrowserErrors } from "./browser-errors";

export { expectBrowserErrors } from "./browser-errors";

export type Template = "viewer01" | "streamer01" | "manager01" | "teen01" | "abroad01" | "suspended01";

/** The embedded reference upstream listens on the portal's port + 1. */
export function upstreamUrl(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

export type Upstream = {
  url: string;
  /** A fresh copy of a demo account (with its favourites, history, …), logged in in this browser context. */
  loginAs(template: Template): Promise<string>;
  /** Turns a fault on for paths starting with `path` (latency, status, html, malformed, drift, hang, reset), for this test's requests only. */
  fault(fault: { path: string; kind: string; latencyMs?: number; status?: number; body?: unknown; times?: number; method?: string }): Promise<void>;
  clearFaults(): Promise<void>;
  /** The Korea day a module's data was seeded on, from which it lays out its dated rows (YYYY-MM-DD). */
  seedDay(module: string): Promise<string>;
  api: APIRequestContext;
};

/**
 * Each page is checked once in a run, whichever worker visits it first: the claim is a directory made
 * atomically under the run's folder (E2E_RUN_ID, set once by the runner's config load), inside the output
 * folder the runner empties as a run starts (not the system's temporary folder, which kept every run's
 * claims). A page is its path and query without the origin (each project has its own server), with what only
 * changes its data made alike: every number '#' (one post, VOD or page number stands for all), the account
 * the test logged in as '{me}' (each test has its own copy, so the owner's station was checked again in every
 * test), and another streamer's station or feed '*'. The page a test ends on is claimed per project (with JS
 * it may show what scripts opened); a page loaded afresh is the same server HTML in both projects and is
 * claimed once for both.
 */
function pageKind(url: string, me: string | null): string {
  const { pathname, search } = new URL(url);
  let page = `${pathname}${search}`;
  try {
    page = decodeURIComponent(page);
  } catch {
    // A malformed escape (a hostile address) is its own page.
  }
  if (me) page = page.split(me).join("{me}");
  page = page.replace(/^\/station\/(?!\{me\})[^/?#]+/, "/station/*").replace(/^\/my\/feed\/(?!\{me\}|hotissue(?:[/?#]|$))[^/?#]+/, "/my/feed/*");
  return page.replace(/\d+/g, "#");
}
/** The run's claims folder, made at a worker's first claim (the output folder is known inside a test only). */
let claimDir: string | undefined;
function claim(scope: string, url: string, me: string | null): boolean {
  const key = createHash("sha1")
    .update(`${scope} ${pageKind(url, me)}`)
    .digest("hex");
  if (!claimDir) {
    claimDir = path.join(base.info().project.outputDir, `.axe-claims-${process.env.E2E_RUN_ID}`);
    fs.mkdirSync(claimDir, { recursive: true });
  }
  try {
    fs.mkdirSync(path.join(claimDir, key));
    return true;
  } catch {
    return false;
  }
}
const SERIOUS = new Set(["serious", "critical"]);

/**
 * Holds the page still while axe reads it: finite animations stop where they are, and one caught halfway
 * jumps to its end, so that a toast fading out after its 5 s is checked whole or not at all.
 */
async function holdAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (!timing || timing.endTime === Infinity) continue;
      const progress = timing.progress ?? 0;
      if (progress > 0 && progress < 1) animation.finish();
      else animation.pause();
    }
  });
}

/**
 * The cards of a list after its sixth: the same component with other data, left out of axe's reading. A
 * member's favourites (147 cards) is read in 1.7 s instead of 4 s, home in 1.3 instead of 1.9 (colour
 * contrast, which measures every text, is most of axe's time); axe was about half of the My and station
 * tests' time.
 */
export const REPEATED_CARDS = "li[data-log-key]:nth-child(n+7)";

async function axeViolations(page: Page) {
  await holdAnimations(page);
  // axe.run in the page itself (legacy mode) and violations only: a card page is checked in 0.8 s instead
  // of 2.5-3 s (no partial results carried to a blank page, no passes collected). What it gives up is
  // checking cross-origin frames, which only the assistant's panel (another service) is.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude(REPEATED_CARDS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** The reference upstream's demo popup, open now on '/' (001 §2.16): dismissed for every test unless it
 * asks for popups with `test.use({ promoPopups: true })`, so that it never covers what a test clicks. */
const DEMO_POPUP_COOKIE = "__popup_main_popup_winter";

/** The routes' data a page's HTML hands to the browser to hydrate from (Remix's context), as served for `path`. */
export async function servedLoaderData<T>(page: Page, path: string): Promise<Record<string, T>> {
  const html = await (await page.request.get(path)).text();
  return (JSON.parse(/window\.__remixContext = (\{.*?\});__remixContext/s.exec(html)![1]) as { state: { loaderData: Record<string, T> } }).state.loaderData;
}

/**
 * A kept list (cards the page's HTML shows and the browser keeps, CardGrid's inHtml) emptied before the page
 * hydrates, as a list React has to draw afresh: it has no markup to keep, so the page asks for its data again,
 * which brings whole cards, and the list is drawn from them in the same order. Answers the list's items.
 */
/** The cards (their log keys) a list's HTML carries: those it shows, then those waiting at its end for the reader
 * to come near (a <template>: CardGrid's first screen). */
export function servedCardKeys(list: Locator): Promise<Array<string | null>> {
  return list.evaluate((element) => {
    const waiting = element.querySelector<HTMLTemplateElement>(":scope > template")?.content.children ?? [];
    return [...element.querySelectorAll(":scope > li"), ...waiting].map((item) => item.getAttribute("data-log-key"));
  });
}

export async function expectEmptiedListDrawnAgain(list: Locator, hydrate: Awaited<ReturnType<typeof withScriptsHeld>>): Promise<Locator> {
  const items = list.locator(":scope > li");
  const keys = () => items.evaluateAll((all) => all.map((item) => item.getAttribute("data-log-key")));
  // Every card the server sent: those shown and those waiting at the list's end (CardGrid's first screen).
  const served = await servedCardKeys(list);
  expect(served.length).toBeGreaterThan(0);
  await list.evaluate((element) => element.replaceChildren());
  await hydrate({ readerMovesOn: true });
  await expect(items).toHaveCount(served.length);
  expect(await keys()).toEqual(served);
  return items;
}

/**
 * A slow phone: the page's scripts are held back (its HTML arrives and works alone) until the returned
 * `hydrate` releases them and waits for the page to say it is hydrated; `readerMovesOn` then makes a later
 * input (parts of some pages hydrate at the first one) and waits for those parts.
 */
export async function withScriptsHeld(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    await held;
    await route.continue();
  });
  return async ({ readerMovesOn = false } = {}) => {
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    if (readerMovesOn) {
      await page.mouse.move(1, 1);
      await page.mouse.move(0, 0);
      await untilFirstInputServed(page);
    }
    await expectHydratedAsServed(page);
  };
}

/** React took the server's HTML over as it was, lazily hydrated parts included: entry.client.tsx marks a page
 * it had to draw again (a hydration mismatch), which loses what the reader did meanwhile. */
async function expectHydratedAsServed(page: Page) {
  expect(await page.locator("html").getAttribute("data-hydration-error"), `hydration of ${page.url()}`).toBeNull();
}

/**
 * With JavaScript, a portal page loaded by goto or reload is handed back once it works as an app: hydrated,
 * then, after a first input (the mouse moves over the page, as a reader's would), no part still waiting for
 * its chunk (root.tsx, utils/lazy-hydration.tsx, utils/first-intent.ts) and the re-click throttle on
 * (utils/reclick.server.ts, an inline script of the HTML), as a user on a fast device would find it. A test about the moments before asks for
 * less (`waitUntil: "commit"` or "domcontentloaded").
 */
export async function untilHydrated(page: Page) {
  const isRemix = () => "__remixContext" in window;
  await page.waitForFunction(() => !("__remixContext" in window) || document.documentElement.hasAttribute("data-hydrated"));
  if (!(await page.evaluate(isRemix))) return;
  // Two positions: a move to where the pointer already is may be no event at all.
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
  await untilFirstInputServed(page);
  await expectHydratedAsServed(page);
}

/** The first input seen, no part still waiting for its chunk, the re-click throttle on (see untilHydrated). */
async function untilFirstInputServed(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.hasAttribute("data-intent") && root.hasAttribute("data-reclick") && !root.hasAttribute("data-lazy-pending");
  });
}

export const test = base.extend<{
  upstream: Upstream;
  /** The account the test logged in as (upstream.loginAs), if it did. */
  account: { id: string | null };
  accessibility: void;
  promoPopups: boolean;
  dismissPopups: void;
}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use({ id: null });
  },
  page: async ({ page, baseURL }, use, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled !== false && baseURL) {
      const portal = new URL(baseURL).origin;
      const settle = async <T>(response: T, waitUntil: string | undefined) => {
        const early = waitUntil === "commit" || waitUntil === "domcontentloaded";
        if (!early && page.url().startsWith(`${portal}/`)) await untilHydrated(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => settle(await reload(options), options?.waitUntil);
    }
    await use(page);
  },
  promoPopups: [false, { option: true }],
  dismissPopups: [
    async ({ context, baseURL, promoPopups }, use) => {
      if (!promoPopups && baseURL) await context.addCookies([{ name: DEMO_POPUP_COOKIE, value: "y", url: baseURL }]);
      await use();
    },
    { auto: true },
  ],
  upstream: async ({ baseURL, context, playwright, account }, use) => {
    const url = upstreamUrl(baseURL!);
    // A new connection per call: a test that calls again just as the upstream closes the idle kept-alive
    // socket (after 5 s) would otherwise see "socket hang up" instead of an answer.
    const api = await playwright.request.newContext({ baseURL: url, extraHTTPHeaders: { connection: "close" } });
    // This test's faults answer only its own browser's requests (and the portal's calls for them): tests
    // running side by side on one upstream neither see, use up nor clear each other's (FAULT_SCOPE_COOKIE).
    let faultScope: string | null = null;
    await use({
      url,
      api,
      async loginAs(template) {
        const response = await api.post("/__test/accounts", { data: { template } });
        expect(response.ok(), `a copy of ${template}: ${response.status()} ${await response.text()}`).toBe(true);
        const { user_id, cookie } = (await response.json()) as { user_id: string; cookie: { name: string; value: string } };
        account.id = user_id;
        await context.addCookies([{ name: cookie.name, value: cookie.value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
        return user_id;
      },
      async fault(fault) {
        if (!faultScope) {
          faultScope = randomUUID();
          await context.addCookies([{ name: FAULT_SCOPE_COOKIE, value: faultScope, domain: "localhost", path: "/", sameSite: "Lax" }]);
        }
        const response = await api.post("/__test/faults", { data: { ...fault, scope: faultScope } });
        expect(response.ok()).toBeTruthy();
      },
      async clearFaults() {
        if (faultScope) await api.delete("/__test/faults", { params: { scope: faultScope } });
      },
      async seedDay(module) {
        const seeds = (await (await api.get("/__test/seeds")).json()) as Record<string, string>;
        expect(seeds[module]).toMatch(/^\d{4}-\d{2}-\d{2} /);
        return seeds[module].slice(0, 10);
      },
    });
    if (faultScope) await api.delete("/__test/faults", { params: { scope: faultScope } });
    await api.dispose();
  },

  // Every portal page a test visits is checked with axe, once in a run (see claim): the final page as the
  // test left it, and each other URL it went through, loaded again with the same cookies. Serious or
  // critical fails. The reference upstream's stand-ins (login page, players) are not the portal's pages.
  // axe needs JavaScript in the page, so the pages loaded afresh (both projects) and the final pages of the
  // no-JS project are checked in a JS-capable context whose own scripts are blocked: the same server HTML,
  // never hydrated. The JS project's final page is checked as the test left it, hydrated.
  accessibility: [
    async ({ page, context, browser, baseURL, account }, use, testInfo) => {
      const visited: string[] = [];
      const portal = new URL(baseURL!).origin;
      const isPortal = (url: string) => url.startsWith(`${portal}/`);
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame() && isPortal(frame.url())) visited.push(frame.url());
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus || testInfo.annotations.some((a) => a.type === "skip-axe")) return;
      const project = testInfo.project.name;
      const noJs = testInfo.project.use.javaScriptEnabled === false;
      const finalUrl = isPortal(page.url()) && claim(project, page.url(), account.id) ? page.url() : null;
      const others = [...new Set(visited)].filter((url) => url !== page.url() && claim("fresh", url, account.id));
      if (!finalUrl && !others.length) return;
      const problems: string[] = [];
      // Pages loaded afresh are checked as the server sent them, scripts blocked, in either project: the
      // markup is the same, and hydrating each again only to read it cost the suite a page's JS per URL.
      const checker = noJs || others.length ? await scriptlessChecker(browser, context) : null;

      if (finalUrl) {
        await page.waitForLoadState("load");
        if (checker && noJs) {
          // Serve the page exactly as the test left it (it may be the answer to a POST).
          const html = await page.content();
          const probe = await scriptlessPage(checker);
          await probe.route(finalUrl, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
          await probe.goto(finalUrl);
          problems.push(...(await axeViolations(probe)).map((line) => `${finalUrl}: ${line}`));
          await probe.close();
        } else {
          problems.push(...(await axeViolations(page)).map((line) => `${finalUrl}: ${line}`));
        }
      }
      if (others.length) {
        const probe = await scriptlessPage(checker!);
        for (const url of others) {
          const response = await probe.goto(url).catch(() => null);
          if (!response) continue;
          problems.push(...(await axeViolations(probe)).map((line) => `${url}: ${line}`));
        }
        await probe.close();
      }
      await checker?.close();
      expect(problems, "accessibility violations (serious or critical)").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A JS-enabled context with the test's cookies in which the portal never hydrates; its pages come from
 * scriptlessPage, which keeps the portal's scripts from loading.
 */
export async function scriptlessChecker(browser: Browser, context: BrowserContext, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const checker = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: true, locale: "ko-KR", ...options });
  // Its pages refuse the portal's scripts on purpose (each refusal a console error): not the test's pages.
  unwatchBrowserErrors(checker);
  await checker.addInitScript(() => {
    // Inline scripts (scroll restoration) run, but nothing may hydrate the page.
    Object.defineProperty(window, "__remixContext", { set() {}, get: () => undefined, configurable: false });
  });
  return checker;
}

/**
 * A page of a scriptless checker, whose browser refuses script files itself (a route would pass every
 * request of the page, pictures included, through the test runner).
 */
export async function scriptlessPage(checker: BrowserContext): Promise<Page> {
  const page = await checker.newPage();
  const session = await checker.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.setBlockedURLs", { urls: ["*.js", "*.js?*", "*.mjs", "*.mjs?*"] });
  return page;
}

export { expect };

/** True in the project that runs without JavaScript. */
export const isNoJs = (testInfo: { project: { name: string } }) => testInfo.project.name === "nojs";

/**
 * For a test of what the server's HTML and CSS alone decide (sizes, positions, colours, markup): it runs once,
 * in the no-JS project, where nothing can have changed them afterwards. Hydration renders the same markup, and
 * the tests of what JS does to a page stay in both projects.
 */
export function onlyWithoutJs(testInfo: { project: { name: string } }) {
  base.skip(!isNoJs(testInfo), "the server's HTML and CSS alone: measured once, without JS");
}

/** The two widths a page must hold at (a phone, emulated, and a desktop): `for (const width of WIDTHS)
 * test.describe(width.name, () => { test.use(width.use); ... })`. */
export const WIDTHS = [
  { name: "at 390 px", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "at 1440 px", use: { viewport: { width: 1440, height: 900 } } },
] as const;

/** The smallest phones in use (320 px) beside WIDTHS, for what must hold there too (the header and pages
 * were wider than 320 px). */
export const WIDTHS_WITH_SMALL_PHONE = [
  { name: "at 320 px", use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } },
  ...WIDTHS,
] as const;

/** A station post's menu button (the ⋮ icon, named '{title} 메뉴'): the first in the page's main (the header's account menu is named so too). */
export function postMenuButton(page: Page) {
  return page.locator('main summary[aria-label$=" 메뉴"]').first();
}
