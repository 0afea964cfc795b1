// Links to the portal's own pages for long lists and menus (a station's 60 menu and post links). On the client
// they are Remix's <Link> and <NavLink>. On the server they write the same markup themselves (PageLink.server.tsx,
// which the browser's bundle leaves out): the router's links resolve their path, the navigate function and the
// prefetch state in every link (several hooks and two JSON round trips each), a seventh of a station's render.
// Hence the path must be absolute (from the root: never resolved against the route), and the only options are
// the ones used here.
import { Link, NavLink } from "@remix-run/react";
import * as onServer from "./PageLink.server";
import type { PageLinkProps } from "./page-link-props";

const server = typeof document === "undefined";

export function PageLink(props: PageLinkProps) {
  return server ? <onServer.ServerLink {...props} /> : <Link {...props} />;
}

/** <NavLink>: `aria-current="page"` and the class `active` on the link to the page open (or, unless `end`, one above it). */
export function PageNavLink({ end = false, ...props }: PageLinkProps & { end?: boolean }) {
  return server ? <onServer.ServerNavLink end={end} {...props} /> : <NavLink end={end} {...props} />;
}
