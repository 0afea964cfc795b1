// Untrusted HTML (themes, posts, FAQ answers) is sanitised on the server before it is rendered (design §4).
import DOMPurify from "isomorphic-dompurify";

/** Markup safe to render: no scripts, event handlers, javascript: links, frames or forms. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"], FORBID_ATTR: ["style"] });
}
