// @vitest-environment jsdom
// Feedback while the page changes: which lists a navigation loads in place, the skeleton marks
// and rows it leaves on them until it is done, and one busy button per form submission under way.
import { afterEach, describe, expect, it, vi } from "vitest";
import { changedParams, closeMenuOnEscape, listLoads, moveInMenuWithArrows, showPageFeedback } from "~/utils/page-feedback";

type State = Parameters<typeof listLoads>[1] & { fetchers: Map<string, { state: string; formData?: FormData }> };
const IDLE = { state: "idle" } as const;
const here = { pathname: "/live/all", search: "?sort=view_cnt" };

function page() {
  document.body.innerHTML = `
    <section data-list-actions="/resources/home-mode">
      <div id="paged" data-list-params="sort" data-list-more="page">
        <ul id="p1" data-list><li>a</li><li>b</li></ul>
        <ul id="p2" data-list><li>c</li></ul>
      </div>
      <ul id="own" data-list data-list-params="groupId"><li>d</li></ul>
      <div data-list-params="*" data-list-ignore="dialog"><ul id="any" data-list><li>e</li></ul></div>
    </section>`;
}
const ids = (elements: Element[]) => elements.map((element) => element.id);
const loading = (search: string, extra: object = {}) => ({ state: "loading", location: { pathname: here.pathname, search }, ...extra });

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-page-feedback");
  delete (window as Window & { __remixRouter?: unknown }).__remixRouter;
  // A test's stand-in idle callbacks go even when it fails half-way.
  Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
});

describe("changedParams", () => {
  it("names the parameters whose values differ, repeated ones included", () => {
    expect([...changedParams("?a=1&b=2&c=3", "?a=1&b=5&d=4")].sort()).toEqual(["b", "c", "d"]);
    expect([...changedParams("?t=1&t=2", "?t=1")]).toEqual(["t"]);
    expect(changedParams("?a=1&b=2", "?b=2&a=1").size).toBe(0);
  });
});

describe("listLoads", () => {
  it("replaces the lists whose parameters a same-page GET navigation changes", () => {
    page();
    const { replace, grow } = listLoads(document, { location: here, navigation: loading("?sort=broad_start") });
    expect(ids(replace)).toEqual(["p1", "p2", "any"]);
    expect(grow).toEqual([]);
  });

  it("grows the scope's last list when only its 'more' parameter changes", () => {
    page();
    const { replace, grow } = listLoads(document, { location: here, navigation: loading("?sort=view_cnt&page=2") });
    expect(ids(replace)).toEqual(["any"]);
    expect(ids(grow)).toEqual(["p2"]);
  });

  it("leaves the lists alone for another page, an ignored parameter, a post and the idle state", () => {
    page();
    expect(listLoads(document, { location: here, navigation: { state: "loading", location: { pathname: "/search", search: "?sort=x" } } }).replace).toEqual([]);
    expect(listLoads(document, { location: here, navigation: loading("?sort=view_cnt&dialog=x") }).replace).toEqual([]);
    expect(
      listLoads(document, { location: here, navigation: loading("?sort=x", { formMethod: "POST", formAction: "/resources/card-action" }) }).replace,
    ).toEqual([]);
    expect(listLoads(document, { location: here, navigation: IDLE }).replace).toEqual([]);
  });

  it("replaces a scope's lists while a form it names is posted, before and after the redirect", () => {
    page();
    const posting = { state: "submitting", formMethod: "POST", formAction: "/resources/home-mode", location: { pathname: "/resources/home-mode", search: "" } };
    expect(ids(listLoads(document, { location: here, navigation: posting }).replace)).toEqual(["p1", "p2", "own", "any"]);
    expect(ids(listLoads(document, { location: here, navigation: { ...posting, state: "loading", location: here } }).replace)).toEqual([
      "p1",
      "p2",
      "own",
      "any",
    ]);
  });
});

