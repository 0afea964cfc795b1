// Untrusted HTML from the upstream (section titles, ...) is cleaned on the server before it is rendered
// (design §4); the browser never gets raw upstream HTML.
import DOMPurify from "isomorphic-dompurify";

/** Inline markup only (titles): emphasis and line breaks survive, everything else is dropped. */
export function sanitizeInlineHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ["b", "strong", "em", "i", "span", "br", "mark", "small"], ALLOWED_ATTR: [] }).trim();
}

