// A dialog in the page's HTML (a `?dialog=` address, a dialog route, a dialog opened by a tap made before the page
// hydrated) is modal from the moment the page is parsed (issue 72 item 7): it takes the focus (its autofocus control,
// else its first), keeps Tab inside itself and closes on Escape, following its close link (the shared Dialog's, the
// link it focuses) or, a dialog without one (a form of method="dialog"), closing in place. Before, such a dialog waited
// for its chunk (the shared Dialog) or for nothing at all (home's '로그인이 필요합니다.'), and the focus stayed on the
// page behind it.
//
// An inline script of every page's <head> beside the re-click throttle (root.tsx), run when the document is parsed
// (readyState 'interactive', before the page's deferred scripts run, however long they take to arrive). Once the page
// has hydrated, the shared Dialog (components/dialog/Dialog.tsx) follows the link on Escape itself (this script only
// keeps the browser from closing it); Tab is kept by both, in agreement. Plain JavaScript here (a server module: the browser bundle has none of it).
export const MODAL_DIALOGS_FUNCTION = `function (win) {
  var doc = win.document;
  var focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  var keep = function (event) {
    var dialog = event.currentTarget;
    if (event.key !== "Tab" || !dialog.open) return;
    var items = Array.prototype.filter.call(dialog.querySelectorAll(focusable), function (item) { return item.getClientRects().length > 0; });
    if (!items.length) return;
    var first = items[0], last = items[items.length - 1];
    if (event.shiftKey ? doc.activeElement === first : doc.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  var leave = function (event) {
    var link = event.currentTarget.querySelector("a[href][autofocus]");
    if (!link) return;
    event.preventDefault();
    if (!doc.documentElement.hasAttribute("data-hydrated")) win.location.replace(link.href);
  };
  var upgrade = function () {
    Array.prototype.forEach.call(doc.querySelectorAll("dialog[open]"), function (dialog) {
      if (!dialog.getClientRects().length || dialog.matches(":modal")) return;
      dialog.addEventListener("keydown", keep);
      dialog.addEventListener("cancel", leave);
      dialog.close();
      dialog.showModal();
      var first = dialog.querySelector("[autofocus]") || dialog.querySelector(focusable);
      if (first) first.focus();
    });
  };
  if (doc.readyState !== "loading") upgrade();
  else doc.addEventListener("readystatechange", upgrade, { once: true });
}`;

/** The inline script: the function, minified by hand (comments and line breaks), run at once. */
export const MODAL_DIALOGS_SCRIPT = `(${MODAL_DIALOGS_FUNCTION.replace(/\s*\n\s*/g, "")})(window)`;
