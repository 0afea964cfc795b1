// The station's VOD lists on the channel API (001 §7.2): VODs by type, playlists, Catch and Catch
// stories (newer backend) and the calendar.
import type { Request } from "express";
import { fromJson, pageOfRows } from "../db";
import {} from "../html";
import type { RoleRouters } from "../types";
import { imagePaths } from "./media";
import { type Role, type StationRow } from "./station-data";
import { PAGE_SIZE, type StationKit } from "./station-kit";

/** VOD lists, playlists, Catch and the calendar. */
export function mountStationVods(routers: RoleRouters, kit: StationKit) {
  const { ctx, db, data, nickOf, today, stationFor, meta } = kit;
  const channel = routers.channel;
  // VOD lists (Laravel envelope; per_page is ignored: always 20).
  const VOD_TYPES: Record<string, string[]> = {
    all: ["REVIEW", "NORMAL", "HIGHLIGHT", "CLIP", "EDITOR"],
    review: ["REVIEW"],
    highlight: ["HIGHLIGHT"],
    normal: ["NORMAL", "EDITOR"],
    clip: ["CLIP"],
    catch: ["CATCH"],
    catchstory: ["CATCH_STORY"],
  };
  const VOD_SORTS: Record<string, string> = {
    reg_date: "v.reg_date DESC",
    read_cnt: "v.view_cnt DESC",
    like_cnt: "v.like_cnt DESC",
    comment_cnt: "v.comment_cnt DESC",
    popular: "(v.view_cnt + v.like_cnt * 10) DESC",
  };
  function vodRows(station: StationRow, role: Role, types: string[], query: Request["query"]) {
    const page = Math.max(1, Number(query.page) || 1);
    const keyword = String(query.keyword ?? "").trim();
    const where = [`v.station_no = ?`, `v.file_type IN (${types.map(() => "?").join(",")})`];
    const params: unknown[] = [station.station_no, ...types];
    if (!role.isOwner) where.push("bl.title_no IS NULL", "v.auth_no <> 102");
    if (keyword) {
      where.push("(v.title LIKE ? OR v.hash_tags LIKE ?)");
      params.push(`%${keyword}%`, `%${keyword}%`);
    }
    const from = `FROM vods v JOIN users u ON u.user_id = v.user_id LEFT JOIN station_vod_blinds bl ON bl.title_no = v.title_no WHERE ${where.join(" AND ")}`;
    const { total, rows } = pageOfRows<Record<string, string | number>>(db, {
      columns: "v.*, u.nickname, (bl.title_no IS NOT NULL) AS is_blind",
      from,
      params,
      order: `${VOD_SORTS[String(query.orderby)] ?? VOD_SORTS.reg_date}, v.title_no DESC`,
      size: PAGE_SIZE,
      page,
    });
    return { page, total, rows };
  }
  const vodJson = (row: Record<string, string | number>) => ({
    title_no: row.title_no,
    station_no: row.station_no,
    bbs_no: row.bbs_no,
    board_type: 105,
    auth_no: row.auth_no,
    title_name: row.title,
    user_id: row.user_id,
    user_nick: row.nickname,
    profile_image: data.profileImage(String(row.user_id)),
    photo_cnt: 0,
    reg_date: row.reg_date,
    ucc: {
      thumb: ctx.protocolRelativeUrl(imagePaths.vod(row.title_no, String(row.reg_date), row.resolution_type === "vertical")),
      thumb_type: "NORMAL",
      flag: row.is_blind ? "BJ_HIDDEN" : row.flag,
      ucc_type: "21",
      category: Number(row.category_no),
      vod_category: Number(row.vod_category_no),
      grade: row.grade,
      category_tags: fromJson<string[]>(String(row.category_tags), []),
      hash_tags: fromJson<string[]>(String(row.hash_tags), []),
      total_file_duration: row.duration_ms,
      file_type: row.file_type,
      story_idx: row.story_idx,
      paid_ppv: row.is_ppv === 1,
      catchInfo:
        row.resolution_type === "vertical"
          ? { resolution_type: "vertical", thumb: ctx.protocolRelativeUrl(imagePaths.vod(row.title_no, String(row.reg_date), true)) }
          : null,
    },
    count: { like_cnt: row.like_cnt, read_cnt: row.view_cnt, comment_cnt: row.comment_cnt, vod_read_cnt: row.view_cnt, ucc_favorite_cnt: 0 },
    display: { bbs_name: "VOD" },
    copyright: row.original_user_id ? { user_id: row.original_user_id, user_nick: nickOf.get(row.original_user_id) ?? row.original_user_id } : null,
    badge: null,
    pin: null,
    authority: {},
  });

  channel.get("/api/:id/vods/:type", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const types = VOD_TYPES[req.params.type];
    if (!types) {
      res.status(404).json({ code: 404, message: "not found" });
      return;
    }
    const { page, total, rows } = vodRows(found.station, found.role, types, req.query);
    res.json({ data: rows.map(vodJson), ...meta(total, page, PAGE_SIZE, `/api/${req.params.id}/vods/${req.params.type}`), auto_del_vods: [] });
  });

  channel.get("/api/:id/playlists", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const rows = db.prepare("SELECT * FROM station_playlists WHERE station_no = ? ORDER BY reg_date DESC").all(found.station.station_no) as Array<{
      list_no: number;
      user_id: string;
      title: string;
      title_nos: string;
      reg_date: string;
    }>;
    res.json({
      data: rows.map((row) => {
        const titleNos = fromJson<number[]>(row.title_nos, []);
        const first = titleNos.length
          ? (db.prepare("SELECT title_no, bbs_no, reg_date FROM vods WHERE title_no = ?").get(titleNos[0]) as
              { title_no: number; bbs_no: number; reg_date: string } | undefined)
          : undefined;
        return {
          list_no: row.list_no,
          station_no: found.station.station_no,
          bbs_no: first?.bbs_no ?? null,
          title: row.title,
          user_id: row.user_id,
          user_nick: found.station.nickname,
          reg_date: row.reg_date,
          playlist_cnt: titleNos.length,
          title_no: first?.title_no ?? null,
          thumb: first ? ctx.protocolRelativeUrl(imagePaths.vod(first.title_no, first.reg_date)) : "",
          file_type: "PLAYLIST",
        };
      }),
    });
  });

  // Catch and Catch stories on the newer, camelCase backend (upstream-shapes.md §0).
  routers.channel.get("/v1.1/channel/:id/catch", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const story = req.query.type === "catchstory";
    const { page, total, rows } = vodRows(found.station, found.role, story ? VOD_TYPES.catchstory : VOD_TYPES.catch, req.query);
    res.json({
      contents: rows.map((row, index) => ({
        catchId: story ? (row.story_idx ?? row.title_no) : row.title_no,
        titleNo: row.title_no,
        thumbnail: ctx.protocolRelativeUrl(imagePaths.vod(row.title_no, String(row.reg_date), row.resolution_type === "vertical")),
        userId: row.user_id,
        userNickname: row.nickname,
        broadcastDate: row.reg_date,
        viewCount: row.view_cnt,
        title: row.title,
        isAdult: row.grade === 19,
        fileType: row.file_type,
        grade: String(row.grade),
        vodCategory: row.vod_category_no,
        resolutionType: row.resolution_type,
        duration: row.duration_ms,
        rank: (page - 1) * PAGE_SIZE + index + 1,
        hashTags: fromJson<string[]>(String(row.hash_tags), []),
      })),
      meta: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total },
    });
  });

  channel.get("/api/:id/calendar", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const month = /^\d{4}-\d{2}$/.test(String(req.query.month)) ? String(req.query.month) : today().slice(0, 7);
    const broads = db
      .prepare("SELECT title_no, title, reg_date FROM vods WHERE station_no = ? AND file_type = 'REVIEW' AND substr(reg_date, 1, 7) = ? ORDER BY reg_date")
      .all(found.station.station_no, month) as Array<{ title_no: number; title: string; reg_date: string }>;
    const notices = db
      .prepare("SELECT title_no, title, reg_date FROM station_posts WHERE station_no = ? AND is_notice = 1 AND substr(reg_date, 1, 7) = ? ORDER BY reg_date")
      .all(found.station.station_no, month) as Array<{ title_no: number; title: string; reg_date: string }>;
    res.json({
      month,
      data: [
        ...broads.map((row) => ({ type: "broad", title_no: row.title_no, title: row.title, date: row.reg_date })),
        ...notices.map((row) => ({ type: "notice", title_no: row.title_no, title: row.title, date: row.reg_date })),
      ],
    });
  });
}
