// The shared store on Debian's redis-server: counts and set-if-absent shared by two clients (two
// instances), and a Redis that goes away or freezes costs no request and no single use: claims this
// client saw are answered from its copy, others refused, counts go on scaled by the instances alive, and what
// each client held is written back when Redis returns. Needs redis-server (the README's test command installs it).
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RedisStore, SharedStoreUnavailableError } from "~/utils/shared-store.server";

process.env.LOG_LEVEL = "silent";
const PORT = 4900 + Math.floor(Math.random() * 90);
let redis: ChildProcess;

const startRedis = () => spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
async function listening() {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(PORT, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not come up");
}
const stopRedis = () =>
  new Promise<void>((resolve) => {
    if (redis.exitCode !== null || redis.signalCode !== null) return resolve();
    redis.once("exit", () => resolve());
    redis.kill("SIGKILL");
  });

beforeAll(async () => {
  redis = startRedis();
  await listening();
});
afterAll(stopRedis);

describe("RedisStore", () => {
  it("shares counts and set-if-absent between two clients, with windows and lifetimes", async () => {
    const [a, b] = [new RedisStore(`redis://127.0.0.1:${PORT}`), new RedisStore(`redis://127.0.0.1:${PORT}`)];
    expect(await Promise.all([a.ready(5000), b.ready(5000)])).toEqual([true, true]);
    const key = `count:${Date.now()}`;
    expect((await a.increment(key, 60_000)).count).toBe(1);
    const second = await b.increment(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(Date.now() + 55_000);
    await a.decrement(key);
    expect((await b.increment(key, 60_000)).count).toBe(2);

    const token = `token:${Date.now()}`;
    expect(await a.setIfAbsent(token, "first", 300)).toBeNull();
    expect(await b.setIfAbsent(token, "second", 300)).toBe("first");
    expect(await b.get(token)).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b.setIfAbsent(token, "third", 300)).toBeNull();
    await a.set(`${token}:x`, "v", 10_000);
    await b.delete(`${token}:x`);
    expect(await a.get(`${token}:x`)).toBeNull();
    await Promise.all([a.close(), b.close()]);
  });

  it("keeps single use through an outage (a claim it saw answered, one it did not refused) and writes back what it held once Redis returns empty", async () => {
    const [a, b] = [new RedisStore(`redis://127.0.0.1:${PORT}`), new RedisStore(`redis://127.0.0.1:${PORT}`)];
    expect(await Promise.all([a.ready(5000), b.ready(5000)])).toEqual([true, true]);
    // Each counts the instances alive whenever it says it is one (every 5 s).
    await vi.waitFor(() => expect([a.health().instances, b.health().instances]).toEqual([2, 2]), { timeout: 15_000, interval: 100 });
    expect(await a.setIfAbsent("seen", "key-1", 60_000)).toBeNull();
    await a.set("result", "ticket-1", 60_000);

    await stopRedis();
    const started = Date.now();
    // A claim this instance made is known: its repeat is answered as the first, another value refused by the caller.
    expect(await a.setIfAbsent("seen", "key-1", 60_000)).toBe("key-1");
    expect(await a.setIfAbsent("seen", "key-2", 60_000)).toBe("key-1");
    expect(await a.get("result")).toBe("ticket-1");
    // One it never saw cannot be checked: refused, on either instance, rather than taken twice.
    await expect(a.setIfAbsent("unseen", "x", 60_000)).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    await expect(b.setIfAbsent("seen", "key-2", 60_000)).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    // Counts go on, each hit counting for every instance last seen (two): the limits do not double.
    expect((await a.increment("away-count", 60_000)).count).toBe(2);
    expect((await a.increment("away-count", 60_000)).count).toBe(4);
    expect([a.health().available, b.health().available]).toEqual([false, false]);
    // None of it waited on the dead store.
    expect(Date.now() - started).toBeLessThan(3000);

    // Redis comes back empty (no persistence): each instance writes back what it held before trusting it again.
    redis = startRedis();
    await listening();
    expect(await Promise.all([a.ready(10_000), b.ready(10_000)])).toEqual([true, true]);
    expect(await b.setIfAbsent("seen", "key-2", 60_000)).toBe("key-1");
    expect(await b.get("result")).toBe("ticket-1");
    // The outage's two hits, then this one.
    expect((await b.increment("away-count", 60_000)).count).toBe(3);
    await Promise.all([a.close(), b.close()]);
  });

  it("trips on a frozen Redis as on a dead one: one call waits its time-out, the rest answer at once, and it closes again when Redis thaws, every time", async () => {
    const store = new RedisStore(`redis://127.0.0.1:${PORT}`);
    expect(await store.ready(5000)).toBe(true);
    for (let round = 0; round < 2; round += 1) {
      redis.kill("SIGSTOP");
      const first = Date.now();
      expect((await store.increment(`frozen-${round}`, 60_000)).count).toBe(1);
      expect(Date.now() - first).toBeGreaterThanOrEqual(450);
      expect(store.health().available).toBe(false);
      const rest = Date.now();
      for (let i = 0; i < 20; i += 1) await store.increment(`frozen-${round}`, 60_000);
      expect(Date.now() - rest).toBeLessThan(100);
      redis.kill("SIGCONT");
      expect(await store.ready(10_000)).toBe(true);
      expect(store.health().available).toBe(true);
    }
    await store.close();
  });

  it("a busy event loop is not a store outage: an answer that came in time while the loop was blocked is read, the breaker stays closed (issue 69, item 1)", async () => {
    const store = new RedisStore(`redis://127.0.0.1:${PORT}`);
    expect(await store.ready(5000)).toBe(true);
    const key = `busy-${Date.now()}`;
    for (let round = 0; round < 3; round += 1) {
      // Commands are written, then the loop is held for longer than a command's time-out (a loaded instance's
      // renders): Redis answers within a millisecond, the answers wait in the socket until the loop is free.
      const claim = store.setIfAbsent(`${key}:claim:${round}`, "mine", 60_000);
      const count = store.increment(`${key}:count`, 60_000);
      const until = performance.now() + 900;
      while (performance.now() < until);
      expect(await claim).toBeNull();
      expect((await count).count).toBe(round + 1);
      expect(store.health().available).toBe(true);
    }
    // The claims really are Redis's: another instance sees them taken.
    const other = new RedisStore(`redis://127.0.0.1:${PORT}`);
    expect(await other.ready(5000)).toBe(true);
    expect(await other.setIfAbsent(`${key}:claim:0`, "theirs", 60_000)).toBe("mine");
    await Promise.all([store.close(), other.close()]);
  });

  it("a database the server does not have is a configuration that cannot work: ready() rejects with one clear line (issue 69, item 9)", async () => {
    const store = new RedisStore(`redis://127.0.0.1:${PORT}/99`);
    const outcome = await store.ready(5000).then(
      (ready) => `ready: ${ready}`,
      (error: Error) => `${error.name}: ${error.message}`,
    );
    expect(outcome).toMatch(/^ConfigError: Invalid configuration: REDIS_URL is refused by the Redis server \(ERR DB index is out of range\)$/);
    expect(store.health()).toMatchObject({ available: false, answered: false });
    await store.close();
  });
});
