// The directory area's calls (000 §7.3, §7.5) on the reference upstream, in the real upstream's shapes
// (upstream-shapes.md §1–3): the live list main_broad_list_api.php (strings, text/html with escapes),
// the search host's categoryList / categoryInfo / categoryContentsList (numbers, application/json), the
// explore menus and admin menu contents, the poster category lists of the live groups, the sports
// schedule and star_rank.php. categoryInfo, the sports schedule and star_rank.php have no public capture:
// their shapes are synthetic, built from the spec's field names in snake_case.
// Built on the core dataset (categories, lives, vods) plus this module's own tables: admin menus, more
// categories (so that the category list pages like the real one), today's sports games, rank themes.
import type { VodTableRow } from "../rows";
import type { Request } from "express";
import { fromJson } from "../db";
import { kstDate, kstWallClock, DAY } from "../time";
import type { Db, ModuleContext, UpstreamModule } from "../types";
import { currentUser } from "./auth";
import { mainListLive, type MainListLiveRow } from "./live-item";
import { imagePaths } from "./media";
import { durationText, sendPhpJson } from "./php-json";
import { migrate, seed } from "./directory-seed";

const LIVE_PAGE = 60;
const CONTENTS_PAGE_MAX = 120;

// ---------------------------------------------------------------------------------------------------
// Answers

type LiveRow = MainListLiveRow & { total: number };

const LIVE_SELECT = `SELECT l.*, u.nickname, s.station_name, c.category_name, (l.pc_view_cnt + l.mobile_view_cnt) AS total
  FROM lives l JOIN users u ON u.user_id = l.user_id LEFT JOIN stations s ON s.user_id = l.user_id LEFT JOIN categories c ON c.category_no = l.category_no`;

type VodRow = VodTableRow & { user_nick: string; original_user_nick: string | null };

const VOD_SELECT = `SELECT v.*, u.nickname AS user_nick, o.nickname AS original_user_nick
  FROM vods v JOIN users u ON u.user_id = v.user_id LEFT JOIN users o ON o.user_id = v.original_user_id`;

const pad8 = (value: unknown) => {
  const text = String(value ?? "").trim();
  return /^\d+$/.test(text) ? text.padStart(8, "0") : text;
};
const unpad = (categoryNo: string) => String(Number(categoryNo));

/** A main-list item (upstream-shapes.md §1), not ranked, with its category number padded to 8 digits. */
function mainListItem(row: LiveRow, ctx: ModuleContext) {
  return { ...mainListLive(ctx, row, 0), allowed_view_cnt: "10000", broad_cate_no: pad8(row.category_no) };
}

/** A categoryContentsList live item (upstream-shapes.md §3): numbers, https images, '.0' dates. */
function contentsLiveItem(row: LiveRow, ctx: ModuleContext, session: string) {
  return {
    broad_no: row.broad_no,
    user_id: row.user_id,
    user_nick: row.nickname,
    broad_title: row.broad_title,
    broad_title_translate: "",
    thumbnail: ctx.publicUrl(imagePaths.live(row.broad_no, row.broad_no % 1000)),
    user_profile_img: ctx.publicUrl(imagePaths.avatar(row.user_id)),
    view_cnt: row.total,
    is_password: row.is_password,
    grade: row.broad_grade,
    is_drops: row.is_drops,
    broad_type: row.broad_type,
    visit_broad_type: row.visit_broad_type,
    subscription_only: row.subscription_only,
    hiddenbjFlag: 0,
    broad_cate_no: unpad(row.category_no),
    category_tags: [],
    hash_tags: fromJson<string[]>(row.hash_tags, []),
    auto_hashtags: fromJson<string[]>(row.auto_hashtags, []),
    lang_tags: ["한국어"],
    strm_lang_type: "ko_KR",
    is_subtitle: false,
    scheme: `streamon://player/live?broad_no=${row.broad_no}&user_id=${row.user_id}&channel=`,
    broad_start: `${row.broad_start}.0`,
    list_view_session: session,
  };
}

