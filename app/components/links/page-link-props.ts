import type { AnchorHTMLAttributes } from "react";

/** What a PageLink takes (components/links/PageLink.tsx). */
export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the portal's own, from its root ("/station/…"). */
  to: string;
  /** Keep the scroll position (a layer opened over the same page). */
  preventScrollReset?: boolean;
  /** Replace the history entry instead of adding one (a toggle that keeps its state in the address). */
  replace?: boolean;
};
