// Untrusted HTML (themes, posts, FAQ answers, inquiry and answer contents, chatbot markdown) is sanitised
// here, on the server, before any page renders it (design §4). Links keep their target but always get
// rel=noopener; images without a text alternative are marked decorative (alt="").
import { marked } from "marked";
import { createPurifier, boundedSanitiser } from "./purifier.server";

// This policy's own instance: the station sanitiser's hooks never run here, nor these there.
let instance: ReturnType<typeof createPurifier> | undefined;

function purifier() {
  instance ??= createPurifier((node) => {
    if (node.tagName === "A" && node.getAttribute("target")) node.setAttribute("rel", "noopener noreferrer");
    if (node.tagName === "IMG" && !node.hasAttribute("alt")) node.setAttribute("alt", "");
  });
  return instance;
}

/** Markup safe to render: no scripts, event handlers, javascript: links, frames, forms or inline styles. */
export const sanitizeHtml: (html: string) => string = boundedSanitiser((html) =>
  purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    FORBID_ATTR: ["style"],
  }),
);

/**
 * Markdown (GFM, single line breaks kept) rendered to sanitised HTML. Markdown the renderer gives up on
 * (2,000 nested quotes overflow its stack) is shown as its text, line by line, instead of failing the page.
 */
export function markdownToSafeHtml(markdown: string): string {
  let html: string;
  try {
    html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  } catch {
    html = `<p>${markdown.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>")}</p>`;
  }
  return sanitizeHtml(html);
}

/** Inline markup only (section titles): emphasis and line breaks survive, everything else is dropped. */
export const sanitizeInlineHtml: (html: string) => string = boundedSanitiser((html) =>
  purifier()
    .sanitize(html, { ALLOWED_TAGS: ["b", "strong", "em", "i", "span", "br", "mark", "small"], ALLOWED_ATTR: [] })
    .trim(),
);
