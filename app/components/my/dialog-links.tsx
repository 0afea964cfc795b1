// The dialogs of the My lists (001 §5). Each one is a sibling route of its list (/my/favorite/manage,
// /my/history/vod/delete/all, …): without JS and on a direct load it is a plain page without the list's
// card JS. With JS, a dialog link on the list opens it over the list as `?dialog=<its path>`, rendered by
// the list route from a lazily loaded module; its forms post to the list route (same action). Here: the
// hook that says which dialog is open and where each one is, the link to one, and the lists' revalidation.
import { Link, useLocation, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { MY_LIST_QUERY } from "~/domain/my";
import { afterLazyParts } from "~/utils/lazy-hydration";
import { skipRevalidationAfterFailure } from "~/utils/revalidation";

/** The part of an address's query a My list reads (without `dialog`). */
const listQuery = (search: string) =>
  new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => (MY_LIST_QUERY as readonly string[]).includes(name)));

/**
 * The dialog a list shows over itself (null on a dialog's own page), where closing goes (the list with
 * its query, MY_LIST_QUERY), and where one of its dialogs is: over the list on the list, else its own route.
 */
export function useMyDialog(listPath: string) {
  const { pathname, search } = useLocation();
  const onList = pathname === listPath;
  const open = onList ? new URLSearchParams(search).get("dialog") : null;
  const query = listQuery(search);
  const rest = query.toString() ? `?${query}` : "";
  const route = (name: string) => `${listPath}/${name}${rest}`;
  return {
    open,
    close: `${listPath}${rest}`,
    route,
    href: (name: string) => (onList ? `${listPath}?${new URLSearchParams([...query, ["dialog", name]])}` : route(name)),
  };
}

/** The modules that draw the lists' dialogs, by the list's path (or the start of it). */
const dialogModules = new Map<string, () => Promise<unknown>>();

/**
 * Names the module that draws the dialogs of the lists under `listPath` (the same loader the list's lazy()
 * uses): a dialog link fetches it as it is about to be used (the pointer over it, a touch, focus), so that the
 * dialog opens as it is tapped rather than seconds after on a slow line.
 */
export function dialogModule<T>(listPath: string, load: () => Promise<T>): () => Promise<T> {
  dialogModules.set(listPath, load);
  return load;
}

const loadDialogsOf = (list: string) => [...dialogModules].find(([path]) => list.startsWith(path))?.[1]() ?? Promise.resolve();

/** A link to a dialog route of the list (`name` relative to the list); with JS on the list, the dialog opens over it. */
export function DialogLink({ list, name, className, children }: { list: string; name: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const dialog = useMyDialog(list);
  const intent = () => void loadDialogsOf(list).catch(() => {});
  return (
    <Link
      to={dialog.route(name)}
      className={className}
      preventScrollReset
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={(event) => {
        event.preventDefault();
        // The click may be the page's first input, which sends for the list's part: the dialog opens over the
        // list once that part has hydrated and the dialog's code is here, the link busy meanwhile. Code that
        // cannot be fetched (offline) is the dialog's own route's business: it opens as a page.
        const link = event.currentTarget;
        if (link.getAttribute("aria-busy")) return;
        link.setAttribute("aria-busy", "true");
        const hydrated = new Promise<void>((resolve) => afterLazyParts(resolve));
        void Promise.all([hydrated, loadDialogsOf(list)]).then(
          () => {
            link.removeAttribute("aria-busy");
            navigate(dialog.href(name), { preventScrollReset: true });
          },
          () => {
            link.removeAttribute("aria-busy");
            navigate(dialog.route(name));
          },
        );
      }}
    >
      {children}
    </Link>
  );
}

/** Opening or closing a dialog over a list leaves the list's query as it was: the list's data stays (and after a
 * post that got no answer of the server's own, as on every page: utils/revalidation.ts). */
export const keepListForDialog: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod } = args;
  const otherwise = skipRevalidationAfterFailure(args);
  // A form post, another page, or an explicit reload of this very URL (re-clicking the active tab).
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return otherwise;
  return listQuery(currentUrl.search).toString() === listQuery(nextUrl.search).toString() ? false : otherwise;
};
