// Card actions and the viewer's relations to streamers (000 §7.2): favourites, hidden streamers,
// not-recommended content and watch-later entries, per user and persisted. The My area builds its
// lists on these tables.
import type { Request, Response } from "express";
import { escapeHtml, page } from "../html";
import { kstWallClock, DAY, MINUTE } from "../time";
import { type Db, type SeedContext, type UpstreamModule, userIdTables } from "../types";
import { currentUser } from "./auth";

/** At most this many hidden streamers; one more answers code -24202 (000 §8). */
export const HIDDEN_LIMIT = 100;
export const HIDDEN_LIMIT_CODE = -24202;
/** Favourite additions allowed per day; one more answers code 6306 (000 §8). */
export const FAVOURITE_DAILY_LIMIT = 50;
export const FAVOURITE_DAILY_LIMIT_CODE = 6306;

function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS favorites (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      reg_date TEXT NOT NULL,
      is_pin INTEGER NOT NULL DEFAULT 0,
      pin_date TEXT,
      is_push INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, bj_id)
    );
    CREATE TABLE IF NOT EXISTS hidden_streamers (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL,
      bj_nick TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, bj_id)
    );
    CREATE TABLE IF NOT EXISTS not_recommended (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      content_id TEXT NOT NULL,
      bj_id TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, type, content_id)
    );
    CREATE TABLE IF NOT EXISTS later_items (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      type TEXT NOT NULL,                 -- VOD | LIVE
      content_id TEXT NOT NULL,           -- title_no, or broad_no for live
      reg_date TEXT NOT NULL,
      viewed INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, type, content_id)
    );
  `);
}

function seed({ db, rng, now }: SeedContext) {
  const streamers = db.prepare("SELECT user_id FROM users WHERE kind = 'streamer' AND user_id <> 'streamer01' ORDER BY user_id").pluck().all() as string[];
  const live = new Set(db.prepare("SELECT user_id FROM lives").pluck().all() as string[]);
  const insertFavourite = db.prepare("INSERT INTO favorites (user_id, bj_id, reg_date, is_pin, pin_date) VALUES (?, ?, ?, ?, ?)");
  const insertLater = db.prepare("INSERT INTO later_items (user_id, type, content_id, reg_date, viewed) VALUES (?, ?, ?, ?, ?)");
  const insertHidden = db.prepare(
    "INSERT INTO hidden_streamers (user_id, bj_id, bj_nick, reg_date) VALUES (?, ?, (SELECT nickname FROM users WHERE user_id = ?), ?)",
  );

  // viewer01 follows the demo streamer and 40 others, about half of them live, three pinned.
  const liveOnes = rng.sample(
    streamers.filter((id) => live.has(id)),
    20,
  );
  const offline = rng.sample(
    streamers.filter((id) => !live.has(id)),
    20,
  );
  ["streamer01", ...liveOnes, ...offline].forEach((bjId, index) => {
    const pinned = index > 0 && index <= 3;
    insertFavourite.run("viewer01", bjId, kstWallClock(now - (index + 1) * 3 * DAY), pinned ? 1 : 0, pinned ? kstWallClock(now - index * DAY) : null);
  });
  // Other accounts have a few favourites each.
  for (const userId of ["teen01", "abroad01", "manager01", "suspended01"]) {
    ["streamer01", ...rng.sample(streamers, 5)].forEach((bjId, index) => insertFavourite.run(userId, bjId, kstWallClock(now - (index + 2) * DAY), 0, null));
  }
  insertFavourite.run("streamer01", rng.pick(streamers), kstWallClock(now - 30 * DAY), 0, null);

  // Watch later: VODs of favourites, some already played, and two live entries.
  const vods = db
    .prepare(
      "SELECT title_no FROM vods WHERE file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP') AND user_id IN (SELECT bj_id FROM favorites WHERE user_id = 'viewer01') ORDER BY title_no",
    )
    .pluck()
    .all() as number[];
  rng
    .sample(vods, 14)
    .forEach((titleNo, index) => insertLater.run("viewer01", "VOD", String(titleNo), kstWallClock(now - index * 7 * 60 * MINUTE), index % 3 === 0 ? 1 : 0));
  // Live entries carry the broadcast number, as the card menu sends it.
  const broadNoOf = db.prepare("SELECT broad_no FROM lives WHERE user_id = ?").pluck();
  liveOnes
    .slice(0, 2)
    .forEach((bjId, index) => insertLater.run("viewer01", "LIVE", String(broadNoOf.get(bjId)), kstWallClock(now - (index + 1) * 90 * MINUTE), 0));

  // One hidden streamer, so lists show filtering from the start.
  const hidden = rng.pick(streamers.filter((id) => live.has(id) && !liveOnes.includes(id)));
  insertHidden.run("viewer01", hidden, hidden, kstWallClock(now - 5 * DAY));
}

type Answer = { result: number; data?: { code: number; message: string }; message?: string };

/**
 * Who offers replacements when a recommendation is refused (000 §4.3: "appends replacements from the
 * response's addInfo"). The module that owns the recommendation lists registers one; its raw items go
 * back in `add_info`.
 */
export type ReplacementSource = (user: { user_id: string; age: number }, refused: { type: string; contentId: string; namespace: string }) => unknown[];
const replacementSources = new WeakMap<Db, ReplacementSource[]>();
export function registerReplacementSource(db: Db, source: ReplacementSource): void {
  replacementSources.set(db, [...(replacementSources.get(db) ?? []), source]);
}

function requireUser(db: Db, req: Request, res: Response) {
  const user = currentUser(db, req);
  if (!user) res.json({ result: -1, data: { code: -10000, message: "restricted area" }, message: "restricted area" } satisfies Answer);
  return user;
}

export const cardsModule: UpstreamModule = {
  name: "cards",
  version: 1,
  tables: ["later_items", "not_recommended", "hidden_streamers", "favorites"],
  migrate,
  seed,
  userTables: userIdTables("favorites", "hidden_streamers", "not_recommended", "later_items"),
  mount(routers, { db }) {
    const nickOf = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();
    const now = () => kstWallClock(Date.now());

    // Hidden streamers: list (GET), add and delete (POST szWork).
    routers.live.get("/api/hiddenbj/hiddenbjController.php", (req, res) => {
      const user = currentUser(db, req);
      if (!user) {
        res.json({ RESULT: -1, DATA: [] });
        return;
      }
      const rows = db.prepare("SELECT bj_id, bj_nick, reg_date FROM hidden_streamers WHERE user_id = ? ORDER BY reg_date DESC").all(user.user_id);
      res.type("html").send(JSON.stringify({ RESULT: 1, DATA: rows }));
    });
    routers.live.post("/api/hiddenbj/hiddenbjController.php", (req, res) => {
      const user = requireUser(db, req, res);
      if (!user) return;
      const bjId = String(req.body.bj_id ?? "");
      if (!nickOf.get(bjId)) {
        res.json({ result: -1, data: { code: -1, message: "존재하지 않는 스트리머입니다." } });
        return;
      }
      if (req.body.szWork === "delete") {
        db.prepare("DELETE FROM hidden_streamers WHERE user_id = ? AND bj_id = ?").run(user.user_id, bjId);
        res.json({ result: 1, data: { code: 1, message: "숨김이 해제되었습니다." } });
        return;
      }
      const count = db.prepare("SELECT COUNT(*) FROM hidden_streamers WHERE user_id = ?").pluck().get(user.user_id) as number;
      if (count >= HIDDEN_LIMIT) {
        res.json({
          result: -1,
          data: {
            code: HIDDEN_LIMIT_CODE,
            message: `숨긴 스트리머는 최대 ${HIDDEN_LIMIT}명까지 설정할 수 있습니다.\n숨긴 스트리머 관리에서 정리 후 다시 시도해 주세요.`,
          },
        });
        return;
      }
      db.prepare("INSERT OR IGNORE INTO hidden_streamers (user_id, bj_id, bj_nick, reg_date) VALUES (?, ?, ?, ?)").run(
        user.user_id,
        bjId,
        String(req.body.bj_nick ?? nickOf.get(bjId) ?? bjId),
        now(),
      );
      res.json({ result: 1, data: { code: 1, message: "스트리머를 숨겼습니다." } });
    });

    // Not-recommended content.
    routers.live.post("/api/myplus/notRecommendController.php", (req, res) => {
      const user = requireUser(db, req, res);
      if (!user) return;
      const type = String(req.body.type ?? "");
      const contentId = String(req.body.broad_no ?? req.body.title_no ?? req.body.story_idx ?? "");
      if (!type || !contentId) {
        res.json({ result: -1, data: { code: -1, message: "잘못된 요청입니다." } });
        return;
      }
      if (req.body.szWork === "delete") {
        db.prepare("DELETE FROM not_recommended WHERE user_id = ? AND type = ? AND content_id = ?").run(user.user_id, type, contentId);
        res.json({ result: 1, data: { code: 1, message: "" } });
        return;
      }
      db.prepare("INSERT OR IGNORE INTO not_recommended (user_id, type, content_id, bj_id, reg_date) VALUES (?, ?, ?, ?, ?)").run(
        user.user_id,
        type,
        contentId,
        String(req.body.bj_id ?? ""),
        now(),
      );
      const refused = { type, contentId, namespace: String(req.body.namespace ?? "") };
      const addInfo = (replacementSources.get(db) ?? []).flatMap((source) => source(user, refused));
      res.json({ result: 1, data: { code: 1, message: "" }, add_info: addInfo });
    });

    // Watch later: add a VOD or a live entry.
    routers.my.post("/api/history/later/:type/:id", (req, res, next) => {
      // Deleting an entry belongs to the My area's module.
      if (String(req.body._method ?? "").toLowerCase() === "delete") return next();
      const user = requireUser(db, req, res);
      if (!user) return;
      const type = req.params.type.toUpperCase() === "LIVE" ? "LIVE" : "VOD";
      if (req.body._method === "PUT") {
        db.prepare("UPDATE later_items SET viewed = 1 WHERE user_id = ? AND type = ? AND content_id = ?").run(user.user_id, type, req.params.id);
        res.json({ result: 1, message: "", data: null });
        return;
      }
      const exists = db.prepare("SELECT 1 FROM later_items WHERE user_id = ? AND type = ? AND content_id = ?").get(user.user_id, type, req.params.id);
      if (exists) {
        res.json({ result: -1, message: "이미 나중에 보기 목록에 추가된 콘텐츠입니다.", data: null });
        return;
      }
      db.prepare("INSERT INTO later_items (user_id, type, content_id, reg_date, viewed) VALUES (?, ?, ?, ?, 0)").run(user.user_id, type, req.params.id, now());
      res.json({ result: 1, message: "나중에 보기 목록에 추가되었습니다.", data: { type, id: req.params.id } });
    });

    // Favourites: add, check, remove.
    routers.station.post("/favorite", (req, res) => {
      const user = requireUser(db, req, res);
      if (!user) return;
      const bjId = String(req.body.bj_id ?? req.body.streamerId ?? req.body.bjId ?? "");
      if (!nickOf.get(bjId)) {
        res.json({ result: -1, code: -1, message: "존재하지 않는 스트리머입니다." });
        return;
      }
      const today = now().slice(0, 10);
      const addedToday = db
        .prepare("SELECT COUNT(*) FROM favorites WHERE user_id = ? AND substr(reg_date, 1, 10) = ?")
        .pluck()
        .get(user.user_id, today) as number;
      if (addedToday >= FAVOURITE_DAILY_LIMIT) {
        res.json({ result: -1, code: FAVOURITE_DAILY_LIMIT_CODE, message: "1일 최대 즐겨찾기 추가 횟수를 초과하였습니다." });
        return;
      }
      db.prepare("INSERT OR IGNORE INTO favorites (user_id, bj_id, reg_date) VALUES (?, ?, ?)").run(user.user_id, bjId, now());
      res.json({ result: 1, message: "즐겨찾기에 추가됐습니다." });
    });
    routers.station.get("/favorite/:userId", (req, res) => {
      const user = currentUser(db, req);
      const favourite = user ? Boolean(db.prepare("SELECT 1 FROM favorites WHERE user_id = ? AND bj_id = ?").get(user.user_id, req.params.userId)) : false;
      res.json({ result: 1, is_favorite: favourite });
    });
    routers.station.post("/favorite/:userId", (req, res, next) => {
      // POST /favorite/push (push on) belongs to the station module.
      if (req.params.userId === "push") return next();
      const user = requireUser(db, req, res);
      if (!user) return;
      if (req.body._method !== "delete") {
        res.status(405).json({ result: -1, message: "method not allowed" });
        return;
      }
      db.prepare("DELETE FROM favorites WHERE user_id = ? AND bj_id = ?").run(user.user_id, req.params.userId);
      res.json({ result: 1, message: "즐겨찾기에서 삭제됐습니다." });
    });

    // Stand-in for the hidden-streamer management page (its real path is not in the spec).
    routers.st.get("/hiddenbj", (req, res) => {
      const user = currentUser(db, req);
      const rows = user
        ? (db.prepare("SELECT bj_id, bj_nick FROM hidden_streamers WHERE user_id = ? ORDER BY reg_date DESC").all(user.user_id) as Array<{
            bj_id: string;
            bj_nick: string;
          }>)
        : [];
      res
        .type("html")
        .send(
          page(
            "숨긴 스트리머 관리",
            `<h1>숨긴 스트리머 관리</h1><ul>${rows.map((row) => `<li>${escapeHtml(row.bj_nick)} (${escapeHtml(row.bj_id)})</li>`).join("") || "<li>숨긴 스트리머가 없습니다.</li>"}</ul>`,
          ),
        );
    });
  },
};
