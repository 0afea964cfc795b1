// Writes sent with an Idempotency-Key are carried out once: a retry of a write whose answer the portal never got
// (the late fault holds the first answer back, as a portal's time-out sees it) is answered with the first's answer,
// and a retry that arrives while the first is still being handled waits for it; another key, another method or
// path, or a write without a key is a write of its own.
import Database from "better-sqlite3";
import { http, passthrough } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../tests/mocks/server";
import { useFaultSwitchedApp } from "./testing";
import { idempotentWrites } from "./idempotency";

let base = "";
let stored = 0;
let release: (() => void) | null = null;
useFaultSwitchedApp(
  (app) => {
    app.use(idempotentWrites(new Database(":memory:")));
    app.post("/station/demo/title", (_req, res) => {
      stored += 1;
      res.json({ result: 1, data: { title_no: String(stored) } });
    });
    app.post("/station/demo/comment", (_req, res) => {
      stored += 1;
      res.json({ result: 1, data: { comment_no: String(stored) } });
    });
    app.post("/station/demo/slow", async (_req, res) => {
      await new Promise<void>((resolve) => (release = resolve));
      stored += 1;
      res.json({ result: 1, data: { title_no: String(stored) } });
    });
  },
  (started) => (base = started),
);
beforeEach(async () => {
  stored = 0;
  server.use(http.all(`${base}/*`, () => passthrough()));
  await fetch(`${base}/__test/faults`, { method: "DELETE" });
});

const write = (path: string, key?: string) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) }, body: "{}" });

describe("idempotent writes", () => {
  it("tie a key to its method and path: the same key sent to another write is carried out as that write", async () => {
    await write("/station/demo/title", "key-shared");
    const other = await write("/station/demo/comment", "key-shared");
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await other.json()).toEqual({ result: 1, data: { comment_no: "2" } });
    expect(stored).toBe(2);
  });

  it("carry out a keyed write once: its repeat gets the first answer, marked as replayed", async () => {
    const first = await write("/station/demo/title", "key-1");
    const repeat = await write("/station/demo/title", "key-1");
    expect(await first.json()).toEqual({ result: 1, data: { title_no: "1" } });
    expect(await repeat.json()).toEqual({ result: 1, data: { title_no: "1" } });
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(stored).toBe(1);
    await write("/station/demo/title", "key-2");
    await write("/station/demo/title");
    await write("/station/demo/title");
    expect(stored).toBe(4);
  });

  it("answer a retry with the first's answer while that answer is still held back (stored, answered late)", async () => {
    await fetch(`${base}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/station/demo/title", kind: "late", latencyMs: 3_000, times: 1 }),
    });
    const late = write("/station/demo/title", "key-late").catch(() => null);
    await expect.poll(() => stored).toBe(1);
    const retry = await write("/station/demo/title", "key-late");
    expect(await retry.json()).toEqual({ result: 1, data: { title_no: "1" } });
    expect(stored).toBe(1);
    await fetch(`${base}/__test/faults`, { method: "DELETE" });
    void late;
  });

  it("let a repeat that arrives while the first is being handled wait for it", async () => {
    const first = write("/station/demo/slow", "key-slow");
    await expect.poll(() => release !== null).toBe(true);
    const second = write("/station/demo/slow", "key-slow");
    await new Promise((resolve) => setTimeout(resolve, 100));
    release!();
    const answers = await Promise.all([first, second].map(async (answer) => (await answer).json()));
    expect(answers).toEqual([
      { result: 1, data: { title_no: "1" } },
      { result: 1, data: { title_no: "1" } },
    ]);
    expect(stored).toBe(1);
  });
});
