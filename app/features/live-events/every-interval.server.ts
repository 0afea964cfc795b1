// The live reads' loop (reader.server.ts, cluster.server.ts): a round at once, then one `ms` after each has ended,
// never two at a time, until stopped; a round still under way when stopped schedules no other.

/** Starts the loop; `round` is told whether the loop still runs (a round that ends after the stop drops its read).
 * Returns the stop. */
export function everyInterval(round: (running: () => boolean) => Promise<void>, ms: number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const running = () => !stopped;
  const next = async () => {
    await round(running);
    if (stopped) return;
    timer = setTimeout(() => void next(), ms);
    timer.unref?.();
  };
  void next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
