// The lists that show their dialogs over themselves (/my/favorite and the history lists, see useMyDialog in
// components/my/dialog-links.tsx): a page load of `?dialog=` goes to the dialog's own route.
import { redirect } from "@remix-run/node";

/**
 * A list's `?dialog=` is opened by the list's JS (a fetch). A page load of it (a reload, a copied URL, a
 * browser without Sec-Fetch headers) goes to the dialog's own route, which needs no list JS.
 */
export function dialogRoute(request: Request) {
  const url = new URL(request.url);
  const dialog = url.searchParams.get("dialog");
  const mode = request.headers.get("sec-fetch-mode");
  if (dialog === null || mode === "cors" || mode === "same-origin") return;
  url.searchParams.delete("dialog");
  const path = /^[\w%-]+(\/[\w%-]+)*$/.test(dialog) ? `${url.pathname}/${dialog}` : url.pathname;
  throw redirect(`${path}${url.search}`);
}
