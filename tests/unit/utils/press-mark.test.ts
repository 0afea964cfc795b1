// @vitest-environment jsdom
// The finger's answer from the pointer-down (issue 71 item 1): the page's inline script marks a link to another page
// of the portal and shows the progress bar as the finger touches it, and takes the mark away when the press leads
// nowhere.
import { afterEach, describe, expect, it } from "vitest";
import { PRESS_MARK_FUNCTION, PRESS_MARK_SCRIPT } from "~/utils/press-mark.server";

const undo: Array<() => void> = [];
afterEach(() => {
  undo.splice(0).forEach((step) => step());
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-pressed");
  document.documentElement.removeAttribute("data-navigating");
});

/** A page (at jsdom's address, /) that has run the inline script; its listeners and observer go after the test. */
function page() {
  document.body.innerHTML =
    `<a id="tab" href="/directory/category"><span>카테고리</span></a><a id="away" href="https://example.com/">x</a>` +
    `<a id="anchor" href="/#top">top</a><a id="new" href="/help" target="_blank">help</a><p id="text">text</p>`;
  // A click that is not held back would follow its link (jsdom: not implemented); the test's last listener holds
  // it back after the script's own listener has seen it as it was.
  const follow = (event: Event) => event.preventDefault();
  const win = {
    document,
    location: window.location,
    MutationObserver: class extends MutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        undo.push(() => this.disconnect());
      }
    },
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      window.addEventListener(type, listener, capture);
      undo.push(() => window.removeEventListener(type, listener, capture));
      if (type === "click") {
        window.addEventListener("click", follow);
        undo.push(() => window.removeEventListener("click", follow));
      }
    },
  } as unknown as Window;
  (new Function(`return ${PRESS_MARK_FUNCTION}`)() as (win: Window) => void)(win);
  const at = (selector: string) => document.querySelector(selector)!;
  const fire = (selector: string, type: string, init: MouseEventInit = {}) =>
    at(selector).dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init }));
  const marked = () => [...document.querySelectorAll("[data-pending]")].map((link) => link.id);
  const pressed = () => document.documentElement.hasAttribute("data-pressed");
  return { doc: document, win: window, fire, marked, pressed };
}

describe("the pressed link's mark", () => {
  it("is a function the page's inline script calls with its window, on one line", () => {
    expect(PRESS_MARK_SCRIPT).toMatch(/^\(function \(win\) \{.*\}\)\(window\)$/);
    expect(PRESS_MARK_SCRIPT).not.toContain("\n");
    expect(() => new Function(PRESS_MARK_SCRIPT)).not.toThrow();
  });

  it("marks the link and shows the progress bar at the pointer-down, and keeps them through the click that follows it", () => {
    const { fire, marked, pressed } = page();
    fire("#tab span", "pointerdown");
    expect(marked()).toEqual(["tab"]);
    expect(pressed()).toBe(true);
    fire("#tab span", "pointerup");
    fire("#tab span", "click");
    expect(marked()).toEqual(["tab"]);
    expect(pressed()).toBe(true);
  });

  it("marks nothing for a link that leaves the portal, opens elsewhere or jumps within the page, nor for a second button", () => {
    const { fire, marked, pressed } = page();
    for (const selector of ["#away", "#new", "#anchor", "#text"]) fire(selector, "pointerdown");
    fire("#tab", "pointerdown", { button: 2 });
    expect(marked()).toEqual([]);
    expect(pressed()).toBe(false);
  });

  it("takes the mark away when the press becomes a scroll, ends off the link, or its click is held back with no navigation", () => {
    const { win, doc, fire, marked, pressed } = page();
    fire("#tab", "pointerdown");
    fire("#tab", "pointercancel");
    expect([marked(), pressed()]).toEqual([[], false]);

    fire("#tab", "pointerdown");
    fire("#text", "pointerup");
    expect([marked(), pressed()]).toEqual([[], false]);

    // The re-click throttle (or a dialog's link) holds the click back and no navigation starts.
    fire("#tab", "pointerdown");
    doc.querySelector("#tab")!.addEventListener("click", (event) => event.preventDefault());
    fire("#tab", "click");
    expect([marked(), pressed()]).toEqual([[], false]);

    // A client navigation (shown by utils/navigation-pending.ts) keeps it.
    fire("#tab", "pointerdown");
    doc.documentElement.setAttribute("data-navigating", "");
    fire("#tab", "click");
    expect([marked(), pressed()]).toEqual([["tab"], true]);

    // Shown again from the back-forward cache.
    const shown = new Event("pageshow") as PageTransitionEvent;
    Object.defineProperty(shown, "persisted", { value: true });
    win.dispatchEvent(shown);
    expect([marked(), pressed()]).toEqual([[], false]);
  });

  it("stays through a client navigation and goes when it is over, the page shown", async () => {
    const { doc, fire, marked, pressed } = page();
    const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
    fire("#tab", "pointerdown");
    fire("#tab", "click");
    doc.documentElement.setAttribute("data-navigating", "");
    await observed();
    expect([marked(), pressed()]).toEqual([["tab"], true]);
    doc.documentElement.removeAttribute("data-navigating");
    await observed();
    expect([marked(), pressed()]).toEqual([[], false]);
  });
});
