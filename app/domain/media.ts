// Media URLs come absolute, protocol-relative ('//host/...') or empty. Protocol-relative URLs stay as they
// are, so the browser fetches them with the page's own scheme; anything else unusable becomes null.
export function mediaUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text.startsWith("//") || /^https?:\/\//i.test(text)) return text;
  return null;
}
