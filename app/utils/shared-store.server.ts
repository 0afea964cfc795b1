// The small state the portal keeps about requests: rate-limit counts, used honeypot tokens and
// help submissions' idempotency keys. By default it lives in the process's memory (as the rate limits
// did): fine for one instance, but N instances then allow N times each limit and see each other's tokens
// and keys as new. With REDIS_URL set it lives in Redis, shared by every instance and worker.
//
// It never takes a page down, and it keeps single use through an outage of Redis and its recovery:
// - A breaker trips on the first command that fails or gets no answer within COMMAND_TIMEOUT_MS (a dead Redis
//   and a frozen one alike). That time is the store's, not this process's: a timer that fires late because the
//   event loop was busy first lets the loop read what Redis already sent, and a call is timed out only once it
//   has waited COMMAND_TIMEOUT_MS on a loop that was on time (withinBudget): a busy instance is not a store
//   outage. While the breaker is open no call waits on Redis; a PING every PROBE_EVERY_MS closes it.
//   Both edges are logged once each (shared_store_unavailable, shared_store_recovered) and shown on /readyz
//   and in the metrics.
// - A configuration that cannot work (a database number the server does not have, a refused password) stops
//   the process at start: ready() rejects with a ConfigError.
// - Single use fails closed: while Redis cannot answer, a claim (setIfAbsent) of a key this instance has not
//   seen itself throws SharedStoreUnavailableError (the form comes back as it was, 503, and can be sent again
//   once the store is back); a key it has seen (it keeps a copy of every value it wrote or met in a claim) is
//   answered from that copy, so a double tap on the same instance is still its first submission. No instance
//   can record a claim the others would not see.
// - Counts go on in each instance's memory, each hit counted as many times as there are instances (each says
//   it is alive in Redis every HEARTBEAT_MS), so that N instances together still allow each limit once.
// - On recovery each instance reconciles before it trusts Redis again: it writes back the values it holds (SET
//   NX, with their remaining lifetimes; a Redis that came back empty forgets no claim an instance remembers),
//   the hits it counted (INCRBY) and the deletions it made.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { ConfigError, type Config } from "./env.server";
import { logger } from "./log.server";
import { metrics } from "./metrics.server";

/** What operators see of the store (/readyz, metrics). `answered`: it has answered since this process started
 * (a store that never did is an address or a setting that cannot work). */
export type StoreHealth = { kind: "memory" | "redis"; available: boolean; answered: boolean; instances: number };

export interface SharedStore {
  /** Counts a hit in `key`'s window (which starts at its first hit and lasts `windowMs`). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  decrement(key: string): Promise<void>;
  /** Sets `key` to `value` for `ttlMs` unless it has a value: null when it was set, else the value it has. The
   * one way to claim something once (a token, an idempotency key): while the store cannot say whether the key
   * is taken, it throws SharedStoreUnavailableError rather than answer null. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<string | null>;
  /** The value, or null. While the store is unavailable, what this instance knows (never a claim: setIfAbsent). */
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resolves once the store can answer (at once for memory; Redis: connected, or `timeoutMs` passed: false).
   * Rejects with a ConfigError when the store refuses the configuration (a database it does not have, a password). */
  ready(timeoutMs: number): Promise<boolean>;
  health(): StoreHealth;
  close(): Promise<void>;
  readonly kind: "memory" | "redis";
}

const UNAVAILABLE = Symbol.for("streamon.portal.SharedStoreUnavailableError");

/** A claim that cannot be checked: the shared store is unavailable and this instance has not seen the key. */
export class SharedStoreUnavailableError extends Error {
  name = "SharedStoreUnavailableError";
  readonly [UNAVAILABLE] = true;
  constructor(key: string) {
    super(`shared store unavailable: cannot claim ${key.split(":")[0]}:… once for every instance`);
  }