/** A VOD or Catch item of the category contents (flat, numbers, like the other sch category calls). */
function contentsVodItem(row: VodRow, ctx: ModuleContext) {
  const vertical = row.resolution_type === "vertical";
  return {
    title_no: row.title_no,
    station_no: row.station_no,
    bbs_no: row.bbs_no,
    user_id: row.user_id,
    user_nick: row.user_nick,
    title: row.title,
    thumbnail: ctx.publicUrl(imagePaths.vod(row.title_no, row.reg_date, vertical)),
    user_profile_img: ctx.publicUrl(imagePaths.avatar(row.user_id)),
    file_type: row.file_type,
    resolution_type: row.resolution_type,
    view_cnt: row.view_cnt,
    recomm_cnt: row.like_cnt,
    memo_cnt: row.comment_cnt,
    reg_date: `${row.reg_date}.0`,
    duration: durationText(row.duration_ms),
    vod_duration: row.duration_ms,
    grade: row.grade,
    category: unpad(row.category_no),
    vod_category: unpad(row.vod_category_no),
    auth_no: row.auth_no,
    ppv: Boolean(row.is_ppv),
    subscription_only: row.subscription_only,
    hash_tags: fromJson<string[]>(row.hash_tags, []),
    category_tags: fromJson<string[]>(row.category_tags, []),
    original_user_id: row.original_user_id ?? "",
    original_user_nick: row.original_user_nick ?? "",
    story_idx: row.story_idx,
  };
}

const LIVE_ORDERS: Record<string, string> = {
  view_cnt: "total DESC, l.broad_no",
  view_cnt_desc: "total DESC, l.broad_no",
  view_cnt_asc: "total ASC, l.broad_no",
  broad_start: "l.broad_start DESC, l.broad_no",
};
const VOD_ORDERS: Record<string, string> = {
  reg_date: "v.reg_date DESC, v.title_no DESC",
  view_cnt: "v.view_cnt DESC, v.title_no DESC",
  view_cnt_desc: "v.view_cnt DESC, v.title_no DESC",
  recomm_cnt: "v.like_cnt DESC, v.title_no DESC",
  like_cnt: "v.like_cnt DESC, v.title_no DESC",
};
const VOD_TYPES = ["REVIEW", "NORMAL", "HIGHLIGHT", "CLIP", "EDITOR"];
const TERM_DAYS: Record<string, number> = { "1day": 1, "1week": 7, "1month": 30, "1year": 365 };

