// The personal API of the My area (001 §7.5–7.7) on the my host: favourites with groups and pins,
// subscriptions, fan clubs, recommended streamers, recent LIVE and VOD history, watch later (on the
// cards module's later_items), UP'd VODs, playlists (own and shared), own posts, comments and replies.
// Every row is per user (copied for test accounts), and every delete and pin changes later answers.
// Answers are snake_case with strings for most numbers, as the real host sends them.
import type { LiveTableRow, VodTableRow } from "../rows";
import type { Request, Response } from "express";
import { fromJson, pageOfRows } from "../db";
import { escapeHtml, page } from "../html";
import { kstWallClock } from "../time";
import { type Db, type UpstreamModule, userIdTables } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";
import { durationText } from "./php-json";
import { migrate, seed } from "./my-seed";

/** Page sizes of the history lists, the story list and the favourites' new-post section. */
export const HISTORY_PAGE_SIZE = 20;
export const STORY_PAGE_SIZE = 20;
const FEED_PAGE_SIZE = 10;
/** Catch story, Catch, user clip and VOD sections of the favourites page (001 §9). */
const SECTION_SIZE = 30;
const RECOMMEND_SIZE = 6;
const MAX_GROUPS = 10;
const GROUP_TITLE_MAX = 20;

/**
 * The story list's items: the user's own posts, comments and replies as the station's rows hold them, and what a
 * copied test account borrowed from its template (my_story). `me` fills the three placeholders.
 */
const STORY_ITEMS = `WITH story AS (
    SELECT feed_type, station_user_id, title_no, p_comment_no, c_comment_no, reg_date, item_no AS seq FROM my_story WHERE user_id = ?
    UNION ALL
    SELECT CASE WHEN EXISTS (SELECT 1 FROM station_photos ph WHERE ph.title_no = p.title_no) THEN 'PHOTO' ELSE 'POST' END,
      st.user_id, p.title_no, NULL, NULL, p.reg_date, p.title_no
    FROM station_posts p JOIN stations st ON st.station_no = p.station_no WHERE p.user_id = ?
    UNION ALL
    SELECT CASE WHEN c.parent_no IS NULL THEN 'PARENT_COMMENT' ELSE 'CHILD_COMMENT' END, st.user_id, c.title_no,
      COALESCE(c.parent_no, c.comment_no), CASE WHEN c.parent_no IS NULL THEN NULL ELSE c.comment_no END, c.reg_date, c.comment_no
    FROM station_comments c JOIN station_posts p ON p.title_no = c.title_no JOIN stations st ON st.station_no = p.station_no WHERE c.user_id = ?
  )`;

/** One row of the story list's items (STORY_ITEMS). */
type StoryItem = {
  feed_type: string;
  station_user_id: string;
  title_no: number;
  p_comment_no: number | null;
  c_comment_no: number | null;
  reg_date: string;
};

/**
 * A copied test account's story list: its template's own posts, comments and replies, borrowed (they stay the
 * template's). Not the ones on the template's own station, which the station's copy gives the clone as its own.
 */
