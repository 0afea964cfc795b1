// The event stream a page opens (GET /resources/live-events?ids={userId},…, issue 70): `text/event-stream` of the
// changes of the streamers it names, from the instance's one hub (hub.server.ts). server.ts serves it straight from
// Express (an adapter of a few lines) rather than as a Remix resource route: a Request, its AbortController and a
// ReadableStream piped to the answer per stream came to some 32 KB each, and one instance is to hold 10,000 of them
// within 150 MB (npm run bench); nor would remix-utils' eventStream do, which writes no `id:` (the browser's
// Last-Event-ID on its reconnection) nor a comment (the heartbeat). A client address holds at most
// LIVE_EVENTS_PER_ADDRESS streams (429 past it).
import { parseWatched } from "~/domain/live-events";
import { getConfig } from "~/utils/env.server";
import { clusterReader } from "./cluster.server";
import { LiveEventHub, type LiveSource } from "./hub.server";
import { intervalReader } from "./reader.server";

let hub: LiveEventHub | undefined;

/** The instance's hub, made on first use: its reads this instance's own, or with REDIS_URL the cluster's one reader's. */
function liveEventHub(): LiveEventHub {
  if (!hub) {
    const { liveEvents, redisUrl } = getConfig();
    const source: LiveSource = redisUrl ? clusterReader(redisUrl, liveEvents.intervalMs) : intervalReader(liveEvents.intervalMs);
    hub = new LiveEventHub(source, liveEvents);
  }
  return hub;
}

/** Ends every open stream (server.ts, when the instance drains); how many there were. */
export function closeLiveEventStreams(): number {
  return hub?.closeAll() ?? 0;
}

/** How long the browser's own reconnection waits after a drop (SSE `retry:`); the page adds its backoff. */
const RETRY_MS = 3000;

export const LIVE_EVENT_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // nginx passes each message on as it comes (docs/deploy/nginx.conf says so for the location too).
  "X-Accel-Buffering": "no",
};

/** What a stream's request says: its address (`?ids=`, `?since=`), its Last-Event-ID header, the client's address. */
export type StreamRequest = { url: string; lastEventId: string | undefined; address: string };
/** Where a stream writes: its answer. `end` ends it; `closed` is called once when the client has gone. */
export type StreamSink = { write: (text: string) => void; end: () => void; onClosed: (closed: () => void) => void };

/** The page's reconnection after a drop: the browser's own sends Last-Event-ID, the page's own (with backoff, after a
 * hidden tab) `?since=`. */
function lastEventId(request: StreamRequest, url: URL): number | null {
  const value = Number(request.lastEventId ?? url.searchParams.get("since"));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Opens a stream: 429 when the address holds its bound already (nothing written), else 200 with its headers to send
 * before the first write. */
export function openLiveEventStream(request: StreamRequest, sink: StreamSink): 200 | 429 {
  const instanceHub = liveEventHub();
  if (!instanceHub.admits(request.address)) return 429;
  const url = new URL(request.url, "http://portal.invalid");
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    sink.end();
  };
  sink.write(`retry: ${RETRY_MS}\n\n`);
  const unsubscribe = instanceHub.subscribe(
    { watched: new Set(parseWatched(url.searchParams.get("ids"))), address: request.address, write: (text) => !ended && sink.write(text), end },
    lastEventId(request, url),
  );
  sink.onClosed(() => {
    ended = true;
    unsubscribe();
  });
  return 200;
}
