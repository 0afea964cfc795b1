// One DOMPurify instance per sanitising policy (issue 19). Hooks and settings belong to an instance: when
// the help sanitiser (utils/sanitize.server.ts) and the station one (upstream/station-html.server.ts) both
// hooked the one instance isomorphic-dompurify shares, whichever ran second also ran the other's hooks
// (FAQ links gained target=_blank and nofollow, their relative pictures vanished). Each policy now has an
// instance of its own; the instances share one server-side window, which DOMPurify only reads.
//
// The window is jsdom's, about a second of loading and 80 MB: it is not loaded with the build, which
// would put it on every start's path to /healthz (issue 23). The server loads it right after it listens
// (warmPurifier, through entry.server's warmUp); a page that sanitises before that loads it there and then.
// linkedom and happy-dom were tried as lighter DOMs: DOMPurify on either lets event handlers through
// (README, choices).
import { createRequire } from "node:module";
import { LRUCache } from "lru-cache";
import type DOMPurify from "isomorphic-dompurify";
import type { JSDOM } from "jsdom";

const require = createRequire(import.meta.url);
let loaded: { factory: typeof DOMPurify; window: Window & typeof globalThis } | undefined;

function load() {
  if (!loaded) {
    const factory = require("isomorphic-dompurify") as typeof DOMPurify;
    const jsdom = require("jsdom") as { JSDOM: typeof JSDOM };
    loaded = { factory, window: new jsdom.JSDOM("<!DOCTYPE html>").window };
  }
  return loaded;
}

/** Loads the DOM the sanitisers run on, unless it is loaded already, and runs it once. */
export function warmPurifier(): void {
  load().factory.sanitize('<p><b>warm</b> <a href="/">up</a></p>');
}

/** A DOMPurify that no other policy touches, with its own `afterSanitizeAttributes` hook (if any). */
export function createPurifier(afterSanitizeAttributes?: (node: Element) => void): typeof DOMPurify {
  const { factory, window } = load();
  const purifier = factory(window);
  if (afterSanitizeAttributes) purifier.addHook("afterSanitizeAttributes", afterSanitizeAttributes);
  return purifier;
}

/** Inputs longer than this are sanitised every time (a long post is read rarely, and would crowd out the rest). */
const MEMO_MAX_INPUT = 64 * 1024;

/**
 * A sanitiser that remembers its answers (issue 23): sanitising builds a DOM document for every call, a
 * station's display title or a search theme comes back the same on every request, and the same input always
 * gives the same output under one policy. At most about 4 MB of inputs and outputs per policy.
 */
export function memoised(sanitize: (html: string) => string): (html: string) => string {
  const cache = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (safe, html) => safe.length + html.length + 1 });
  return (html) => {
    if (html.length > MEMO_MAX_INPUT) return sanitize(html);
    let safe = cache.get(html);
    if (safe === undefined) {
      safe = sanitize(html);
      cache.set(html, safe);
    }
    return safe;
  };
}
