// Every browser test fails on what the browser itself reports as broken: a console error or an uncaught
// error in a page (issue 73 item 7), unless the test says it expects it (expectBrowserErrors). Both suites
// build on this `test`: the end-to-end fixtures (e2e/fixtures.ts) and the hardening suite, which has no axe.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

type Seen = { kind: "console" | "page error"; text: string; where: string; page: Page };

/** Pages, or contexts of pages, that break on purpose and are not the portal's (a checker that refuses the
 * portal's scripts, a control page that runs an attack without the portal's defences). */
const unwatched = new WeakSet<BrowserContext | Page>();
export function unwatchBrowserErrors(target: BrowserContext | Page): void {
  unwatched.add(target);
}
const isUnwatched = (page: Page) => unwatched.has(page) || unwatched.has(page.context());

/** What the running test said it expects (expectBrowserErrors); one test at a time per worker. */
let expected: RegExp[] = [];

/**
 * The running test expects browser errors matching `pattern` (a console error's text or a page error's
 * message, or the line the failure would print, with its address): a test of what happens when something
 * breaks (a connection lost, an upstream's time-out, a stream that fails).
 */
export function expectBrowserErrors(pattern: RegExp): void {
  expected.push(pattern);
  base.info().annotations.push({ type: "browser-errors-expected", description: String(pattern) });
}

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Chromium logs "Failed to load resource: … status of 404" for every answer of 400 or more, the page's own
 * document included. A document the portal answered so (a not-found, a rate limit's 429, an upstream's 503) is
 * the HTTP answer the test asked for and asserts, not a broken page: those lines pass, for the pages' top
 * documents only. So does a 4xx answer to a Remix data request (`?_data=`, the JS navigation's or form's twin
 * of such a document: a refused form's 400, a not-found's 404). A sub-resource that
 * fails (a script, a style, a picture, a 5xx of a data request) still fails the test.
 */
function isAnsweredDocument(seen: Seen, documents: Map<Page, Set<string>>): boolean {
  const status = FAILED_LOAD.exec(seen.text)?.[1];
  if (!status) return false;
  if (documents.get(seen.page)?.has(`${status} ${seen.where}`)) return true;
  const url = URL.canParse(seen.where) ? new URL(seen.where) : null;
  return !!url?.searchParams.has("_data") && status.startsWith("4");
}

function describe(seen: Seen): string {
  return `${seen.kind}: ${seen.text}${seen.where ? ` (at ${seen.where})` : ""}`;
}

export const test = base.extend<{ browserErrors: void }>({
  browserErrors: [
    async ({ browser, context }, use, testInfo) => {
      expected = [];
      const seen: Seen[] = [];
      // Each page's top documents as answered: "status address" (one address may be answered 401, then 302).
      const documents = new Map<Page, Set<string>>();
      const watchPage = (page: Page) => {
        const answered = new Set<string>();
        documents.set(page, answered);
        page.on("console", (message) => {
          if (message.type() !== "error" || isUnwatched(page)) return;
          seen.push({ kind: "console", text: message.text(), where: message.location().url, page });
        });
        page.on("pageerror", (error) => {
          if (isUnwatched(page)) return;
          const frame = error.stack?.split("\n").find((line) => line.trim().startsWith("at "));
          seen.push({ kind: "page error", text: error.message, where: frame?.trim() ?? page.url(), page });
        });
        page.on("response", (response) => {
          if (response.request().resourceType() === "document" && response.frame() === page.mainFrame()) answered.add(`${response.status()} ${response.url()}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      watchContext(context);
      // Contexts the test (or a helper of it) opens itself: browser.newPage opens its context through newContext.
      const newContext = browser.newContext;
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser["newContext"]>) {
        const opened = await newContext.apply(this, args);
        watchContext(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = seen.filter(
        (one) => !isAnsweredDocument(one, documents) && !expected.some((pattern) => pattern.test(one.text) || pattern.test(describe(one))),
      );
      if (!unexpected.length) return;
      const report = unexpected.map(describe).join("\n");
      // A test that failed already keeps its own error first; the browser's are attached to it.
      if (testInfo.status !== "passed") await testInfo.attach("browser errors", { body: report, contentType: "text/plain" });
      else throw new Error(`The browser reported ${unexpected.length} error(s) the test did not expect (expectBrowserErrors):\n${report}`);
    },
    { auto: true },
  ],
});
