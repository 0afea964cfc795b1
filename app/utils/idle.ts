// Extras a slow phone should not pay for first (muted previews of broadcasts and VODs): they start
// once the browser is idle after the page's own work, and not at all for a reader who asked to save data.
// `onIdle` is the idle callback itself, for work that must run whatever the reader's setting (page-feedback).

/** Whether the reader's browser asks to save data (the Save-Data setting, Network Information API). */
export function savingData(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `start` when the browser is next idle (at the latest after `timeoutMs`), unless the reader saves
 * data; returns the cancel. */
export function whenIdle(start: () => void, timeoutMs = 3000): () => void {
  if (savingData()) return () => undefined;
  return onIdle(window, start, { timeoutMs, withoutIdleCallbacksMs: 1 });
}

/** Runs `start` when `win` is next idle (at the latest after `timeoutMs`, if given); in a browser without idle
 * callbacks, after `withoutIdleCallbacksMs`. Returns the cancel. */
export function onIdle(win: Window, start: () => void, { timeoutMs, withoutIdleCallbacksMs }: { timeoutMs?: number; withoutIdleCallbacksMs: number }) {
  if (typeof win.requestIdleCallback === "function") {
    const id = win.requestIdleCallback(() => start(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(start, withoutIdleCallbacksMs);
  return () => win.clearTimeout(id);
}
