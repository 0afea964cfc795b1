// Route handles choose the layout variant (header and footer) of their pages.
import { useMatches } from "@remix-run/react";

export type LayoutVariant = "default" | "help" | "station" | "standalone";

export type PageHandle = {
  layout?: LayoutVariant;
  /** Mobile pages with their own back button hide the global navigation, the header's menu and the bottom bar
   * (e.g. 별별랭킹); the header itself stays. */
  hideGlobalNavOnMobile?: boolean;
};

/** The deepest matched route's choice wins. */
export function usePageHandle(): Required<Pick<PageHandle, "layout">> & PageHandle {
  const matches = useMatches();
  let handle: PageHandle = {};
  for (const match of matches) {
    const own = match.handle as PageHandle | undefined;
    if (own) handle = { ...handle, ...own };
  }
  return { ...handle, layout: handle.layout ?? "default" };
}
