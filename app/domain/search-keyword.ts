// The longest keyword (or tag) a search takes: the header's field and the query's parsing. A module of its
// own: the header is on every page, and domain/search.ts brings the search page's texts with it.
export const MAX_KEYWORD = 100;
