// @vitest-environment jsdom
// The first tap's feedback: from hydration on, <html data-navigating> while a navigation is
// under way (the progress bar), and the pressed link marked data-pending until its page is shown.
import { afterEach, describe, expect, it } from "vitest";
import { markPendingNavigations } from "~/utils/navigation-pending";

type Navigation = { state: string; location?: { pathname: string; search: string } };

function fakeRouter() {
  const listeners = new Set<(state: { navigation: Navigation }) => void>();
  const router = {
    state: { navigation: { state: "idle" } as Navigation },
    subscribe(listener: (state: { navigation: Navigation }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(navigation: Navigation) {
      router.state = { navigation };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

const loading = (pathname: string) => ({ state: "loading", location: { pathname, search: "" } });
const root = () => document.documentElement;

afterEach(() => {
  document.body.innerHTML = "";
  root().removeAttribute("data-navigating");
  delete (window as Window & { __remixRouter?: unknown }).__remixRouter;
});

describe("markPendingNavigations", () => {
  it("does nothing without the router Remix keeps on window", () => {
    const stop = markPendingNavigations(window);
    expect(root().hasAttribute("data-navigating")).toBe(false);
    stop();
  });

  it("marks the page while a navigation is under way and the pressed link until its page is shown", () => {
    document.body.innerHTML = `<a id="tab" href="/directory/category"><span>카테고리</span></a><a id="other" href="/live/all">LIVE</a>`;
    const router = fakeRouter();
    const stop = markPendingNavigations(Object.assign(window, { __remixRouter: router }));
    document.querySelector("#tab span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    router.go(loading("/directory/category"));
    expect(root().hasAttribute("data-navigating")).toBe(true);
    expect(document.querySelector("#tab")!.hasAttribute("data-pending")).toBe(true);
    expect(document.querySelector("#other")!.hasAttribute("data-pending")).toBe(false);

    router.go({ state: "idle" });
    expect(root().hasAttribute("data-navigating")).toBe(false);
    expect(document.querySelectorAll("[data-pending]")).toHaveLength(0);
    stop();
  });

  it("marks no link for a navigation the press did not start (another address, a form, a press long before)", () => {
    document.body.innerHTML = `<a id="tab" href="/directory/category">카테고리</a>`;
    const router = fakeRouter();
    const stop = markPendingNavigations(Object.assign(window, { __remixRouter: router }));
    document.querySelector("#tab")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    router.go(loading("/search"));
    expect(root().hasAttribute("data-navigating")).toBe(true);
    expect(document.querySelectorAll("[data-pending]")).toHaveLength(0);
    router.go({ state: "idle" });
    // The press was used up by that navigation: a later one to its address is not its.
    router.go(loading("/directory/category"));
    expect(document.querySelectorAll("[data-pending]")).toHaveLength(0);
    stop();
  });
});
