// Links to the portal's own pages for long lists and menus (a station's 60 menu and post links). On the
// client they are Remix's <Link> and <NavLink>. On the server they write the same markup themselves: the
// router's links resolve their path, the navigate function and the prefetch state in every link (several
// hooks and two JSON round trips each), a seventh of a station's render. Hence the path must be absolute
// (from the root: never resolved against the route), and the only options are the ones used here.
import { Link, NavLink, useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the portal's own, from its root ("/station/…"). */
  to: string;
  /** Keep the scroll position (a layer opened over the same page). */
  preventScrollReset?: boolean;
};

const onServer = typeof document === "undefined";

/** <Link>'s markup: the link Remix discovers the route of ahead of a click (data-discover). */
function ServerLink({ to, preventScrollReset: _clientOnly, children, ...props }: PageLinkProps) {
  return (
    <a {...props} data-discover="true" href={to}>
      {children}
    </a>
  );
}

export function PageLink(props: PageLinkProps) {
  return onServer ? <ServerLink {...props} /> : <Link {...props} />;
}

/** <NavLink>: `aria-current="page"` and the class `active` on the link to the page open (or, unless `end`, one above it). */
export function PageNavLink({ end = false, ...props }: PageLinkProps & { end?: boolean }) {
  return onServer ? <ServerNavLink end={end} {...props} /> : <NavLink end={end} {...props} />;
}

function ServerNavLink({ end, className, ...props }: PageLinkProps & { end: boolean }) {
  const { pathname } = useLocation();
  const active = isCurrentPath(pathname, props.to, end);
  // NavLink's own class list: an empty one when there is nothing to list.
  const classes = [className, active ? "active" : null].filter(Boolean).join(" ");
  return <ServerLink {...props} className={classes} aria-current={active ? "page" : undefined} />;
}

/** NavLink's rule: the same path, or (unless `end`) a path below it, letter case aside; the query does not count. */
export function isCurrentPath(current: string, to: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const target = to.split(/[?#]/)[0].toLowerCase();
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === "/");
}
