// One reader of the live hosts for the whole cluster (issue 70 item 2, with REDIS_URL): N instances do not make N
// times the calls. An instance with a stream open asks every interval for the reader's lease (a Redis key set only if
// absent, with a lifetime of a few intervals); the one that holds it reads (reader.server.ts), renews it and
// publishes each read on a channel every instance listens to, and each instance's hub diffs and fans out what it
// hears. The reader lets the lease go when its last stream closes; one that dies loses it when it expires, and
// another instance with streams takes it. While Redis cannot be reached no read is published: the pages keep what
// they show, and catch up once reads come again.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { LiveSnapshot } from "~/domain/live-events";
import { logger } from "~/utils/log.server";
import { everyInterval } from "./every-interval.server";
import type { LiveSource } from "./hub.server";
import { readLives } from "./reader.server";

const LEASE_KEY = "portal:live-events:reader";
const CHANNEL = "portal:live-events:reads";

/** Renews the lease if this instance holds it (1), else 0. */
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
/** Gives the lease up if this instance holds it. */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export function clusterReader(redisUrl: string, intervalMs: number, read: typeof readLives = readLives): LiveSource {
  const instance = randomUUID();
  // Long enough that a busy moment does not hand the reading to another instance; short enough that a dead reader's
  // successor takes over within seconds.
  const leaseMs = Math.max(3 * intervalMs, 5000);
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000) };
  let client: Redis | undefined;
  let listener: Redis | undefined;
  let stopRounds: (() => void) | undefined;
  let leading = false;
  let last: LiveSnapshot | null = null;

  const quietly = (what: string) => (error: unknown) =>
    logger.warn("live_events_cluster_failed", { what, detail: error instanceof Error ? error.message : String(error) });

  async function holdsLease(redis: Redis): Promise<boolean> {
    if (leading && (await redis.eval(RENEW, 1, LEASE_KEY, instance, String(leaseMs))) === 1) return true;
    const taken = (await redis.set(LEASE_KEY, instance, "PX", leaseMs, "NX")) === "OK";
    if (taken !== leading) logger.info(taken ? "live_events_reader_started" : "live_events_reader_stopped", { instance });
    return taken;
  }

  return {
    start(deliver) {
      last = null;
      client = new Redis(redisUrl, options);
      listener = new Redis(redisUrl, options);
      client.on("error", () => {});
      listener.on("error", () => {});
      listener.on("message", (_channel: string, text: string) => {
        try {
          last = JSON.parse(text) as LiveSnapshot;
          deliver(last);
        } catch (error) {
          quietly("message")(error);
        }
      });
      const redis = client;
      void listener.connect().then(() => listener?.subscribe(CHANNEL), quietly("subscribe"));
      stopRounds = everyInterval(async (running) => {
        try {
          if (redis.status !== "ready") await redis.connect().catch(() => {});
          leading = await holdsLease(redis);
          if (leading) {
            const snapshot = await read(last);
            if (snapshot && running()) await redis.publish(CHANNEL, JSON.stringify(snapshot));
          }
        } catch (error) {
          quietly("read")(error);
        }
      }, intervalMs);
    },
    stop() {
      stopRounds?.();
      const redis = client;
      const wasLeading = leading;
      leading = false;
      void listener?.quit().catch(() => {});
      if (!redis) return;
      if (!wasLeading) return void redis.quit().catch(() => {});
      logger.info("live_events_reader_stopped", { instance });
      void redis
        .eval(RELEASE, 1, LEASE_KEY, instance)
        .catch(quietly("release"))
        .finally(() => void redis.quit().catch(() => {}));
    },
  };
}
