// The platform's lives move (issue 70 item 4): viewer counts drift every few seconds and broadcasts end and start
// again over time, so that a demo left open is alive. Each step draws from its own seeded generator (the step's
// number), so the same steps from the same seed make the same world. A broadcast that ends keeps its row aside
// (resting_lives) and starts again from it with a new broadcast number. Tests freeze the drift
// (REFERENCE_UPSTREAM_FROZEN, on in every test configuration) and start and end a broadcast through the test API.
import { createRng } from "../seed/prng";
import { kstWallClock } from "../time";
import type { Db, UpstreamModule } from "../types";

/** How often the world moves by default. */
export const LIVELINESS_STEP_MS = 5000;
/** Each broadcast's count moves by up to this share of itself a step (and a few viewers either way). */
const DRIFT = 0.06;
/** The chance per step that one broadcast ends, and that one resting broadcast starts. */
const END_CHANCE = 0.08;
const START_CHANCE = 0.08;
/** Fewer lives than this end no more (the lists stay full). */
const FEWEST_LIVES = 200;

type LiveRow = Record<string, string | number> & { broad_no: number; user_id: string; pc_view_cnt: number; mobile_view_cnt: number };

function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS resting_lives (
      user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      row TEXT NOT NULL                    -- JSON: the lives row as it was when it ended
    );
  `);
}

/** Ends `userId`'s broadcast (its row kept aside for the next start); false when it was not live. */
export function endBroadcast(db: Db, userId: string): boolean {
  const row = db.prepare("SELECT * FROM lives WHERE user_id = ?").get(userId) as LiveRow | undefined;
  if (!row) return false;
  db.transaction(() => {
    db.prepare("INSERT OR REPLACE INTO resting_lives (user_id, row) VALUES (?, ?)").run(userId, JSON.stringify(row));
    db.prepare("DELETE FROM lives WHERE user_id = ?").run(userId);
  })();
  return true;
}

/** A broadcast for a streamer who has none kept aside: their station's category, the plainest flags. */
function newLiveRow(db: Db, userId: string): LiveRow | null {
  const station = db
    .prepare("SELECT u.nickname, s.main_category_no FROM users u LEFT JOIN stations s ON s.user_id = u.user_id WHERE u.user_id = ?")
    .get(userId) as { nickname: string; main_category_no: string | null } | undefined;
  if (!station) return null;
  const category = station.main_category_no ?? (db.prepare("SELECT category_no FROM categories ORDER BY sort_order LIMIT 1").pluck().get() as string);
  return {
    broad_no: 0,
    user_id: userId,
    broad_title: `${station.nickname}의 방송`,
    category_no: category,
    broad_start: "",
    broad_grade: 0,
    is_password: 0,
    broad_type: 21,
    subscription_only: 0,
    visit_broad_type: 0,
    pc_view_cnt: 0,
    mobile_view_cnt: 0,
    is_drops: 0,
    hash_tags: "[]",
    category_tags: "[]",
    auto_hashtags: "[]",
    broad_resolution: "1920x1080",
    broad_bps: 6000,
  };
}

export type StartChanges = { title?: string; viewers?: number };

/** Starts a broadcast of `userId` now (a new broadcast number); null when the user is unknown, the row when started
 * or already live. */
export function startBroadcast(db: Db, userId: string, changes: StartChanges = {}, now = Date.now()): LiveRow | null {
  const live = db.prepare("SELECT * FROM lives WHERE user_id = ?").get(userId) as LiveRow | undefined;
  if (live) return live;
  const resting = db.prepare("SELECT row FROM resting_lives WHERE user_id = ?").pluck().get(userId) as string | undefined;
  const base = resting ? (JSON.parse(resting) as LiveRow) : newLiveRow(db, userId);
  if (!base) return null;
  const viewers = changes.viewers ?? base.pc_view_cnt + base.mobile_view_cnt;
  const pc = Math.round(viewers / 2);
  const row: LiveRow = {
    ...base,
    broad_no: ((db.prepare("SELECT MAX(broad_no) FROM lives").pluck().get() as number | null) ?? 280_000_000) + 1,
    broad_title: changes.title ?? base.broad_title,
    broad_start: kstWallClock(now),
    pc_view_cnt: pc,
    mobile_view_cnt: viewers - pc,
  };
  const columns = Object.keys(row);
  db.transaction(() => {
    db.prepare(`INSERT INTO lives (${columns.join(", ")}) VALUES (${columns.map((name) => `@${name}`).join(", ")})`).run(row);
    db.prepare("DELETE FROM resting_lives WHERE user_id = ?").run(userId);
  })();
  return row;
}

/** Sets a live broadcast's viewers (and title); false when `userId` is not live. */
export function changeBroadcast(db: Db, userId: string, changes: StartChanges): boolean {
  const row = db.prepare("SELECT * FROM lives WHERE user_id = ?").get(userId) as LiveRow | undefined;
  if (!row) return false;
  const viewers = changes.viewers ?? row.pc_view_cnt + row.mobile_view_cnt;
  const pc = Math.round(viewers / 2);
  db.prepare("UPDATE lives SET pc_view_cnt = ?, mobile_view_cnt = ?, broad_title = ? WHERE user_id = ?").run(
    pc,
    viewers - pc,
    changes.title ?? row.broad_title,
    userId,
  );
  return true;
}

/** One step of the world: every count drifts; now and then a broadcast ends and a resting one starts. */
export function stepLiveliness(db: Db, step: number, now = Date.now()): void {
  const rng = createRng(`liveliness:${step}`);
  const drift = (count: number) => Math.max(0, count + Math.round(count * DRIFT * (rng.next() * 2 - 1)) + rng.int(-3, 3));
  db.transaction(() => {
    const lives = db.prepare("SELECT broad_no, user_id, pc_view_cnt, mobile_view_cnt FROM lives ORDER BY broad_no").all() as LiveRow[];
    const update = db.prepare("UPDATE lives SET pc_view_cnt = ?, mobile_view_cnt = ? WHERE broad_no = ?");
    for (const live of lives) update.run(drift(live.pc_view_cnt), drift(live.mobile_view_cnt), live.broad_no);
    if (lives.length > FEWEST_LIVES && rng.chance(END_CHANCE)) endBroadcast(db, rng.pick(lives).user_id);
    if (rng.chance(START_CHANCE)) {
      const resting = db.prepare("SELECT user_id FROM resting_lives ORDER BY user_id").pluck().all() as string[];
      if (resting.length > 0) startBroadcast(db, rng.pick(resting), {}, now);
    }
  })();
}

/** Moves the world every `stepMs` until stopped. */
export function startLiveliness(db: Db, stepMs = LIVELINESS_STEP_MS): { stop: () => void } {
  let step = 0;
  const timer = setInterval(() => stepLiveliness(db, (step += 1)), stepMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export const livelinessModule: UpstreamModule = {
  name: "liveliness",
  version: 1,
  tables: ["resting_lives"],
  migrate,
  mount(routers, { db }) {
    // The test API: a broadcast started, changed (viewers, title) or ended now, as the streamer would.
    const userOf = (value: unknown) => String(value ?? "");
    const numberOf = (value: unknown) => (value === undefined || value === "" ? undefined : Number(value));
    routers.test.post("/lives/:userId/start", (req, res) => {
      const row = startBroadcast(db, userOf(req.params.userId), { title: req.body?.title, viewers: numberOf(req.body?.viewers) });
      if (!row) res.status(404).json({ message: "no such user" });
      else res.json({ broad_no: row.broad_no });
    });
    routers.test.post("/lives/:userId/change", (req, res) => {
      const changed = changeBroadcast(db, userOf(req.params.userId), { title: req.body?.title, viewers: numberOf(req.body?.viewers) });
      res.status(changed ? 200 : 404).json({ changed });
    });
    routers.test.post("/lives/:userId/end", (req, res) => {
      const ended = endBroadcast(db, userOf(req.params.userId));
      res.status(ended ? 200 : 404).json({ ended });
    });
  },
};