const intParam = (value: unknown, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
/** Dates of szStartDate / szEndDate: 'YYYY-MM-DD' or 'YYYYMMDD'. */
const dayParam = (value: unknown) => {
  const text = String(value ?? "").replace(/-/g, "");
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : null;
};

/** The reg_date range of a period (szTerm), as KST wall-clock bounds. */
function termRange(query: Request["query"], now: number): [string, string] {
  const term = String(query.szTerm ?? "all");
  if (term === "period_select" || term === "directInput") {
    const start = dayParam(query.szStartDate) ?? "2007-01-01";
    const end = dayParam(query.szEndDate) ?? kstDate(now);
    return [`${start} 00:00:00`, `${end} 23:59:59`];
  }
  const days = TERM_DAYS[term];
  return [days ? kstWallClock(now - days * DAY) : "0000", "9999"];
}

type ContentsScope = { liveNos: string[]; vodNos: string[] };

function contentsAnswer(db: Db, ctx: ModuleContext, query: Request["query"], scope: ContentsScope) {
  const type = String(query.szType ?? "live");
  const page = intParam(query.nPageNo, 1, 10_000);
  const size = intParam(query.nListCnt, type === "live" ? LIVE_PAGE : CONTENTS_PAGE_MAX, CONTENTS_PAGE_MAX);
  const order = String(query.szOrder ?? "");
  const offset = (page - 1) * size;
  const marks = (list: string[]) => list.map(() => "?").join(", ") || "NULL";

  if (type === "live") {
    const where = `l.category_no IN (${marks(scope.liveNos)})`;
    const total = db
      .prepare(`SELECT COUNT(*) FROM lives l WHERE ${where}`)
      .pluck()
      .get(...scope.liveNos) as number;
    const rows = db
      .prepare(`${LIVE_SELECT} WHERE ${where} ORDER BY ${LIVE_ORDERS[order] ?? LIVE_ORDERS.view_cnt} LIMIT ? OFFSET ?`)
      .all(...scope.liveNos, size, offset) as LiveRow[];
    const session = `cate__${Math.floor(Date.now() / 1000)}`;
    return { result: 1, data: { is_more: offset + rows.length < total, list: rows.map((row) => contentsLiveItem(row, ctx, session)) } };
  }

  const isCatch = type === "catch";
  const fileType = String(query.szFileType ?? "ALL").toUpperCase();
  const types = isCatch ? ["CATCH"] : VOD_TYPES.includes(fileType) ? [fileType] : VOD_TYPES;
  const [from, to] = termRange(query, Date.now());
  // Adult VODs keep their live category but carry the adult VOD category (000 §5): they belong here too.
  const where = `(v.vod_category_no IN (${marks(scope.vodNos)}) OR (v.grade = 19 AND v.vod_category_no = '00030000' AND v.category_no IN (${marks(scope.liveNos)})))
    AND v.file_type IN (${marks(types)}) AND v.auth_no <> 102 AND v.flag <> 'BJ_HIDDEN' AND v.reg_date BETWEEN ? AND ?`;
  const params = [...scope.vodNos, ...scope.liveNos, ...types, from, to];
  const total = db
    .prepare(`SELECT COUNT(*) FROM vods v WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`${VOD_SELECT} WHERE ${where} ORDER BY ${VOD_ORDERS[order] ?? VOD_ORDERS.reg_date} LIMIT ? OFFSET ?`)
    .all(...params, size, offset) as VodRow[];
  return { result: 1, data: { is_more: offset + rows.length < total, list: rows.map((row) => contentsVodItem(row, ctx)) } };
}

type CategoryRow = {
  category_no: string;
  vod_category_no: string;
  category_name: string;
  fixed_tags: string;
  is_drops: number;
  reg_date: string;
  live_enabled: number;
  vod_enabled: number;
  catch_enabled: number;
  view_cnt: number;
  sort_order: number;
};

/** Every category: the core ones with their live viewers, then this module's extra ones at 0. */
const ALL_CATEGORIES = `
  SELECT c.category_no, c.vod_category_no, c.category_name, c.fixed_tags, c.is_drops, c.reg_date, c.live_enabled, c.vod_enabled, c.catch_enabled,
    COALESCE((SELECT SUM(l.pc_view_cnt + l.mobile_view_cnt) FROM lives l WHERE l.category_no = c.category_no), 0) AS view_cnt, c.sort_order
  FROM categories c
  UNION ALL
  SELECT e.category_no, e.category_no, e.category_name, e.fixed_tags, e.is_drops, e.reg_date, 1, 1, 1, 0, 1000 + CAST(e.category_no AS INTEGER)
  FROM directory_extra_categories e`;

function categoryItem(row: CategoryRow, ctx: ModuleContext) {
  return {
    category_no: row.category_no,
    vod_category_no: row.vod_category_no,
    category_name: row.category_name,
    view_cnt: row.view_cnt,
    fixed_tags: fromJson<string[]>(row.fixed_tags, []),
    cate_img: ctx.publicUrl(imagePaths.category(row.category_no, row.category_name)),
    is_drops: row.is_drops,
  };
}

function categoryList(db: Db, ctx: ModuleContext, req: Request) {
  const keyword = String(req.query.szKeyword ?? "")
    .trim()
    .toLowerCase();
  const size = intParam(req.query.nListCnt, 120, 120);
  const page = intParam(req.query.nPageNo, 1, 1000);
  let rows = db.prepare(`SELECT * FROM (${ALL_CATEGORIES})`).all() as CategoryRow[];
  if (keyword) {
    rows = rows.filter(
      (row) => row.category_name.toLowerCase().includes(keyword) || fromJson<string[]>(row.fixed_tags, []).some((tag) => tag.toLowerCase().includes(keyword)),
    );
  }
  const byViewers = (a: CategoryRow, b: CategoryRow) => b.view_cnt - a.view_cnt || a.sort_order - b.sort_order;
  const order = String(req.query.szOrder ?? "view_cnt");
  if (order === "reg_date") rows.sort((a, b) => b.reg_date.localeCompare(a.reg_date) || a.sort_order - b.sort_order);
  else if (order === "prefer") {
    // Preferred order: categories of the streamers the user follows first.
    const user = currentUser(db, req);
    const counts = new Map<string, number>();
    if (user) {
      const prefs = db
        .prepare(
          "SELECT s.main_category_no AS no, COUNT(*) AS n FROM favorites f JOIN stations s ON s.user_id = f.bj_id WHERE f.user_id = ? GROUP BY s.main_category_no",
        )
        .all(user.user_id) as Array<{ no: string; n: number }>;
      for (const pref of prefs) counts.set(pref.no, pref.n);
    }
    rows.sort((a, b) => (counts.get(b.category_no) ?? 0) - (counts.get(a.category_no) ?? 0) || byViewers(a, b));
  } else rows.sort(byViewers);
  const offset = (page - 1) * size;
  const list = rows.slice(offset, offset + size);
  return { result: 1, data: { is_more: offset + list.length < rows.length, offset: offset + list.length, list: list.map((row) => categoryItem(row, ctx)) } };
}

function categoryInfo(db: Db, ctx: ModuleContext, req: Request) {
  const name = String(req.query.szCateName ?? "").trim();
  const row = db.prepare(`SELECT * FROM (${ALL_CATEGORIES}) WHERE category_name = ?`).get(name) as CategoryRow | undefined;
  if (!row) return { result: 0, data: null, msg: "존재하지 않는 카테고리입니다." };
  return {
    result: 1,
    data: {
      ...categoryItem(row, ctx),
      live_category_no: row.category_no,
      contents_display: { live: Boolean(row.live_enabled), vod: Boolean(row.vod_enabled), catch: Boolean(row.catch_enabled) },
    },
  };
}

/** Live category number → its VOD category number, for the scope of a contents request. */
function scopeOfCategory(db: Db, categoryNo: string, type: string): ContentsScope {
  const padded = pad8(categoryNo);
  if (type === "live") return { liveNos: [padded], vodNos: [] };
  const live = (db.prepare("SELECT category_no FROM categories WHERE vod_category_no = ?").pluck().get(padded) as string | undefined) ?? padded;
  return { liveNos: [live], vodNos: [padded] };
}

function scopeOfMenu(db: Db, menuId: number): ContentsScope {
  const rows = db
    .prepare(
      "SELECT m.category_no, COALESCE(c.vod_category_no, m.category_no) AS vod FROM directory_menu_categories m LEFT JOIN categories c ON c.category_no = m.category_no WHERE m.menu_id = ?",
    )
    .all(menuId) as Array<{ category_no: string; vod: string }>;
  return { liveNos: rows.map((row) => row.category_no), vodNos: rows.map((row) => row.vod) };
}

function scheduleAnswer(db: Db, ctx: ModuleContext, now: number) {
  const today = kstDate(now);
  const rows = db.prepare("SELECT * FROM sports_games ORDER BY time_of_day, game_id").all() as Array<Record<string, string | number | null>>;
  const broadOf = db.prepare("SELECT broad_no FROM lives WHERE user_id = ?").pluck();
  const logo = (team: unknown) => ctx.protocolRelativeUrl(imagePaths.banner(`team-${String(team)}`, String(team), 120, 120));
  const score = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return {
    result: 1,
    data: rows.map((row) => ({
      code_name: row.code_name,
      live_state: row.live_state,
      live_g_state: row.live_g_state,
      vs_status: String(row.vs_status),
      vs_match_time: `${today} ${row.time_of_day}:00`,
      vs_bj_id: row.vs_bj_id,
      broad_no: String(broadOf.get(row.vs_bj_id) ?? ""),
      review_title_no: score(row.review_title_no),
      hl_title_no: score(row.hl_title_no),
      live_home_score: score(row.live_home_score),
      live_away_score: score(row.live_away_score),
      vs_home_score: score(row.vs_home_score),
      vs_away_score: score(row.vs_away_score),
      vs_code: `${row.code_name}-${today.replace(/-/g, "")}-${row.game_id}`,
      vs_home_team_pc_image_url1: logo(row.home_team),
      vs_away_team_pc_image_url1: logo(row.away_team),
      vs_home_team_code_name: row.home_team,
      vs_away_team_code_name: row.away_team,
      original: row.original,
      vs_content: row.vs_content,
    })),
  };
}

function starRankAnswer(db: Db, ctx: ModuleContext, req: Request) {
  const count = intParam(req.body?.nCount, 4, 20);
  const user = currentUser(db, req);
  const favourites = new Set(user ? (db.prepare("SELECT bj_id FROM favorites WHERE user_id = ?").pluck().all(user.user_id) as string[]) : []);
  // Each item's place in the ranking before (prev_rank, our reading of the shape: docs/choices.md), synthetic: from
  // two places lower to two higher by the broadcast's number, none for one in seven (new in the ranking).
  const previousPlace = (row: LiveRow, place: number) => (row.broad_no % 7 === 0 ? "" : String(Math.max(1, place + (row.broad_no % 5) - 2)));
  const rankItem = (row: LiveRow, index: number) => ({
    ...mainListItem(row, ctx),
    sn_url: ctx.protocolRelativeUrl(imagePaths.live(row.broad_no, row.broad_no % 1000)),
    url: `${ctx.options.publicUrl}/play/${row.user_id}/${row.broad_no}`,
    title: row.broad_title,
    favorite_flag: favourites.has(row.user_id) ? "1" : "0",
    prev_rank: previousPlace(row, index + 1),
  });
  const best = db.prepare(`${LIVE_SELECT} WHERE l.broad_grade <> 19 AND l.is_password = 0 ORDER BY total DESC LIMIT 10`).all() as LiveRow[];
  const themes = db.prepare("SELECT * FROM star_rank_themes ORDER BY sort_order").all() as Array<{
    rank_code: string;
    title: string;
    detail: string;
    filter: string;
    order_by: string;
  }>;
  return {
    result: 1,
    best_data_cnt: best.length,
    best_data: best.map(rankItem),
    theme_data: themes.map((theme) => {
      const [kind, value] = theme.filter.split(":");
      const where = kind === "group" ? "c.group_type = ?" : kind === "drops" ? "l.is_drops = 1" : kind === "visit" ? "l.visit_broad_type = 1" : "1 = 1";
      const order = theme.order_by === "start" ? "l.broad_start DESC" : "total DESC";
      const rows = db
        .prepare(`${LIVE_SELECT} WHERE ${where} ORDER BY ${order}, l.broad_no LIMIT ?`)
        .all(...(kind === "group" ? [value] : []), count) as LiveRow[];
      return { title: theme.title, detail: theme.detail, rank_code: theme.rank_code, rank_list: rows.map(rankItem) };
    }),
  };
}

export const directoryModule: UpstreamModule = {
  name: "directory",
  version: 1,
  tables: ["star_rank_themes", "sports_games", "directory_extra_categories", "directory_menu_categories", "directory_menus"],
  migrate,
  seed,
  mount(routers, ctx) {
    const { db } = ctx;

    // Live list (000 §7.3): selectType action (all or a group) or cate (a category; szActionType 2 = no adult).
    routers.live.get("/api/main_broad_list_api.php", (req, res) => {
      const selectType = String(req.query.selectType ?? "action");
      const selectValue = String(req.query.selectValue ?? "all");
      const page = intParam(req.query.pageNo, 1, 10_000);
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (selectType === "cate") {
        conditions.push("l.category_no = ?");
        params.push(pad8(selectValue));
        if (String(req.query.szActionType ?? "3") === "2") conditions.push("l.broad_grade <> 19");
      } else if (selectValue !== "all") {
        conditions.push("c.group_type = ?");
        params.push(selectValue);
      }
      const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
      const total = db
        .prepare(`SELECT COUNT(*) FROM lives l LEFT JOIN categories c ON c.category_no = l.category_no ${where}`)
        .pluck()
        .get(...params) as number;
      const order = LIVE_ORDERS[String(req.query.orderType ?? "view_cnt")] ?? LIVE_ORDERS.view_cnt;
      const rows = db.prepare(`${LIVE_SELECT} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, LIVE_PAGE, (page - 1) * LIVE_PAGE) as LiveRow[];
      sendPhpJson(res, {
        total_cnt: String(total),
        cnt: rows.length,
        broad: rows.map((row) => mainListItem(row, ctx)),
        time: Math.floor(Date.now() / 1000),
        is_wp: [],
      });
    });

    // Directory menus and admin-curated menu contents.
    routers.live.get("/api/explore/get_menu_list.php", (_req, res) => {
      const rows = db.prepare("SELECT * FROM directory_menus ORDER BY sort_order").all() as Array<Record<string, string | number | null>>;
      res.json({
        result: 1,
        data: {
          list: rows.map((row) => ({
            menu_id: String(row.menu_id),
            menu_name: row.menu_name,
            type: row.type,
            admin_id: row.admin_id ?? "",
            contents_display: { live: Boolean(row.live_enabled), vod: Boolean(row.vod_enabled), catch: Boolean(row.catch_enabled) },
          })),
        },
      });
    });
    routers.live.get("/api/explore/get_contents_list.php", (req, res) => {
      const menuId = Number(req.query.szMenuId);
      const exists = Number.isInteger(menuId) && menuId > 0 && db.prepare("SELECT 1 FROM directory_menus WHERE menu_id = ? AND type = 'admin'").get(menuId);
      if (!exists) {
        res.json({ result: 0, data: { is_more: false, list: [] } });
        return;
      }
      res.json(contentsAnswer(db, ctx, req.query, scopeOfMenu(db, menuId)));
    });

    // Poster categories of a live group (main_{type}category_viewer.js).
    routers.static.get(/^\/main\/main_(game|bora|sports|award2024)category_viewer\.js$/, (req, res) => {
      const type = (req.params as unknown as string[])[0];
      const rows = db
        .prepare(
          `SELECT * FROM (${ALL_CATEGORIES}) WHERE category_no IN (SELECT category_no FROM categories WHERE group_type = ?) ORDER BY view_cnt DESC, sort_order`,
        )
        .all(type) as CategoryRow[];
      res.type("application/javascript").send(
        JSON.stringify({
          result: 1,
          data: rows.map((row) => ({
            broad_cate_no: row.category_no,
            cate_name: row.category_name,
            cate_pc_img: ctx.protocolRelativeUrl(imagePaths.category(row.category_no, row.category_name)),
            viewer: String(row.view_cnt),
            is_adult: "N",
          })),
        }),
      );
    });

    // The search host's api.php is shared: answer our m= and work= values, pass the others on.
    routers.search.get("/api.php", (req, res, next) => {
      const m = String(req.query.m ?? "");
      if (m === "categoryList") res.json(categoryList(db, ctx, req));
      else if (m === "categoryInfo") res.json(categoryInfo(db, ctx, req));
      else if (m === "categoryContentsList") {
        const type = String(req.query.szType ?? "live");
        res.json(contentsAnswer(db, ctx, req.query, scopeOfCategory(db, String(req.query.szCateNo ?? ""), type)));
      } else if (req.query.work === "get_schedule_list") res.json(scheduleAnswer(db, ctx, Date.now()));
      else next();
    });

    routers.live.post("/api/star_rank.php", (req, res) => {
      if (req.body?.szWork !== "getStarRank") {
        res.json({ result: -1, msg: "잘못된 요청입니다." });
        return;
      }
      sendPhpJson(res, starRankAnswer(db, ctx, req));
    });
  },
};
