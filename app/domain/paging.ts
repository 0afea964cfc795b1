// Paging of the directory and live lists (000 §4.7, §7.3, §9): page sizes, 'more' as pages 1..N in one
// list, the live list's isMore rule, and filling pages when hidden streamers are left out.

export const PAGE_SIZE = { live: 60, vod: 120, catch: 120, categories: 120 } as const;
/** 'More' shows pages 1..N in one list; beyond this, the page number is capped. */
export const MAX_PAGES = 20;

/**
 * At most this many cards in one page's HTML (no page above 1 MB for any query string). A card is
 * 3–4 KB of markup and hydration data, so 180 cards stay near 700 KB with the page around them.
 */
export const MAX_CARDS_IN_VIEW = 180;
/** Category tiles are a picture and two lines (about 0.6 KB each): five pages of 120 fit. */
export const MAX_TILES_IN_VIEW = 600;

/**
 * The pages a 'more' list shows for ?page=N: pages 1..N while they fit MAX_CARDS_IN_VIEW, then the last
 * ones that fit (a window that slides on, the oldest page dropped first; at least page N itself). The
 * '더보기' link always leads to page N+1, whose cards are the new ones at its anchor.
 */
export function pageWindow(page: number, pageSize: number, maxItems: number = MAX_CARDS_IN_VIEW): { first: number; last: number } {
  const span = Math.max(1, Math.floor(maxItems / Math.max(1, pageSize)));
  return { first: Math.max(1, page - span + 1), last: Math.max(1, page) };
}

/**
 * Pages fetched for a window whose page size only the upstream knows (the My lists): the oldest pages are
 * dropped while more than MAX_CARDS_IN_VIEW items are left (never the last page).
 */
export function keepLastPages<T>(pages: T[][]): { pages: T[][]; dropped: number } {
  let dropped = 0;
  let total = pages.reduce((sum, items) => sum + items.length, 0);
  while (pages.length - dropped > 1 && total > MAX_CARDS_IN_VIEW) {
    total -= pages[dropped].length;
    dropped += 1;
  }
  return { pages: pages.slice(dropped), dropped };
}

/** Live list paging (000 §7.3): isMore = page < ceil(totalCnt / 60); totalCnt may come as a string. */
export function liveIsMore(page: number, totalCnt: number | string | null | undefined, pageSize = PAGE_SIZE.live): boolean {
  const total = typeof totalCnt === "string" ? Number(totalCnt.trim() || "0") : (totalCnt ?? 0);
  if (!Number.isFinite(total) || total <= 0) return false;
  return page < Math.ceil(total / pageSize);
}

export type PageAnswer<T> = { items: T[]; more: boolean };

/**
 * Pages first..pages of a list as one list of (pages - first + 1) × pageSize items (000 §4.7): pages are
 * fetched in parallel, duplicates across page boundaries dropped, items failing `keep` (hidden streamers)
 * removed, and further pages fetched while the list is short and the upstream has more (at most
 * `maxExtra` of them). `first` (default 1) is where pageWindow starts the view.
 */
export async function fillPages<T>(options: {
  pages: number;
  first?: number;
  pageSize: number;
  fetchPage: (page: number) => Promise<PageAnswer<T>>;
  keyOf: (item: T) => string;
  keep?: (item: T) => boolean;
  maxExtra?: number;
}): Promise<{ items: T[]; isMore: boolean }> {
  const { pages, pageSize, fetchPage, keyOf, keep = () => true, maxExtra = 3 } = options;
  const first = Math.min(Math.max(1, options.first ?? 1), pages);
  const wanted = (pages - first + 1) * pageSize;
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
  const answers = await Promise.all(Array.from({ length: pages - first + 1 }, (_, index) => fetchPage(first + index)));
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
