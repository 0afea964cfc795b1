// The first tap's feedback, from hydration on: while a client navigation is under way the
// page carries <html data-navigating>, which shows the progress bar at the top of the window (PageFrame's
// .nav-progress, drawn by global.css), and the link that was tapped is marked data-pending (dimmed, a
// progress cursor) until its page is shown. Part of the root chunk, so that it needs no chunk of its own: the
// rest of the page feedback (busy buttons, skeleton lists; utils/page-feedback.ts) loads at the first input,
// which on a slow line came after that input's navigation. Without JS the browser's own progress shows.
//
// It follows the router Remix keeps on window as `__remixRouter`, as page-feedback.ts does.

type Navigation = { state: string; location?: { pathname: string; search: string } };
type RouterLike = { state: { navigation: Navigation }; subscribe(listener: (state: { navigation: Navigation }) => void): () => void };

export function markPendingNavigations(win: Window & { __remixRouter?: RouterLike }): () => void {
  const router = win.__remixRouter;
  if (!router) return () => {};
  const root = win.document.documentElement;
  // The link the reader last pressed (a click or Enter), before the router hears of it.
  let pressed: { link: HTMLAnchorElement; at: number } | null = null;
  let marked: HTMLAnchorElement | null = null;
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    pressed = link instanceof HTMLAnchorElement ? { link, at: event.timeStamp } : null;
  };
  win.addEventListener("click", onClick, true);
  const update = ({ navigation }: { navigation: Navigation }) => {
    const busy = navigation.state !== "idle";
    root.toggleAttribute("data-navigating", busy);
    // A navigation the press started (within a second of it, to the link's address): not a later one.
    const link = pressed && win.performance.now() - pressed.at < 1000 ? pressed.link : null;
    if (busy && !marked && link && link.pathname === navigation.location?.pathname) {
      marked = link;
      marked.setAttribute("data-pending", "");
    }
    if (!busy) {
      marked?.removeAttribute("data-pending");
      marked = pressed = null;
    }
  };
  update(router.state);
  const unsubscribe = router.subscribe(update);
  return () => {
    unsubscribe();
    win.removeEventListener("click", onClick, true);
  };
}
