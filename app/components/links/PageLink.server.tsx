// The server's side of PageLink.tsx: the markup of Remix's <Link> and <NavLink>, written without the router's
// per-link work.
import { useLocation } from "@remix-run/react";
import type { PageLinkProps } from "./page-link-props";

/** <Link>'s markup: the link Remix discovers the route of ahead of a click (data-discover). */
export function ServerLink({ to, preventScrollReset: _clientOnly, replace: _clientOnlyToo, children, ...props }: PageLinkProps) {
  return (
    <a {...props} data-discover="true" href={to}>
      {children}
    </a>
  );
}

export function ServerNavLink({ end, className, ...props }: PageLinkProps & { end: boolean }) {
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
