// Re-clicking the current tab, menu item or category (000 §2.1, 001 §2.2): one refresh per 1500 ms, for
// every link marked aria-current="page", remembered across a whole-document reload.
import { afterEach, describe, expect, it, vi } from "vitest";
import { RECLICK_FUNCTION, RECLICK_SCRIPT, RECLICK_THROTTLE_MS } from "~/utils/reclick.server";

/** The page's inline script's function (it calls it with its window at once). */
const throttleReclicks = new Function(`return ${RECLICK_FUNCTION}`)() as (win: Window) => void;

type Listener = (event: MouseEvent) => void;

/** A window with a session storage, a click listener and links found by their aria-current. */
function fakeWindow(storage = new Map<string, string>()) {
  let listener: Listener | null = null;
  const win = {
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    addEventListener: (type: string, handler: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(["click", true]);
      listener = handler;
    },
    removeEventListener: () => {
      listener = null;
    },
    document: { documentElement: { setAttribute: () => undefined, removeAttribute: () => undefined } },
    location: { pathname: "/live/all", search: "?sort=view_cnt" },
  } as unknown as Window;
  /** A click on a current link, a link to the page shown ('here': the logo on home), or another one; whether it
   * was held back. */
  const click = (current: boolean | "here", init: Partial<MouseEvent> = {}) => {
    let prevented = false;
    const link = {
      matches: (selector: string) => current === true && selector === '[aria-current="page"]',
      getAttribute: (name: string) => (name === "href" ? (current === "here" ? "/live/all?sort=view_cnt" : "/live/group/game") : null),
    };
    const event = {
      button: 0,
      target: { closest: (selector: string) => (selector === "a[href]" ? link : null) },
      preventDefault: () => {
        prevented = true;
      },
      ...init,
    } as unknown as MouseEvent;
    listener?.(event);
    return prevented;
  };
  return { win, click, storage };
}

afterEach(() => vi.useRealTimers());

describe("re-click refresh throttle", () => {
  it("is the function the page's inline script calls with its window, on one line", () => {
    expect(RECLICK_SCRIPT).toMatch(/^\(function \(win\) \{.*\}\)\(window\)$/);
    expect(RECLICK_SCRIPT).not.toContain("\n");
    expect(RECLICK_SCRIPT).toContain('[aria-current="page"]');
    // The script parses as one (a comment cut badly would not).
    expect(() => new Function(RECLICK_SCRIPT)).not.toThrow();
  });

  it("lets the first re-click of the current item through, and one per 1500 ms after it", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { win, click } = fakeWindow();
    throttleReclicks(win);
    expect(click(true)).toBe(false);
    vi.advanceTimersByTime(300);
    expect(click(true)).toBe(true);
    vi.advanceTimersByTime(RECLICK_THROTTLE_MS - 301);
    expect(click(true)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(click(true)).toBe(false);
  });

  it("counts a link to the page shown as its current item (the logo on home)", () => {
    vi.useFakeTimers({ now: 1_500_000 });
    const { win, click } = fakeWindow();
    throttleReclicks(win);
    expect(click("here")).toBe(false);
    expect(click("here")).toBe(true);
    expect(click(true)).toBe(true);
  });

  it("never holds back other links, or clicks that open a new tab", () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const { win, click } = fakeWindow();
    throttleReclicks(win);
    expect(click(true)).toBe(false);
    expect(click(false)).toBe(false);
    // A new tab or window (Ctrl or ⌘ on a Mac), a download (Alt), the middle button: the page shown stays as it is.
    expect(click(true, { ctrlKey: true })).toBe(false);
    expect(click(true, { metaKey: true })).toBe(false);
    expect(click(true, { shiftKey: true })).toBe(false);
    expect(click(true, { altKey: true })).toBe(false);
    expect(click(true, { button: 1 })).toBe(false);
    expect(click(true)).toBe(true);
  });

  it("remembers the refresh across a reload of the whole document (the server-rendered menus)", () => {
    vi.useFakeTimers({ now: 3_000_000 });
    const storage = new Map<string, string>();
    const first = fakeWindow(storage);
    throttleReclicks(first.win);
    expect(first.click(true)).toBe(false);
    vi.advanceTimersByTime(500);
    const reloaded = fakeWindow(storage);
    throttleReclicks(reloaded.win);
    expect(reloaded.click(true)).toBe(true);
    vi.advanceTimersByTime(RECLICK_THROTTLE_MS);
    expect(reloaded.click(true)).toBe(false);
  });

  it("works without storage (private mode), for the page it is on", () => {
    vi.useFakeTimers({ now: 4_000_000 });
    const { win, click } = fakeWindow();
    Object.defineProperty(win, "sessionStorage", {
      get() {
        throw new Error("denied");
      },
    });
    throttleReclicks(win);
    expect(click(true)).toBe(false);
    expect(click(true)).toBe(true);
  });
});
