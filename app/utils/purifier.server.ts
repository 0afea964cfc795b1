// One DOMPurify instance per sanitising policy. Hooks and settings belong to an instance: when
// the help sanitiser (utils/sanitize.server.ts) and the station one (utils/station-html.server.ts) both
// hooked the one instance isomorphic-dompurify shares, whichever ran second also ran the other's hooks
// (FAQ links gained target=_blank and nofollow, their relative pictures vanished). Each policy now has an
// instance of its own; the instances share one server-side window, which DOMPurify only reads.
//
// The window is jsdom's, about a second of loading and 80 MB: it is not loaded with the build, which
// would put it on every start's path to /healthz. The server loads it right after it listens
// (warmPurifier, through entry.server's warmUp); a page that sanitises before that loads it there and then.
// linkedom and happy-dom were tried as lighter DOMs: DOMPurify on either lets event handlers through
// (docs/choices.md). Every policy's sanitiser is made by boundedSanitiser: the DOM is never given HTML past
// HTML_BOUNDS, and an answer is remembered.
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
 * The most tags, and the deepest nesting, of HTML the DOM is given. jsdom's parse costs about 30 µs a tag and
 * grows with the square of the nesting: 8,000 nested <div>s took 6 s and 20,000 took 50 s, all of it on the
 * event loop, so one such post from the upstream stalled every request of the process. Real content stays far
 * inside both (a long FAQ table is about 1,000 tags; a browser's parser stops nesting at 512).
 */
export const HTML_BOUNDS = { tags: 10_000, depth: 256 } as const;

const TAG = /<(\/?)([a-zA-Z][^\s/>]*)/g;
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** An end tag of a special element does not reach past these to one open before them (the parser's "in scope"). */
const SCOPE_BOUNDARIES = new Set(["applet", "caption", "html", "marquee", "object", "table", "td", "template", "th"]);
/** A table's parts close across its cells, up to their table. */
const TABLE_BOUNDARIES = new Set(["html", "table", "template"]);
const BOUNDARIES_OF: Record<string, ReadonlySet<string>> = {
  table: new Set(["html", "template"]),
  ...Object.fromEntries(["caption", "tbody", "td", "tfoot", "th", "thead", "tr"].map((part) => [part, TABLE_BOUNDARIES])),
};
/** The parser's special elements: an end tag of any other element stops at the first of these. */
const SPECIAL = new Set(
  "address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp".split(
    " ",
  ),
);
/** Formatting elements: their end tag takes them out of the stack and leaves what was opened inside them. */
const FORMATTING = new Set(["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"]);
/** An open tag of these closes an open one of the listed names first (an unclosed <p>, <li> or cell before the next). */
const CLOSED_BY_NEXT: Record<string, readonly string[]> = {
  dd: ["dd", "dt"],
  dt: ["dd", "dt"],
  li: ["li"],
  option: ["option"],
  p: ["p"],
  td: ["td", "th"],
  th: ["td", "th"],
  tr: ["tr"],
};

/**
 * Whether `html` stays within HTML_BOUNDS, read in one pass: every tag counts, and the nesting is that of a
 * stack of open elements that closes as the parser does (an end tag the parser would ignore, because a
 * special element or a scope boundary stands in the way, cannot shorten it). Tags inside comments or
 * attribute values count too: they can only make the answer no.
 */
export function withinHtmlBounds(html: string): boolean {
  const open: string[] = [];
  let tags = 0;
  /** The index of the last open `names` element reachable from the top without passing a boundary, or -1. */
  const reachable = (names: readonly string[], boundaries: ReadonlySet<string>) => {
    for (let i = open.length - 1; i >= 0; i -= 1) {
      if (names.includes(open[i]!)) return i;
      if (boundaries.has(open[i]!)) return -1;
    }
    return -1;
  };
  const closeUpTo = (names: readonly string[], boundaries: ReadonlySet<string>) => {
    const at = reachable(names, boundaries);
    if (at >= 0) open.length = at;
  };
  for (const [, closing, rawName] of html.matchAll(TAG)) {
    tags += 1;
    if (tags > HTML_BOUNDS.tags) return false;
    const name = rawName!.toLowerCase();
    if (closing && FORMATTING.has(name)) {
      const at = reachable([name], SCOPE_BOUNDARIES);
      if (at >= 0) open.splice(at, 1);
    } else if (closing) closeUpTo([name], SPECIAL.has(name) ? (BOUNDARIES_OF[name] ?? SCOPE_BOUNDARIES) : SPECIAL);
    else if (!VOID_ELEMENTS.has(name)) {
      const closes = CLOSED_BY_NEXT[name];
      if (closes) closeUpTo(closes, BOUNDARIES_OF[name] ?? SCOPE_BOUNDARIES);
      open.push(name);
      if (open.length > HTML_BOUNDS.depth) return false;
    }
  }
  return true;
}

/**
 * A sanitiser that keeps the DOM's work bounded and remembers its answers.
 * HTML past HTML_BOUNDS is given as its text alone (every tag taken out), which parses flat.
 * Remembering: sanitising builds a DOM document for every call, a station's display title or a search theme
 * comes back the same on every request, and the same input always gives the same output under one policy.
 * At most about 4 MB of inputs and outputs per policy.
 */
export function boundedSanitiser(sanitize: (html: string) => string): (html: string) => string {
  const bounded = (html: string) => sanitize(withinHtmlBounds(html) ? html : html.replace(/<\/?[a-zA-Z][^>]*>?/g, " "));
  const cache = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (safe, html) => safe.length + html.length + 1 });
  return (html) => {
    if (html.length > MEMO_MAX_INPUT) return bounded(html);
    let safe = cache.get(html);
    if (safe === undefined) {
      safe = bounded(html);
      cache.set(html, safe);
    }
    return safe;
  };
}
