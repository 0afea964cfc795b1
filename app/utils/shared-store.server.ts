// The small state the portal keeps about requests (issue 19): rate-limit counts, used honeypot tokens and
// help submissions' idempotency keys. By default it lives in the process's memory (as the rate limits
// did): fine for one instance, but N instances then allow N times each limit and see each other's tokens
// and keys as new. With REDIS_URL set it lives in Redis, shared by every instance and worker.
//
// It never takes a page down: while Redis cannot be reached, each instance falls back to its own memory
// (the limits and keys then count per instance again), logged once per outage, and the portal serves on.
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import type { Config } from "./env.server";
import { logger } from "./log.server";

export interface SharedStore {
  /** Counts a hit in `key`'s window (which starts at its first hit and lasts `windowMs`). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  decrement(key: string): Promise<void>;
  /** Sets `key` to `value` for `ttlMs` unless it has a value: null when it was set, else the value it has. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<string | null>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resolves once the store can answer (at once for memory; Redis: connected, or `timeoutMs` passed). */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
  readonly kind: "memory" | "redis";
}

/** At most this many keys are kept in memory (the least recently used go first). */
const MEMORY_MAX_KEYS = 200_000;

export class MemoryStore implements SharedStore {
  readonly kind = "memory";
  // Bounded by maxSize with every entry counting 1 rather than by max, which allocates all its slots up
  // front: 200,000 of them in each cache cost every start about 30 ms and 10 MB (issue 23).
  private values = new LRUCache<string, string>({ maxSize: MEMORY_MAX_KEYS, sizeCalculation: () => 1 });
  private counts = new LRUCache<string, { count: number; resetAt: number }>({ maxSize: MEMORY_MAX_KEYS, sizeCalculation: () => 1 });

  async increment(key: string, windowMs: number) {
    const now = Date.now();
    const current = this.counts.get(key);
    const entry = current && current.resetAt > now ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs };
    this.counts.set(key, entry, { ttl: Math.max(1, entry.resetAt - now) });
    return entry;
  }

  async decrement(key: string) {
    const current = this.counts.get(key);
    if (current && current.count > 0) this.counts.set(key, { ...current, count: current.count - 1 }, { noUpdateTTL: true });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    const existing = this.values.get(key);
    if (existing !== undefined) return existing;
    this.values.set(key, value, { ttl: ttlMs });
    return null;
  }

  async get(key: string) {
    return this.values.get(key) ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.values.set(key, value, { ttl: ttlMs });
  }

  async delete(key: string) {
    this.values.delete(key);
    this.counts.delete(key);
  }

  async ready() {
    return true;
  }

  async close() {}
}

/** INCR with the window's expiry set on the first hit; answers [count, ms left]. */
const INCREMENT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
/** SET NX PX, or the value already there. */
const SET_IF_ABSENT = `if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return false end
return redis.call('GET', KEYS[1])`;
/** DECR that never goes below 0 nor touches the expiry. */
const DECREMENT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisStore implements SharedStore {
  readonly kind = "redis";
  private client: Redis;
  private down = false;
  /** Answers while Redis cannot: per instance, as without Redis. */
  private local = new MemoryStore();

  constructor(url: string) {
    this.client = new Redis(url, {
      keyPrefix: "portal:",
      // Fail at once while disconnected (the caller then answers as from an empty store) and retry the
      // connection in the background; one command never waits more than half a second.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.client.on("ready", () => {
      if (this.down) logger.info("shared_store_recovered", { kind: "redis" });
      this.down = false;
    });
    this.client.on("error", (error: Error) => this.unavailable(error));
  }

  private unavailable(error: unknown) {
    if (this.down) return;
    this.down = true;
    logger.error("shared_store_unavailable", { kind: "redis", detail: error instanceof Error ? error.message : String(error) });
  }

  /** Runs a command on Redis; when Redis cannot answer, the same on this instance's memory. */
  private async run<T>(command: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.unavailable(error);
      return local();
    }
  }

  increment(key: string, windowMs: number) {
    return this.run(
      async () => {
        const [count, ttl] = (await this.client.eval(INCREMENT, 1, key, String(windowMs))) as [number, number];
        return { count, resetAt: Date.now() + ttl };
      },
      () => this.local.increment(key, windowMs),
    );
  }

  decrement(key: string) {
    return this.run(
      async () => void (await this.client.eval(DECREMENT, 1, key)),
      () => this.local.decrement(key),
    );
  }

  setIfAbsent(key: string, value: string, ttlMs: number) {
    return this.run(
      async () => ((await this.client.eval(SET_IF_ABSENT, 1, key, value, String(ttlMs))) as string | null) ?? null,
      () => this.local.setIfAbsent(key, value, ttlMs),
    );
  }

  get(key: string) {
    return this.run(
      () => this.client.get(key),
      () => this.local.get(key),
    );
  }

  set(key: string, value: string, ttlMs: number) {
    return this.run(
      async () => void (await this.client.set(key, value, "PX", ttlMs)),
      () => this.local.set(key, value, ttlMs),
    );
  }

  delete(key: string) {
    return this.run(
      async () => void (await this.client.del(key)),
      () => this.local.delete(key),
    );
  }

  async ready(timeoutMs: number) {
    if (this.client.status === "ready") return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.client.once("ready", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

export function createSharedStore(config: Pick<Config, "redisUrl">): SharedStore {
  return config.redisUrl ? new RedisStore(config.redisUrl) : new MemoryStore();
}

let fallback: SharedStore | undefined;

/**
 * The store server.ts hands to loaders and actions through the load context; without one (unit tests,
 * `remix dev` without server.ts) a memory store of this module's own.
 */
export function storeOf(context: { store?: SharedStore } | undefined): SharedStore {
  if (context?.store) return context.store;
  fallback ??= new MemoryStore();
  return fallback;
}

/** A fresh fallback store (unit tests: no test counts another's sends or sees its keys). */
export function resetFallbackStoreForTests() {
  fallback = undefined;
}
