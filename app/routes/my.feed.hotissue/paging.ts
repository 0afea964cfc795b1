// The hot list is shown by rank ranges (1~20위, 21~40위, …), so that a page is a few screens long and
// not 100 large posts (issue 22).
export const HOT_PAGE_SIZE = 20;

/** The ranks a page shows, e.g. 21~40. */
export function rankRange(page: number, total: number) {
  return { from: (page - 1) * HOT_PAGE_SIZE + 1, to: Math.min(page * HOT_PAGE_SIZE, total) };
}

/** The list's address for a page, other parameters kept (the first page has none). */
export function pageHref(search: string, page: number) {
  const params = new URLSearchParams(search);
  params.delete("hide");
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  return params.size ? `?${params}` : "?";
}
