// Paging of the directory and live lists (000 §4.7, §7.3, §9): page sizes, 'more' as pages 1..N in one
// list, the live list's isMore rule, and filling pages when hidden streamers are left out.

export const PAGE_SIZE = { live: 60, vod: 120, catch: 120, categories: 120 } as const;
/** 'More' shows pages 1..N in one list; beyond this, the page number is capped. */
export const MAX_PAGES = 20;

/** Live list paging (000 §7.3): isMore = page < ceil(totalCnt / 60); totalCnt may come as a string. */
export function liveIsMore(page: number, totalCnt: number | string | null | undefined, pageSize = PAGE_SIZE.live): boolean {
  const total = typeof totalCnt === "string" ? Number(totalCnt.trim() || "0") : (totalCnt ?? 0);
  if (!Number.isFinite(total) || total <= 0) return false;
  return page < Math.ceil(total / pageSize);
}

export type PageAnswer<T> = { items: T[]; more: boolean };

/**
 * Pages 1..pages of a list as one list of pages × pageSize items (000 §4.7): pages are fetched in parallel,
 * duplicates across page boundaries dropped, items failing `keep` (hidden streamers) removed, and further
 * pages fetched while the list is short and the upstream has more (at most `maxExtra` of them).
 */
export async function fillPages<T>(options: {
  pages: number;
  pageSize: number;
  fetchPage: (page: number) => Promise<PageAnswer<T>>;
  keyOf: (item: T) => string;
  keep?: (item: T) => boolean;
  maxExtra?: number;
}): Promise<{ items: T[]; isMore: boolean }> {
  const { pages, pageSize, fetchPage, keyOf, keep = () => true, maxExtra = 3 } = options;
  const wanted = pages * pageSize;
  const seen = new Set<string>();
  const kept: T[] = [];
  const add = (items: T[]) => {
    for (const item of items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      if (keep(item)) kept.push(item);
    }
  };
  const answers = await Promise.all(Array.from({ length: pages }, (_, index) => fetchPage(index + 1)));
  let more = true;
  for (const answer of answers) {
    add(answer.items);
    more = answer.more && answer.items.length > 0;
    if (!more) break;
  }
  let next = pages + 1;
  for (let extra = 0; more && kept.length < wanted && extra < maxExtra; extra += 1) {
    const answer = await fetchPage(next);
    next += 1;
    add(answer.items);
    more = answer.more && answer.items.length > 0;
  }
  return { items: kept.slice(0, wanted), isMore: kept.length > wanted || more };
}

/** The list cut into its pages, so each page gets an anchor the 'more' link can jump to. */
export function chunkPages<T>(items: T[], pageSize: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += pageSize) chunks.push(items.slice(index, index + pageSize));
  return chunks;
}
