// How the search host matches and pages: keyword relevance (Korean substrings, no spaces, case-blind), the
// query's terms, paging and period filters, bolded titles, and the PHP-style JSON the host answers in.
import type { Request } from "express";
import { particle } from "../../app/i18n/ko/particles";
import { parseKstWallClock, DAY } from "../time";

/** The most items one page of an answer lists, whatever nListCnt asks. */
const MAX_LIST = 100;

// ---------------------------------------------------------------------------------------------------
// Matching

/** Names compare in lower case without spaces: '리그오브레전드' finds '리그 오브 레전드', 'lol' finds 'LOL'. */
export const norm = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/** Relevance of one item for a keyword; 0 = no match. */
export function relevance(keyword: string, item: { nick?: string; id?: string; title?: string; tags?: string[]; category?: string }): number {
  const k = norm(keyword);
  if (!k) return 0;
  let score = 0;
  const nick = norm(item.nick ?? "");
  const id = (item.id ?? "").toLowerCase();
  if (nick === k || id === k) score += 100;
  else if (nick.includes(k) || id.includes(k)) score += 60;
  // Titles match as typed (ignoring case): without their spaces, '건강 조심' would contain '강조'.
  const title = (item.title ?? "").toLowerCase();
  const typed = keyword.trim().toLowerCase();
  if (title.includes(typed)) score += title.startsWith(typed) ? 45 : 40;
  for (const tag of item.tags ?? []) {
    const t = norm(tag);
    if (t === k) score += 50;
    else if (t.includes(k)) score += 20;
  }
  if (item.category && norm(item.category).includes(k)) score += 15;
  return score;
}

/** Tag search: the tag must be one of the item's tags exactly (case and spaces ignored). */
const hasTag = (tags: string[], tag: string) => tags.some((candidate) => norm(candidate) === norm(tag));

/** What a list call searches for: a keyword, or a tag when isHashSearch=1 (tagname, else szKeyword). */
export function searchTerms(req: Request): { keyword: string; tag: string | null } {
  const keyword = String(req.query.szKeyword ?? "").trim();
  const tag = String(req.query.tagname ?? "").trim() || keyword;
  return { keyword, tag: String(req.query.isHashSearch ?? "") === "1" ? tag : null };
}

/** Relevance for a keyword; in tag search a fixed score when the tag is one of the item's tags. */
export function matchScore(
  terms: { keyword: string; tag: string | null },
  item: { nick: string; id: string; title: string; tags: string[]; category: string },
): number {
  if (terms.tag !== null) return hasTag(item.tags, terms.tag) ? 50 : 0;
  return relevance(terms.keyword, item);
}

/** Wraps the keyword in <b> inside an HTML-escaped title, as the b_ fields do. */
export function boldTitle(title: string, keyword: string): string {
  const escaped = escapeHtmlText(title);
  const k = keyword.trim();
  if (!k) return escaped;
  const needle = escapeHtmlText(k).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return escaped.replace(new RegExp(needle, "gi"), (found) => `<b>${found}</b>`);
}

const escapeHtmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function page(req: Request, fallbackSize: number) {
  const pageNo = Math.max(1, Number.parseInt(String(req.query.nPageNo ?? "1"), 10) || 1);
  const size = Math.min(MAX_LIST, Math.max(1, Number.parseInt(String(req.query.nListCnt ?? fallbackSize), 10) || fallbackSize));
  return { pageNo, size, offset: (pageNo - 1) * size };
}

/** The oldest date a period filter keeps (szTerm), or a range for period_select; null = no limit. */
export function periodRange(req: Request, now: number): { from: number; to: number } | null {
  const term = String(req.query.szTerm ?? "all");
  const back: Record<string, number> = { "1day": DAY, "1week": 7 * DAY, "1month": 30 * DAY, "1year": 365 * DAY };
  if (back[term]) return { from: now - back[term], to: Number.POSITIVE_INFINITY };
  if (term === "period_select" || term === "directInput") {
    const start = String(req.query.szStartDate ?? "");
    const end = String(req.query.szEndDate ?? "");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
    return { from: parseKstWallClock(`${start} 00:00:00`), to: parseKstWallClock(`${end} 23:59:59`) };
  }
  return null;
}

/** Korean particle after a word: '로' after a vowel or ㄹ, '으로' after any other final consonant. */
export function postposition(word: string): string {
  // The portal's one particle helper: a word whose sound cannot be told reads as the spec's default ('로').
  const chosen = particle(word.trim(), "direction");
  return chosen.includes("(") ? chosen.slice(chosen.indexOf("(") + 1, -1) : chosen;
}
