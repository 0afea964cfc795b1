// URL input rule (001 §5, 002 §5.12): empty input, a host name with fewer than 2 labels, or an unknown
// top-level domain fails with '올바른 URL을 입력해 주세요.'; 'https://' is prepended when no scheme is given.
import { TOP_LEVEL_DOMAINS } from "./tlds";

export type UrlInputResult = { ok: true; url: string } | { ok: false };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export function normaliseUrlInput(input: string): UrlInputResult {
  const text = input.trim();
  if (text === "") return { ok: false };
  const withScheme = SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false };
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return { ok: false };
  const tld = labels[labels.length - 1].toLowerCase();
  if (!TOP_LEVEL_DOMAINS.has(tld)) return { ok: false };
  return { ok: true, url: url.toString() };
}
