// The home area's calls (000 §2.4, §7.1, §7.2, §7.6): the static host's lists (popular lives with and
// without adult, categories, static main info), the admin's popular sections, the prefer ('myplus')
// lists with their relation cursor, popular and prefer Catch and story lists, top banners with broadcast
// alarms (the ads are the promotions module's), the preview player call with a live HLS stream
// looped from committed segments, and the event log. Paths the spec does not give are ours (marked).
import type { LiveTableRow, VodTableRow } from "../rows";
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { fromJson } from "../db";
import { CATEGORIES } from "../seed/catalogue";
import { kstWallClock } from "../time";
import { type ModuleContext, type UpstreamModule, userIdTables } from "../types";
import { currentUser } from "./auth";
import { registerReplacementSource } from "./cards";
import { mainListLive } from "./live-item";
import { imagePaths } from "./media";
import { durationText } from "./php-json";
import { migrate, seed } from "./home-seed";

const ADULT_AGE = 19;
/** Prefer lists are paged like the live lists: 60 lives, 120 VODs (000 §4.7, §9). */
export const PREFER_LIVE_PAGE = 60;
export const PREFER_VOD_PAGE = 120;
/** The relation cursor cycles through these (000 §4.1): each answer names the next one. */
export const RELATION_TYPES = ["FAVORITE", "CATEGORY", "VIEWER"] as const;
/** Preview stream: committed 2-second segments looped as a sliding live playlist of 3. */
const SEGMENT_SECONDS = 2;
const PLAYLIST_WINDOW = 3;
const PREVIEW_MEDIA_DIR = path.resolve("reference-upstream/media/preview");

type LiveRow = LiveTableRow & { nickname: string; station_name: string; category_name: string | null };

type VodRow = VodTableRow & { nickname: string; station_name: string; category_name: string | null; original_nick: string | null };

const LIVE_SELECT = `SELECT l.*, u.nickname, s.station_name, c.category_name FROM lives l
  JOIN users u ON u.user_id = l.user_id JOIN stations s ON s.user_id = l.user_id LEFT JOIN categories c ON c.category_no = l.category_no`;
const VOD_SELECT = `SELECT v.*, u.nickname, s.station_name, c.category_name, o.nickname AS original_nick FROM vods v
  JOIN users u ON u.user_id = v.user_id JOIN stations s ON s.user_id = v.user_id
  LEFT JOIN categories c ON c.vod_category_no = v.vod_category_no LEFT JOIN users o ON o.user_id = v.original_user_id`;

/** A VOD, Catch or Catch story in the flat search shape: strings, durations in ms as strings. */
export function vodItem(ctx: ModuleContext, row: VodRow) {
  const vertical = row.resolution_type === "vertical";
  return {
    title_no: String(row.title_no),
    title: row.title,
    user_id: row.user_id,
    user_nick: row.nickname,
    station_no: String(row.station_no),
    station_name: row.station_name,
    bbs_no: String(row.bbs_no),
    file_type: row.file_type,
    ucc_type: "21",
    vod_category: row.vod_category_no,
    vod_category_name: row.category_name ?? "",
    category: row.category_no,
    grade: String(row.grade),
    reg_date: row.reg_date,
    duration: durationText(row.duration_ms),
    vod_duration: String(row.duration_ms),
    view_cnt: String(row.view_cnt),
    recomm_cnt: String(row.like_cnt),
    memo_cnt: String(row.comment_cnt),
    thumbnail_path: ctx.protocolRelativeUrl(imagePaths.vod(row.title_no, row.reg_date, vertical)),
    profile_image: ctx.protocolRelativeUrl(imagePaths.avatar(row.user_id)),
    auth_no: row.auth_no,
    ppv: Boolean(row.is_ppv),
    subscription_only: String(row.subscription_only),
    hash_tags: fromJson<string[]>(row.hash_tags, []),
    category_tags: fromJson<string[]>(row.category_tags, []),
    original_bj: row.original_user_id ?? "",
    original_user_nick: row.original_nick ?? "",
    resolution_type: row.resolution_type,
    story_idx: row.story_idx === null ? "" : String(row.story_idx),
    flag: row.flag,
  };
}

