// GET /resources/live-events (issue 70): the Express side of a live event stream. The stream itself (the hub, the
// reads, what is sent) is the build's (app/features/live-events/stream.server.ts, exported by entry.server); this
// adapter hands it the request's few facts and the answer to write to.
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type { StreamRequest, StreamSink } from "../app/features/live-events/stream.server";

type LiveEventsEntry = {
  openLiveEventStream: (request: StreamRequest, sink: StreamSink) => 200 | 429;
  closeLiveEventStreams: () => number;
  LIVE_EVENT_HEADERS: Record<string, string>;
};

const entryOf = (build: ServerBuild) => build.entry.module as unknown as LiveEventsEntry;

/** Ends every open stream (the instance drains); how many there were. */
export function endLiveEventStreams(build: ServerBuild): number {
  return entryOf(build).closeLiveEventStreams();
}

export function liveEventStreams(build: ServerBuild): RequestHandler {
  const entry = entryOf(build);
  return (req, res) => {
    res.locals.route = "live-events";
    const sink: StreamSink = {
      write(text) {
        if (!res.headersSent) res.writeHead(200, entry.LIVE_EVENT_HEADERS);
        res.write(text);
      },
      end: () => res.end(),
      onClosed: (closed) => void res.once("close", closed),
    };
    const status = entry.openLiveEventStream({ url: req.originalUrl, lastEventId: req.get("last-event-id"), address: req.ip ?? "" }, sink);
    if (status === 429) res.status(429).set({ "Retry-After": "30", "Cache-Control": "no-store" }).end();
  };
}
