// The live reads' loop (features/live-events/every-interval.server.ts): a round at once, the next one interval after
// the last has ended (never two at a time), and none after the stop, even from a round under way then.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { everyInterval } from "~/features/live-events/every-interval.server";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("everyInterval", () => {
  it("runs at once, then one interval after each round has ended, never two at a time", async () => {
    const ends: Array<() => void> = [];
    let rounds = 0;
    const stop = everyInterval(() => {
      rounds += 1;
      return new Promise<void>((resolve) => ends.push(resolve));
    }, 1000);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(1);
    ends[0]();
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    stop();
  });

  it("schedules nothing after the stop, and tells a round under way that the loop has stopped", async () => {
    let end!: () => void;
    let running!: () => boolean;
    let rounds = 0;
    const stop = everyInterval((isRunning) => {
      rounds += 1;
      running = isRunning;
      return new Promise<void>((resolve) => (end = resolve));
    }, 1000);
    expect(running()).toBe(true);
    stop();
    expect(running()).toBe(false);
    end();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rounds).toBe(1);
  });
});