type Viewer = { user_id: string; age: number; nickname: string } | null;
const isAdultViewer = (viewer: Viewer) => Boolean(viewer && viewer.age >= ADULT_AGE);

function previewable(row: LiveRow): boolean {
  return row.broad_type !== 40 && !row.is_password && row.broad_grade < ADULT_AGE && !row.subscription_only && row.category_no !== "00130000";
}

function sendJs(res: Response, body: unknown) {
  // The static host answers .js files: JSON text under a script content type.
  res.set("Cache-Control", "public, max-age=30").type("application/javascript; charset=utf-8").send(JSON.stringify(body));
}

function sendHtmlJson(res: Response, body: unknown) {
  // Like the real live host, JSON comes as text/html.
  res.type("html").send(JSON.stringify(body));
}

export const homeModule: UpstreamModule = {
  name: "home",
  version: 1,
  tables: [
    "event_logs",
    "banner_alarms",
    "top_banners",
    "prefer_extras",
    "prefer_categories",
    "prefer_sections",
    "cinety_episodes",
    "home_section_items",
    "home_sections",
  ],
  migrate,
  seed,
  userTables: userIdTables("prefer_categories", "prefer_extras", "banner_alarms"),
  mount(routers, ctx) {
    const { db } = ctx;
    const viewerOf = (req: Request): Viewer => currentUser(db, req);

    const allLives = db.prepare(`${LIVE_SELECT} ORDER BY (l.pc_view_cnt + l.mobile_view_cnt) DESC, l.broad_no`);
    const liveByNo = db.prepare(`${LIVE_SELECT} WHERE l.broad_no = ?`);
    const vodsByNo = (titleNos: number[]) =>
      titleNos.length
        ? (db.prepare(`${VOD_SELECT} WHERE v.title_no IN (${titleNos.map(() => "?").join(",")})`).all(...titleNos) as VodRow[]).sort(
            (a, b) => titleNos.indexOf(a.title_no) - titleNos.indexOf(b.title_no),
          )
        : [];

    /** The static popular list: top 80 by viewers, adult broadcasts only in the _with_adult file. */
    const popularLives = (withAdult: boolean) => (allLives.all() as LiveRow[]).filter((row) => withAdult || row.broad_grade < ADULT_AGE).slice(0, 80);

    const categoryItems = () => {
      const viewers = new Map(
        (
          db.prepare("SELECT category_no, SUM(pc_view_cnt + mobile_view_cnt) AS n FROM lives GROUP BY category_no").all() as Array<{
            category_no: string;
            n: number;
          }>
        ).map((row) => [row.category_no, row.n]),
      );
      const rows = db.prepare("SELECT * FROM categories ORDER BY sort_order").all() as Array<{
        category_no: string;
        vod_category_no: string;
        category_name: string;
        is_drops: number;
        fixed_tags: string;
      }>;
      return rows
        .map((row) => ({
          category_no: row.category_no,
          vod_category_no: row.vod_category_no,
          category_name: row.category_name,
          cate_img: ctx.protocolRelativeUrl(imagePaths.category(row.category_no, row.category_name)),
          view_cnt: viewers.get(row.category_no) ?? 0,
          is_drops: row.is_drops,
          fixed_tags: fromJson<string[]>(row.fixed_tags, []),
        }))
        .sort((a, b) => b.view_cnt - a.view_cnt);
    };

    const popularCatch = () =>
      (db.prepare(`${VOD_SELECT} WHERE v.file_type = 'CATCH' AND v.grade = 0 AND v.auth_no = 101 ORDER BY v.view_cnt DESC LIMIT 40`).all() as VodRow[]).map(
        (row) => vodItem(ctx, row),
      );

    // --- Static host (000 §7.1) ---
    const sendPopularLives = (res: Response, withAdult: boolean) => {
      const rows = popularLives(withAdult);
      sendJs(res, {
        total_cnt: String(rows.length),
        cnt: rows.length,
        broad: rows.map((row, index) => mainListLive(ctx, row, index + 1)),
        time: Math.floor(Date.now() / 1000),
      });
    };
    routers.static.get("/pc/ko_KR/main_broad_list_json.js", (_req, res) => sendPopularLives(res, false));
    routers.static.get("/pc/ko_KR/main_broad_list_with_adult_json.js", (_req, res) => sendPopularLives(res, true));
    routers.static.get("/main/main_category_ko_KR.js", (_req, res) => {
      sendJs(res, { result: 1, data: categoryItems() });
    });
    routers.static.get("/main/static_list.js", (_req, res) => {
      const banner = (name: string, label: string, link: string, color: string) => ({
        link,
        bg_color: color,
        target: "N",
        image_path: ctx.protocolRelativeUrl(imagePaths.banner(name, label, 1200, 160)),
      });
      sendJs(res, {
        simplifymodeResult: 1,
        simplifymodeData: { use_yn: "N" },
        sportTextBannerResult: 1,
        sportTextBannerData: [
          { no: 1, link_url: "/live/group/sports?categoryName=%EC%95%BC%EA%B5%AC", title: "오늘 밤 KBO 빅매치 생중계" },
          { no: 2, link_url: "/live/group/sports?categoryName=%EC%B6%95%EA%B5%AC", title: "K리그 주말 경기 일정 안내" },
          { no: 3, link_url: "/live/group/sports", title: "스포츠 응원방 참여하고 선물 받자" },
        ],
        sportBannerResult: 1,
        sportBannerData: [banner("sports-1", "스포츠 LIVE", "/live/group/sports", "#0b3d91")],
        gameBannerResult: 1,
        gameBannerData: [banner("game-1", "게임 LIVE", "/live/group/game", "#3a0b91")],
        virtualBannerResult: 1,
        virtualBannerData: [banner("virtual-1", "버추얼 LIVE", "/live/group/bora?categoryName=%EB%B2%84%EC%B6%94%EC%96%BC", "#91250b")],
      });
    });

    // --- Admin popular sections (path not in the spec) ---
    const sectionRows = db.prepare("SELECT * FROM home_sections ORDER BY sort_order");
    const sectionItems = db.prepare("SELECT title_no FROM home_section_items WHERE section_code = ? ORDER BY position").pluck();
    routers.live.get("/api/main/mainSectionController.php", (_req, res) => {
      const rows = sectionRows.all() as Array<Record<string, string | number> & { source: string; section_code: string }>;
      const data = rows.map(({ source, sort_order, ...row }) => {
        let list: unknown[] | undefined;
        if (source === "curated") list = vodsByNo(sectionItems.all(row.section_code) as number[]).map((vod) => vodItem(ctx, vod));
        if (source === "game")
          list = (allLives.all() as LiveRow[])
            .filter((live) => CATEGORIES.find((category) => category.no === live.category_no)?.group === "game" && live.broad_grade < ADULT_AGE)
            .slice(0, 30)
            .map((live, index) => mainListLive(ctx, live, index + 1));
        if (source === "adult")
          list = (allLives.all() as LiveRow[])
            .filter((live) => live.broad_grade >= ADULT_AGE)
            .slice(0, 30)
            .map((live, index) => mainListLive(ctx, live, index + 1));
        if (source === "cinety")
          list = (
            db
              .prepare("SELECT c.*, v.station_no, v.bbs_no FROM cinety_episodes c LEFT JOIN vods v ON v.title_no = c.title_no ORDER BY c.episode_date DESC")
              .all() as Array<Record<string, string | number>>
          ).map((episode) => ({
            episode_no: String(episode.episode_no),
            title_no: String(episode.title_no),
            // The episode's VOD board, for the app's player/video (000 §2.3).
            station_no: episode.station_no === null ? "" : String(episode.station_no),
            bbs_no: episode.bbs_no === null ? "" : String(episode.bbs_no),
            content_title: episode.content_title,
            title: episode.title,
            hashtags: fromJson<string[]>(String(episode.hashtags), []),
            thumb_url: ctx.protocolRelativeUrl(imagePaths.banner(`cinety-${episode.episode_no}`, String(episode.title), 640, 360)),
            duration: durationText(Number(episode.duration_ms)),
            category_name: episode.category_name,
            read_cnt: String(episode.read_cnt),
            episode_date: episode.episode_date,
            profile_img: ctx.protocolRelativeUrl(imagePaths.banner(`cinety-series-${episode.content_title}`, String(episode.content_title), 120, 120)),
          }));
        return { ...row, order: Number(sort_order), ...(list ? { list } : {}) };
      });
      sendHtmlJson(res, { result: 1, data });
    });
    routers.live.get("/api/main/popularCatchController.php", (_req, res) => {
      sendHtmlJson(res, { result: 1, data: { list: popularCatch() } });
    });

    // --- Prefer (myplus) calls (paths not in the spec) ---
    const favouriteIds = db.prepare("SELECT bj_id FROM favorites WHERE user_id = ?").pluck();
    const preferredCategories = db.prepare("SELECT category_no FROM prefer_categories WHERE user_id = ? ORDER BY score DESC, category_no").pluck();
    const extras = db.prepare("SELECT content_id FROM prefer_extras WHERE user_id = ? AND type = ? ORDER BY reg_date, content_id").pluck();
    const refused = db.prepare("SELECT content_id FROM not_recommended WHERE user_id = ? AND type = ?").pluck();

    /** The lives recommended to a user, in the order of the relation type, refused ones left out. */
    function preferLives(user: NonNullable<Viewer>, relation: string): LiveRow[] {
      const favourites = new Set(favouriteIds.all(user.user_id) as string[]);
      const categories = (preferredCategories.all(user.user_id) as string[]).slice(0, 8);
      const added = extras.all(user.user_id, "LIVE") as string[];
      const skip = new Set(refused.all(user.user_id, "LIVE") as string[]);
      const adult = isAdultViewer(user);
      const rows = (allLives.all() as LiveRow[]).filter((row) => !skip.has(String(row.broad_no)) && (adult || row.broad_grade < ADULT_AGE));
      const pool = rows.filter((row) => favourites.has(row.user_id) || categories.includes(row.category_no));
      const rankOf = (row: LiveRow) =>
        relation === "FAVORITE" ? (favourites.has(row.user_id) ? 0 : 1) : relation === "CATEGORY" ? Math.max(0, categories.indexOf(row.category_no)) : 0;
      const ordered = pool.map((row, index) => ({ row, index })).sort((a, b) => rankOf(a.row) - rankOf(b.row) || a.index - b.index);
      const appended = added.map((id) => rows.find((row) => String(row.broad_no) === id)).filter((row): row is LiveRow => Boolean(row) && !pool.includes(row!));
      return [...ordered.map((entry) => entry.row), ...appended];
    }

    function preferVods(user: NonNullable<Viewer>): VodRow[] {
      const favourites = favouriteIds.all(user.user_id) as string[];
      const categories = (preferredCategories.all(user.user_id) as string[]).slice(0, 8);
      const added = (extras.all(user.user_id, "VOD") as string[]).map(Number);
      const skip = new Set(refused.all(user.user_id, "VOD") as string[]);
      const adult = isAdultViewer(user);
      const marks = (values: unknown[]) => values.map(() => "?").join(",") || "''";
      const rows = db
        .prepare(
          `${VOD_SELECT} WHERE v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP','EDITOR') AND v.auth_no = 101 AND v.flag = 'SUCCEED'
           AND (v.user_id IN (${marks(favourites)}) OR v.category_no IN (${marks(categories)})) ORDER BY v.reg_date DESC, v.title_no DESC`,
        )
        .all(...favourites, ...categories) as VodRow[];
      const visible = rows.filter((row) => !skip.has(String(row.title_no)) && (adult || row.grade < ADULT_AGE));
      const known = new Set(visible.map((row) => row.title_no));
      return [...visible, ...vodsByNo(added.filter((id) => !known.has(id) && !skip.has(String(id))))];
    }

    const restricted = (res: Response) => sendHtmlJson(res, { result: -1, data: { code: -10000, message: "restricted area" } });

    routers.live.get("/api/myplus/preferSectionController.php", (_req, res) => {
      const rows = db.prepare("SELECT section_code, sort_order, divider FROM prefer_sections ORDER BY sort_order").all() as Array<{
        section_code: string;
        sort_order: number;
        divider: string;
      }>;
      sendHtmlJson(res, { result: 1, data: rows.map((row) => ({ section_code: row.section_code, order: String(row.sort_order), divider: row.divider })) });
    });

    routers.live.get("/api/myplus/preferLiveVodController.php", (req, res) => {
      const user = viewerOf(req);
      if (!user) return restricted(res);
      const asked = String(req.query.szRelationType ?? "");
      const relation = (RELATION_TYPES as readonly string[]).includes(asked) ? asked : RELATION_TYPES[0];
      const next = RELATION_TYPES[(RELATION_TYPES.indexOf(relation as (typeof RELATION_TYPES)[number]) + 1) % RELATION_TYPES.length];
      const page = Math.max(1, Number(req.query.nPageNo ?? 1) || 1);
      const lives = preferLives(user, relation);
      const vods = preferVods(user);
      sendHtmlJson(res, {
        result: 1,
        data: {
          relation_type: relation,
          next_relation_type: next,
          live_cnt: String(lives.length),
          live_list: lives.slice((page - 1) * PREFER_LIVE_PAGE, page * PREFER_LIVE_PAGE).map((row, index) => ({
            ...mainListLive(ctx, row, (page - 1) * PREFER_LIVE_PAGE + index + 1),
            list_data_type: "prefer_live",
          })),
          vod_cnt: String(vods.length),
          vod_list: vods.slice((page - 1) * PREFER_VOD_PAGE, page * PREFER_VOD_PAGE).map((row) => ({ ...vodItem(ctx, row), list_data_type: "prefer_vod" })),
          top_live_list: lives
            .filter(previewable)
            .sort((a, b) => b.pc_view_cnt + b.mobile_view_cnt - (a.pc_view_cnt + a.mobile_view_cnt))
            .slice(0, 4)
            .map((row, index) => mainListLive(ctx, row, index + 1)),
        },
      });
    });

    routers.live.get("/api/myplus/preferCatchController.php", (req, res) => {
      const user = viewerOf(req);
      if (!user) return restricted(res);
      const categories = (preferredCategories.all(user.user_id) as string[]).slice(0, 8);
      const rows = db
        .prepare(
          `${VOD_SELECT} WHERE v.file_type = 'CATCH' AND v.auth_no = 101 AND v.category_no IN (${categories.map(() => "?").join(",") || "''"}) ORDER BY v.view_cnt DESC LIMIT 30`,
        )
        .all(...categories) as VodRow[];
      const skip = new Set(refused.all(user.user_id, "CATCH") as string[]);
      const visible = rows.filter((row) => !skip.has(String(row.title_no)) && (isAdultViewer(user) || row.grade < ADULT_AGE));
      sendHtmlJson(res, { result: 1, data: { list: visible.map((row) => ({ ...vodItem(ctx, row), list_data_type: "prefer_catch" })) } });
    });

    routers.live.get("/api/myplus/preferStoryController.php", (req, res) => {
      const user = viewerOf(req);
      if (!user) return restricted(res);
      const favourites = favouriteIds.all(user.user_id) as string[];
      const categories = (preferredCategories.all(user.user_id) as string[]).slice(0, 8);
      const marks = (values: unknown[]) => values.map(() => "?").join(",") || "''";
      const rows = db
        .prepare(
          `${VOD_SELECT} WHERE v.file_type = 'CATCH_STORY' AND v.grade = 0 AND (v.user_id IN (${marks(favourites)}) OR v.category_no IN (${marks(categories)})) ORDER BY v.reg_date DESC LIMIT 20`,
        )
        .all(...favourites, ...categories) as VodRow[];
      sendHtmlJson(res, { result: 1, data: { unick: user.nickname, title: "Catch 스토리", list: rows.map((row) => vodItem(ctx, row)) } });
    });

    const preferCategoryAnswer = (req: Request, res: Response) => {
      const user = viewerOf(req);
      if (!user) return restricted(res);
      sendHtmlJson(res, { result: 1, data: preferredCategories.all(user.user_id) });
    };
    routers.live.get("/api/myplus/preferCategoryController.php", preferCategoryAnswer);
    routers.live.get("/api/myplus/preferLiveCateNoController.php", preferCategoryAnswer);

    // Refusing a prefer recommendation brings one new one of the same kind, remembered in the user's
    // prefer list from then on (appended after the ranked ones).
    registerReplacementSource(db, (user, refusal) => {
      if (refusal.namespace !== "prflivod" || (refusal.type !== "LIVE" && refusal.type !== "VOD")) return [];
      const viewer = { ...user, nickname: "" };
      const now = kstWallClock(Date.now());
      if (refusal.type === "LIVE") {
        const pool = new Set(preferLives(viewer, RELATION_TYPES[0]).map((row) => row.broad_no));
        const skip = new Set(refused.all(user.user_id, "LIVE") as string[]);
        const pick = (allLives.all() as LiveRow[]).find(
          (row) => !pool.has(row.broad_no) && !skip.has(String(row.broad_no)) && (isAdultViewer(viewer) || row.broad_grade < ADULT_AGE),
        );
        if (!pick) return [];
        db.prepare("INSERT OR IGNORE INTO prefer_extras (user_id, type, content_id, reg_date) VALUES (?, 'LIVE', ?, ?)").run(
          user.user_id,
          String(pick.broad_no),
          now,
        );
        return [{ ...mainListLive(ctx, pick, 0), list_data_type: "prefer_live" }];
      }
      const pool = new Set(preferVods(viewer).map((row) => row.title_no));
      const skip = new Set(refused.all(user.user_id, "VOD") as string[]);
      const pick = (
        db
          .prepare(`${VOD_SELECT} WHERE v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT') AND v.auth_no = 101 AND v.grade = 0 ORDER BY v.view_cnt DESC LIMIT 200`)
          .all() as VodRow[]
      ).find((row) => !pool.has(row.title_no) && !skip.has(String(row.title_no)));
      if (!pick) return [];
      db.prepare("INSERT OR IGNORE INTO prefer_extras (user_id, type, content_id, reg_date) VALUES (?, 'VOD', ?, ?)").run(
        user.user_id,
        String(pick.title_no),
        now,
      );
      return [{ ...vodItem(ctx, pick), list_data_type: "prefer_vod" }];
    });

    // --- Top banners and their broadcast alarms (000 §4.4; paths not in the spec) ---
    routers.live.get("/api/main/topBannerController.php", (_req, res) => {
      const rows = db.prepare("SELECT * FROM top_banners ORDER BY idx").all() as Array<Record<string, string | number | null>>;
      sendHtmlJson(res, {
        result: 1,
        data: rows.map((row) => ({
          idx: String(row.idx),
          alarm_idx: row.alarm_idx === null ? "" : String(row.alarm_idx),
          img_path: ctx.protocolRelativeUrl(imagePaths.banner(`top-${row.idx}`, String(row.banner_title), 1200, 300)),
          memo: row.memo,
          banner_period: row.banner_period,
          banner_title: row.banner_title,
          banner_content: row.banner_content,
          link: row.link,
          is_type: row.is_type,
          order_no: String(row.order_no),
        })),
      });
    });
    routers.live.post("/api/main/topBannerAlarmController.php", (req, res) => {
      const user = viewerOf(req);
      if (!user) return restricted(res);
      const alarmIdx = Number(req.body.alarm_idx);
      const exists = db.prepare("SELECT 1 FROM top_banners WHERE alarm_idx = ?").get(alarmIdx);
      if (!exists) return sendHtmlJson(res, { result: -1, data: { code: -1, message: "존재하지 않는 알림입니다." } });
      const work = String(req.body.szWork ?? "");
      if (work === "check") {
        const set = Boolean(db.prepare("SELECT 1 FROM banner_alarms WHERE user_id = ? AND alarm_idx = ?").get(user.user_id, alarmIdx));
        return sendHtmlJson(res, { result: 1, data: { is_exist: set } });
      }
      if (work === "set") {
        db.prepare("INSERT OR IGNORE INTO banner_alarms (user_id, alarm_idx, platform, reg_date) VALUES (?, ?, ?, ?)").run(
          user.user_id,
          alarmIdx,
          String(req.body.platform ?? "pc"),
          kstWallClock(Date.now()),
        );
        return sendHtmlJson(res, { result: 1, data: { code: 1, message: "" } });
      }
      if (work === "delete") {
        db.prepare("DELETE FROM banner_alarms WHERE user_id = ? AND alarm_idx = ?").run(user.user_id, alarmIdx);
        return sendHtmlJson(res, { result: 1, data: { code: 1, message: "" } });
      }
      sendHtmlJson(res, { result: -1, data: { code: -1, message: "잘못된 요청입니다." } });
    });

    // --- Preview player (the live player API's shape, upstream-shapes §8) and its HLS stream ---
    routers.live.post("/api/player_live_api.php", (req, res) => {
      const row = liveByNo.get(Number(req.body.bno)) as LiveRow | undefined;
      if (!row || (req.body.bid && req.body.bid !== row.user_id)) return sendHtmlJson(res, { CHANNEL: { RESULT: 0 } });
      const viewer = viewerOf(req);
      if (row.broad_grade >= ADULT_AGE && !viewer) return sendHtmlJson(res, { CHANNEL: { RESULT: row.is_password ? -8 : -6 } });
      sendHtmlJson(res, {
        CHANNEL: {
          RESULT: 1,
          BNO: String(row.broad_no),
          BJID: row.user_id,
          BJNICK: row.nickname,
          TITLE: row.broad_title,
          CATE: row.category_no,
          BPWD: row.is_password ? "Y" : "N",
          GRADE: String(row.broad_grade),
          BTYPE: String(row.broad_type),
          SUBSCRIPTION_ONLY: String(row.subscription_only),
          CATEGORY_TAGS: fromJson<string[]>(row.category_tags, []),
          VIEWER: String(row.pc_view_cnt + row.mobile_view_cnt),
          // Synthetic: where the preview stream is (the real player asks a stream-assign call for it).
          PREVIEW_URL: ctx.publicUrl(`/live/preview/${row.broad_no}/playlist.m3u8`),
        },
      });
    });

    const segments = fs.existsSync(PREVIEW_MEDIA_DIR) ? fs.readdirSync(PREVIEW_MEDIA_DIR).filter((file) => /^seg\d+\.m2t$/.test(file)).length : 0;
    const streamEpoch = Date.now();
    const cors = (res: Response) => res.set("Access-Control-Allow-Origin", "*");
    routers.live.get("/preview/:broadNo/playlist.m3u8", (req, res) => {
      cors(res);
      const row = liveByNo.get(Number(req.params.broadNo)) as LiveRow | undefined;
      if (!row || segments === 0) return res.status(404).type("text/plain").send("not live");
      // A sliding live window over the looped clip; each return to the first segment is a discontinuity.
      // Sequence numbers count from this process's start: epoch-sized ones put hls.js's timeline at
      // billions of seconds, where it never starts playing.
      const current = Math.floor((Date.now() - streamEpoch) / 1000 / SEGMENT_SECONDS) + PLAYLIST_WINDOW - 1;
      const first = current - PLAYLIST_WINDOW + 1;
      const lines = [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
        `#EXT-X-MEDIA-SEQUENCE:${first}`,
        `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.ceil(first / segments) - 1}`,
      ];
      for (let sequence = first; sequence <= current; sequence += 1) {
        if (sequence % segments === 0) lines.push("#EXT-X-DISCONTINUITY");
        lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `../segment/${sequence % segments}.ts`);
      }
      res
        .set("Cache-Control", "no-cache")
        .type("application/vnd.apple.mpegurl")
        .send(`${lines.join("\n")}\n`);
    });
    routers.live.get("/preview/segment/:index.ts", (req, res) => {
      cors(res);
      const index = Number(req.params.index);
      if (!Number.isInteger(index) || index < 0 || index >= segments) return res.status(404).end();
      res
        .set("Cache-Control", "public, max-age=86400")
        .type("video/mp2t")
        .sendFile(path.join(PREVIEW_MEDIA_DIR, `seg${index}.m2t`));
    });

    // --- Event log (000 §7.1, §7.6) ---
    routers.live.post("/set_log_api.php", (req, res) => {
      const user = viewerOf(req);
      const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 4000) : "");
      db.prepare("INSERT INTO event_logs (sztype, code_type, send_data, sys_type, os, user_id, reg_date) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
        text(req.body.sztype) || "UNKNOWN",
        text(req.body.code_type),
        text(req.body.send_data ?? req.body.sendData),
        text(req.body.sys_type),
        text(req.body.os),
        user?.user_id ?? null,
        kstWallClock(Date.now()),
      );
      res.json({ result: 1 });
    });
    routers.test.get("/home/logs", (req, res) => {
      res.json(db.prepare("SELECT * FROM event_logs WHERE sztype = ? ORDER BY id DESC LIMIT 200").all(String(req.query.sztype ?? "CLICK")));
    });
  },
};
