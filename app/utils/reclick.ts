// Re-clicking the current tab, menu item or category (000 §2.1, 001 §2.2): one mechanism for the whole
// portal. Every such link is marked aria-current="page" (search and My tabs, live group tabs, the header's
// menu, the directory's menu bar and content tabs, ...); following it again refreshes the page content,
// and one click on the window (before React or any link's own handler) lets at most one such refresh
// through per 1500 ms. The time is kept for the tab, so that a refresh that reloads the whole document (the
// server-rendered menus are plain links) still counts. Without JS they are plain links that reload.
export const RECLICK_THROTTLE_MS = 1500;
const KEY = "reclickAt";

export function throttleReclicks(win: Window): () => void {
  let memory = 0;
  const last = () => {
    try {
      return Number(win.sessionStorage.getItem(KEY)) || 0;
    } catch {
      return memory;
    }
  };
  const remember = (at: number) => {
    memory = at;
    try {
      win.sessionStorage.setItem(KEY, String(at));
    } catch {
      // Storage refused (private mode): this document remembers.
    }
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element | null;
    if (!target?.closest?.('a[aria-current="page"]')) return;
    const now = Date.now();
    const elapsed = now - last();
    if (elapsed >= 0 && elapsed < RECLICK_THROTTLE_MS) event.preventDefault();
    else remember(now);
  };
  win.addEventListener("click", onClick, true);
  // The page says the throttle is on (it comes in a chunk of its own, entry.client.tsx).
  win.document.documentElement.setAttribute("data-reclick", "");
  return () => {
    win.removeEventListener("click", onClick, true);
    win.document.documentElement.removeAttribute("data-reclick");
  };
}
