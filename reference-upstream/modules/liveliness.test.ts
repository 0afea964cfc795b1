// The reference upstream is alive (issue 70 item 4): its counts drift and its broadcasts end and start, the same way
// from the same seed; a broadcast started or ended through the test's calls is in the live list at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { prepareDatabase } from "../seed";
import type { Db } from "../types";
import { MODULES } from ".";
import { endBroadcast, startBroadcast, stepLiveliness } from "./liveliness";

const OPTIONS = { publicUrl: "http://localhost:1", portalPort: 3000, allowedReturnOrigins: [], testApi: false, latencyMs: 0 };
const NOW = Date.parse("2026-11-29T12:00:00Z");

function seeded(): Db {
  const db = openDatabase(":memory:");
  prepareDatabase(db, MODULES, OPTIONS);
  return db;
}

type Live = { user_id: string; broad_no: number; viewers: number; broad_title: string };
const lives = (db: Db) =>
  db.prepare("SELECT user_id, broad_no, pc_view_cnt + mobile_view_cnt AS viewers, broad_title FROM lives ORDER BY user_id").all() as Live[];

let first: Db;
let second: Db;
beforeAll(() => {
  first = seeded();
  second = seeded();
}, 60_000);
afterAll(() => {
  first.close();
  second.close();
});

describe("liveliness", () => {
  it("moves the world the same way from the same seed: counts drift, broadcasts end and start", () => {
    const before = lives(first);
    for (let step = 1; step <= 60; step += 1) {
      stepLiveliness(first, step, NOW);
      stepLiveliness(second, step, NOW);
    }
    const after = lives(first);
    expect(after).toEqual(lives(second));
    const countOf = new Map(before.map((live) => [live.user_id, live.viewers]));
    const drifted = after.filter((live) => countOf.has(live.user_id) && countOf.get(live.user_id) !== live.viewers);
    expect(drifted.length).toBeGreaterThan(before.length / 2);
    const ended = before.filter((live) => !after.some((now) => now.user_id === live.user_id));
    const started = after.filter((live) => !countOf.has(live.user_id) || before.find((was) => was.user_id === live.user_id)!.broad_no !== live.broad_no);
    expect(ended.length + started.length).toBeGreaterThan(0);
  });

  it("starts and ends a broadcast when asked, the start with a new broadcast number, title and count", () => {
    const [live] = lives(first);
    expect(endBroadcast(first, live.user_id)).toBe(true);
    expect(lives(first).some((row) => row.user_id === live.user_id)).toBe(false);
    expect(endBroadcast(first, live.user_id)).toBe(false);

    const row = startBroadcast(first, live.user_id, { title: "다시 켠 방송", viewers: 1234 }, NOW)!;
    const again = lives(first).find((row) => row.user_id === live.user_id)!;
    expect(again).toEqual({ user_id: live.user_id, broad_no: row.broad_no, viewers: 1234, broad_title: "다시 켠 방송" });
    expect(row.broad_no).toBeGreaterThan(live.broad_no);

    // A streamer never live before starts with their station's category.
    const never = first
      .prepare("SELECT user_id FROM stations WHERE user_id NOT IN (SELECT user_id FROM lives) ORDER BY user_id LIMIT 1")
      .pluck()
      .get() as string;
    expect(startBroadcast(first, never, {}, NOW)).not.toBeNull();
    expect(lives(first).some((row) => row.user_id === never)).toBe(true);
    expect(startBroadcast(first, "nobody-at-all", {}, NOW)).toBeNull();
  });
});
