// The event stream a page opens (routes/resources.live-events, issue 70): `text/event-stream` of the changes of
// the streamers it names (`?ids=`), from the instance's one hub (hub.server.ts). Written here rather than with
// remix-utils' eventStream, which writes neither an `id:` (the browser's Last-Event-ID on its reconnection) nor a
// comment (the heartbeat). A client address holds at most LIVE_EVENTS_PER_ADDRESS streams (429 past it).
import type { AppLoadContext } from "@remix-run/node";
import { parseWatched } from "~/domain/live-events";
import { getConfig } from "~/utils/env.server";
import { clusterReader } from "./cluster.server";
import { LiveEventHub, type LiveSource } from "./hub.server";
import { intervalReader } from "./reader.server";

let hub: LiveEventHub | undefined;

/** The instance's hub, made on first use: its reads this instance's own, or with REDIS_URL the cluster's one reader's. */
export function liveEventHub(): LiveEventHub {
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

/** The page's reconnection after a drop: the browser's own sends Last-Event-ID, the page's own (with backoff, after a
 * hidden tab) `?since=`. */
function lastEventId(request: Request, url: URL): number | null {
  const value = Number(request.headers.get("last-event-id") ?? url.searchParams.get("since"));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** How long the browser's own reconnection waits after a drop (SSE `retry:`); the page adds its backoff. */
const RETRY_MS = 3000;

export function liveEventStream(request: Request, context: Partial<AppLoadContext> | undefined): Response {
  const instanceHub = liveEventHub();
  const address = context?.clientAddress ?? "";
  if (!instanceHub.admits(address)) return new Response(null, { status: 429, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  const url = new URL(request.url);
  const watched = new Set(parseWatched(url.searchParams.get("ids")));
  const since = lastEventId(request, url);
  const encoder = new TextEncoder();
  let unsubscribe = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        request.signal.removeEventListener("abort", end);
        controller.close();
      };
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
      unsubscribe = instanceHub.subscribe({ watched, address, write: (text) => !ended && controller.enqueue(encoder.encode(text)), end }, since);
      request.signal.addEventListener("abort", end);
      if (request.signal.aborted) end();
    },
    cancel() {
      unsubscribe();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx passes each message on as it comes (docs/deploy/nginx.conf says so for the location too).
      "X-Accel-Buffering": "no",
    },
  });
}
