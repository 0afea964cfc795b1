// A searched keyword marked in a result's text: search's posts (000 §2.7, in bold) and the FAQ search's titles
// (issue 72). Apart from domain/search.ts, so that the help centre loads this rule alone.

/** Regex metacharacters escaped, so that the keyword matches literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text cut into the keyword's matches and what lies between them: the keyword is pattern-escaped and matched
 * case-insensitively, so '<script>' or 'a.b' match only themselves; the parts are rendered as React text, which
 * escapes the HTML.
 */
export function highlightParts(text: string, keyword: string): Array<{ text: string; match: boolean }> {
  const needle = keyword.trim();
  if (!needle) return text ? [{ text, match: false }] : [];
  const parts: Array<{ text: string; match: boolean }> = [];
  const pattern = new RegExp(escapeRegExp(needle), "gi");
  let last = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
