// A paged list opened past its end shows nothing: a hand-made address, or one reloaded or shared after the
// list shrank (broadcasts end, posts are deleted). Instead of an empty page the reader is sent to the list's
// last page, or to its first where the last is unknown (no page without cards).
import { redirect } from "@remix-run/node";
import { isNavigation } from "./request-reads";

/**
 * Throws a redirect to the same address with `param` on the last page (dropped for the first) when page
 * `page` > 1 of a list shows no item. `lastPage` is the list's last page where the answer says (a total);
 * without it the first page is the one sure to exist. Only for a navigation: a client navigation's data
 * request runs beside the root's, which has already taken the page's toast (a deletion's '삭제됐습니다'),
 * so there the list shows its empty state.
 */
export function redirectPastTheEnd(
  request: Request,
  { param = "page", page, shown, lastPage = null }: { param?: string; page: number; shown: number; lastPage?: number | null },
) {
  if (page <= 1 || shown > 0 || !isNavigation((name) => request.headers.get(name))) return;
  const url = new URL(request.url);
  const last = lastPage !== null && Number.isInteger(lastPage) && lastPage > 1 && lastPage < page ? lastPage : 1;
  if (last > 1) url.searchParams.set(param, String(last));
  else url.searchParams.delete(param);
  throw redirect(`${url.pathname}${url.search}`);
}
