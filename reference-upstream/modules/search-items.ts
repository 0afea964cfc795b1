// The search host's result items: a LIVE, a VOD and a streamer as its answers list them, with the caller's
// relations (favourite, fan, subscriber) and the rows they are built from.
import type { LiveTableRow, VodTableRow } from "../rows";
import type { Request } from "express";
import { fromJson } from "../db";
import { parseKstWallClock } from "../time";
import type { ModuleContext } from "../types";
import { currentUser } from "./auth";
import { mainListLive } from "./live-item";
import { imagePaths } from "./media";
import { boldTitle } from "./search-scoring";

// ---------------------------------------------------------------------------------------------------
// Rows

export type LiveRow = LiveTableRow & { nickname: string; station_name: string; category_name: string };

export type VodRow = VodTableRow & { nickname: string; station_name: string; vod_category_name: string | null; original_nick: string | null };

type Relations = { favourites: Set<string>; fans: Set<string>; subscribed: Set<string> };

export const LIVE_SELECT = `SELECT l.*, u.nickname, s.station_name, c.category_name FROM lives l
  JOIN users u ON u.user_id = l.user_id JOIN stations s ON s.user_id = l.user_id JOIN categories c ON c.category_no = l.category_no`;
export const VOD_SELECT = `SELECT v.*, u.nickname, s.station_name, c.category_name AS vod_category_name, ou.nickname AS original_nick FROM vods v
  JOIN users u ON u.user_id = v.user_id JOIN stations s ON s.user_id = v.user_id
  LEFT JOIN categories c ON c.category_no = v.category_no LEFT JOIN users ou ON ou.user_id = v.original_user_id`;

function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

