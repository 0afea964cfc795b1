// @vitest-environment jsdom
// The page's live event client (issue 70): one stream for the streamers the server's HTML names, patches in place
// with the server's formatter once the page is hydrated, '방송종료' on a broadcast that ended, its own backoff after
// an error (resuming from the last read), and no stream while the tab is hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { abbreviateCount } from "~/domain/counts";

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(type: string, id: number, changes: unknown[]) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(changes), lastEventId: String(id) }));
  }
}

const CARD = `<article data-live-user="streamer01">
  <span data-live="badge">LIVE</span><span data-live="viewers">1.2만</span>
  <a data-live="title">old title</a><span data-live="category">게임</span>
</article>
<ul><li data-live-user="streamer01"><span data-live="viewers">1.2만</span></li><li data-live-user="streamer02"><span data-live="viewers">10</span></li></ul>`;

const html = document.documentElement;
const text = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent);
let hidden = false;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  hidden = false;
  document.body.innerHTML = CARD;
  html.setAttribute("data-hydrated", "");
  html.removeAttribute("data-lazy-pending");
  await import("~/features/live-events/client");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the live event client", () => {
  it("opens one stream for the streamers on the page and says so once it is open", () => {
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/resources/live-events?ids=streamer01,streamer02"]);
    FakeEventSource.opened[0].onopen?.();
    expect(html.dataset.liveEvents).toBe("open");
  });

  it("patches counts, title and category with the server's formatter, and marks an ended broadcast", () => {
    const stream = FakeEventSource.opened[0];
    stream.send("live", 10, [
      { kind: "viewers", userId: "streamer01", viewers: 34567 },
      { kind: "changed", userId: "streamer01", title: "new title", categoryName: "토크" },
    ]);
    expect(text('[data-live-user="streamer01"] [data-live="viewers"]')).toEqual([abbreviateCount(34567), abbreviateCount(34567)]);
    expect(text('[data-live="title"]')).toEqual(["new title"]);
    expect(text('[data-live="category"]')).toEqual(["토크"]);
    stream.send("live", 11, [{ kind: "ended", userId: "streamer01" }]);
    expect(text('[data-live="badge"]')).toEqual(["방송종료"]);
    expect(document.querySelector("article")?.hasAttribute("data-live-ended")).toBe(true);
    stream.send("live", 12, [{ kind: "started", userId: "streamer01", broadNo: "2", viewers: 5, title: "again", categoryName: "게임" }]);
    expect(text('[data-live="badge"]')).toEqual(["LIVE"]);
    expect(document.querySelector("article")?.hasAttribute("data-live-ended")).toBe(false);
  });

  it("holds the changes while a lazily hydrated part waits for its chunk (React hydrates from the served HTML)", async () => {
    html.setAttribute("data-lazy-pending", "");
    FakeEventSource.opened[0].send("live", 10, [{ kind: "viewers", userId: "streamer02", viewers: 99 }]);
    expect(text('[data-live-user="streamer02"] [data-live="viewers"]')).toEqual(["10"]);
    html.removeAttribute("data-lazy-pending");
    await vi.waitFor(() => expect(text('[data-live-user="streamer02"] [data-live="viewers"]')).toEqual(["99"]));
  });

  it("after an error, reopens later and later from the last read", () => {
    const first = FakeEventSource.opened[0];
    first.send("state", 20, []);
    first.onerror?.();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.opened.at(-1)?.url).toMatch(/&since=20$/);
    FakeEventSource.opened.at(-1)?.onerror?.();
    vi.advanceTimersByTime(4000);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(4000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it("closes while the tab is hidden and catches up from its last read when it shows again", () => {
    const first = FakeEventSource.opened[0];
    first.send("live", 30, []);
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(first.closed).toBe(true);
    expect(html.dataset.liveEvents).toBeUndefined();
    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeEventSource.opened.at(-1)?.url).toBe("/resources/live-events?ids=streamer01,streamer02&since=30");
  });
});
