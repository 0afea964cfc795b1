// Live without a reload, the server's side (issue 70 items 1, 2, 5, 6): one event stream per page, of the changes
// of the streamers it names, read from the live hosts once per interval whatever the audience; open streams are not
// requests in flight (admission control), a client address holds a bounded number, and a drain ends them at once.
// Runs against the built dist/server.js (npm run build first).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcast, changesOf, liveChange, openStream, type OpenStream } from "./live-events";
import { startPortal, type Portal } from "./portal";
import { testPort } from "./ports";

const INTERVAL_MS = 300;

type Sample = { name: string; value: number };
async function scrape(url: string): Promise<Sample[]> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [name, value] = [line.slice(0, line.lastIndexOf(" ")), line.slice(line.lastIndexOf(" ") + 1)];
      return { name: name.replace(/\{.*\}$/, ""), value: Number(value) };
    });
}
const metric = (samples: Sample[], name: string) => samples.filter((sample) => sample.name === name).reduce((total, sample) => total + sample.value, 0);

/** Streamers of the portal's reference upstream: some on air, some not. */
function streamers(dbPath: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    const live = db.prepare("SELECT user_id FROM lives ORDER BY broad_no LIMIT 3").pluck().all() as string[];
    const offAir = db
      .prepare("SELECT user_id FROM stations WHERE user_id NOT IN (SELECT user_id FROM lives) ORDER BY user_id LIMIT 3")
      .pluck()
      .all() as string[];
    return { live, offAir };
  } finally {
    db.close();
  }
}

let portal: Portal;
let metricsUrl: string;
const opened: OpenStream[] = [];
beforeAll(async () => {
  const port = testPort(70, 7800, 200);
  const metricsPort = testPort(72, 8000, 200);
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  portal = await startPortal(port, "live-events", {
    LIVE_EVENTS_INTERVAL_MS: String(INTERVAL_MS),
    LIVE_EVENTS_PER_ADDRESS: "45",
    METRICS_PORT: String(metricsPort),
    // The bound of requests in flight admission control sheds at: the open streams must not reach it. Only that bound
    // (the loop's delay and the expected wait off: a loaded test machine would shed by those).
    ADMISSION_CONTROL: "1",
    ADMISSION_MAX_IN_FLIGHT: "30",
    ADMISSION_MAX_LAG_MS: "0",
    ADMISSION_MAX_WAIT_MS: "0",
    SHUTDOWN_GRACE_MS: "0",
    SHUTDOWN_TIMEOUT_MS: "20000",
    LOG_LEVEL: "info",
  });
}, 90_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await portal?.stop();
});

const open = async (...args: Parameters<typeof openStream>) => {
  const stream = await openStream(...args);
  opened.push(stream);
  return stream;
};

