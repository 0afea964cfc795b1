// The shared store's memory kind (the default) and the rate limits over it; the Redis kind
// runs against a real redis-server in tests/integration/shared-store.test.ts.
import { describe, expect, it, vi } from "vitest";
import { MemoryStore, SharedStoreUnavailableError, storeOf } from "~/utils/shared-store.server";
import { rateLimitStore } from "../../../server/rate-limit";

describe("MemoryStore", () => {
  it("counts hits in a window that starts with the first and ends windowMs later", async () => {
    const store = new MemoryStore();
    const first = await store.increment("a", 1000);
    const second = await store.increment("a", 1000);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(second.resetAt).toBe(first.resetAt);
    await store.decrement("a");
    expect((await store.increment("a", 1000)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.increment("a", 1000)).count).toBe(1);
  });

  it("sets a value only when there is none, for its time", async () => {
    const store = new MemoryStore();
    expect(await store.setIfAbsent("k", "one", 1000)).toBeNull();
    expect(await store.setIfAbsent("k", "two", 1000)).toBe("one");
    expect(await store.get("k")).toBe("one");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.setIfAbsent("k", "three", 1000)).toBeNull();
    await store.delete("k");
    expect(await store.get("k")).toBeNull();
  });

  it("is the loaders' fallback when no store came with the load context", () => {
    const store = new MemoryStore();
    expect(storeOf({ store })).toBe(store);
    expect(storeOf(undefined)).toBe(storeOf({}));
  });
});

describe("rateLimitStore", () => {
  it("counts for express-rate-limit under its own prefix, in the limiter's window", async () => {
    const shared = new MemoryStore();
    const form = rateLimitStore(shared, "rate:form:");
    const general = rateLimitStore(shared, "rate:general:");
    form.init?.({ windowMs: 60_000 } as never);
    general.init?.({ windowMs: 60_000 } as never);
    await form.increment("1.2.3.4");
    const second = await form.increment("1.2.3.4");
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.getTime()).toBeGreaterThan(Date.now() + 59_000);
    expect((await general.increment("1.2.3.4")).totalHits).toBe(1);
    await form.resetKey("1.2.3.4");
    expect((await form.increment("1.2.3.4")).totalHits).toBe(1);
    expect(form.localKeys).toBe(true);
  });
});

describe("SharedStoreUnavailableError", () => {
  it("is recognised across the module's two copies (the server bundle makes the store, the Remix build's actions catch its errors)", async () => {
    vi.resetModules();
    const other = await import("~/utils/shared-store.server");
    expect(other.SharedStoreUnavailableError).not.toBe(SharedStoreUnavailableError);
    expect(new other.SharedStoreUnavailableError("submission:x")).toBeInstanceOf(SharedStoreUnavailableError);
    expect(new SharedStoreUnavailableError("token:x")).toBeInstanceOf(other.SharedStoreUnavailableError);
    expect(new Error("shared store unavailable")).not.toBeInstanceOf(SharedStoreUnavailableError);
  });
});
