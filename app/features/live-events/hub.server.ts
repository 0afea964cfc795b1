// The live event streams of one instance (issue 70): every open stream, the last read of the live hosts, and the
// fan-out of what changed. The live hosts are read once per interval for all of the instance's streams, never per
// client (reader.server.ts; with REDIS_URL one reader for the whole cluster, cluster.server.ts), and only while a
// stream is open. Each read is diffed against the one before (domain/live-events.ts) and every stream gets the
// changes of the streamers its page shows, one message per read. A stream that opens gets the present of its
// streamers first; one that comes back (its Last-Event-ID names the last read it had) that of those that changed since.
import { diffLives, type LiveChange, type LiveSnapshot, presentFor } from "~/domain/live-events";
import { metrics } from "~/utils/metrics.server";

/** One open stream: the streamers its page shows, and how to write to it and end it. */
export type Subscriber = { watched: ReadonlySet<string>; address: string; write: (text: string) => void; end: () => void };

/** Where the reads come from: this instance's reader, or the cluster's over Redis. Started with the first open
 * stream, stopped with the last; `deliver` gets every read. */
export type LiveSource = { start(deliver: (snapshot: LiveSnapshot) => void): void; stop(): void };

/** One SSE message: the read's time as its id (what the browser sends back as Last-Event-ID). */
export function sseMessage(event: string, id: number, data: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;
}

/** A comment line: proxies see traffic on a quiet stream and keep it open; the page ignores it. */
export const HEARTBEAT = ": \n\n";

export class LiveEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly perAddress = new Map<string, number>();
  private snapshot: LiveSnapshot | null = null;
  /** The first read since streams are open: a page that comes back from before it gets its whole present. */
  private since = 0;
  /** The last read that changed each streamer (one entry per streamer on air or once on air since). */
  private readonly changedAt = new Map<string, number>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly source: LiveSource,
    private readonly limits: { heartbeatMs: number; perAddress: number },
  ) {}

  get open(): number {
    return this.subscribers.size;
  }

  /** Whether `address` may open one more stream (LIVE_EVENTS_PER_ADDRESS). */
  admits(address: string): boolean {
    return this.limits.perAddress === 0 || (this.perAddress.get(address) ?? 0) < this.limits.perAddress;
  }

  /** Adds a stream; it gets the present of its streamers at once, or, coming back with the `lastEventId` of a read of
   * this run, of those that changed after it. Returns its removal. */
  subscribe(subscriber: Subscriber, lastEventId: number | null): () => void {
    this.subscribers.add(subscriber);
    this.perAddress.set(subscriber.address, (this.perAddress.get(subscriber.address) ?? 0) + 1);
    metrics.liveStreamsOpen.inc();
    if (this.subscribers.size === 1) this.firstOpened();
    if (this.snapshot) {
      const back = lastEventId !== null && lastEventId >= this.since;
      const stale = back ? [...subscriber.watched].filter((userId) => (this.changedAt.get(userId) ?? 0) > lastEventId) : subscriber.watched;
      const present = presentFor(this.snapshot, stale);
      if (present.length > 0) this.send(subscriber, "state", this.snapshot.at, present);
    }
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.subscribers.delete(subscriber);
      const left = (this.perAddress.get(subscriber.address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(subscriber.address, left);
      else this.perAddress.delete(subscriber.address);
      metrics.liveStreamsOpen.dec();
      if (this.subscribers.size === 0) this.lastClosed();
    };
  }

  /** A new read: its changes to every stream that shows one of them. The first read after a quiet moment is the
   * present for streams that opened before it. */
  deliver(next: LiveSnapshot): void {
    const before = this.snapshot;
    if (before && next.at <= before.at) return;
    this.snapshot = next;
    if (!before) {
      this.since = next.at;
      for (const subscriber of this.subscribers) this.send(subscriber, "state", next.at, presentFor(next, subscriber.watched));
      return;
    }
    const changes = diffLives(before.lives, next.lives);
    if (changes.length === 0) return;
    // Each change serialised once; a stream's message joins those of its streamers.
    const byStreamer = new Map<string, string[]>();
    for (const change of changes) {
      this.changedAt.set(change.userId, next.at);
      const list = byStreamer.get(change.userId) ?? [];
      list.push(JSON.stringify(change));
      byStreamer.set(change.userId, list);
    }
    let sent = 0;
    for (const subscriber of this.subscribers) {
      const parts: string[] = [];
      for (const userId of subscriber.watched) {
        const mine = byStreamer.get(userId);
        if (mine) parts.push(...mine);
      }
      if (parts.length === 0) continue;
      subscriber.write(sseMessage("live", next.at, `[${parts.join(",")}]`));
      sent += 1;
    }
    metrics.liveEventsSent.inc(sent);
    metrics.liveFanoutLag.observe(Math.max(0, Date.now() - next.at) / 1000);
  }

  /** Ends every open stream (the instance drains: its pages reconnect to another instance). */
  closeAll(): number {
    const count = this.subscribers.size;
    for (const subscriber of [...this.subscribers]) subscriber.end();
    return count;
  }

  private send(subscriber: Subscriber, event: string, id: number, changes: LiveChange[]) {
    subscriber.write(sseMessage(event, id, JSON.stringify(changes)));
    metrics.liveEventsSent.inc();
  }

  private firstOpened() {
    this.source.start((snapshot) => this.deliver(snapshot));
    this.heartbeat = setInterval(() => {
      for (const subscriber of this.subscribers) subscriber.write(HEARTBEAT);
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  private lastClosed() {
    this.source.stop();
    clearInterval(this.heartbeat);
    // A read kept while nobody listens would be stale when the next stream opens.
    this.snapshot = null;
    this.changedAt.clear();
  }
}
