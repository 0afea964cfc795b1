// The live events' diff and fan-out (issue 70): what changed between two reads, sent to the streams that show those
// streamers; a stream that comes back gets the present of what changed since its last read, nothing more.
import { describe, expect, it } from "vitest";
import { diffLives, type LiveSnapshot } from "~/domain/live-events";
import { LiveEventHub, type LiveSource } from "~/features/live-events/hub.server";

const live = (broadNo: string, viewers: number, title = "방송", categoryName = "토크") => ({ broadNo, viewers, title, categoryName });

describe("diffLives", () => {
  it("names what started, ended, changed its title or category, and its viewers", () => {
    const before = { a: live("1", 10), b: live("2", 20), c: live("3", 30) };
    const after = { a: live("1", 11), b: live("2", 20, "새 제목"), c: live("4", 30), d: live("5", 1) };
    expect(diffLives(before, after)).toEqual([
      { kind: "ended", userId: "c" },
      { kind: "viewers", userId: "a", viewers: 11 },
      { kind: "changed", userId: "b", title: "새 제목", categoryName: "토크" },
      { kind: "started", userId: "c", ...live("4", 30) },
      { kind: "started", userId: "d", ...live("5", 1) },
    ]);
  });
});

function hubWithSource() {
  let deliver: (snapshot: LiveSnapshot) => void = () => {};
  const source: LiveSource = { start: (given) => void (deliver = given), stop: () => {} };
  const hub = new LiveEventHub(source, { heartbeatMs: 60_000, perAddress: 2 });
  return { hub, read: (snapshot: LiveSnapshot) => deliver(snapshot) };
}

function stream(watched: string[], address = "1.2.3.4") {
  const written: string[] = [];
  return { subscriber: { watched: new Set(watched), address, write: (text: string) => void written.push(text), end: () => {} }, written };
}

describe("LiveEventHub", () => {
  it("sends each stream the changes of its own streamers, and a stream that comes back only what changed since", () => {
    const { hub, read } = hubWithSource();
    const first = stream(["a"]);
    const second = stream(["b"]);
    const leave = hub.subscribe(first.subscriber, null);
    hub.subscribe(second.subscriber, null);
    read({ at: 100, lives: { a: live("1", 10), b: live("2", 20) } });
    expect(first.written).toEqual([`id: 100\nevent: state\ndata: ${JSON.stringify([{ kind: "started", userId: "a", ...live("1", 10) }])}\n\n`]);
    read({ at: 200, lives: { a: live("1", 10), b: live("2", 25) } });
    expect(first.written).toHaveLength(1);
    expect(second.written[1]).toBe(`id: 200\nevent: live\ndata: ${JSON.stringify([{ kind: "viewers", userId: "b", viewers: 25 }])}\n\n`);

    leave();
    const back = stream(["a", "b"]);
    hub.subscribe(back.subscriber, 100);
    expect(back.written).toEqual([`id: 200\nevent: state\ndata: ${JSON.stringify([{ kind: "started", userId: "b", ...live("2", 25) }])}\n\n`]);
    const upToDate = stream(["a", "b"], "5.6.7.8");
    hub.subscribe(upToDate.subscriber, 200);
    expect(upToDate.written).toEqual([]);
  });

  it("admits a bounded number of streams per address", () => {
    const { hub } = hubWithSource();
    hub.subscribe(stream(["a"]).subscriber, null);
    const leave = hub.subscribe(stream(["a"]).subscriber, null);
    expect(hub.admits("1.2.3.4")).toBe(false);
    expect(hub.admits("5.6.7.8")).toBe(true);
    leave();
    expect(hub.admits("1.2.3.4")).toBe(true);
  });
});
