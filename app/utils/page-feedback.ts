// Feedback while the page changes (issue 22). A thin bar at the top of the window while a client
// navigation or a form submission is under way (global.css .nav-progress animates it), and the button
// that sent a form says it is busy (aria-busy, drawn by global.css) until its form is done, for navigation
// forms and fetcher forms alike: the submit button that has the focus, or the form's own when Enter sent
// it from a field. Without JS the browser's own progress shows.
//
// It follows the router Remix keeps on window (what useNavigation and useFetchers read), from a chunk
// loaded after hydration (entry.client.tsx), so that no page pays first-load JS for it; the page says it
// is on with <html data-page-feedback>.
type Busy = { state: string; formData?: FormData };
type RouterLike = {
  state: { navigation: Busy; fetchers: Map<string, Busy> };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
};

export function showPageFeedback(win: Window & { __remixRouter?: RouterLike }): () => void {
  const router = win.__remixRouter;
  const doc = win.document;
  if (!router) return () => {};
  const bar = doc.createElement("div");
  bar.className = "nav-progress";
  bar.hidden = true;
  bar.setAttribute("aria-hidden", "true");
  bar.dataset.testid = "nav-progress";
  doc.body.append(bar);

  let busyButton: Element | null = null;
  const update = ({ navigation, fetchers }: RouterLike["state"]) => {
    bar.hidden = navigation.state === "idle";
    const sending = [navigation, ...fetchers.values()].some((state) => state.formData);
    if (sending && !busyButton) {
      const focused = doc.activeElement as HTMLButtonElement | HTMLInputElement | null;
      busyButton = (focused?.type === "submit" ? focused : focused?.form?.querySelector("button:not([type=button]), [type=submit]")) ?? null;
      busyButton?.setAttribute("aria-busy", "true");
    } else if (!sending && busyButton) {
      busyButton.removeAttribute("aria-busy");
      busyButton = null;
    }
  };
  update(router.state);
  const unsubscribe = router.subscribe(update);
  doc.documentElement.setAttribute("data-page-feedback", "");
  return () => {
    unsubscribe();
    bar.remove();
  };
}
