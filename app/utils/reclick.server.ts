// Re-clicking the current tab, menu item or category (000 §2.1, 001 §2.2): one mechanism for the whole
// portal. Every such link is marked aria-current="page" (search and My tabs, live group tabs, the header's
// menu, the directory's menu bar and content tabs, ...), and a link to the page shown counts as one (the logo on
// home, issue 72: it refreshed on every click); following it again refreshes the page content,
// and one click on the window (before React or any link's own handler) lets at most one such refresh
// through per 1500 ms. The time is kept for the tab, so that a refresh that reloads the whole document (the
// server-rendered menus are plain links) still counts. Without JS they are plain links that reload.
//
// An inline script in every page's <head> (root.tsx), so that it holds from the first click on, before the
// page's scripts have run: in a chunk loaded at the first input, the click that was that input went through
// unrecorded and a second one 230-860 ms later refreshed again. A few hundred bytes of
// HTML, no first-load JS. Written as plain JavaScript here (a server module, so the browser bundle has none
// of it), a function of the window that the page calls at once; the page then carries <html data-reclick>.
export const RECLICK_THROTTLE_MS = 1500;

/** The throttle, a function of the window (unit tested through it). */
export const RECLICK_FUNCTION = `function (win) {
  var key = "reclickAt", memory = 0;
  var last = function () {
    try { return Number(win.sessionStorage.getItem(key)) || 0; } catch (error) { return memory; }
  };
  win.addEventListener("click", function (event) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target, link = target && target.closest ? target.closest("a[href]") : null;
    var here = win.location.pathname + win.location.search;
    if (!link || (!link.matches('[aria-current="page"]') && link.getAttribute("href") !== here)) return;
    var now = Date.now(), elapsed = now - last();
    if (elapsed >= 0 && elapsed < ${RECLICK_THROTTLE_MS}) return event.preventDefault();
    memory = now;
    try { win.sessionStorage.setItem(key, String(now)); } catch (error) { /* storage refused: this document remembers */ }
  }, true);
  win.document.documentElement.setAttribute("data-reclick", "");
}`;

/** The inline script: the throttle, minified by hand (whitespace), run at once. */
export const RECLICK_SCRIPT = `(${RECLICK_FUNCTION.replace(/\/\*.*?\*\//g, "").replace(/\s*\n\s*/g, "")})(window)`;
