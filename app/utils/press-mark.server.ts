// The finger's answer at once (issue 71 item 1): a link to another page of the portal is marked data-pending (dimmed,
// global.css) and the page <html data-pressed> (the progress bar) from the pointer-down itself, before the page's
// scripts have arrived or hydrated: on a slow phone the mark that utils/navigation-pending.ts puts at the click came
// 140–860 ms after the finger. The mark stays while the page it leads to loads (a whole document, or a client
// navigation, which navigation-pending.ts shows with <html data-navigating>: the mark goes when that attribute does),
// and goes when the press leads nowhere: a scroll (pointercancel), a release off the link, a click held back (the
// re-click throttle, a dialog's link) that starts no navigation, a page shown again from the back-forward cache.
// Here rather than in navigation-pending.ts: the root chunk has no byte left in the first-load JS budget.
//
// An inline script of every page's <head> beside the re-click throttle (root.tsx, utils/root.server.ts), a few
// hundred bytes of HTML. Plain JavaScript here (a server module: the browser bundle has none of it).
export const PRESS_MARK_FUNCTION = `function (win) {
  var root = win.document.documentElement, pressed = null;
  var clear = function () {
    if (pressed) pressed.removeAttribute("data-pending");
    pressed = null;
    root.removeAttribute("data-pressed");
  };
  var on = function (type, listener, capture) { win.addEventListener(type, listener, capture); };
  on("pointerdown", function (event) {
    clear();
    var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (link.origin !== win.location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    if (link.hash && link.pathname + link.search === win.location.pathname + win.location.search) return;
    pressed = link;
    link.setAttribute("data-pending", "");
    root.setAttribute("data-pressed", "");
  }, true);
  on("pointercancel", clear, true);
  on("pointerup", function (event) { if (pressed && !pressed.contains(event.target)) clear(); }, true);
  on("click", function (event) { if (event.defaultPrevented && !root.hasAttribute("data-navigating")) clear(); }, false);
  on("pageshow", function (event) { if (event.persisted) clear(); }, false);
  var navigating = false;
  new win.MutationObserver(function () {
    if (navigating && !root.hasAttribute("data-navigating")) clear();
    navigating = root.hasAttribute("data-navigating");
  }).observe(root, { attributes: true, attributeFilter: ["data-navigating"] });
}`;

/** The inline script: the function, minified by hand (whitespace), run at once. */
export const PRESS_MARK_SCRIPT = `(${PRESS_MARK_FUNCTION.replace(/\s*\n\s*/g, "")})(window)`;
