// Extras a slow phone should not pay for first (muted previews of broadcasts and VODs, issue 23): they start
// once the browser is idle after the page's own work, and not at all for a reader who asked to save data.

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
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => start(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1);
  return () => window.clearTimeout(id);
}
