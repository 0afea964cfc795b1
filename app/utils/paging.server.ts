// A paged list opened past its end shows nothing: a hand-made address, or a 'more' / page link drawn before
// the list shrank (broadcasts end, posts are deleted). Instead of an empty page the reader is sent to the
// list's last page, or to its first where the last is unknown (issue 22: no page without cards).
import { redirect } from "@remix-run/node";

/**
 * Throws a redirect to the same address with `param` on the last page (dropped for the first) when page
 * `page` > 1 of a list shows no item. `lastPage` is the list's last page where the answer says (a total);
 * without it the first page is the one sure to exist.
 */
export function redirectPastTheEnd(request: Request, { param = "page", page, shown, lastPage = null }: { param?: string; page: number; shown: number; lastPage?: number | null }) {
  if (page <= 1 || shown > 0) return;
  const url = new URL(request.url);
  // Remix's data requests carry their own parameters; the redirect names the page itself.
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const last = lastPage !== null && Number.isInteger(lastPage) && lastPage > 1 && lastPage < page ? lastPage : 1;
  if (last > 1) url.searchParams.set(param, String(last));
  else url.searchParams.delete(param);
  throw redirect(`${url.pathname}${url.search}`);
}
