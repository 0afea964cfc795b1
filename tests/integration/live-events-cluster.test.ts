// One reader of the live hosts for a cluster (issue 70 item 2): two instances sharing Redis and one upstream, each
// with pages open; one of them reads, and both instances' pages hear a broadcast start. Needs redis-server; runs
// against the built dist/server.js (npm run build first).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcast, liveChange, openStream, type OpenStream } from "./live-events";
import { startRedis, type Proc } from "./nginx-pair";
import { startPortal, type Portal } from "./portal";
import { testPorts } from "./ports";

const [portA, , portB, , metricsA, metricsB, redisPort] = testPorts(74, 7, 8200, 700);

const readerCalls = async (metricsPort: number) => {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^portal_live_reader_upstream_calls_total (\S+)$/m.exec(text)?.[1] ?? "NaN");
};

let redis: Proc;
let a: Portal;
let b: Portal;
const streams: OpenStream[] = [];
beforeAll(async () => {
  redis = await startRedis(redisPort);
  const shared = {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SESSION_SECRET: "live-events-cluster-secret-0123456789",
    LIVE_EVENTS_INTERVAL_MS: "300",
    LOG_LEVEL: "info",
  };
  a = await startPortal(portA, "live-cluster-a", { ...shared, METRICS_PORT: String(metricsA) });
  // The second instance reads the first one's upstream, as instances behind one load balancer share the platform.
  b = await startPortal(portB, "live-cluster-b", { ...shared, METRICS_PORT: String(metricsB), UPSTREAM_URL: a.upstream, PUBLIC_UPSTREAM_URL: a.upstream });
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.stop(), b?.stop()]);
  redis?.child.kill("SIGTERM");
});

describe("live events in a cluster with Redis", () => {
  it("one instance reads the live hosts and both instances' pages hear a change", async () => {
    const db = new Database(a.db, { readonly: true });
    const starting = db
      .prepare("SELECT user_id FROM stations WHERE user_id NOT IN (SELECT user_id FROM lives) ORDER BY user_id LIMIT 1")
      .pluck()
      .get() as string;
    db.close();
    for (const base of [a.base, b.base, a.base, b.base]) streams.push(await openStream(base, [starting]));
    await Promise.all(streams.map((stream) => stream.waitFor("the present", (message) => message.event === "state")));

    await broadcast(a.upstream, starting, "start", { viewers: 55 });
    await Promise.all(streams.map((stream) => stream.waitFor("started, on both instances", liveChange("started", starting))));

    const calls = [await readerCalls(metricsA), await readerCalls(metricsB)];
    expect(calls.filter((count) => count > 0)).toHaveLength(1);
    expect(calls.filter((count) => count === 0)).toHaveLength(1);
    const readers = [a, b].filter((portal) => portal.output().includes('"msg":"live_events_reader_started"'));
    expect(readers).toHaveLength(1);
  });
});