export function createBuilders(ctx: ModuleContext) {
  const { db } = ctx;
  const img = (path: string) => ctx.protocolRelativeUrl(path);
  const favouriteCount = db.prepare("SELECT COUNT(*) FROM favorites WHERE bj_id = ?").pluck();

  function relationsOf(req: Request): Relations {
    const user = currentUser(db, req);
    if (!user) return { favourites: new Set(), fans: new Set(), subscribed: new Set() };
    const favourites = new Set(db.prepare("SELECT bj_id FROM favorites WHERE user_id = ?").pluck().all(user.user_id) as string[]);
    const rows = db.prepare("SELECT bj_id, is_fan, is_subscriber FROM search_viewer_relations WHERE user_id = ?").all(user.user_id) as Array<{
      bj_id: string;
      is_fan: number;
      is_subscriber: number;
    }>;
    return {
      favourites,
      fans: new Set(rows.filter((row) => row.is_fan).map((row) => row.bj_id)),
      subscribed: new Set(rows.filter((row) => row.is_subscriber).map((row) => row.bj_id)),
    };
  }

  /** A liveSearch item (upstream-shapes.md §4): the main-list fields minus broad_thumb and category_name, plus search fields. */
  function liveItem(row: LiveRow, keyword: string, rank: number, score: number, rel: Relations, rng: () => number) {
    const viewers = row.pc_view_cnt + row.mobile_view_cnt;
    const thumb = img(imagePaths.live(row.broad_no, Math.floor(Date.now() / 60_000)));
    const autoTags = fromJson<string[]>(row.auto_hashtags, []);
    // The main list's fields, less its thumbnail and category name, some in another form.
    const { broad_thumb: _thumb, category_name: _category, ...mainFields } = mainListLive(ctx, row, 0);
    return {
      ...mainFields,
      broad_start: `${row.broad_start}.0`,
      visit_broad_type: row.visit_broad_type,
      current_view_cnt: String(viewers),
      rank: "-",
      is_drops: String(row.is_drops),
      broad_img: thumb,
      sn_url: thumb,
      b_broad_title: boldTitle(row.broad_title, keyword),
      broad_cate_name: row.category_name,
      best_grade: "0",
      visit_type: String(row.visit_broad_type),
      language_code: "ko_KR",
      // The real host sends "" when there are no AI tags, else an array (upstream-shapes.md §4).
      af_tags: autoTags.length ? autoTags.map((tag) => ({ af_tag: tag, af_score: (0.5 + rng() / 2).toFixed(2) })) : "",
      auto_hash_tags: autoTags,
      broad_bps_n: row.broad_bps,
      broad_resolution_n: Number(row.broad_resolution.split("x")[1] ?? 0),
      url: `http://legacy.example/${row.user_id}`,
      sort: `${rank}/${score.toFixed(2)}`,
      orderCnt: String(rank),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      favorite_flag: rel.favourites.has(row.user_id) ? 1 : 0,
      is_wp: "-1",
    };
  }

  /** A vodSearch item: flat, mostly strings, vod_duration in ms as a string. */
  function vodItem(row: VodRow, keyword: string, score: number, rel: Relations) {
    const vertical = row.resolution_type === "vertical";
    const thumb = img(imagePaths.vod(row.title_no, row.reg_date, vertical));
    return {
      title_no: String(row.title_no),
      title: row.title,
      b_title: boldTitle(row.title, keyword),
      user_id: row.user_id,
      user_nick: row.nickname,
      station_no: String(row.station_no),
      station_name: row.station_name,
      bbs_no: String(row.bbs_no),
      view_cnt: String(row.view_cnt),
      vod_view_cnt: String(row.view_cnt),
      memo_cnt: String(row.comment_cnt),
      recomm_cnt: String(row.like_cnt),
      file_type: row.file_type,
      type: row.file_type,
      ucc_type: "21",
      vod_category: row.vod_category_no,
      vod_category_name: row.vod_category_name ?? "",
      category_tags: fromJson<string[]>(row.category_tags, []),
      reg_date: row.reg_date,
      duration: formatDuration(row.duration_ms),
      vod_duration: String(row.duration_ms),
      timestamp: Math.floor(parseKstWallClock(row.reg_date) / 1000),
      thumbnail_path: thumb,
      webp_path: thumb,
      url: `${ctx.publicUrl("/vod")}/player/${row.title_no}`,
      grade: String(row.grade),
      auth: row.auth_no === 101 ? "OPEN_ALL" : "PRIVATE",
      ppv: Boolean(row.is_ppv),
      subscription_only: String(row.subscription_only),
      hash_tags: fromJson<string[]>(row.hash_tags, []),
      title_history: [],
      resolution_type: row.resolution_type,
      score: score.toFixed(2),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      ...(row.story_idx ? { story_idx: String(row.story_idx) } : {}),
      ...(row.original_user_id ? { original_bj: row.original_user_id, original_user_nick: row.original_nick ?? "", org_title_no: String(row.title_no) } : {}),
    };
  }

  type StreamerRow = {
    user_id: string;
    nickname: string;
    station_no: number;
    station_name: string;
    fan_cnt: number;
    total_visit_cnt: number;
    total_broad_time: number;
    last_broad_start: string | null;
    is_best_bj: number;
    is_partner_bj: number;
    cloned_from: string | null;
    main_category_no: string;
    broad_no: number | null;
  };

  // A test copy of a streamer has no station of its own: it reads its template's.
  const STREAMER_SELECT = `SELECT u.user_id, u.nickname, u.is_best_bj, u.is_partner_bj, u.cloned_from, s.station_no, s.station_name, s.fan_cnt,
      s.total_visit_cnt, s.total_broad_time, s.last_broad_start, s.main_category_no, l.broad_no
    FROM users u
    JOIN stations s ON s.user_id = CASE WHEN EXISTS (SELECT 1 FROM stations own WHERE own.user_id = u.user_id) THEN u.user_id ELSE u.cloned_from END
    LEFT JOIN lives l ON l.user_id = u.user_id`;
  const medalTypes = db.prepare("SELECT type FROM search_medals WHERE user_id = ? ORDER BY ord").pluck();

  /** A bjSearch item: counts as strings, flags and hours as numbers. */
  function streamerItem(row: StreamerRow, rel: Relations, ranking: number) {
    const medals = medalTypes.all(row.user_id) as string[];
    return {
      user_id: row.user_id,
      user_nick: row.nickname,
      station_no: String(row.station_no),
      station_name: row.station_name,
      station_logo: img(imagePaths.avatar(row.user_id)),
      favorite_cnt: String(row.fan_cnt + (favouriteCount.get(row.user_id) as number)),
      fanclub_cnt: String(Math.floor(row.fan_cnt / 23)),
      total_view_cnt: String(row.total_visit_cnt),
      recent_broad_date: row.last_broad_start ?? "",
      ranking: String(ranking),
      grade: "0",
      total_broad_time: Math.floor(row.total_broad_time / 3600),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      favorite_flag: rel.favourites.has(row.user_id) ? 1 : 0,
      best_streamer: row.is_best_bj,
      broad_no: row.broad_no ? String(row.broad_no) : "",
      medals: medals.map((type) => type.toUpperCase()),
      medal_url: medals.length ? img(imagePaths.banner(`medal-${medals[0]}`, medals[0], 40, 40)) : "",
      synonym: [],
      qna: [],
      profile_expose: true,
    };
  }

  return { relationsOf, liveItem, vodItem, streamerItem, STREAMER_SELECT, img };
}

// ---------------------------------------------------------------------------------------------------
// Handlers
