import { afterEach, describe, expect, it, vi } from "vitest";
import { cached } from "~/upstream/cache.server";

const POLICY = { ttlMs: 1000, staleMs: 5000 };

afterEach(() => {
  vi.useRealTimers();
});

describe("cached", () => {
  it("loads once and serves the fresh value without calling again", async () => {
    const load = vi.fn(async () => ["게임"]);
    expect(await cached("categories", POLICY, load)).toEqual(["게임"]);
    expect(await cached("categories", POLICY, load)).toEqual(["게임"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const load = vi.fn().mockResolvedValueOnce("old").mockResolvedValueOnce("new");
    await cached("menu", POLICY, load);
    vi.setSystemTime(2000);
    expect(await cached("menu", POLICY, load)).toBe("old");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await cached("menu", POLICY, load)).toBe("new");
  });

  it("keeps serving the last good value while the upstream fails, within the stale window only", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const load = vi.fn().mockResolvedValueOnce("good").mockResolvedValue(undefined);
    await cached("faq", POLICY, load);
    vi.setSystemTime(3000);
    expect(await cached("faq", POLICY, load)).toBe("good");
    vi.setSystemTime(7000);
    expect(await cached("faq", POLICY, load)).toBeUndefined();
  });

  it("does not cache a failure, and concurrent misses share one load", async () => {
    let resolve: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string | undefined>((done) => (resolve = done)));
    const first = cached("list", POLICY, load);
    const second = cached("list", POLICY, load);
    resolve("한 번");
    expect(await Promise.all([first, second])).toEqual(["한 번", "한 번"]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => undefined);
    await cached("other", POLICY, failing);
    await cached("other", POLICY, failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
