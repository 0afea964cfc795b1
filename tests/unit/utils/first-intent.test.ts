// The reader's first input (utils/first-intent.ts): what only answers input waits for it, so it must come
// with any kind of input (a field focused before the scripts ran too), only once, and never without one.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { firstIntent as FirstIntentFunction } from "~/utils/first-intent";

type FirstIntent = typeof FirstIntentFunction;

/** A window that dispatches events and records the <html> attribute the module sets. */
function fakeWindow(focused: "body" | "a field" = "body") {
  const target = new EventTarget();
  const set: string[] = [];
  const body = {};
  const win = Object.assign(target, {
    document: { documentElement: { setAttribute: (name: string) => void set.push(name) }, body, activeElement: focused === "body" ? body : {} },
  }) as unknown as Window;
  return { win, attributes: { has: (name: string) => set.includes(name), set }, fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("firstIntent", () => {
  let firstIntent: FirstIntent;
  beforeEach(async () => {
    vi.resetModules();
    ({ firstIntent } = await import("~/utils/first-intent"));
  });

  it("waits while the reader does nothing (a resize or a load is no input)", async () => {
    const { win, attributes, fire } = fakeWindow();
    let heard = false;
    void firstIntent(win).then(() => (heard = true));
    fire("resize");
    fire("load");
    await flush();
    expect(heard).toBe(false);
    expect(attributes.has("data-intent")).toBe(false);
  });

  for (const type of ["pointerover", "pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"])
    it(`is the first ${type}, and the page says so with data-intent`, async () => {
      const { win, attributes, fire } = fakeWindow();
      let heard = false;
      void firstIntent(win).then(() => (heard = true));
      fire(type);
      await flush();
      expect(heard).toBe(true);
      expect(attributes.has("data-intent")).toBe(true);
    });

  it("is at once when the reader focused a field before the scripts ran (a select chosen on a slow phone)", async () => {
    const { win, attributes } = fakeWindow("a field");
    let heard = false;
    void firstIntent(win).then(() => (heard = true));
    await flush();
    expect(heard).toBe(true);
    expect(attributes.has("data-intent")).toBe(true);
  });

  it("is one promise: a later caller is answered at once, and later input is not listened to", async () => {
    const { win, attributes, fire } = fakeWindow();
    const first = firstIntent(win);
    fire("keydown");
    await first;
    expect(firstIntent(win)).toBe(first);
    fire("pointerdown");
    fire("scroll");
    expect(attributes.set).toEqual(["data-intent"]);
  });
});