describe("showPageFeedback", () => {
  function fakeRouter(location = here) {
    const listeners = new Set<(state: State) => void>();
    const router = {
      state: { location, navigation: IDLE, fetchers: new Map() } as State,
      subscribe(listener: (state: State) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: Partial<State>) {
        router.state = { ...router.state, ...next };
        listeners.forEach((listener) => listener(router.state));
      },
    };
    return router;
  }

  it("does nothing without the router Remix keeps on window", () => {
    const stop = showPageFeedback(window as unknown as Window);
    expect(document.querySelector(".nav-progress")).toBeNull();
    expect(document.documentElement.hasAttribute("data-page-feedback")).toBe(false);
    stop();
  });

  it("marks the lists as skeletons while they load, adds a row for a next page, and clears both once the new cards are drawn", async () => {
    page();
    const router = fakeRouter();
    const stop = showPageFeedback(Object.assign(window, { __remixRouter: router }));
    router.set({ navigation: loading("?sort=broad_start") });
    expect(document.querySelectorAll("[data-skeleton][aria-busy=true]").length).toBe(3);

    router.set({ navigation: loading("?sort=view_cnt&page=2") });
    expect(document.querySelectorAll("#p1[data-skeleton], #p2[data-skeleton]").length).toBe(0);
    expect(document.querySelector("#p2")?.getAttribute("aria-busy")).toBe("true");
    const row = document.querySelector("#p2 + ul");
    expect(row?.getAttribute("aria-hidden")).toBe("true");
    expect(row?.hasAttribute("data-skeleton")).toBe(true);
    expect(row?.querySelectorAll("li").length).toBeGreaterThanOrEqual(1);

    // Done: they stay until the new cards are drawn (React renders them after the router is idle).
    router.set({ navigation: IDLE });
    expect(document.querySelectorAll("[data-skeleton]").length).toBe(2);
    document.querySelector("#p2")!.append(document.createElement("li"));
    await Promise.resolve();
    expect(document.querySelectorAll("[aria-busy], [data-skeleton]").length).toBe(0);
    expect(document.querySelectorAll("ul").length).toBe(4);
    stop();
  });

  it("keeps the skeletons over a change elsewhere on the page (a toast) until the list's cards change", async () => {
    page();
    const router = fakeRouter();
    const stop = showPageFeedback(Object.assign(window, { __remixRouter: router }));
    router.set({ navigation: loading("?sort=broad_start") });
    router.set({ navigation: IDLE });
    document.body.append(document.createElement("output"));
    await Promise.resolve();
    expect(document.querySelectorAll("[data-skeleton]").length).toBe(3);
    document.querySelector("#p1 > li")!.textContent = "z";
    await Promise.resolve();
    expect(document.querySelectorAll("[aria-busy], [data-skeleton]").length).toBe(0);
    stop();
  });

  it("clears the skeletons once the main thread is idle when the new cards are the old ones", () => {
    page();
    const idle: Array<() => void> = [];
    const win = Object.assign(window, {
      __remixRouter: fakeRouter(),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => {},
    });
    const stop = showPageFeedback(win);
    win.__remixRouter.set({ navigation: loading("?sort=broad_start") });
    win.__remixRouter.set({ navigation: IDLE });
    expect(document.querySelectorAll("[data-skeleton]").length).toBe(3);
    idle.forEach((callback) => callback());
    expect(document.querySelectorAll("[aria-busy], [data-skeleton]").length).toBe(0);
    stop();
  });

  it("clears them at the latest 2 s after the router is idle, on a main thread never idle", () => {
    vi.useFakeTimers();
    try {
      page();
      // A browser that is never idle calls back only at the time-out it was asked for, if any.
      const win = Object.assign(window, {
        __remixRouter: fakeRouter(),
        requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
          options?.timeout === undefined ? 0 : window.setTimeout(callback, options.timeout),
        cancelIdleCallback: (id: number) => window.clearTimeout(id),
      });
      const stop = showPageFeedback(win);
      win.__remixRouter.set({ navigation: loading("?sort=broad_start") });
      win.__remixRouter.set({ navigation: IDLE });
      vi.advanceTimersByTime(1999);
      expect(document.querySelectorAll("[data-skeleton]").length).toBe(3);
      vi.advanceTimersByTime(1);
      expect(document.querySelectorAll("[aria-busy], [data-skeleton]").length).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps each submitting button busy until its own submission is done", () => {
    document.body.innerHTML = `<form id="a"><button>A</button></form><form id="b"><button>B</button></form>`;
    const [a, b] = [...document.querySelectorAll("button")];
    const router = fakeRouter();
    const stop = showPageFeedback(Object.assign(window, { __remixRouter: router }));
    const submit = (button: HTMLButtonElement) =>
      button.form!.dispatchEvent(Object.assign(new Event("submit", { bubbles: true, cancelable: true }), { submitter: button }));
    const first = { state: "submitting", formData: new FormData() };
    const second = { state: "submitting", formData: new FormData() };
    submit(a);
    router.set({ fetchers: new Map([["a", first]]) });
    submit(b);
    router.set({
      fetchers: new Map([
        ["a", { ...first, state: "loading" }],
        ["b", second],
      ]),
    });
    expect([a.getAttribute("aria-busy"), b.getAttribute("aria-busy")]).toEqual(["true", "true"]);
    router.set({ fetchers: new Map([["b", second]]) });
    expect([a.hasAttribute("aria-busy"), b.getAttribute("aria-busy")]).toEqual([false, "true"]);
    router.set({ fetchers: new Map() });
    expect(b.hasAttribute("aria-busy")).toBe(false);
    stop();
  });
});

describe("closeMenuOnEscape", () => {
  const press = (key: string) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    document.addEventListener("keydown", closeMenuOnEscape, { once: true });
    document.activeElement!.dispatchEvent(event);
    return event;
  };

  it("closes the open menu the focus is in and focuses its button; an accordion and other keys are left alone", () => {
    document.body.innerHTML = `
      <details id="faq" open><summary>질문</summary><div>답변</div></details>
      <details id="menu" open><summary>⋮</summary><ul style="position: absolute"><li><button id="item">공유하기</button></li></ul></details>`;
    (document.querySelector("#item") as HTMLElement).focus();
    expect(press("Enter").defaultPrevented).toBe(false);
    expect(document.querySelector("#menu")!.hasAttribute("open")).toBe(true);

    expect(press("Escape").defaultPrevented).toBe(true);
    expect(document.querySelector("#menu")!.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(document.querySelector("#menu > summary"));
    // The accordion is no menu: Escape leaves it open.
    expect(press("Escape").defaultPrevented).toBe(false);
    expect(document.querySelector("#faq")!.hasAttribute("open")).toBe(true);
  });

  it("closes the last open menu when the focus is elsewhere (opened by a pointer)", () => {
    document.body.innerHTML = `
      <details id="first" open><summary>a</summary><div style="position: absolute">a</div></details>
      <details id="second" open><summary>b</summary><div style="position: fixed">b</div></details>`;
    (document.activeElement as HTMLElement | null)?.blur();
    press("Escape");
    expect(document.querySelector("#second")!.hasAttribute("open")).toBe(false);
    expect(document.querySelector("#first")!.hasAttribute("open")).toBe(true);
  });
});

describe("moveInMenuWithArrows", () => {
  const press = (key: string) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    document.addEventListener("keydown", moveInMenuWithArrows, { once: true });
    document.activeElement!.dispatchEvent(event);
    return event;
  };

  it("leaves the arrows to a field in a menu (the header's search box) and to an accordion", () => {
    document.body.innerHTML = `
      <details id="search" open><summary>검색</summary><form style="position: absolute"><input id="field" /><button>검색</button></form></details>
      <details id="faq" open><summary id="question">질문</summary><div><a href="/help">답변</a></div></details>`;
    (document.querySelector("#field") as HTMLElement).focus();
    expect(press("ArrowDown").defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(document.querySelector("#field"));
    (document.querySelector("#question") as HTMLElement).focus();
    expect(press("ArrowDown").defaultPrevented).toBe(false);
  });
});
