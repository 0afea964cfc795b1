// Impression and click logs of card lists (000 §7.6), sent with navigator.sendBeacon to the portal's
// /resources/log, which passes them on to the upstream's set_log_api.php. Nothing waits for them: a
// beacon is queued by the browser and survives the navigation a click starts. Loaded after hydration
// by useCardLog (card-log.ts).
import { contentTypeOf, type BroadcastCard } from "~/domain/cards";
import { watchInView } from "~/utils/in-view";

/** A logged card list; the type lives here so that card-log.ts, which loads this module lazily, only
 * imports its types (no import cycle). */
export type CardLog = {
  /** code_type of the list (the section's code on the home page). */
  codeType: string;
  /** Where the list is (sent inside send_data). */
  location: string;
  /** Observer threshold: 0.33 by default, 0 for the prefer live list. */
  threshold?: number;
};

/** An item counts as seen when at least half of it is on screen once scrolling has rested 300 ms. */
export const IMPRESSION = { visibleRatio: 0.5, debounceMs: 300 } as const;

function clientFields(isApp: boolean) {
  const ua = navigator.userAgent;
  const os = /android/i.test(ua) ? "android" : /iphone|ipad|ipod/i.test(ua) ? "ios" : "pc";
  return { sys_type: isApp ? "app" : /mobi/i.test(ua) ? "webm" : "web", os };
}

const describe = (card: BroadcastCard, index: number) => ({ type: contentTypeOf(card), id: card.id, bj_id: card.userId, index });

function sendCardLog(sztype: "VIEW" | "CLICK", log: CardLog, isApp: boolean, items: Array<ReturnType<typeof describe>>) {
  if (typeof navigator === "undefined" || !navigator.sendBeacon || items.length === 0) return;
  const body = new URLSearchParams({
    sztype,
    code_type: log.codeType,
    send_data: JSON.stringify(sztype === "CLICK" ? { location: log.location, ...items[0] } : { location: log.location, items }),
    ...clientFields(isApp),
  });
  navigator.sendBeacon("/resources/log", body);
}

function visibleRatio(element: Element): number {
  const box = element.getBoundingClientRect();
  const area = box.width * box.height;
  if (area === 0) return 0;
  const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
  const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  return (width * height) / area;
}

/** The cards logged of each list's cards (one list of cards is one page view's). */
const loggedOf = new WeakMap<BroadcastCard[], Set<string>>();

/** Logs each card of the list once per page view when it has been seen, and every click on a card's links. */
export function observeCardLog(list: HTMLElement, cards: BroadcastCard[], log: Required<CardLog>, isApp: boolean): () => void {
  const byKey = new Map(cards.map((card, index) => [card.key, { card, index }]));
  const candidates = new Set<Element>();
  // Watched again when cards join the list (CardGrid's first screen): those logged stay logged.
  let logged = loggedOf.get(cards);
  if (!logged) loggedOf.set(cards, (logged = new Set<string>()));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    const seen: Array<ReturnType<typeof describe>> = [];
    for (const element of candidates) {
      const key = element.getAttribute("data-log-key") ?? "";
      const entry = byKey.get(key);
      if (!entry || logged.has(key) || visibleRatio(element) < IMPRESSION.visibleRatio) continue;
      logged.add(key);
      seen.push(describe(entry.card, entry.index));
    }
    sendCardLog("VIEW", log, isApp, seen);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, IMPRESSION.debounceMs);
  };
  const stopWatching = watchInView(
    list.querySelectorAll("[data-log-key]"),
    (entry) => {
      if (entry.isIntersecting) candidates.add(entry.target);
      else candidates.delete(entry.target);
      schedule();
    },
    { threshold: log.threshold },
  );
  // Sliders scroll sideways inside the list; the page scrolls the window.
  list.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("scroll", schedule, { passive: true });

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const item = target?.closest("a")?.closest("[data-log-key]");
    const entry = item ? byKey.get(item.getAttribute("data-log-key") ?? "") : undefined;
    if (entry) sendCardLog("CLICK", log, isApp, [describe(entry.card, entry.index)]);
  };
  list.addEventListener("click", onClick, true);
  return () => {
    clearTimeout(timer);
    stopWatching();
    list.removeEventListener("scroll", schedule);
    window.removeEventListener("scroll", schedule);
    list.removeEventListener("click", onClick, true);
  };
}
