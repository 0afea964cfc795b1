// One DOMPurify instance per sanitising policy (issue 19). Hooks and settings belong to an instance: when
// the help sanitiser (utils/sanitize.server.ts) and the station one (upstream/station-html.server.ts) both
// hooked the one instance isomorphic-dompurify shares, whichever ran second also ran the other's hooks
// (FAQ links gained target=_blank and nofollow, their relative pictures vanished). Each policy now has an
// instance of its own; the instances share one server-side window, which DOMPurify only reads.
import DOMPurify from "isomorphic-dompurify";
import { JSDOM } from "jsdom";

let window: (Window & typeof globalThis) | undefined;

/** A DOMPurify that no other policy touches, with its own `afterSanitizeAttributes` hook (if any). */
export function createPurifier(afterSanitizeAttributes?: (node: Element) => void): typeof DOMPurify {
  window ??= new JSDOM("<!DOCTYPE html>").window;
  const purifier = DOMPurify(window);
  if (afterSanitizeAttributes) purifier.addHook("afterSanitizeAttributes", afterSanitizeAttributes);
  return purifier;
}
