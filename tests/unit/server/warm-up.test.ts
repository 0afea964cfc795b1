// The work kept off the start path (the HTML sanitiser's DOM): it runs once, after the server
// listens, when the first health probe has been answered or a second has passed, and /readyz waits for it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredWarmUp } from "../../../server/warm-up";

/** Lets the setImmediate the work runs in go by. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("deferredWarmUp", () => {
  it("does nothing until the server listens and is probed; then runs the work once", async () => {
    const work = vi.fn();
    const warmUp = deferredWarmUp(work);
    await nextTurn();
    expect(work).not.toHaveBeenCalled();
    warmUp.listening();
    warmUp.probed();
    warmUp.probed();
    await nextTurn();
    expect(work).toHaveBeenCalledTimes(1);
    await warmUp.ready();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("without a probe the work runs a second after listening", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const work = vi.fn();
    deferredWarmUp(work, 1000).listening();
    vi.advanceTimersByTime(999);
    await nextTurn();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await nextTurn();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("ready() starts the work when nothing has, and resolves once it has run", async () => {
    const order: string[] = [];
    const warmUp = deferredWarmUp(() => order.push("work"));
    await warmUp.ready().then(() => order.push("ready"));
    expect(order).toEqual(["work", "ready"]);
  });

  it("work that fails does not keep readiness waiting", async () => {
    const warmUp = deferredWarmUp(() => {
      throw new Error("jsdom missing");
    });
    await expect(warmUp.ready()).resolves.toBeUndefined();
  });
});
