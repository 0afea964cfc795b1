// `npm run bench`'s live event streams (issue 70 item 6): how many open streams one instance holds and what they
// cost it in resident memory (target: 10,000 for ≤ 150 MB more), and how long a change takes to reach all of them
// (target: within 2 s). Each stream is a plain socket of this process asking /resources/live-events for one streamer
// as a browser's EventSource does; the change is a broadcast started through the reference upstream's test API. The
// time is printed twice: from the read that saw it to the last stream (the portal's fan-out, the goal's), and from the
// start (which waits for the kept answer of the live list to expire, UPSTREAM_ANSWER_CACHE_MS, and the next read,
// LIVE_EVENTS_INTERVAL_MS).
import net from "node:net";

export type LiveBenchServer = { port: number; upstream: string; rssMb: () => number };

/** Opens up to this many connections at once (the listener's backlog is 511). */
const OPENING_AT_ONCE = 200;

type Stream = { socket: net.Socket; text: string; opened: Promise<void>; heard: (marker: string) => Promise<number> };

function openStream(port: number, streamer: string): Stream {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  let text = "";
  const waiting: Array<{ marker: string; resolve: (at: number) => void }> = [];
  let opened: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const openedPromise = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  socket.on("connect", () =>
    socket.write(`GET /resources/live-events?ids=${streamer} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`),
  );
  socket.on("data", (chunk: string) => {
    // Only what a wait needs is kept: the header's status and the messages' text, cut to their tail.
    text = (text + chunk).slice(-4096);
    if (text.includes("event: state") || text.includes("retry:")) opened();
    if (/^HTTP\/1\.1 (?!200)/.test(text)) failed(new Error(text.split("\r\n")[0]));
    for (let index = waiting.length - 1; index >= 0; index -= 1)
      if (text.includes(waiting[index].marker)) waiting.splice(index, 1)[0].resolve(performance.now());
  });
  socket.on("error", (error) => failed(error));
  socket.on("close", () => failed(new Error("closed")));
  return {
    socket,
    get text() {
      return text;
    },
    opened: openedPromise,
    heard: (marker) => new Promise((resolve) => (text.includes(marker) ? resolve(performance.now()) : waiting.push({ marker, resolve }))),
  };
}

export async function benchLiveStreams(
  server: LiveBenchServer,
  count: number,
  streamer: string,
): Promise<{ held: number; extraRssMb: number; reachAllMs: number; fanOutMs: number }> {
  const before = server.rssMb();
  const streams: Stream[] = [];
  for (let first = 0; first < count; first += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, count - first) }, () => openStream(server.port, streamer));
    streams.push(...batch);
    // A stream refused or reset is not held (counted below); the others go on.
    await Promise.allSettled(batch.map((stream) => stream.opened));
  }
  // The garbage of the opening gone, what stays is what the streams hold.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = streams.filter((stream) => !stream.socket.destroyed).length;
  const open = streams.filter((stream) => !stream.socket.destroyed);
  const extraRssMb = server.rssMb() - before;

  const marker = `"kind":"started","userId":"${streamer}"`;
  const heard = Promise.all(open.map((stream) => stream.heard(marker)));
  const started = performance.now();
  const response = await fetch(`${server.upstream}/__test/lives/${streamer}/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`the test API did not start ${streamer}: ${response.status}`);
  // A stream that never hears it (its connection reset) leaves the time unknown: printed as such after 30 s.
  const times = await Promise.race([heard, new Promise<number[]>((resolve) => setTimeout(() => resolve([Infinity]), 30_000).unref())]);
  const last = Math.max(...times);
  // The message's id is the time the portal read the change (Date.now() there, on this machine's clock).
  const readAt = Number(/id: (\d+)\nevent: live\ndata: [^\n]*"kind":"started"/.exec(open[0]?.text ?? "")?.[1]);
  const reachAllMs = last - started;
  const fanOutMs = performance.timeOrigin + last - readAt;
  for (const stream of streams) stream.socket.destroy();
  return { held, extraRssMb, reachAllMs, fanOutMs };
}
