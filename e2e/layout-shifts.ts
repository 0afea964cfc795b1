// Chromium's layout shifts as a test reads them (layout.spec, long-pages.spec).
import type { Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * Records what moves on the screen (Chromium's layout shifts, read through the DevTools protocol, so with
 * JS off as well): a picture that arrives without its room kept, a form that loses a button at hydration.
 * Each shift is described as it happens, while its elements are still in the page. The browser paints a
 * page only once its HTML is parsed: the test points the page's render-blocking `<link rel="expect">` (which
 * holds the first paint until the header is parsed and <main> begins) at an id no page has. A half-parsed
 * page, painted or not as the machine's load has it, is no page a test can judge; furniture.spec holds a
 * page's HTML in parts.
 */
const RENDER_BLOCKING_LINK = '<link rel="expect" href="#main"';
const UNPARSED = "no-such-element";
export async function watchLayoutShifts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const describe = async (nodeId: number | undefined) => {
    if (!nodeId) return "an element";
    const { node } = await cdp.send("DOM.describeNode", { backendNodeId: nodeId }).catch(() => ({ node: null }));
    if (!node) return "an element since removed";
    const attributes = node.attributes ?? [];
    const attribute = (name: string) => attributes[attributes.indexOf(name) + 1];
    const named = ["aria-label", "data-card-key", "data-testid", "class"].find((name) => attributes.includes(name));
    return `${node.nodeName.toLowerCase()}${named ? `[${named}="${attribute(named)}"]` : ""}`;
  };
  let shifts: Array<{ at: number; text: Promise<string> }> = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    const shift = event.layoutShiftDetails;
    // Chromium reports sub-pixel moves too; a score under 0.0001 is no move anyone sees.
    if (!shift || shift.value < 0.0001) return;
    const moves = shift.sources.map(
      async ({ nodeId, previousRect: from, currentRect: to }) =>
        `${await describe(nodeId)} from (${Math.round(from.x)}, ${Math.round(from.y)}) to (${Math.round(to.x)}, ${Math.round(to.y)})`,
    );
    const text = Promise.all(moves).then((lines) => `a layout shift of ${shift.value.toFixed(4)}: ${lines.join(", ")}`);
    shifts.push({ at: event.time * 1000, text });
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] });
  // The pages' HTML passes through the test, which points the link elsewhere; nothing else is touched, and
  // the pictures and static files do not pass through the interception at all.
  const portal = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
  const isPortalPage = (url: URL) => url.origin === portal && !/^\/(build|images)\/|^\/[^/]+\.\w+$/.test(url.pathname);
  await page.route(isPortalPage, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const html = await response.text();
    if (response.status() === 200 && !html.includes(RENDER_BLOCKING_LINK))
      shifts.push({ at: Infinity, text: Promise.resolve("no render-blocking link for the header's end") });
    await route.fulfill({ response, body: html.replace(RENDER_BLOCKING_LINK, `<link rel="expect" href="#${UNPARSED}"`) });
  });
  return {
    /** The shifts since the last call, of the page now open: from its first paint on (before, the last page's). */
    async take() {
      const painted = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName("first-paint")[0]?.startTime ?? 0));
      const taken = shifts.filter((shift) => shift.at >= painted);
      shifts = [];
      return Promise.all(taken.map((shift) => shift.text));
    },
  };
}