describe("live event streams", () => {
  it("send a page the present of its streamers, then what changes for them: started, viewers, title, ended", async () => {
    const { live, offAir } = streamers(portal.db);
    const [onAir] = live;
    const [starting, unwatched] = offAir;
    // Another page keeps the instance's reads going (with no stream open it reads nothing, and forgets what it read).
    await open(portal.base, [onAir]);
    const page = await open(portal.base, [onAir, starting]);
    expect(page.status).toBe(200);
    const present = await page.waitFor("the present", (message) => message.event === "state");
    expect(changesOf(present)).toEqual([expect.objectContaining({ kind: "started", userId: onAir }), { kind: "ended", userId: starting }]);

    await broadcast(portal.upstream, unwatched, "start");
    await broadcast(portal.upstream, starting, "start", { title: "라이브 테스트 방송", viewers: 321 });
    const started = await page.waitFor("started", liveChange("started", starting));
    expect(changesOf(started).find((change) => change.userId === starting)).toMatchObject({ viewers: 321, title: "라이브 테스트 방송" });

    await broadcast(portal.upstream, onAir, "change", { viewers: 98_765, title: "제목을 바꿨어요" });
    await page.waitFor(
      "viewers",
      liveChange("viewers", onAir, (change) => change.viewers === 98_765),
    );
    await page.waitFor(
      "title",
      liveChange("changed", onAir, (change) => change.title === "제목을 바꿨어요"),
    );

    await broadcast(portal.upstream, starting, "end");
    await page.waitFor("ended", liveChange("ended", starting));
    // Nothing of a streamer the page does not show.
    expect(page.messages.some((message) => message.data.includes(unwatched))).toBe(false);

    // A page that comes back names the last read it had: it gets the present of what changed since (nothing when that
    // read is the latest); one from before the instance's reads began gets the whole present.
    const lastId = page.messages[page.messages.length - 1].id!;
    page.close();
    const back = await open(portal.base, [onAir, starting], { "last-event-id": lastId });
    const older = await open(portal.base, [onAir, starting], {}, `&since=${Number(lastId) - 1}`);
    const ancient = await open(portal.base, [onAir, starting], {}, "&since=1");
    expect(changesOf(await older.waitFor("what changed since", (message) => message.event === "state"))).toEqual([{ kind: "ended", userId: starting }]);
    expect(changesOf(await ancient.waitFor("the whole present", (message) => message.event === "state"))).toEqual([
      expect.objectContaining({ kind: "started", userId: onAir }),
      { kind: "ended", userId: starting },
    ]);
    await broadcast(portal.upstream, starting, "start");
    await back.waitFor("the next change", liveChange("started", starting));
    expect(back.messages.filter((message) => message.event === "state")).toEqual([]);
  });

  it("read the live hosts once per interval whatever the audience; open streams are not requests in flight", async () => {
    const { live } = streamers(portal.db);
    const streams = await Promise.all(Array.from({ length: 40 }, () => open(portal.base, [live[1]])));
    await Promise.all(streams.map((stream) => stream.waitFor("the present", (message) => message.event === "state")));
    const before = await scrape(metricsUrl);
    expect(metric(before, "portal_live_streams_open")).toBeGreaterThanOrEqual(40);
    // Forty streams open and admission control's bound at 30: none of them is waiting for an answer.
    expect(metric(before, "portal_http_requests_in_flight")).toBeLessThan(5);
    const page = await fetch(`${portal.base}/live/all`);
    expect(page.status).toBe(200);

    const started = Date.now();
    await broadcast(portal.upstream, live[1], "change", { viewers: 4_321 });
    await Promise.all(
      streams.map((stream) =>
        stream.waitFor(
          "viewers on every stream",
          liveChange("viewers", live[1], (change) => change.viewers === 4_321),
        ),
      ),
    );
    await broadcast(portal.upstream, live[1], "change", { viewers: 1_234 });
    await Promise.all(
      streams.map((stream) =>
        stream.waitFor(
          "viewers again",
          liveChange("viewers", live[1], (change) => change.viewers === 1_234),
        ),
      ),
    );
    const after = await scrape(metricsUrl);
    const calls = metric(after, "portal_live_reader_upstream_calls_total") - metric(before, "portal_live_reader_upstream_calls_total");
    // The live list's pages (260 broadcasts, 60 a page) once per interval, plus the read under way at each end.
    const reads = Math.ceil((Date.now() - started) / INTERVAL_MS) + 2;
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(reads * 5);
    expect(metric(after, "portal_live_events_sent_total")).toBeGreaterThan(metric(before, "portal_live_events_sent_total") + 70);
    expect(metric(after, "portal_live_fanout_lag_seconds_count")).toBeGreaterThan(0);
    for (const stream of streams) stream.close();
  });

  it("hold a bounded number per client address", async () => {
    const { live } = streamers(portal.db);
    // Of the 45 an address may hold, those still closing from the test before may count for a moment: fill up to it.
    const streams: OpenStream[] = [];
    for (;;) {
      const stream = await open(portal.base, [live[2]]);
      if (stream.status === 429) break;
      expect(stream.status).toBe(200);
      streams.push(stream);
      expect(streams.length).toBeLessThanOrEqual(45);
    }
    streams[0].close();
    await streams[0].ended;
    await expect
      .poll(async () => {
        const again = await open(portal.base, [live[2]]);
        return again.status;
      })
      .toBe(200);
  });

  it("end when the instance drains, which then stops at once", async () => {
    const { live } = streamers(portal.db);
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(portal.base, [live[0]])));
    const stopping = Date.now();
    const stopped = portal.stop();
    await Promise.all(streams.map((stream) => stream.ended));
    await stopped;
    // SHUTDOWN_TIMEOUT_MS is 20 s: a stream left open holds the drain until then.
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(portal.output()).not.toContain("shutdown_forced");
    expect(portal.output()).toMatch(/"msg":"shutdown_draining"[^\n]*"liveStreams":[1-9]/);
  });
});
