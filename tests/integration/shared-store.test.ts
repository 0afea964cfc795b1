// The shared store on Debian's redis-server (issue 19): counts and set-if-absent shared by two clients (two
// instances), and a Redis that goes away costs no request: each client answers from its own memory until
// Redis is back. Needs redis-server (the README's test command installs it).
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisStore } from "~/utils/shared-store.server";

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
    if (redis.exitCode !== null) return resolve();
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

  it("answers from each client's own memory while Redis is away, and from Redis again once it is back", async () => {
    const store = new RedisStore(`redis://127.0.0.1:${PORT}`);
    expect(await store.ready(5000)).toBe(true);
    await stopRedis();
    const started = Date.now();
    expect(await store.setIfAbsent("away", "1", 60_000)).toBeNull();
    expect(await store.setIfAbsent("away", "2", 60_000)).toBe("1");
    expect((await store.increment("away-count", 60_000)).count).toBe(1);
    expect((await store.increment("away-count", 60_000)).count).toBe(2);
    expect(Date.now() - started).toBeLessThan(3000);
    redis = startRedis();
    await listening();
    expect(await store.ready(10_000)).toBe(true);
    // Redis never saw the keys of the outage.
    expect(await store.setIfAbsent("away", "3", 60_000)).toBeNull();
    await store.close();
  });
});