function borrowStory(db: Db, fromUserId: string, toUserId: string) {
  const rows = db
    .prepare(`${STORY_ITEMS} SELECT s.* FROM story s WHERE s.station_user_id <> ? ORDER BY s.reg_date, s.seq`)
    .all(fromUserId, fromUserId, fromUserId, fromUserId) as StoryItem[];
  const insert = db.prepare(
    `INSERT INTO my_story (user_id, item_no, feed_type, station_user_id, title_no, p_comment_no, c_comment_no, reg_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  rows.forEach((row, index) =>
    insert.run(toUserId, index + 1, row.feed_type, row.station_user_id, row.title_no, row.p_comment_no, row.c_comment_no, row.reg_date),
  );
}

type Row = Record<string, unknown>;
type LiveRow = LiveTableRow & { nickname: string; category_name: string };
type VodRow = VodTableRow & { nickname: string; original_nick: string | null };

const LIVE_SELECT = `SELECT l.*, u.nickname, c.category_name FROM lives l JOIN users u ON u.user_id = l.user_id
  LEFT JOIN categories c ON c.category_no = l.category_no`;
const VOD_SELECT = `SELECT v.*, u.nickname, o.nickname AS original_nick FROM vods v JOIN users u ON u.user_id = v.user_id
  LEFT JOIN users o ON o.user_id = v.original_user_id`;

function answerRestricted(res: Response) {
  res.json({ result: -1, code: -10000, message: "restricted area" });
}

/** The mutating calls answer in the real form: result, message and the code on failure. */
function fail(res: Response, message: string, code = -1) {
  res.json({ result: -1, code, message });
}

export const myModule: UpstreamModule = {
  name: "my",
  version: 3,
  // my_station_posts is gone (favourites' new posts are station posts): listed so that an older database drops it.
  tables: [
    "my_station_posts",
    "my_story",
    "my_playlists",
    "my_up_vods",
    "my_recent_vods",
    "my_recent_lives",
    "my_fanclubs",
    "my_subscriptions",
    "my_favorite_group_members",
    "my_favorite_groups",
  ],
  migrate,
  seed,
  userTables: userIdTables(
    "my_favorite_groups",
    "my_favorite_group_members",
    "my_subscriptions",
    "my_fanclubs",
    "my_recent_lives",
    "my_recent_vods",
    "my_up_vods",
    "my_playlists",
  ),
  onCloneUser: borrowStory,
  mount(routers, ctx) {
    const { db } = ctx;
    const my = routers.my;
    const now = () => kstWallClock(Date.now());
    const img = (path: string) => ctx.protocolRelativeUrl(path);
    const nickOf = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();

    const userOf = (req: Request, res: Response) => {
      const user = currentUser(db, req);
      if (!user) answerRestricted(res);
      return user;
    };
    const isDelete = (req: Request) => String(req.body?._method ?? "").toLowerCase() === "delete";

    // Relations of the viewer to a streamer, for the '구독' and 'F' badges.
    const relations = (userId: string) => {
      const subscribed = new Set(db.prepare("SELECT bj_id FROM my_subscriptions WHERE user_id = ?").pluck().all(userId) as string[]);
      const fans = new Set(db.prepare("SELECT bj_id FROM my_fanclubs WHERE user_id = ?").pluck().all(userId) as string[]);
      return { subscribed, fans };
    };
    type Relations = ReturnType<typeof relations>;

    const liveItem = (row: LiveRow, rel: Relations): Row => ({
      broad_no: String(row.broad_no),
      broad_type: String(row.broad_type),
      broad_cate_no: row.category_no,
      category_name: row.category_name ?? "",
      category_tags: fromJson(row.category_tags, []),
      auto_hashtags: fromJson(row.auto_hashtags, []),
      hash_tags: fromJson(row.hash_tags, []),
      visit_broad_type: row.visit_broad_type,
      broad_grade: String(row.broad_grade),
      is_password: row.is_password === 1,
      is_drops: row.is_drops,
      thumbnail: img(imagePaths.live(row.broad_no, row.broad_no % 1000)),
      broad_title: row.broad_title,
      user_id: row.user_id,
      user_nick: row.nickname,
      user_profile_img: img(imagePaths.avatar(row.user_id)),
      total_view_cnt: String(row.pc_view_cnt + row.mobile_view_cnt),
      broad_start: row.broad_start,
      subscription_only: String(row.subscription_only),
      is_fanclub: rel.fans.has(row.user_id),
      is_subscribe: rel.subscribed.has(row.user_id),
      is_adult: row.broad_grade === 19,
      broad_bps: String(row.broad_bps),
      broad_resolution: row.broad_resolution,
    });

    const vodItem = (row: VodRow, rel: Relations): Row => {
      const vertical = row.resolution_type === "vertical";
      return {
        title_no: String(row.title_no),
        station_no: String(row.station_no),
        bbs_no: String(row.bbs_no),
        auth_no: row.auth_no,
        file_type: row.file_type,
        duration: durationText(row.duration_ms),
        total_duration: row.duration_ms,
        category: row.category_no,
        vod_category: row.vod_category_no,
        grade: String(row.grade),
        thumb: img(imagePaths.vod(row.title_no, row.reg_date, vertical)),
        resolution_type: vertical ? "vertical" : "horizontal",
        title_name: row.title,
        ppv: row.is_ppv === 1,
        user_id: row.user_id,
        user_nick: row.nickname,
        user_profile_img: img(imagePaths.avatar(row.user_id)),
        original_user_id: row.original_user_id,
        original_user_nick: row.original_nick,
        read_cnt: String(row.view_cnt),
        like_cnt: String(row.like_cnt),
        reg_date: row.reg_date,
        subscription_only: row.subscription_only,
        story_idx: row.story_idx,
        flag: row.flag,
        is_fanclub: rel.fans.has(row.user_id),
        is_subscribe: rel.subscribed.has(row.user_id),
      };
    };

    // ---- Streamer lists: favourites (optionally one group), subscriptions, fan clubs ----
    const KINDS = {
      favorite: { table: "favorites", numberField: "favorite_no" },
      subscribe: { table: "my_subscriptions", numberField: "subscribe_no" },
      fanclub: { table: "my_fanclubs", numberField: "fanclub_no" },
    } as const;
    type Kind = keyof typeof KINDS;

    /** SQL selecting the bj_ids of a list (and group), with its parameters. */
    const scope = (kind: Kind, userId: string, groupIdx: unknown): [string, unknown[]] => {
      const base = `SELECT bj_id FROM ${KINDS[kind].table} WHERE user_id = ?`;
      const group = kind === "favorite" && groupIdx !== undefined && groupIdx !== "" ? Number(groupIdx) : null;
      if (group === null || !Number.isFinite(group)) return [base, [userId]];
      return [`${base} AND bj_id IN (SELECT bj_id FROM my_favorite_group_members WHERE user_id = ? AND group_idx = ?)`, [userId, userId, group]];
    };

    const streamerRows = (kind: Kind, userId: string, groupIdx: unknown) => {
      const [sql, params] = scope(kind, userId, groupIdx);
      const rows = db
        .prepare(
          `SELECT r.bj_id, r.reg_date, r.is_pin, r.pin_date, ${kind === "favorite" ? "r.is_push" : "0 AS is_push"}, u.nickname, s.station_name, s.last_broad_start, s.total_visit_cnt, r.rowid AS no
           FROM ${KINDS[kind].table} r JOIN users u ON u.user_id = r.bj_id LEFT JOIN stations s ON s.user_id = r.bj_id
           WHERE r.user_id = ? AND r.bj_id IN (${sql})
           ORDER BY r.is_pin DESC, r.pin_date DESC, r.reg_date DESC LIMIT 100`,
        )
        .all(userId, ...params) as Array<Row & { bj_id: string; no: number; is_push: number }>;
      const rel = relations(userId);
      const liveOf = db.prepare(`${LIVE_SELECT} WHERE l.user_id = ?`);
      return rows.map((row) => {
        const broad = liveOf.get(row.bj_id) as LiveRow | undefined;
        return {
          [KINDS[kind].numberField]: String(row.no),
          user_id: row.bj_id,
          user_nick: row.nickname,
          station_name: row.station_name,
          profile_image: img(imagePaths.avatar(row.bj_id)),
          is_live: Boolean(broad),
          is_pin: row.is_pin === 1,
          pin_date: row.pin_date,
          is_favorite: kind === "favorite" ? true : undefined,
          // The station's push toggle rides on the favourite (favorites.is_push).
          is_push: kind === "favorite" ? row.is_push === 1 : undefined,
          is_fanclub: rel.fans.has(row.bj_id),
          is_subscribe: rel.subscribed.has(row.bj_id),
          last_broad_start: row.last_broad_start,
          // The trap of the real answer: the top level count is the station's cumulative visitors.
          total_view_cnt: String(row.total_visit_cnt ?? 0),
          broad_info: broad
            ? [
                {
                  broad_no: broad.broad_no,
                  broad_title: broad.broad_title,
                  broad_start: broad.broad_start,
                  broad_img: img(imagePaths.live(broad.broad_no, broad.broad_no % 1000)),
                  total_view_cnt: broad.pc_view_cnt + broad.mobile_view_cnt,
                  pc_view_cnt: broad.pc_view_cnt,
                  mobile_view_cnt: broad.mobile_view_cnt,
                  is_password: broad.is_password === 1,
                  is_adult: broad.broad_grade === 19,
                  category_tags: fromJson(broad.category_tags, []),
                  url: ctx.publicUrl(`/play/${row.bj_id}/${broad.broad_no}`),
                },
              ]
            : [],
        };
      });
    };

    const livesOf = (kind: Kind, userId: string, groupIdx: unknown) => {
      const [sql, params] = scope(kind, userId, groupIdx);
      const rel = relations(userId);
      return (db.prepare(`${LIVE_SELECT} WHERE l.user_id IN (${sql}) ORDER BY l.pc_view_cnt + l.mobile_view_cnt DESC`).all(...params) as LiveRow[]).map((row) =>
        liveItem(row, rel),
      );
    };

    const vodsOf = (kind: Kind, userId: string, groupIdx: unknown, where: string, column = "v.user_id") => {
      const [sql, params] = scope(kind, userId, groupIdx);
      const rel = relations(userId);
      return (
        db.prepare(`${VOD_SELECT} WHERE ${column} IN (${sql}) AND ${where} ORDER BY v.reg_date DESC LIMIT ${SECTION_SIZE}`).all(...params) as VodRow[]
      ).map((row) => vodItem(row, rel));
    };
    const VOD_TYPES = "v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT','EDITOR')";

    for (const [path, kind] of [
      ["/api/favorite", "favorite"],
      ["/api/subscribe", "subscribe"],
      ["/api/fanclub", "fanclub"],
    ] as const) {
      my.get(path, (req, res) => {
        const user = userOf(req, res);
        if (user) res.json({ data: streamerRows(kind, user.user_id, req.query.group_idx) });
      });
      my.get(`${path}/live`, (req, res) => {
        const user = userOf(req, res);
        if (user) res.json({ data: livesOf(kind, user.user_id, req.query.group_idx) });
      });
      my.get(`${path}/vod`, (req, res) => {
        const user = userOf(req, res);
        if (user) res.json({ data: vodsOf(kind, user.user_id, req.query.group_idx, VOD_TYPES) });
      });
      // setPin / deletePin (001 §4.1).
      my.post(`${path}/pin/:bjId`, (req, res) => {
        const user = userOf(req, res);
        if (!user) return;
        const unpin = isDelete(req);
        const changed = db
          .prepare(`UPDATE ${KINDS[kind].table} SET is_pin = ?, pin_date = ? WHERE user_id = ? AND bj_id = ?`)
          .run(unpin ? 0 : 1, unpin ? null : now(), user.user_id, req.params.bjId).changes;
        if (!changed) return fail(res, "목록에 없는 스트리머입니다.");
        res.json({ result: 1, message: unpin ? "목록 상단 고정 해제 되었습니다." : "목록 상단 고정 완료 되었습니다." });
      });
    }

    for (const [section, where, column] of [
      ["catchstory", "v.file_type = 'CATCH_STORY'", "v.user_id"],
      ["catch", "v.file_type = 'CATCH'", "v.user_id"],
      // User clips: clips other users made of favourite streamers' broadcasts.
      ["userclip", "v.file_type = 'CLIP' AND v.user_id <> v.original_user_id", "v.original_user_id"],
    ] as const) {
      my.get(`/api/favorite/${section}`, (req, res) => {
        const user = userOf(req, res);
        if (user) res.json({ data: vodsOf("favorite", user.user_id, req.query.group_idx, where, column) });
      });
    }

    // ---- Favourite groups ----
    const groupList = (userId: string) =>
      db
        .prepare(
          `SELECT g.idx, g.title, g.reg_date, (SELECT COUNT(*) FROM my_favorite_group_members m JOIN favorites f ON f.user_id = m.user_id AND f.bj_id = m.bj_id
             WHERE m.user_id = g.user_id AND m.group_idx = g.idx) AS cnt
           FROM my_favorite_groups g WHERE g.user_id = ? ORDER BY g.idx`,
        )
        .all(userId) as Array<{ idx: number; title: string; reg_date: string; cnt: number }>;

    my.get("/api/favorite/group/list", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      res.json({
        result: 1,
        data: groupList(user.user_id).map((group) => ({
          idx: String(group.idx),
          title: group.title,
          reg_date: group.reg_date,
          streamer_cnt: String(group.cnt),
        })),
      });
    });

    const titleProblem = (userId: string, title: string, exceptIdx?: number) => {
      if (!title) return "그룹명을 입력해 주세요.";
      if ([...title].length > GROUP_TITLE_MAX) return `그룹명은 ${GROUP_TITLE_MAX}자 이내로 입력해 주세요.`;
      const taken = db.prepare("SELECT idx FROM my_favorite_groups WHERE user_id = ? AND title = ?").pluck().get(userId, title) as number | undefined;
      if (taken !== undefined && taken !== exceptIdx) return "이미 사용 중인 그룹명입니다.";
      return null;
    };

    my.post("/api/favorite/group", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const title = String(req.body.title ?? "").trim();
      const problem = titleProblem(user.user_id, title);
      if (problem) return fail(res, problem);
      const count = db.prepare("SELECT COUNT(*) FROM my_favorite_groups WHERE user_id = ?").pluck().get(user.user_id) as number;
      if (count >= MAX_GROUPS) return fail(res, `그룹은 최대 ${MAX_GROUPS}개까지 만들 수 있습니다.`);
      const idx = ((db.prepare("SELECT MAX(idx) FROM my_favorite_groups WHERE user_id = ?").pluck().get(user.user_id) as number | null) ?? 0) + 1;
      db.prepare("INSERT INTO my_favorite_groups (user_id, idx, title, reg_date) VALUES (?, ?, ?, ?)").run(user.user_id, idx, title, now());
      res.json({ result: 1, message: "그룹이 추가되었습니다.", data: { idx: String(idx) } });
    });

    my.post("/api/favorite/group/:idx", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const idx = Number(req.params.idx);
      const exists = db.prepare("SELECT 1 FROM my_favorite_groups WHERE user_id = ? AND idx = ?").get(user.user_id, idx);
      if (!exists) return fail(res, "존재하지 않는 그룹입니다.");
      if (isDelete(req)) {
        db.prepare("DELETE FROM my_favorite_group_members WHERE user_id = ? AND group_idx = ?").run(user.user_id, idx);
        db.prepare("DELETE FROM my_favorite_groups WHERE user_id = ? AND idx = ?").run(user.user_id, idx);
        return res.json({ result: 1, message: "그룹이 삭제되었습니다." });
      }
      const title = String(req.body.title ?? "").trim();
      const problem = titleProblem(user.user_id, title, idx);
      if (problem) return fail(res, problem);
      db.prepare("UPDATE my_favorite_groups SET title = ? WHERE user_id = ? AND idx = ?").run(title, user.user_id, idx);
      res.json({ result: 1, message: "그룹명이 변경되었습니다." });
    });

    my.post("/api/favorite/group/:idx/streamer/:bjId", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const idx = Number(req.params.idx);
      if (!db.prepare("SELECT 1 FROM my_favorite_groups WHERE user_id = ? AND idx = ?").get(user.user_id, idx)) return fail(res, "존재하지 않는 그룹입니다.");
      if (isDelete(req)) {
        db.prepare("DELETE FROM my_favorite_group_members WHERE user_id = ? AND group_idx = ? AND bj_id = ?").run(user.user_id, idx, req.params.bjId);
        return res.json({ result: 1, message: "그룹에서 삭제되었습니다." });
      }
      if (!db.prepare("SELECT 1 FROM favorites WHERE user_id = ? AND bj_id = ?").get(user.user_id, req.params.bjId))
        return fail(res, "즐겨찾기한 스트리머만 그룹에 추가할 수 있습니다.");
      db.prepare("INSERT OR IGNORE INTO my_favorite_group_members (user_id, group_idx, bj_id) VALUES (?, ?, ?)").run(user.user_id, idx, req.params.bjId);
      res.json({ result: 1, message: "그룹에 추가되었습니다." });
    });

    // ---- '방송국 새 글' of favourites: getFeed {group_idx} at 001 §7.8's GET /api/feed/favorite?page={n}.
    // This module is mounted before feed's, so its /api/feed/:userId never sees 'favorite'. ----
    my.get("/api/feed/favorite", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const [sql, params] = scope("favorite", user.user_id, req.query.group_idx);
      const pageNo = Math.max(1, Number(req.query.page) || 1);
      // The favourite streamers' own posts on their stations' public boards (station posts, one post table).
      const from = `FROM station_posts p JOIN stations st ON st.station_no = p.station_no AND st.user_id = p.user_id
        JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no AND b.auth_no = 101 AND b.display_type = 104
        JOIN users u ON u.user_id = p.user_id WHERE p.user_id IN (${sql})`;
      const { total, rows } = pageOfRows<{ title_no: number; bj_id: string; nickname: string; title: string; content: string; reg_date: string }>(db, {
        columns: "p.title_no, p.user_id AS bj_id, u.nickname, p.title, p.content, p.reg_date",
        from,
        params,
        order: "p.reg_date DESC, p.title_no DESC",
        size: FEED_PAGE_SIZE,
        page: pageNo,
      });
      const photosOf = db.prepare("SELECT photo_no FROM station_photos WHERE title_no = ? ORDER BY position").pluck();
      const lastPage = Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));
      res.json({
        data: rows.map((row) => {
          const photos = photosOf.all(row.title_no) as number[];
          return {
            title_no: row.title_no,
            url: ctx.publicUrl(`/st/${row.bj_id}/post/${row.title_no}`),
            user_id: row.bj_id,
            user_nick: row.nickname,
            profile_image: img(imagePaths.avatar(row.bj_id)),
            reg_date: row.reg_date,
            reg_date_human: row.reg_date.slice(0, 10),
            title_name: row.title,
            content: row.content,
            photo_cnt: String(photos.length),
            photos: photos.map((photoNo) => ({ url: img(imagePaths.postPhoto(photoNo)) })),
          };
        }),
        links: { first: null, last: null, prev: null, next: pageNo < lastPage ? `?page=${pageNo + 1}` : null },
        meta: { current_page: pageNo, last_page: lastPage, total },
      });
    });

    // ---- Recommended streamers and rejectRecommend ----
    const recommended = (userId: string): Row[] => {
      const rel = relations(userId);
      const rows = db
        .prepare(
          `${LIVE_SELECT} WHERE l.user_id <> ?
             AND l.user_id NOT IN (SELECT bj_id FROM favorites WHERE user_id = ?)
             AND l.user_id NOT IN (SELECT bj_id FROM hidden_streamers WHERE user_id = ?)
             AND l.user_id NOT IN (SELECT bj_id FROM not_recommended WHERE user_id = ? AND type = 'LIVE')
             AND l.broad_grade = 0 AND l.is_password = 0
           ORDER BY l.pc_view_cnt + l.mobile_view_cnt DESC LIMIT ${RECOMMEND_SIZE}`,
        )
        .all(userId, userId, userId, userId) as LiveRow[];
      const favouriteCategories = new Set(
        db.prepare("SELECT s.main_category_no FROM favorites f JOIN stations s ON s.user_id = f.bj_id WHERE f.user_id = ?").pluck().all(userId) as string[],
      );
      return rows.map((row) => ({ ...liveItem(row, rel), logic: favouriteCategories.has(row.category_no) ? "CATEGORY" : "POPULAR" }));
    };

    my.get("/api/favorite/recommend", (req, res) => {
      const user = userOf(req, res);
      if (user) res.json({ result: 1, data: recommended(user.user_id) });
    });

    my.post("/api/favorite/recommend/reject", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const streamerId = String(req.body.streamer_id ?? "");
      const broadcastId = String(req.body.broadcast_id ?? "");
      if (!streamerId || !broadcastId || !nickOf.get(streamerId)) return fail(res, "잘못된 요청입니다.");
      db.prepare("INSERT OR IGNORE INTO not_recommended (user_id, type, content_id, bj_id, reg_date) VALUES (?, 'LIVE', ?, ?, ?)").run(
        user.user_id,
        broadcastId,
        streamerId,
        now(),
      );
      // Replacements: what is recommended now that the client does not show yet.
      const shown = new Set(
        String(req.body.recommended_streamer_ids ?? "")
          .split(",")
          .filter(Boolean),
      );
      const addInfo = recommended(user.user_id).filter((item) => !shown.has(String(item.user_id)));
      res.json({ result: 1, data: { filter_id: `${user.user_id}:${broadcastId}`, add_info: addInfo } });
    });

    // ---- Recent LIVE ----
    my.get("/api/recent", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const rel = relations(user.user_id);
      const rows = db
        .prepare(`${LIVE_SELECT} JOIN my_recent_lives r ON r.bj_id = l.user_id AND r.user_id = ? ORDER BY r.watch_date DESC`)
        .all(user.user_id) as Array<LiveRow & { watch_date: string }>;
      res.json({ result: 1, data: rows.map((row, index) => ({ ...liveItem(row, rel), order_no: index + 1, watch_date: row.watch_date })) });
    });
    my.post("/api/recent/delete/all", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      db.prepare("DELETE FROM my_recent_lives WHERE user_id = ?").run(user.user_id);
      res.json({ result: 1, message: "최근 본 스트리머의 LIVE 목록이 모두 삭제됐습니다." });
    });
    my.post("/api/recent/:id", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      const changed = db.prepare("DELETE FROM my_recent_lives WHERE user_id = ? AND bj_id = ?").run(user.user_id, req.params.id).changes;
      if (!changed) return fail(res, "이미 삭제된 항목입니다.");
      res.json({ result: 1, message: "최근 본 스트리머의 LIVE 목록에서 삭제됐습니다." });
    });

    // ---- History VOD lists: recent, later, UP (page, order_by_column, order_by_type) ----
    const ORDER_COLUMNS: Record<string, string> = { reg_date: "h.sort_date", read_cnt: "v.view_cnt", like_cnt: "v.like_cnt" };
    const orderOf = (req: Request) => {
      const column = ORDER_COLUMNS[String(req.query.order_by_column ?? "reg_date")] ?? ORDER_COLUMNS.reg_date;
      const direction = String(req.query.order_by_type ?? "desc").toLowerCase() === "asc" ? "ASC" : "DESC";
      return `${column} ${direction}, h.sort_date DESC`;
    };
    const pageOf = (req: Request) => Math.max(1, Number(req.query.page) || 1);

    const historyPage = (req: Request, userId: string, historySql: string, extra: (row: VodRow & Row) => Row) => {
      const rel = relations(userId);
      const offset = (pageOf(req) - 1) * HISTORY_PAGE_SIZE;
      const rows = db
        .prepare(
          `SELECT v.*, u.nickname, o.nickname AS original_nick, h.* FROM (${historySql}) h JOIN vods v ON v.title_no = h.title_no
           JOIN users u ON u.user_id = v.user_id LEFT JOIN users o ON o.user_id = v.original_user_id
           ORDER BY ${orderOf(req)} LIMIT ${HISTORY_PAGE_SIZE + 1} OFFSET ?`,
        )
        .all(userId, offset) as Array<VodRow & Row>;
      return {
        data: rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({ ...vodItem(row, rel), ...extra(row) })),
        has_more: rows.length > HISTORY_PAGE_SIZE,
      };
    };

    my.get("/api/history/recent/vod", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      res.json({
        result: 1,
        ...historyPage(req, user.user_id, "SELECT title_no, view_date AS sort_date, last_view_ms FROM my_recent_vods WHERE user_id = ?", (row) => ({
          last_view_duration: row.last_view_ms,
          view_date: row.sort_date,
        })),
      });
    });
    my.post("/api/history/recent/vod/:id", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      if (req.params.id === "all") {
        db.prepare("DELETE FROM my_recent_vods WHERE user_id = ?").run(user.user_id);
        return res.json({ result: 1, message: "최근 본 VOD 목록이 모두 삭제됐습니다." });
      }
      const changed = db.prepare("DELETE FROM my_recent_vods WHERE user_id = ? AND title_no = ?").run(user.user_id, Number(req.params.id)).changes;
      if (!changed) return fail(res, "이미 삭제된 항목입니다.");
      res.json({ result: 1, message: "최근 본 VOD 목록에서 삭제됐습니다." });
    });

    my.get("/api/history/up/vod", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      res.json({
        result: 1,
        ...historyPage(req, user.user_id, "SELECT title_no, up_date AS sort_date FROM my_up_vods WHERE user_id = ?", (row) => ({ up_date: row.sort_date })),
      });
    });
    my.post("/api/history/up/:streamerId/:titleNo", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      const changed = db
        .prepare("DELETE FROM my_up_vods WHERE user_id = ? AND title_no = ? AND title_no IN (SELECT title_no FROM vods WHERE user_id = ?)")
        .run(user.user_id, Number(req.params.titleNo), req.params.streamerId).changes;
      if (!changed) return fail(res, "UP 취소에 실패했습니다.");
      res.json({ result: 1, message: "UP이 취소되었습니다." });
    });

    // Watch later: VOD entries and live entries (the live ones while the broadcast runs).
    my.get("/api/history/later/vod", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const rel = relations(user.user_id);
      const vods = historyPage(
        req,
        user.user_id,
        "SELECT CAST(content_id AS INTEGER) AS title_no, reg_date AS sort_date, viewed FROM later_items WHERE user_id = ? AND type = 'VOD'",
        (row) => ({ type: "VOD", later_reg_date: row.sort_date, is_view: row.viewed === 1 }),
      );
      // Live entries lead the first page when sorted by date (they are few and end with the broadcast).
      const lives =
        pageOf(req) === 1
          ? (
              db
                .prepare(
                  `${LIVE_SELECT} JOIN later_items li ON li.user_id = ? AND li.type = 'LIVE' AND (li.content_id = CAST(l.broad_no AS TEXT) OR li.content_id = l.user_id)
                 ORDER BY li.reg_date DESC`,
                )
                .all(user.user_id) as Array<LiveRow & { reg_date: string; viewed: number }>
            ).map((row) => ({
              ...liveItem(row, rel),
              type: "LIVE",
              later_reg_date: row.reg_date,
              is_view: row.viewed === 1,
            }))
          : [];
      res.json({ result: 1, data: [...lives, ...vods.data], has_more: vods.has_more });
    });
    // deleteLaterVod('view' | 'all') → {message, no}.
    my.post("/api/history/later/vod", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      const played = req.body.del_type === "view";
      const removed = db.prepare(`DELETE FROM later_items WHERE user_id = ?${played ? " AND viewed = 1" : ""}`).run(user.user_id).changes;
      res.json({ result: 1, message: played ? "재생한 VOD가 삭제됐습니다." : "나중에 보기가 모두 삭제됐습니다.", no: removed });
    });
    // Delete one entry (the cards module answers add and mark-viewed on this path and passes deletes on).
    my.post("/api/history/later/:type/:id", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const type = req.params.type.toUpperCase() === "LIVE" ? "LIVE" : "VOD";
      const liveOwner =
        type === "LIVE" ? (db.prepare("SELECT user_id FROM lives WHERE broad_no = ?").pluck().get(Number(req.params.id)) as string | undefined) : undefined;
      const changed = db
        .prepare("DELETE FROM later_items WHERE user_id = ? AND type = ? AND content_id IN (?, ?)")
        .run(user.user_id, type, req.params.id, liveOwner ?? req.params.id).changes;
      if (!changed) return fail(res, "이미 삭제된 항목입니다.");
      res.json({ result: 1, message: "나중에 보기에서 삭제됐습니다." });
    });

    // ---- Playlists ----
    my.get("/api/history/playlist", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const column = req.query.order_by_column === "list_idx" ? "list_idx" : "vod_add_date";
      const direction = String(req.query.order_by_type ?? "desc").toLowerCase() === "asc" ? "ASC" : "DESC";
      const rows = db.prepare(`SELECT * FROM my_playlists WHERE user_id = ? ORDER BY ${column} ${direction}, list_idx DESC`).all(user.user_id) as Array<{
        list_idx: number;
        owner_id: string | null;
        title: string;
        reg_date: string;
        vod_add_date: string;
        items: string;
        is_display: number;
      }>;
      const firstVod = db.prepare(`${VOD_SELECT} WHERE v.title_no = ?`);
      const rel = relations(user.user_id);
      res.json({
        result: 1,
        data: rows.map((row) => {
          const items = fromJson<number[]>(row.items, []);
          const regId = row.owner_id ?? user.user_id;
          const vod = items.length ? (firstVod.get(items[0]) as VodRow | undefined) : undefined;
          return {
            list_idx: row.list_idx,
            add_id: user.user_id,
            broad_start: row.vod_add_date,
            playlist: {
              reg_id: regId,
              reg_nick: row.owner_id ? nickOf.get(row.owner_id) : user.nickname,
              reg_date: row.reg_date,
              title: row.title,
              url: ctx.publicUrl(`/vod/player/${items[0] ?? 0}/playlist/${row.list_idx}`),
              is_fanclub: rel.fans.has(regId),
              is_subscribe: rel.subscribed.has(regId),
              config: { display: row.is_display ? "Y" : "N" },
              count: { playlist_cnt: items.length },
              bbs_title: vod
                ? {
                    title_no: vod.title_no,
                    station_no: vod.station_no,
                    bbs_no: vod.bbs_no,
                    ucc: {
                      thumb: img(imagePaths.vod(vod.title_no, vod.reg_date)),
                      thumb_type: "NORMAL",
                      category: vod.category_no,
                      vod_category: vod.vod_category_no,
                      grade: vod.grade,
                    },
                  }
                : { ucc: { thumb: "", thumb_type: "NONE" } },
            },
          };
        }),
        has_more: false,
      });
    });
    // deletePlaylist(listIdx, isOwner): the owner deletes the playlist, others take a shared one off their list.
    my.post("/vodplaylist/api/api.php", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const work = String(req.body.szWork ?? "");
      const listIdx = Number(req.body.nPlaylistIdx);
      const ownerClause = work === "del_playlist_list" ? "owner_id IS NULL" : work === "share_playlist_bj_del_list" ? "owner_id IS NOT NULL" : null;
      if (!ownerClause) return res.json({ result: -1, msg: "잘못된 요청입니다." });
      const changed = db.prepare(`DELETE FROM my_playlists WHERE user_id = ? AND list_idx = ? AND ${ownerClause}`).run(user.user_id, listIdx).changes;
      if (!changed) return res.json({ result: -1, msg: "삭제할 수 없는 재생목록입니다." });
      res.json({ result: 1, msg: "재생목록이 삭제되었습니다." });
    });
    // Stand-in for the external playlist editor (and the cards' '재생목록에 담기').
    routers.vod.get("/vodplaylist/index.php", (req, res) => {
      res
        .type("html")
        .send(
          page("재생목록", `<h1>재생목록</h1><p data-testid="playlist-editor">${escapeHtml(String(req.query.nPlaylistIdx ?? req.query.nTitleNo ?? ""))}</p>`),
        );
    });

    // ---- Own posts, comments and replies: the story index read with the station's rows ----
    type StoryRow = StoryItem & {
      seq: number;
      title_name: string;
      content: string;
      auth_no: number;
      display_type: number;
      is_notice: number;
      read_cnt: number;
      like_cnt: number;
      comment_cnt: number;
      p_comment: string | null;
      c_comment: string | null;
    };
    const FEED_TYPES: Record<string, string[]> = { POST_PHOTO: ["POST", "PHOTO"], PARENT_COMMENT: ["PARENT_COMMENT"], CHILD_COMMENT: ["CHILD_COMMENT"] };
    // An entry whose post or comment is gone from the station is gone from the list.
    const STORY_FROM = `FROM story m JOIN station_posts p ON p.title_no = m.title_no
      JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no
      LEFT JOIN station_comments pc ON pc.comment_no = m.p_comment_no LEFT JOIN station_comments cc ON cc.comment_no = m.c_comment_no
      WHERE (m.p_comment_no IS NULL OR pc.comment_no IS NOT NULL) AND (m.c_comment_no IS NULL OR cc.comment_no IS NOT NULL)`;
    const storyPhotos = db.prepare("SELECT photo_no FROM station_photos WHERE title_no = ? ORDER BY position").pluck();

    my.get("/api/story", (req, res) => {
      const user = userOf(req, res);
      if (!user) return;
      const types = FEED_TYPES[String(req.query.feed_type ?? "")] ?? null;
      const filter = types ? ` AND m.feed_type IN (${types.map(() => "?").join(",")})` : "";
      const params = [user.user_id, user.user_id, user.user_id, ...(types ?? [])];
      const pageNo = pageOf(req);
      const total = db
        .prepare(`${STORY_ITEMS} SELECT COUNT(*) ${STORY_FROM}${filter}`)
        .pluck()
        .get(...params) as number;
      const rows = db
        .prepare(
          `${STORY_ITEMS} SELECT m.*, p.title AS title_name, p.content, p.is_notice, p.read_cnt, p.like_cnt, b.auth_no, b.display_type,
             (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = p.title_no) AS comment_cnt, pc.comment AS p_comment, cc.comment AS c_comment
           ${STORY_FROM}${filter} ORDER BY m.reg_date DESC, m.seq DESC LIMIT ${STORY_PAGE_SIZE} OFFSET ?`,
        )
        .all(...params, (pageNo - 1) * STORY_PAGE_SIZE) as StoryRow[];
      const lastPage = Math.max(1, Math.ceil(total / STORY_PAGE_SIZE));
      res.json({
        data: rows.map((row) => {
          const station = row.station_user_id;
          const post = {
            station_user_id: station,
            station_user_nick: nickOf.get(station),
            title_no: row.title_no,
            title_name: row.title_name,
            content: row.content,
            url: ctx.publicUrl(`/st/${station}/post/${row.title_no}`),
            board_type: row.display_type,
            auth_no: row.auth_no,
            is_notice: row.is_notice === 1,
            photos: (storyPhotos.all(row.title_no) as number[]).map((photoNo) => ({ url: img(imagePaths.postPhoto(photoNo)) })),
            count: { read_cnt: row.read_cnt, comment_cnt: row.comment_cnt, like_cnt: row.like_cnt },
          };
          const isReply = row.feed_type === "CHILD_COMMENT";
          const isComment = row.feed_type === "PARENT_COMMENT" || isReply;
          return {
            feed_type: row.feed_type,
            user_id: user.user_id,
            user_nick: user.nickname,
            reg_date: row.reg_date,
            p_comment_no: row.p_comment_no,
            c_comment_no: row.c_comment_no,
            comment: isReply ? row.c_comment : isComment ? row.p_comment : null,
            ...post,
            parent: isComment ? { ...post, comment: isReply ? row.p_comment : null } : null,
          };
        }),
        meta: { current_page: pageNo, last_page: lastPage, total },
      });
    });

    // Deleting a post takes the user's comments and replies on it along, a comment its replies: the station's rows
    // when the user wrote them (the story list reads those), else the entries a copied test account borrowed.
    const postOwner = db.prepare(
      "SELECT p.user_id, st.user_id AS station_user_id FROM station_posts p JOIN stations st ON st.station_no = p.station_no WHERE p.title_no = ?",
    );
    const commentRow = db.prepare("SELECT user_id, parent_no FROM station_comments WHERE comment_no = ? AND title_no = ?");
    const deleteComment = (commentNo: number) => db.prepare("DELETE FROM station_comments WHERE comment_no = ? OR parent_no = ?").run(commentNo, commentNo);
    const storyDelete = (req: Request, res: Response, kind: "post" | "comment" | "reply", done: string) => {
      const user = userOf(req, res);
      if (!user) return;
      if (!isDelete(req)) return fail(res, "method not allowed");
      const titleNo = Number(req.params.titleNo);
      const pCommentNo = Number(req.params.pCommentNo);
      const cCommentNo = Number(req.params.cCommentNo);
      const changed = db.transaction(() => {
        const borrowed = { post: "1 = 1", comment: "p_comment_no = ?", reply: "p_comment_no = ? AND c_comment_no = ?" }[kind];
        const count = db
          .prepare(`DELETE FROM my_story WHERE user_id = ? AND station_user_id = ? AND title_no = ? AND ${borrowed}`)
          .run(
            user.user_id,
            req.params.stationUserId,
            titleNo,
            ...(kind === "post" ? [] : kind === "comment" ? [pCommentNo] : [pCommentNo, cCommentNo]),
          ).changes;
        const post = postOwner.get(titleNo) as { user_id: string; station_user_id: string } | undefined;
        if (!post || post.station_user_id !== req.params.stationUserId) return count;
        if (kind === "post") {
          if (post.user_id !== user.user_id) return count;
          for (const table of ["station_photos", "station_likes", "station_comments", "station_pins"])
            db.prepare(`DELETE FROM ${table} WHERE title_no = ?`).run(titleNo);
          db.prepare("DELETE FROM station_posts WHERE title_no = ?").run(titleNo);
          return count + 1;
        }
        const own = kind === "comment" ? pCommentNo : cCommentNo;
        const row = commentRow.get(own, titleNo) as { user_id: string; parent_no: number | null } | undefined;
        const fits = row && (kind === "comment" ? row.parent_no === null : row.parent_no === pCommentNo);
        if (!fits || row.user_id !== user.user_id) return count;
        deleteComment(own);
        return count + 1;
      })();
      if (!changed) return fail(res, "삭제할 수 없는 게시물입니다.");
      res.json({ result: 1, message: done });
    };
    my.post("/api/story/:stationUserId/title/:titleNo", (req, res) => storyDelete(req, res, "post", "게시글(댓글, 답글 포함) 삭제가 완료되었습니다."));
    my.post("/api/story/:stationUserId/title/:titleNo/comment/:pCommentNo", (req, res) =>
      storyDelete(req, res, "comment", "댓글(답글 포함) 삭제가 완료되었습니다."),
    );
    my.post("/api/story/:stationUserId/title/:titleNo/comment/:pCommentNo/reply/:cCommentNo", (req, res) =>
      storyDelete(req, res, "reply", "답글 삭제가 완료되었습니다."),
    );
  },
};
