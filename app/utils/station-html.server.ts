// Station HTML (post bodies, the display title) comes from other users: it is sanitised here, on the
// server, before any page renders it (design §4). No scripts, handlers, styles, frames or forms; links
// open in a new window without the opener; pictures only over http(s).
import { createPurifier, boundedSanitiser } from "~/utils/purifier.server";

// This policy's own instance: the help sanitiser's hooks never run here, nor these there.
let instance: ReturnType<typeof createPurifier> | undefined;

function purifier() {
  instance ??= createPurifier((node) => {
    if (node.tagName === "A" && node.getAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
    if (node.tagName === "IMG") {
      const src = node.getAttribute("src") ?? "";
      if (!/^(https?:)?\/\//i.test(src)) node.remove();
      else node.setAttribute("loading", "lazy");
    }
  });
  return instance;
}

const sanitizeOnce = boundedSanitiser((html) =>
  purifier().sanitize(html, {
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed", "svg", "math"],
    FORBID_ATTR: ["style", "class", "id"],
    ADD_ATTR: ["target"],
  }),
);

export function sanitizeStationHtml(html: string): string {
  if (!html) return "";
  return sanitizeOnce(html);
}

/** Plain text typed into the write form becomes paragraphs; HTML is kept and sanitised. */
export function postContentHtml(content: string): string {
  const text = content.trim();
  if (/<[a-z][\s\S]*>/i.test(text)) return sanitizeStationHtml(text);
  const escape = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<p>${escape(line)}</p>` : "<p><br></p>"))
    .join("");
}
