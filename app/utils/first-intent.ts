// The reader's first input on this document: a pointer over or down, a touch, a key, a focus, a wheel or
// a scroll. What only answers input (most lazily hydrated parts, the re-click throttle, the page feedback)
// loads its chunks then, so that a page fetches before the first input no more than what runs by itself
// (docs/budgets.md: `npm run js-budget:browser` counts exactly that in Chromium). Until then the HTML works as it
// does without JS, as it does while any chunk is on its way.
const INTENT_EVENTS = ["pointerover", "pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

let intent: Promise<void> | undefined;

/** Resolves at the first input (at once if there has been one); the page then carries <html data-intent>. */
export function firstIntent(win: Window = window): Promise<void> {
  intent ??= new Promise((resolve) => {
    const heard = () => {
      for (const type of INTENT_EVENTS) win.removeEventListener(type, heard, { capture: true });
      win.document.documentElement.setAttribute("data-intent", "");
      resolve();
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, heard, { capture: true, passive: true });
    // A field the reader focused before the scripts ran (a select chosen on a slow phone) was an input too.
    if (win.document.activeElement !== win.document.body) heard();
  });
  return intent;
}
