// The page's side of live events (issue 70): one EventSource per tab to /resources/live-events for the streamers the
// page shows (the server's HTML names them: `data-live-user` on live cards and the side bar's rows), which patches
// them in place with the server's own formatter: viewer counts, title and category, '방송종료' on a broadcast that
// ended, LIVE again on one that started. Loaded from its own chunk at the first input (entry.client.tsx); without JS the page
// stays as it was served. <html data-live-events> says "open" once the stream is, "none" on a page without streamers
// (the browser tests wait on it).
import { abbreviateCount } from "~/domain/counts";
import { LIVE_EVENTS_PATH, type LiveChange } from "~/domain/live-events";
import { liveEvents as t } from "~/i18n/ko/live-events";
import { followedGoingLive, readFollows } from "./follows";

/** The page's own reconnection after an error: 3 s, doubling to at most a minute, a little apart between tabs. */
const backoffMs = (failures: number) => Math.min(60_000, 3000 * 2 ** failures) * (0.8 + Math.random() * 0.4);

function setText(root: Element, part: string, text: string) {
  const node = root.querySelector(`[data-live="${part}"]`);
  if (node && node.textContent !== text) node.textContent = text;
}

/** One change, on every element of its streamer. */
function patch(doc: Document, change: LiveChange) {
  for (const element of doc.querySelectorAll(`[data-live-user="${change.userId}"]`)) {
    if (change.kind === "ended") {
      element.setAttribute("data-live-ended", "");
      const badge = element.querySelector<HTMLElement>('[data-live="badge"]');
      if (badge) badge.dataset.liveText ??= badge.textContent ?? "";
      setText(element, "badge", t.ended);
      continue;
    }
    if (change.kind === "started") {
      element.removeAttribute("data-live-ended");
      const badge = element.querySelector<HTMLElement>('[data-live="badge"]');
      if (badge?.dataset.liveText) badge.textContent = badge.dataset.liveText;
    }
    if (change.kind !== "viewers") {
      setText(element, "title", change.title);
      if (change.categoryName) setText(element, "category", change.categoryName);
    }
    if (change.kind !== "changed") setText(element, "viewers", abbreviateCount(change.viewers));
  }
}

/** Applies changes once React has hydrated the page and every lazily hydrated part (root.tsx's data-hydrated,
 * utils/lazy-hydration.tsx's data-lazy-pending): React hydrates from the server's HTML, which a patch before it
 * would make differ. */
function whenHydrated(doc: Document, apply: () => void) {
  const html = doc.documentElement;
  const ready = () => html.hasAttribute("data-hydrated") && !html.hasAttribute("data-lazy-pending");
  if (ready()) return apply();
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    apply();
  });
  observer.observe(html, { attributeFilter: ["data-hydrated", "data-lazy-pending"] });
}

/** The streamers the page shows, and `followed` (a member's followed streamers off air, whom the side bar may gain). */
const watchedOf = (doc: Document, followed: string[]) =>
  [...new Set([...[...doc.querySelectorAll<HTMLElement>("[data-live-user]")].map((element) => element.dataset.liveUser), ...followed])].sort().join(",");

export async function startLiveEvents(doc: Document) {
  const follows = await readFollows(doc);
  const followed = follows?.follows.map((follow) => follow.userId) ?? [];
  const goingLive = follows ? followedGoingLive(doc, follows) : null;
  const html = doc.documentElement;
  let source: EventSource | null = null;
  let watched = "";
  let lastEventId = "";
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<string, LiveChange[]>();
  /** Broadcasts started or ended, and whether the stream told them as they happened (a "live" event: the go-live
   * toast's). */
  const onAir: Array<[LiveChange, boolean]> = [];

  const flush = () => {
    for (const [change, heardLive] of onAir.splice(0)) goingLive?.(change, heardLive);
    for (const changes of pending.values()) for (const change of changes) patch(doc, change);
    pending.clear();
  };
  const receive = (event: MessageEvent<string>) => {
    lastEventId = event.lastEventId || lastEventId;
    const queued = pending.size > 0;
    for (const change of JSON.parse(event.data) as LiveChange[]) {
      if (change.kind === "started" || change.kind === "ended") onAir.push([change, event.type === "live"]);
      // A streamer's state replaces what was queued for it; counts and titles follow in order.
      const list = change.kind === "started" || change.kind === "ended" ? [] : (pending.get(change.userId) ?? []);
      pending.set(change.userId, [...list, change]);
    }
    if (!queued) whenHydrated(doc, flush);
  };
  const close = () => {
    clearTimeout(retry);
    source?.close();
    source = null;
    delete html.dataset.liveEvents;
  };
  // `since`: the last read this page had, so that the server sends what changed after it (after a drop or a hidden
  // spell); without it, the present of every streamer the page shows.
  const open = (since: string) => {
    close();
    watched = watchedOf(doc, followed);
    if (!watched) html.dataset.liveEvents = "none";
    if (!watched || doc.hidden) return;
    const stream = new EventSource(`${LIVE_EVENTS_PATH}?ids=${watched}${since ? `&since=${since}` : ""}`);
    source = stream;
    stream.onopen = () => {
      failures = 0;
      html.dataset.liveEvents = "open";
    };
    stream.addEventListener("state", receive);
    stream.addEventListener("live", receive);
    // The browser would retry at once and forever (a 429 not at all): the page retries itself, further apart each time.
    stream.onerror = () => {
      close();
      retry = setTimeout(() => open(lastEventId), backoffMs(failures++));
    };
  };

  doc.addEventListener("visibilitychange", () => (doc.hidden ? close() : open(lastEventId)));
  // A client navigation shows other streamers: a new stream for them (their present first).
  let check: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(check);
    check = setTimeout(() => {
      if (watchedOf(doc, followed) !== watched) open("");
    }, 300);
  }).observe(doc.body, { childList: true, subtree: true });
  open("");
}

// Imported at the first input by entry.client.tsx, once per page load.
void startLiveEvents(document);