  /** This module is bundled twice (dist/server.js makes the store, the Remix build's actions catch its errors): an
   * error of either copy is one of these, which a plain `instanceof` of the other copy's class would deny. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && UNAVAILABLE in value;
  }
}

/** Counts what a claim met: another value is a second use of something single-use (a spent anti-bot token). A
 * form key's claims are the submission mechanism's own, which counts its replays itself (utils/submission.server.ts). */
function noteClaim(key: string, offered: string, existing: string | null): void {
  if (existing === null || existing === offered || key.startsWith("submission:")) return;
  metrics.singleUseRefusals.inc({ reason: "taken" });
}

/** At most this many keys are kept in memory (the least recently used go first). */
const MEMORY_MAX_KEYS = 200_000;

export class MemoryStore implements SharedStore {
  readonly kind = "memory";
  // Bounded by maxSize with every entry counting 1 rather than by max, which allocates all its slots up
  // front: 200,000 of them in each cache cost every start about 30 ms and 10 MB.
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
    const existing = this.known(key);
    noteClaim(key, value, existing);
    if (existing !== null) return existing;
    this.values.set(key, value, { ttl: ttlMs });
    return null;
  }

  async get(key: string) {
    return this.known(key);
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

  health(): StoreHealth {
    return { kind: "memory", available: true, answered: true, instances: 1 };
  }

  async close() {}

  /** The value held for `key`, or null (synchronous: RedisStore answers from it while Redis cannot). */
  known(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  /** Every value held, with the milliseconds it has left (every value is set with a lifetime). */
  *liveValues(): Generator<[string, string, number]> {
    for (const [key, value] of this.values.entries()) {
      const left = this.values.getRemainingTTL(key);
      if (left > 0 && Number.isFinite(left)) yield [key, value, Math.ceil(left)];
    }
  }

  /** Every count whose window is still open, with the milliseconds it has left; forgotten once read. */
  *takeCounts(): Generator<[string, number, number]> {
    const now = Date.now();
    for (const [key, entry] of this.counts.entries()) if (entry.resetAt > now && entry.count > 0) yield [key, entry.count, entry.resetAt - now];
    this.counts.clear();
  }
}

/** INCR with the window's expiry set on the first hit; answers [count, ms left]. */
const INCREMENT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
/** SET NX PX; answers [false] when it was set, else [the value already there, its ms left]. */
const SET_IF_ABSENT = `if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return {false} end
return {redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1])}`;
/** DECR that never goes below 0 nor touches the expiry. */
const DECREMENT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
/** Hits counted elsewhere added to a window: INCRBY, with the window's expiry when the key is new. */
const ADD_COUNT = `redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
/** This instance is alive (score: now); forgets instances silent for ARGV[3] ms; answers how many there are. */
const HEARTBEAT = `redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])`;

/** One command never waits longer on a loop that is on time (a frozen Redis answers nothing): past it, the breaker trips. */
const COMMAND_TIMEOUT_MS = 500;
/** A timer this late fired on a busy loop: the command's time starts again (the store is not to blame). */
const LATE_TIMER_MS = 50;
/** However busy the loop, a command that has waited this long has timed out. */
const COMMAND_CEILING_MS = 5000;
/** Errors of a configuration that cannot work, not of an outage: ioredis logs them and goes on with database 0. */
const REFUSED_CONFIGURATION = /DB index is out of range|WRONGPASS|NOAUTH|invalid password|invalid username-password|without any password configured/i;

export class StoreTimeoutError extends Error {
  name = "StoreTimeoutError";
  constructor(ms: number) {
    super(`Command timed out: no answer within ${ms} ms`);
  }
}

/**
 * `work`, or a StoreTimeoutError once it has waited `budgetMs` on a free event loop. When the timer fires, the
 * answer may already be in the socket's buffer, unread because the loop was busy: setImmediate runs after the
 * loop's next read of its sockets, so an answer that came in time wins. A timer that fired late (the loop was
 * busy, not the store) gives the command its budget again from now, up to COMMAND_CEILING_MS in all.
 */
export function withinBudget<T>(work: Promise<T>, budgetMs = COMMAND_TIMEOUT_MS, ceilingMs = COMMAND_CEILING_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const started = performance.now();
    let due = started + budgetMs;
    let timer: ReturnType<typeof setTimeout>;
    const check = () =>
      setImmediate(() => {
        if (settled) return;
        const now = performance.now();
        if (now - due > LATE_TIMER_MS && now - started < ceilingMs) {
          due = now + budgetMs;
          timer = setTimeout(check, budgetMs);
          return;
        }
        settled = true;
        reject(new StoreTimeoutError(Math.round(now - started)));
      });
    timer = setTimeout(check, budgetMs);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
/** While the breaker is open, Redis is asked this often whether it answers again. */
const PROBE_EVERY_MS = 1000;
/** Each instance says it is alive this often, and counts as one for three times as long. */
const HEARTBEAT_MS = 5000;
const INSTANCES_KEY = "instances";

type RedisState = "connecting" | "up" | "down";

export class RedisStore implements SharedStore {
  readonly kind = "redis";
  private client: Redis;
  private state: RedisState = "connecting";
  private answered = false;
  /** Why the store refuses this configuration (a database it does not have, a password), once it said so. */
  private refused: string | null = null;
  private downSince = 0;
  private probing: ReturnType<typeof setInterval> | undefined;
  private heartbeat: ReturnType<typeof setInterval>;
  private recovering: Promise<void> | undefined;
  private closing = false;
  private readonly id = randomUUID();
  /** Instances alive as last seen in Redis (this one included). */
  private instances = 1;
  private waiting: Array<(error?: Error) => void> = [];
  /** A copy of every value this instance wrote or met in a claim (what it answers while Redis cannot, and writes
   * back on recovery), and the counts of an outage. */
  private local = new MemoryStore();
  /** Deletions made while Redis could not be asked, made there on recovery. */
  private deleted = new Set<string>();

  constructor(url: string) {
    this.client = new Redis(url, {
      keyPrefix: "portal:",
      // Fail at once while disconnected and retry the connection in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // No commandTimeout: ioredis would time a command on the event loop, busy or not (withinBudget times it).
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.client.on("ready", () => void this.probe());
    this.client.on("error", (error: Error) => {
      if (!this.answered && REFUSED_CONFIGURATION.test(error.message)) return this.refuse(error);
      this.trip("error", error);
    });
    this.client.on("close", () => this.trip("error", new Error("connection closed")));
    this.heartbeat = setInterval(() => void (this.state === "up" && this.beat().catch((error: unknown) => this.failed(error))), HEARTBEAT_MS);
    this.heartbeat.unref();
    metrics.storeUp.set(0);
  }

  /** The store refused the configuration before it ever answered: nothing will make it work; start stops. */
  private refuse(error: Error) {
    this.refused ??= error.message;
    this.client.disconnect();
    for (const settle of this.waiting.splice(0)) settle(this.refusal());
  }

  private refusal(): ConfigError {
    return new ConfigError(`Invalid configuration: REDIS_URL is refused by the Redis server (${this.refused})`);
  }

  /** The breaker opens: every call answers from this instance until a probe gets an answer. */
  private trip(reason: "error" | "timeout", error: unknown) {
    if (this.closing || this.refused || this.state === "down") return;
    const first = this.state === "connecting";
    this.state = "down";
    this.downSince = Date.now();
    metrics.storeUp.set(0);
    logger.error("shared_store_unavailable", {
      kind: "redis",
      reason,
      detail: error instanceof Error ? error.message : String(error),
      hint: first ? "not reachable at start" : "single-use claims refused, counts per instance until it answers",
    });
    this.probing ??= setInterval(() => void this.probe(), PROBE_EVERY_MS);
    this.probing.unref();
  }

  /** A command failed: counted, and the breaker trips (a time-out as any other failure). */
  private failed(error: unknown) {
    const reason = error instanceof StoreTimeoutError ? "timeout" : "error";
    metrics.storeErrors.inc({ reason });
    this.trip(reason, error);
  }

  /** Asks Redis whether it answers; if so, reconciles and closes the breaker. */
  private async probe() {
    if (this.closing || this.refused || this.state === "up" || this.client.status !== "ready") return;
    this.recovering ??= (async () => {
      try {
        await withinBudget(this.client.ping());
        const reconciled = await this.reconcile();
        await this.beat();
        const wasDown = this.state === "down";
        this.state = "up";
        this.answered = true;
        clearInterval(this.probing);
        this.probing = undefined;
        metrics.storeUp.set(1);
        if (wasDown) logger.info("shared_store_recovered", { kind: "redis", downMs: Date.now() - this.downSince, reconciled, instances: this.instances });
        else logger.info("shared_store_connected", { kind: "redis", instances: this.instances });
        for (const resolve of this.waiting.splice(0)) resolve();
      } catch (error) {
        this.failed(error);
      } finally {
        this.recovering = undefined;
      }
    })();
    await this.recovering;
  }

  /** What this instance did and knew while Redis could not be asked, written to Redis: values that are not
   * there (claims it saw, results it stored), the hits it counted, the deletions it made. */
  private async reconcile(): Promise<number> {
    const pipeline = this.client.pipeline();
    let writes = 0;
    for (const [key, value, left] of this.local.liveValues()) {
      pipeline.set(key, value, "PX", left, "NX");
      writes += 1;
    }
    for (const [key, count, left] of this.local.takeCounts()) {
      pipeline.eval(ADD_COUNT, 1, key, String(count), String(left));
      writes += 1;
    }
    for (const key of this.deleted) pipeline.del(key);
    writes += this.deleted.size;
    this.deleted.clear();
    if (writes === 0) return 0;
    const results = (await withinBudget(pipeline.exec())) ?? [];
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
    return writes;
  }

  private async beat() {
    const now = Date.now();
    const count = (await withinBudget(this.client.eval(HEARTBEAT, 1, INSTANCES_KEY, String(now), this.id, String(HEARTBEAT_MS * 3)))) as number;
    this.instances = Math.max(1, Number(count) || 1);
  }

  /** Runs a command on Redis while it answers; otherwise, or when it fails, `local`. */
  private async run<T>(command: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.state !== "up") return local();
    try {
      return await withinBudget(command());
    } catch (error) {
      this.failed(error);
      return local();
    }
  }

  increment(key: string, windowMs: number) {
    return this.run(
      async () => {
        const [count, ttl] = (await this.client.eval(INCREMENT, 1, key, String(windowMs))) as [number, number];
        return { count, resetAt: Date.now() + ttl };
      },
      async () => {
        // Each instance sees about 1/N of a client's requests: each hit counts N times, so the limit holds.
        const local = await this.local.increment(key, windowMs);
        return { count: local.count * this.instances, resetAt: local.resetAt };
      },
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
      async () => {
        const [existing, left] = (await this.client.eval(SET_IF_ABSENT, 1, key, value, String(ttlMs))) as [string | null, number?];
        // Kept here too: while Redis cannot answer, a claim this instance saw is still known as taken.
        if (existing === null) this.local.set(key, value, ttlMs);
        else if (left && left > 0) this.local.set(key, existing, left);
        noteClaim(key, value, existing);
        return existing ?? null;
      },
      async () => {
        const known = this.local.known(key);
        if (known !== null) {
          noteClaim(key, value, known);
          return known;
        }
        metrics.singleUseRefusals.inc({ reason: "store_unavailable" });
        throw new SharedStoreUnavailableError(key);
      },
    );
  }

  get(key: string) {
    return this.run(
      () => this.client.get(key),
      () => this.local.get(key),
    );
  }

  set(key: string, value: string, ttlMs: number) {
    this.local.set(key, value, ttlMs);
    return this.run(
      async () => void (await this.client.set(key, value, "PX", ttlMs)),
      async () => {},
    );
  }

  delete(key: string) {
    void this.local.delete(key);
    return this.run(
      async () => void (await this.client.del(key)),
      async () => void this.deleted.add(key),
    );
  }

  async ready(timeoutMs: number) {
    if (this.refused) throw this.refusal();
    if (this.state === "up") return true;
    return new Promise<boolean>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve(false);
      }, timeoutMs);
      this.waiting.push(done);
    });
  }

  health(): StoreHealth {
    return { kind: "redis", available: this.state === "up", answered: this.answered, instances: this.instances };
  }

  async close() {
    this.closing = true;
    clearInterval(this.heartbeat);
    clearInterval(this.probing);
    if (this.state === "up") await this.client.zrem(INSTANCES_KEY, this.id).catch(() => undefined);
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

export function createSharedStore(config: Pick<Config, "redisUrl">): SharedStore {
  if (config.redisUrl) return new RedisStore(config.redisUrl);
  metrics.storeUp.set(1);
  return new MemoryStore();
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
