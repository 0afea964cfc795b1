// Cards rendered once for many pages: the same card shown the same way is the same HTML for every
// reader, so the server renders a card item from its inputs (props that are plain data) once and keeps its
// bytes (utils/fragments.server.tsx, provided per request by entry.server.tsx). The browser hydrates a list's
// cards as it always did: the HTML is what React renders in place, so nothing there knows the difference.
import { createContext, type ComponentType } from "react";

/** Renders one `Component` per item (plain data only: it is the item's cache key) and answers the HTML to
 * put inside the list's element (on the server, a marker that the response's stream replaces). */
export type FragmentRenderer = <P extends object>(Component: ComponentType<P>, items: P[]) => string;

/** The server's renderer; null in the browser, where lists render in place. */
export const CardFragments = createContext<FragmentRenderer | null>(null);
