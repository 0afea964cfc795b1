// The station area's calls (001 §7.1–7.4) with real state: the channel API (station, menu, rankings,
// dashboard, VOD lists, post pages, likes), the station API (boards, post management, push, report,
// settings) and the item host (subscription info and gift use), plus stand-ins for the pages the portal
// opens in popups (note, gift banner, sticker, subscription, points, VOD editor).
import { fileNameAsSent } from "../file-names";
import Busboy from "busboy";
import type { Request, Response } from "express";
import { fromJson, toJson } from "../db";
import { escapeHtml, page } from "../html";
import { DAY, kstDate, kstWallClock } from "../time";
import type { ModuleContext, RoleRouters } from "../types";
import { currentUser } from "./auth";
import { generatedPicture, imagePaths, sendPicture } from "./media";
import { answerCode, createStationData, deniedAnswer, STATION_ERRORS, type BoardRow, type Role, type StationRow } from "./station-data";
import { mountStationComments, reportableComment } from "./station-comments";
import { DEMO_STREAMER, STATUS_CODES } from "./station-seed";
import { hashString } from "../seed/prng";
import { withParticle } from "../../app/i18n/ko/particles";

const PAGE_SIZE = 20;
const VOD_BOARD_TYPES = [105, 108, 109];
const SORTS: Record<string, string> = {
  reg_date: "reg_date DESC, title_no DESC",
  reg_date_asc: "reg_date ASC, title_no ASC",
  read_cnt: "read_cnt DESC, title_no DESC",
  comment_cnt: "comment_cnt DESC, title_no DESC",
  like_cnt: "like_cnt DESC, title_no DESC",
  popular: "(read_cnt + like_cnt * 10) DESC, title_no DESC",
};
const SEARCH_FIELDS: Record<string, string> = {
  title: "title_name",
  contents: "content",
  user_nick: "user_nick",
  user_id: "user_id",
  hashtags: "hash_tags",
};
/** Station names: at most 40 bytes (Hangul 2), some words reserved (001 §5: codes 1305, 1306, 1307). */
const NAME_MAX_BYTES = 40;
const RESERVED_NAMES = ["운영자", "관리자", "admin", "스트림온"];
const REPORT_REASONS = ["욕설/비방", "음란성 게시물", "광고/홍보", "도배", "개인정보 노출", "기타"];
const REPORT_COMMENT_MAX = 500;
const PHOTO_LIMIT = 4;
const PHOTO_MAX_BYTES = 3 * 1024 * 1024;

type ItemRow = {
  title_no: number;
  bbs_no: number;
  board_type: number;
  user_id: string;
  user_nick: string;
  title_name: string;
  content: string;
  reg_date: string;
  read_cnt: number;
  like_cnt: number;
  comment_cnt: number;
  is_notice: number;
  hash_tags: string;
  photo_cnt: number;
  is_vod: number;
  file_type: string | null;
  duration_ms: number | null;
  grade: number | null;
  vod_category_no: string | null;
  category_no: string | null;
  flag: string | null;
  vod_auth_no: number | null;
  is_blind: number;
};

type Upload = { field: string; filename: string; mime: string; data: Buffer };

/** Multipart bodies (write and edit with photos); urlencoded bodies are already parsed by express. */
function readBody(req: Request): Promise<{ fields: Record<string, string>; files: Upload[] }> {
  if (!req.is("multipart/form-data")) {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.body ?? {})) fields[key] = String(value);
    return Promise.resolve({ fields, files: [] });
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Upload[] = [];
    const parser = Busboy({ headers: req.headers, limits: { fileSize: PHOTO_MAX_BYTES + 1, files: PHOTO_LIMIT + 1 } });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const data = Buffer.concat(chunks);
        if (data.length > 0) files.push({ field, filename: fileNameAsSent(info.filename ?? ""), mime: info.mimeType, data });
      });
    });
    parser.on("error", reject);
    parser.on("close", () => resolve({ fields, files }));
    req.pipe(parser);
  });
}

/** Pictures only, recognised by their first bytes. */
function pictureType(data: Buffer): string | null {
  if (data[0] === 0xff && data[1] === 0xd8) return "image/jpeg";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (data.subarray(0, 3).toString("ascii") === "GIF") return "image/gif";
  if (data.subarray(0, 4).toString("ascii") === "RIFF" && data.subarray(8, 12).toString("ascii") === "WEBP") return "image/webp";
  return null;
}

const byteLength = (text: string) => [...text].reduce((sum, char) => sum + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(char) ? 2 : 1), 0);

function titleList(value: unknown): number[] {
  const parsed = typeof value === "string" ? fromJson<unknown>(value, value.split(",")) : value;
  const list = Array.isArray(parsed) ? parsed : [];
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

export function mountStationRoutes(routers: RoleRouters, ctx: ModuleContext) {
  const { db } = ctx;
  const data = createStationData(db, ctx);
  const nickOf = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();
  const now = () => kstWallClock(Date.now());
  const today = () => kstDate(Date.now());

  /** The station of the path, or an answer in the channel API's error form (HTTP 515, code 9000, …). */
  function stationFor(req: Request, res: Response, id: string): { station: StationRow; role: Role } | null {
    const station = data.station(id);
    const role = station ? data.role(station, currentUser(db, req)?.user_id ?? null) : data.role({} as StationRow, null);
    const status = data.statusOf(station, role);
    if (status !== null || !station) {
      const code = status ?? 9000;
      res.status(515).json({ code: answerCode(code), message: STATION_ERRORS[code] });
      return null;
    }
    return { station, role };
  }

  function requireLogin(req: Request, res: Response) {
    const user = currentUser(db, req);
    if (!user) res.status(401).json({ result: -1, code: -10000, message: "restricted area" });
    return user;
  }

  const canManage = (role: Role) => role.isOwner || role.isManager;

  function boardJson(board: BoardRow) {
    return {
      bbs_no: board.bbs_no,
      station_no: board.station_no,
      auth_no: board.auth_no,
      w_auth_no: board.w_auth_no,
      display_type: board.display_type,
      board_type: VOD_BOARD_TYPES.includes(board.display_type) ? 105 : board.display_type,
      rnum: board.rnum,
      name: board.name,
      view_type: VOD_BOARD_TYPES.includes(board.display_type) ? "vod" : "board",
    };
  }

  /** Posts and VODs of a station as one list (the VOD boards list the station's VODs). */
  function items(station: StationRow, role: Role) {
    const showBlinded = role.isOwner;
    return `WITH items AS (
      SELECT p.title_no, p.bbs_no, b.display_type AS board_type, p.user_id, u.nickname AS user_nick, p.title AS title_name, p.content,
        p.reg_date, p.read_cnt, p.like_cnt, (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = p.title_no) AS comment_cnt,
        p.is_notice, p.hash_tags, (SELECT COUNT(*) FROM station_photos ph WHERE ph.title_no = p.title_no) AS photo_cnt, 0 AS is_vod,
        NULL AS file_type, NULL AS duration_ms, NULL AS grade, NULL AS vod_category_no, NULL AS category_no, NULL AS flag, NULL AS vod_auth_no, 0 AS is_blind
      FROM station_posts p JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no JOIN users u ON u.user_id = p.user_id
      WHERE p.station_no = ${station.station_no}
      UNION ALL
      SELECT v.title_no, v.bbs_no, 105, v.user_id, u.nickname, v.title, '', v.reg_date, v.view_cnt, v.like_cnt,
        (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = v.title_no), 0, v.hash_tags, 0, 1,
        v.file_type, v.duration_ms, v.grade, v.vod_category_no, v.category_no, v.flag, v.auth_no, (bl.title_no IS NOT NULL)
      FROM vods v JOIN users u ON u.user_id = v.user_id LEFT JOIN station_vod_blinds bl ON bl.title_no = v.title_no
      WHERE v.station_no = ${station.station_no} AND v.file_type NOT IN ('CATCH', 'CATCH_STORY')
        ${showBlinded ? "" : "AND bl.title_no IS NULL AND v.auth_no <> 102"}
    )`;
  }

  function itemJson(row: ItemRow, station: StationRow, boards: Map<number, BoardRow>) {
    const board = boards.get(row.bbs_no);
    const pin = data.isPinned(station.station_no, row.title_no);
    const firstPhoto = row.is_vod
      ? undefined
      : (db.prepare("SELECT photo_no FROM station_photos WHERE title_no = ? ORDER BY position LIMIT 1").pluck().get(row.title_no) as number | undefined);
    return {
      title_no: row.title_no,
      station_no: station.station_no,
      bbs_no: row.bbs_no,
      board_type: row.is_vod ? 105 : row.board_type,
      auth_no: row.is_vod ? (row.vod_auth_no ?? 101) : (board?.auth_no ?? 101),
      title_name: row.title_name,
      user_id: row.user_id,
      user_nick: row.user_nick,
      profile_image: data.profileImage(row.user_id),
      reg_date: row.reg_date,
      photo_cnt: String(row.photo_cnt),
      thumbnail: firstPhoto ? data.photoUrl(firstPhoto) : "",
      is_notice: row.is_notice === 1,
      is_pin: Boolean(pin),
      is_blind: row.is_blind === 1,
      hash_tags: fromJson<string[]>(row.hash_tags, []),
      count: { read_cnt: row.read_cnt, comment_cnt: row.comment_cnt, like_cnt: row.like_cnt },
      display: { bbs_name: board?.name ?? "" },
      ucc: row.is_vod
        ? {
            thumb: ctx.protocolRelativeUrl(imagePaths.vod(row.title_no, row.reg_date)),
            file_type: row.file_type,
            total_file_duration: row.duration_ms,
            grade: row.grade,
            category: Number(row.category_no),
            vod_category: Number(row.vod_category_no),
            flag: row.flag,
          }
        : null,
    };
  }

  const meta = (total: number, page: number, perPage: number, path: string) => {
    const last = Math.max(1, Math.ceil(total / perPage));
    return {
      meta: {
        current_page: page,
        from: total ? (page - 1) * perPage + 1 : null,
        last_page: last,
        path,
        per_page: perPage,
        to: Math.min(total, page * perPage) || null,
        total,
      },
      links: {
        first: `${path}?page=1`,
        last: `${path}?page=${last}`,
        prev: page > 1 ? `${path}?page=${page - 1}` : null,
        next: page < last ? `${path}?page=${page + 1}` : null,
      },
    };
  };

  // ---------------------------------------------------------------- channel API (001 §7.2)
  const channel = routers.channel;

  /**
   * The station's channel art (001 §3.3: pcFilename, mobileFilename, color, regDate): a wide picture for pc, a
   * taller one for phones. The demo streamer's station and two stations in three have one; the others none (null),
   * whose home draws its cover from the profile picture.
   */
  function channelArt(station: StationRow) {
    const hash = hashString(station.user_id);
    if (station.user_id !== DEMO_STREAMER && hash % 3 === 0) return null;
    const name = `channelart-${station.user_id}`;
    return {
      pc_filename: ctx.protocolRelativeUrl(imagePaths.banner(name, station.nickname, 1920, 320)),
      mobile_filename: ctx.protocolRelativeUrl(imagePaths.banner(name, station.nickname, 1080, 360)),
      color: `#${(hash & 0xffffff).toString(16).padStart(6, "0")}`,
      reg_date: station.joined_at,
    };
  }

  channel.get("/api/:id/station", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const { station, role } = found;
    const live = db.prepare("SELECT * FROM lives WHERE user_id = ?").get(station.user_id) as Record<string, number | string> | undefined;
    const boards = data.boards(station.station_no);
    const groups = db.prepare("SELECT * FROM station_badges WHERE station_no = ? ORDER BY priority").all(station.station_no) as Array<
      Record<string, string | number>
    >;
    const top = (kind: string) =>
      (
        db
          .prepare("SELECT user_id, user_nick FROM station_rankings WHERE station_no = ? AND kind = ? ORDER BY rank LIMIT 3")
          .all(station.station_no, kind) as Array<{ user_id: string; user_nick: string }>
      ).map((row) => ({ ...row, profile_image: data.profileImage(row.user_id) }));
    res.json({
      profile_image: data.profileImage(station.user_id),
      station: {
        user_id: station.user_id,
        user_nick: station.nickname,
        station_no: station.station_no,
        station_name: station.station_name,
        station_title: station.station_title,
        broad_start: live ? live.broad_start : station.last_broad_start,
        jointime: station.joined_at,
        total_broad_time: station.total_broad_time,
        grade: 0,
        active_no: station.active_no,
        subscribe_visible: station.subscribe_visible,
        display: {
          station_no: station.station_no,
          user_id: station.user_id,
          main_type: station.main_type,
          title_type: station.title_type,
          title_text: station.title_text,
          profile_text: station.profile_text,
          skin_type: station.skin_type,
          title_skin_image: "",
          ai_profile_conf_yn: station.ai_profile_conf_yn,
          ai_profile_str: station.ai_profile_str,
        },
        groups: groups.map((group) => ({
          idx: group.idx,
          group_no: group.group_no,
          priority: group.priority,
          info: { group_name: group.group_name, group_class_name: group.group_class_name, group_background_color: group.group_background_color },
        })),
        menus: boards.filter((board) => !VOD_BOARD_TYPES.includes(board.display_type)).map(boardJson),
        vods: boards.filter((board) => VOD_BOARD_TYPES.includes(board.display_type)).map(boardJson),
        upd: {
          fan_cnt: station.fan_cnt,
          today0_visit_cnt: station.today0_visit_cnt,
          today1_visit_cnt: station.today1_visit_cnt,
          today0_ok_cnt: station.today0_ok_cnt,
          today1_ok_cnt: station.today1_ok_cnt,
          today0_fav_cnt: station.today0_fav_cnt,
          today1_fav_cnt: station.today1_fav_cnt,
          total_visit_cnt: station.total_visit_cnt,
          total_ok_cnt: station.total_ok_cnt,
          total_view_cnt: station.total_view_cnt,
        },
      },
      broad: live
        ? {
            user_id: station.user_id,
            broad_no: live.broad_no,
            broad_cate_no: Number(live.category_no),
            broad_title: live.broad_title,
            current_sum_viewer: Number(live.pc_view_cnt) + Number(live.mobile_view_cnt),
            broad_grade: live.broad_grade,
            subscription_only: live.subscription_only,
            is_password: live.is_password === 1,
          }
        : null,
      // Synthetic: the spec names the channel art's fields (001 §3.3) but no call or place for it; no capture shows it.
      channel_art: channelArt(station),
      subscription: { total: station.tier1_cnt + station.tier2_cnt, tier1: station.tier1_cnt, tier2: station.tier2_cnt },
      starballoon_top: top("topfan"),
      sticker_top: top("gift"),
      is_best_bj: station.is_best_bj === 1,
      is_partner_bj: station.is_partner_bj === 1,
      is_favorite: role.isFavorite,
      is_mobile_push: role.isPush,
      is_subscribe: role.isSubscriber,
      is_fanclub: role.isFanclub,
      is_owner: role.isOwner,
      is_manager: role.isManager,
      is_notice: canManage(role),
      is_adsence: role.isOwner && station.is_adsence === 1,
      country: "KR",
      current_timestamp: Math.floor(Date.now() / 1000),
    });
  });

  const ranking = (stationNo: number, kind: string, limit: number) =>
    db.prepare("SELECT * FROM station_rankings WHERE station_no = ? AND kind = ? ORDER BY rank LIMIT ?").all(stationNo, kind, limit) as Array<{
      rank: number;
      user_id: string;
      user_nick: string;
      score: number;
      first_payment_date: string | null;
    }>;
  const topFanJson = (row: ReturnType<typeof ranking>[number]) => ({
    user_id: row.user_id,
    user_nick: row.user_nick,
    profile_image: data.profileImage(row.user_id),
    total_gift: String(row.score),
  });
  const accJson = (row: ReturnType<typeof ranking>[number]) => ({
    user_id: row.user_id,
    user_nickname: row.user_nick,
    profile_image: data.profileImage(row.user_id),
    acc_first_payment_date: row.first_payment_date,
    acc_payment_count: row.score,
    first_payment_date: row.first_payment_date,
  });
  const giftJson = (row: ReturnType<typeof ranking>[number]) => ({
    user_id: row.user_id,
    user_nick: row.user_nick,
    profile_image: data.profileImage(row.user_id),
    accumulate_subs_gift_score_cnt: row.score,
  });

  channel.get("/api/:id/menu", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const { station } = found;
    res.json({
      fan_list: ranking(station.station_no, "topfan", 10).map(topFanJson),
      subscribe_acc_fans: ranking(station.station_no, "acc", 10).map(accJson),
      subscribe_gift_fans: ranking(station.station_no, "gift", 10).map(giftJson),
      boards: data.boards(station.station_no).map(boardJson),
      hidden_menu: {
        show_store_menu: station.menu_store === 1,
        show_supporters_menu: station.menu_supporters === 1,
        show_best_menu: station.menu_best === 1,
        show_partner_menu: station.menu_partner === 1,
      },
    });
  });

  channel.get("/api/:id/topfans/detail", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    res.json({ data: ranking(found.station.station_no, "topfan", 100).map(topFanJson) });
  });

  channel.get("/api/:id/subscribe-:tier/detail", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const tier = req.params.tier === "gift" ? "gift" : "acc";
    const rows = ranking(found.station.station_no, tier, 100);
    res.json({ data: tier === "gift" ? rows.map(giftJson) : rows.map(accJson) });
  });

  channel.get("/api/:id/dashboard", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const { station } = found;
    const links = db.prepare("SELECT * FROM station_links WHERE station_no = ? ORDER BY position").all(station.station_no) as Array<{
      code: number;
      url: string;
      link_name: string;
    }>;
    const typeName: Record<number, string> = { 1: "FACEBOOK", 2: "INSTAGRAM", 3: "YOUTUBE", 4: "CAFE", 5: "STREAMON", 9: "ETC", 0: "NONE" };
    res.json({
      subscription: { total: station.tier1_cnt + station.tier2_cnt, tier1: station.tier1_cnt, tier2: station.tier2_cnt },
      rank: data.ranks(station),
      upd: {
        fan_cnt: station.fan_cnt,
        total_view_cnt: station.total_view_cnt,
        total_ok_cnt: station.total_ok_cnt,
        today0_ok_cnt: station.today0_ok_cnt,
        today1_ok_cnt: station.today1_ok_cnt,
        total_visit_cnt: station.total_visit_cnt,
        today0_visit_cnt: station.today0_visit_cnt,
        today1_visit_cnt: station.today1_visit_cnt,
        today0_fav_cnt: station.today0_fav_cnt,
        today1_fav_cnt: station.today1_fav_cnt,
      },
      fanclub_cnt: station.fanclub_cnt,
      supporter_cnt: station.supporter_cnt,
      station: {
        total_broadcast_time: station.total_broad_time,
        jointime: station.joined_at,
        broad_start:
          (db.prepare("SELECT broad_start FROM lives WHERE user_id = ?").pluck().get(station.user_id) as string | undefined) ?? station.last_broad_start,
        active_no: station.active_no,
      },
      link: links.map((link) => ({
        code: link.code,
        type: typeName[link.code] ?? "ETC",
        url: link.url,
        link_name: link.link_name,
        user_id: station.user_id,
        image: "",
      })),
    });
  });

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
    const total = db
      .prepare(`SELECT COUNT(*) ${from}`)
      .pluck()
      .get(...params) as number;
    const rows = db
      .prepare(
        `SELECT v.*, u.nickname, (bl.title_no IS NOT NULL) AS is_blind ${from} ORDER BY ${VOD_SORTS[String(query.orderby)] ?? VOD_SORTS.reg_date}, v.title_no DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE) as Array<Record<string, string | number>>;
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

  // One post (or VOD post) with its permission flags (001 §6).
  function findItem(station: StationRow, role: Role, titleNo: number): ItemRow | null {
    return (db.prepare(`${items(station, { ...role, isOwner: true })} SELECT * FROM items WHERE title_no = ?`).get(titleNo) as ItemRow | undefined) ?? null;
  }

  channel.get("/api/:id/title/:titleNo", (req, res) => {
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const { station, role } = found;
    const titleNo = Number(req.params.titleNo);
    const row = Number.isInteger(titleNo) ? findItem(station, role, titleNo) : null;
    const boards = new Map(data.boards(station.station_no).map((board) => [board.bbs_no, board]));
    if (!row || (row.is_vod && !role.isOwner && (row.is_blind || row.vod_auth_no === 102))) {
      res.status(404).json({ code: 404, message: "게시글이 존재하지 않습니다." });
      return;
    }
    const board = boards.get(row.bbs_no);
    const denial = row.is_vod ? null : data.readDenial(board?.auth_no ?? 101, role);
    if (denial) {
      res.status(403).json(deniedAnswer(denial));
      return;
    }
    if (!row.is_vod) db.prepare("UPDATE station_posts SET read_cnt = read_cnt + 1 WHERE title_no = ?").run(titleNo);
    const photos = db.prepare("SELECT photo_no, label FROM station_photos WHERE title_no = ? ORDER BY position").all(titleNo) as Array<{
      photo_no: number;
      label: string;
    }>;
    const pin = data.isPinned(station.station_no, titleNo);
    const isWriter = role.userId === row.user_id;
    const liked = role.userId ? Boolean(db.prepare("SELECT 1 FROM station_likes WHERE title_no = ? AND user_id = ?").get(titleNo, role.userId)) : false;
    const blind = row.is_blind ? (db.prepare("SELECT blind_id FROM station_vod_blinds WHERE title_no = ?").get(titleNo) as { blind_id: number }) : null;
    const manage = canManage(role);
    res.json({
      data: {
        ...itemJson({ ...row, read_cnt: row.read_cnt + (row.is_vod ? 0 : 1) }, station, boards),
        content: row.content,
        photos: photos.map((photo) => ({ photo_no: photo.photo_no, url: data.photoUrl(photo.photo_no), label: photo.label })),
        pin: pin ? { expire_date: pin.expire_date } : null,
        is_like: liked,
        blind: blind ? { blind_id: blind.blind_id } : null,
        authority: {
          is_share: true,
          is_update: row.is_vod ? role.isOwner : isWriter,
          is_delete: !row.is_vod && (isWriter || manage),
          is_ucc_delete: Boolean(row.is_vod) && role.isOwner,
          is_blind_cancel: Boolean(row.is_vod) && role.isOwner && row.is_blind === 1,
          is_view_later: Boolean(row.is_vod) && Boolean(role.userId),
          is_move_board: !row.is_vod && manage,
          is_vod_to_board: Boolean(row.is_vod) && role.isOwner,
          is_pin: role.isOwner && !pin,
          is_unpin: role.isOwner && Boolean(pin),
          is_notice: !row.is_vod && manage && row.is_notice !== 1,
          is_notice_cancel: !row.is_vod && manage && row.is_notice === 1,
          is_report: Boolean(role.userId) && !isWriter,
          is_midroll: Boolean(row.is_vod) && role.isOwner,
          is_add_playlist: Boolean(row.is_vod) && Boolean(role.userId),
          is_chapter: Boolean(row.is_vod) && role.isOwner,
          // Members write comments and replies (a suspended one does not: station-comments.ts).
          is_comment_writable: Boolean(role.userId) && !currentUser(db, req)?.is_suspended,
          is_reply_writable: Boolean(role.userId) && !currentUser(db, req)?.is_suspended,
        },
      },
    });
  });

  // Comments and replies: their own module, with the same station and read checks as the post.
  mountStationComments(routers, ctx, { data, stationFor, findItem });

  // Likes, served by the newer channel backend (001 §7.1).
  function like(req: Request, res: Response, on: boolean) {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.id);
    if (!found) return;
    const titleNo = Number(req.params.titleNo);
    const post = db.prepare("SELECT title_no FROM station_posts WHERE title_no = ? AND station_no = ?").get(titleNo, found.station.station_no);
    if (!post) {
      res.status(404).json({ result: -1, message: "게시글이 존재하지 않습니다." });
      return;
    }
    const exists = db.prepare("SELECT 1 FROM station_likes WHERE title_no = ? AND user_id = ?").get(titleNo, user.user_id);
    if (on === Boolean(exists)) {
      res.json({ result: -1, message: on ? "이미 UP 한 게시글입니다." : "UP 하지 않은 게시글입니다." });
      return;
    }
    if (on) db.prepare("INSERT INTO station_likes (title_no, user_id, reg_date) VALUES (?, ?, ?)").run(titleNo, user.user_id, now());
    else db.prepare("DELETE FROM station_likes WHERE title_no = ? AND user_id = ?").run(titleNo, user.user_id);
    db.prepare(`UPDATE station_posts SET like_cnt = MAX(0, like_cnt ${on ? "+" : "-"} 1) WHERE title_no = ?`).run(titleNo);
    const likeCnt = db.prepare("SELECT like_cnt FROM station_posts WHERE title_no = ?").pluck().get(titleNo);
    res.json({ result: 1, message: on ? "UP 하였습니다." : "UP이 취소되었습니다.", likeCnt, isLike: on });
  }
  channel.post("/v1.1/channel/:id/post/:titleNo/like", (req, res) => like(req, res, true));
  channel.delete("/v1.1/channel/:id/post/:titleNo/like", (req, res) => like(req, res, false));

  // ---------------------------------------------------------------- station API (001 §7.1)
  const station = routers.station;

  // Push notifications ride on the favourite (cards' favorites.is_push).
  station.post("/favorite/push", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const bjId = String(req.body.bj_id ?? "");
    const changed = db.prepare("UPDATE favorites SET is_push = 1 WHERE user_id = ? AND bj_id = ?").run(user.user_id, bjId).changes;
    if (!changed) {
      res.json({ result: -1, message: "즐겨찾기한 스트리머만 알림을 받을 수 있습니다." });
      return;
    }
    res.json({ result: 1, message: "방송 알림을 받습니다." });
  });
  station.post("/favorite/push/:userId", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    if (req.body._method !== "delete") {
      res.status(405).json({ result: -1, message: "method not allowed" });
      return;
    }
    db.prepare("UPDATE favorites SET is_push = 0 WHERE user_id = ? AND bj_id = ?").run(user.user_id, req.params.userId);
    res.json({ result: 1, message: "방송 알림을 받지 않습니다." });
  });

  station.get("/:userId/board/:bbsNo?", (req, res) => {
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const { station: st, role } = found;
    const boardList = data.boards(st.station_no);
    const boards = new Map(boardList.map((board) => [board.bbs_no, board]));
    let board: BoardRow | undefined;
    if (req.params.bbsNo !== undefined) {
      board = boards.get(Number(req.params.bbsNo));
      if (!board || board.display_type === 106 || board.display_type === 107) {
        res.status(404).json({ code: 404, message: "게시판이 존재하지 않습니다." });
        return;
      }
      const denial = data.readDenial(board.auth_no, role);
      if (denial) {
        res.status(403).json(deniedAnswer(denial));
        return;
      }
    }
    const readable = board
      ? [board.bbs_no]
      : boardList.filter((b) => ![106, 107].includes(b.display_type) && data.readDenial(b.auth_no, role) === null).map((b) => b.bbs_no);
    const perPage = Math.min(60, Math.max(1, Number(req.query.perPage ?? req.query.per_page) || PAGE_SIZE));
    const page = Math.max(1, Number(req.query.page) || 1);
    const keyword = String(req.query.keyword ?? "").trim();
    const field = SEARCH_FIELDS[String(req.query.field ?? "title")] ?? SEARCH_FIELDS.title;
    const where = [`bbs_no IN (${readable.map(() => "?").join(",") || "NULL"})`];
    const params: unknown[] = [...readable];
    if (keyword) {
      where.push(`${field} LIKE ?`);
      params.push(`%${keyword}%`);
    }
    if (req.query.scope === "streamer") {
      where.push("user_id = ?");
      params.push(st.user_id);
    } else if (req.query.scope === "user") {
      where.push("user_id <> ?");
      params.push(st.user_id);
    }
    // Notices lead the first page of an unfiltered list and are not repeated below it.
    const listNotices = !keyword;
    const base = items(st, role);
    const notices = listNotices
      ? (db.prepare(`${base} SELECT * FROM items WHERE ${where.join(" AND ")} AND is_notice = 1 ORDER BY reg_date DESC`).all(...params) as ItemRow[])
      : [];
    if (listNotices) where.push("is_notice = 0");
    const total = db
      .prepare(`${base} SELECT COUNT(*) FROM items WHERE ${where.join(" AND ")}`)
      .pluck()
      .get(...params) as number;
    const rows = db
      .prepare(`${base} SELECT * FROM items WHERE ${where.join(" AND ")} ORDER BY ${SORTS[String(req.query.orderby)] ?? SORTS.reg_date} LIMIT ? OFFSET ?`)
      .all(...params, perPage, (page - 1) * perPage) as ItemRow[];
    const pins = board
      ? []
      : (db
          .prepare(
            `${base} SELECT i.* FROM items i JOIN station_pins p ON p.title_no = i.title_no AND p.station_no = ? WHERE p.expire_date >= ? ORDER BY p.reg_date DESC`,
          )
          .all(st.station_no, today()) as ItemRow[]);
    res.json({
      board: board ? boardJson(board) : null,
      notices: notices.map((row) => itemJson(row, st, boards)),
      pins: pins.map((row) => itemJson(row, st, boards)),
      data: rows.map((row) => itemJson(row, st, boards)),
      ...meta(total, page, perPage, `/${req.params.userId}/board${board ? `/${board.bbs_no}` : ""}`),
      authority: { is_manage: canManage(role), is_write: boardList.some((b) => (board ? b === board : true) && data.canWrite(b, role)) },
    });
  });

  // Write form data: the boards this viewer may write in.
  station.get("/:userId/title/create", (req, res) => {
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (!found.role.userId) {
      res.status(403).json(deniedAnswer(1100));
      return;
    }
    const writable = data.boards(found.station.station_no).filter((board) => data.canWrite(board, found.role));
    if (writable.length === 0) {
      res.status(403).json({ result: -1, code: 1102, message: "글을 쓸 수 있는 게시판이 없습니다." });
      return;
    }
    const wanted = Number(req.query.bbs_no);
    res.json({ result: 1, data: { bbs_no: writable.some((b) => b.bbs_no === wanted) ? wanted : writable[0].bbs_no, boards: writable.map(boardJson) } });
  });

  function savePhotos(titleNo: number, files: Upload[], from: number) {
    files.forEach((file, index) => {
      db.prepare("INSERT INTO station_photos (title_no, position, label, mime, data) VALUES (?, ?, ?, ?, ?)").run(
        titleNo,
        from + index,
        file.filename || `사진 ${from + index + 1}`,
        pictureType(file.data),
        file.data,
      );
    });
  }

  function checkPost(fields: Record<string, string>, files: Upload[], keptPhotos: number): string | null {
    if (!fields.title?.trim()) return "제목을 입력해 주세요.";
    if (fields.title.length > 100) return "제목은 100자까지 입력할 수 있습니다.";
    if (!fields.content?.trim()) return "내용을 입력해 주세요.";
    if (files.length + keptPhotos > PHOTO_LIMIT) return `사진은 ${PHOTO_LIMIT}장까지 올릴 수 있습니다.`;
    if (files.some((file) => file.data.length > PHOTO_MAX_BYTES || !pictureType(file.data))) return "3MB 이하의 이미지 파일만 올릴 수 있습니다.";
    return null;
  }

  station.post("/:userId/title", async (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const { fields, files } = await readBody(req);
    const board = data.boards(found.station.station_no).find((b) => b.bbs_no === Number(fields.bbs_no));
    if (!board || !data.canWrite(board, found.role)) {
      res.status(403).json({ result: -1, code: 1102, message: "글을 쓸 수 없는 게시판입니다." });
      return;
    }
    const problem = checkPost(fields, files, 0);
    if (problem) {
      res.json({ result: -1, message: problem });
      return;
    }
    // The table's sequence gives the number: never one a deleted post had (station-schema.ts).
    const inserted = db
      .prepare(
        "INSERT INTO station_posts (title_no, station_no, bbs_no, user_id, title, content, reg_date, read_cnt, like_cnt, is_notice, hash_tags) VALUES (NULL, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)",
      )
      .run(
        found.station.station_no,
        board.bbs_no,
        user.user_id,
        fields.title.trim(),
        fields.content,
        now(),
        toJson(
          fields.hashtags
            ? fields.hashtags
                .split(",")
                .map((t) => t.trim())
                .filter(Boolean)
            : [],
        ),
      );
    const titleNo = Number(inserted.lastInsertRowid);
    savePhotos(titleNo, files, 0);
    res.json({ result: 1, message: "게시글이 등록되었습니다.", data: { title_no: titleNo } });
  });

  const postOf = (stationNo: number, titleNo: number) =>
    db.prepare("SELECT * FROM station_posts WHERE station_no = ? AND title_no = ?").get(stationNo, titleNo) as
      { title_no: number; user_id: string; bbs_no: number; is_notice: number } | undefined;

  // Update (_method put, mine: the path's update form is not shown) and delete (_method delete).
  station.post("/:userId/title/:titleNo", async (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const { fields, files } = await readBody(req);
    const post = postOf(found.station.station_no, Number(req.params.titleNo));
    if (!post) {
      res.status(404).json({ result: -1, message: "게시글이 존재하지 않습니다." });
      return;
    }
    if (fields._method === "delete") {
      if (post.user_id !== user.user_id && !canManage(found.role)) {
        res.status(403).json({ result: -1, message: "삭제 권한이 없습니다." });
        return;
      }
      deletePosts([post.title_no]);
      // No message: the portal shows the spec's fallback toast (001 §8).
      res.json({ result: 1 });
      return;
    }
    if (fields._method !== "put") {
      res.status(405).json({ result: -1, message: "method not allowed" });
      return;
    }
    if (post.user_id !== user.user_id) {
      res.status(403).json({ result: -1, message: "수정 권한이 없습니다." });
      return;
    }
    const keep = titleList(fields.keep_photos ?? "[]");
    const board = data.boards(found.station.station_no).find((b) => b.bbs_no === Number(fields.bbs_no ?? post.bbs_no));
    if (!board || !data.canWrite(board, found.role)) {
      res.status(403).json({ result: -1, code: 1102, message: "글을 쓸 수 없는 게시판입니다." });
      return;
    }
    const existing = db.prepare("SELECT photo_no FROM station_photos WHERE title_no = ?").pluck().all(post.title_no) as number[];
    const kept = existing.filter((photoNo) => keep.includes(photoNo));
    const problem = checkPost(fields, files, kept.length);
    if (problem) {
      res.json({ result: -1, message: problem });
      return;
    }
    db.prepare("UPDATE station_posts SET bbs_no = ?, title = ?, content = ?, hash_tags = ? WHERE title_no = ?").run(
      board.bbs_no,
      fields.title.trim(),
      fields.content,
      toJson(
        fields.hashtags
          ? fields.hashtags
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
      ),
      post.title_no,
    );
    for (const photoNo of existing) if (!kept.includes(photoNo)) db.prepare("DELETE FROM station_photos WHERE photo_no = ?").run(photoNo);
    kept.forEach((photoNo, index) => db.prepare("UPDATE station_photos SET position = ? WHERE photo_no = ?").run(index, photoNo));
    savePhotos(post.title_no, files, kept.length);
    res.json({ result: 1, message: "게시글이 수정되었습니다.", data: { title_no: post.title_no } });
  });

  function deletePosts(titleNos: number[]) {
    for (const titleNo of titleNos) {
      for (const table of ["station_photos", "station_likes", "station_comments", "station_pins"])
        db.prepare(`DELETE FROM ${table} WHERE title_no = ?`).run(titleNo);
      db.prepare("DELETE FROM station_posts WHERE title_no = ?").run(titleNo);
    }
  }

  // Bulk delete (board/1 with _method delete and a JSON list of ids).
  station.post("/:userId/board/1", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (req.body._method !== "delete") {
      res.status(405).json({ result: -1, message: "method not allowed" });
      return;
    }
    if (!canManage(found.role)) {
      res.status(403).json({ result: -1, message: "삭제 권한이 없습니다." });
      return;
    }
    const ids = titleList(req.body.title_lists).filter((titleNo) => postOf(found.station.station_no, titleNo));
    if (ids.length === 0) {
      res.json({ result: -1, message: "삭제할 게시글을 선택해 주세요." });
      return;
    }
    deletePosts(ids);
    res.json({ result: 1, message: `${ids.length}개의 게시글이 삭제되었습니다.` });
  });

  station.post("/:userId/title/:titleNo/notice/:again", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const post = postOf(found.station.station_no, Number(req.params.titleNo));
    if (!post || req.body._method !== "put") {
      res.status(post ? 405 : 404).json({ result: -1, message: post ? "method not allowed" : "게시글이 존재하지 않습니다." });
      return;
    }
    if (!canManage(found.role)) {
      res.status(403).json({ result: -1, message: "공지 설정 권한이 없습니다." });
      return;
    }
    const next = post.is_notice === 1 ? 0 : 1;
    db.prepare("UPDATE station_posts SET is_notice = ? WHERE title_no = ?").run(next, post.title_no);
    res.json({ result: 1, message: next ? "공지로 등록되었습니다." : "공지가 해제되었습니다.", data: { is_notice: next === 1 } });
  });

  station.get("/:userId/pin/:titleNo", (req, res) => {
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const pin = data.isPinned(found.station.station_no, Number(req.params.titleNo));
    res.json({ result: 1, data: { is_pin: Boolean(pin), expire_date: pin?.expire_date ?? null } });
  });
  station.post("/:userId/pin/:titleNo", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (!found.role.isOwner) {
      res.status(403).json({ result: -1, message: "고정 권한이 없습니다." });
      return;
    }
    const titleNo = Number(req.params.titleNo);
    if (req.body._method === "delete") {
      db.prepare("DELETE FROM station_pins WHERE station_no = ? AND title_no = ?").run(found.station.station_no, titleNo);
      res.json({ result: 1, message: "고정이 해제되었습니다." });
      return;
    }
    const exists =
      postOf(found.station.station_no, titleNo) ??
      db.prepare("SELECT 1 FROM vods WHERE station_no = ? AND title_no = ?").get(found.station.station_no, titleNo);
    if (!exists) {
      res.status(404).json({ result: -1, message: "게시글이 존재하지 않습니다." });
      return;
    }
    const expireDate = String(req.body.expireDate ?? req.body.expire_date ?? "");
    const latest = kstDate(Date.now() + 365 * DAY);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expireDate) || expireDate < today() || expireDate > latest) {
      res.json({ result: -1, message: "고정 만료일은 오늘부터 1년 이내로 선택해 주세요." });
      return;
    }
    db.prepare(
      "INSERT INTO station_pins (station_no, title_no, expire_date, reg_date) VALUES (?, ?, ?, ?) ON CONFLICT(station_no, title_no) DO UPDATE SET expire_date = excluded.expire_date",
    ).run(found.station.station_no, titleNo, expireDate, now());
    res.json({ result: 1, message: "홈에 고정되었습니다." });
  });

  // Move: choose the posts (moveselect answers where they may go), then move them (_method put).
  station.post("/:userId/board/moveselect", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (!canManage(found.role)) {
      res.status(403).json({ result: -1, message: "이동 권한이 없습니다." });
      return;
    }
    const ids = titleList(req.body.title_lists).filter((titleNo) => postOf(found.station.station_no, titleNo));
    if (ids.length === 0) {
      res.json({ result: -1, message: "이동할 게시글을 선택해 주세요." });
      return;
    }
    const targets = data.boards(found.station.station_no).filter((board) => [101, 104].includes(board.display_type));
    res.json({ result: 1, data: { title_lists: ids, old_bbs_no: Number(req.body.old_bbs_no) || null, boards: targets.map(boardJson) } });
  });
  station.post("/:userId/board/move", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (req.body._method !== "put") {
      res.status(405).json({ result: -1, message: "method not allowed" });
      return;
    }
    if (!canManage(found.role)) {
      res.status(403).json({ result: -1, message: "이동 권한이 없습니다." });
      return;
    }
    const target = data.boards(found.station.station_no).find((board) => board.bbs_no === Number(req.body.bbs_no) && [101, 104].includes(board.display_type));
    const ids = titleList(req.body.title_lists).filter((titleNo) => postOf(found.station.station_no, titleNo));
    if (!target || ids.length === 0) {
      res.json({ result: -1, message: "이동할 게시판을 선택해 주세요." });
      return;
    }
    for (const titleNo of ids) db.prepare("UPDATE station_posts SET bbs_no = ? WHERE title_no = ?").run(target.bbs_no, titleNo);
    res.json({ result: 1, message: `${ids.length}개의 게시글을 ${withParticle(`'${target.name}'`, "direction")} 이동했습니다.` });
  });

  // VOD posts: delete, blind information and un-blind.
  station.post("/:userId/vod/blind/:titleNo", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (req.body._method !== "delete" || !found.role.isOwner) {
      res.status(found.role.isOwner ? 405 : 403).json({ result: -1, message: "권한이 없습니다." });
      return;
    }
    const changed = db
      .prepare("DELETE FROM station_vod_blinds WHERE title_no = ? AND title_no IN (SELECT title_no FROM vods WHERE station_no = ?)")
      .run(Number(req.params.titleNo), found.station.station_no).changes;
    res.json(changed ? { result: 1, message: "블라인드가 해제되었습니다." } : { result: -1, message: "블라인드 처리된 VOD가 아닙니다." });
  });
  station.post("/:userId/vod/:titleNo", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    if (req.body._method !== "delete" || !found.role.isOwner) {
      res.status(found.role.isOwner ? 405 : 403).json({ result: -1, message: "권한이 없습니다." });
      return;
    }
    const titleNo = Number(req.params.titleNo);
    const changed = db.prepare("DELETE FROM vods WHERE title_no = ? AND station_no = ?").run(titleNo, found.station.station_no).changes;
    db.prepare("DELETE FROM station_vod_blinds WHERE title_no = ?").run(titleNo);
    db.prepare("DELETE FROM station_pins WHERE title_no = ?").run(titleNo);
    res.json(changed ? { result: 1, message: "VOD가 삭제되었습니다." } : { result: -1, message: "VOD가 존재하지 않습니다." });
  });
  station.get("/:userId/title/:titleNo/blind", (req, res) => {
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const row = db.prepare("SELECT * FROM station_vod_blinds WHERE title_no = ?").get(Number(req.params.titleNo)) as
      { blind_id: number; reason: string; reg_date: string } | undefined;
    if (!row || (req.query.blindId && Number(req.query.blindId) !== row.blind_id)) {
      res.json({ result: -1, message: "블라인드 정보가 없습니다." });
      return;
    }
    res.json({ result: 1, data: { blind_id: row.blind_id, reason: row.reason, reg_date: row.reg_date } });
  });

  // Report: the form's reasons and token, then the report itself.
  const reportToken = (userId: string) => Buffer.from(`${userId}:${today()}`).toString("base64url");
  station.get("/:userId/report", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    res.json({
      result: 1,
      data: {
        _token: reportToken(user.user_id),
        is_station_report: Number(req.query.isStationReport ?? 0),
        reasons: REPORT_REASONS.map((name, index) => ({ report_info_no: index + 1, name })),
      },
    });
  });
  station.post("/:userId/report", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const body = req.body as Record<string, string>;
    if (body._token !== reportToken(user.user_id)) {
      res.status(419).json({ result: -1, message: "페이지가 만료되었습니다. 다시 시도해 주세요." });
      return;
    }
    const reason = Number(body.reportInfoNo);
    if (!Number.isInteger(reason) || reason < 1 || reason > REPORT_REASONS.length) {
      res.json({ result: -1, message: "신고 사유를 선택해 주세요." });
      return;
    }
    const commonIdx = Number(body.commonIdx);
    const boardType = Number(body.boardType) || 104;
    // A comment (203) or a reply (204) of this station, someone else's; a post by its number.
    const isComment = boardType === 203 || boardType === 204;
    if (isComment) {
      const target = reportableComment(ctx, found.station.station_no, commonIdx, user.user_id);
      if (target !== "ok") {
        res
          .status(target === "missing" ? 404 : 403)
          .json({ result: -1, message: target === "missing" ? "댓글이 존재하지 않습니다." : "내 댓글은 신고할 수 없습니다." });
        return;
      }
    }
    const detail = String(body.comment ?? "").trim();
    if ([...detail].length > REPORT_COMMENT_MAX) {
      res.json({ result: -1, message: `상세 내용은 ${REPORT_COMMENT_MAX}자까지 입력할 수 있습니다.` });
      return;
    }
    const already = db
      .prepare("SELECT 1 FROM station_reports WHERE reporter_id = ? AND common_idx = ? AND (board_type IN (203, 204)) = ?")
      .get(user.user_id, commonIdx, isComment ? 1 : 0);
    if (already) {
      res.json({ result: -1, message: isComment ? "이미 신고한 댓글입니다." : "이미 신고한 게시글입니다." });
      return;
    }
    db.prepare(
      `INSERT INTO station_reports (station_no, reporter_id, writer_id, common_idx, board_type, mode, is_station_report, report_info_no, comment, reg_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      found.station.station_no,
      user.user_id,
      String(body.writerId ?? ""),
      commonIdx,
      boardType,
      String(body.mode ?? "title"),
      Number(body.isStationReport) ? 1 : 0,
      reason,
      detail,
      now(),
    );
    res.json({ result: 1, message: "신고가 접수되었습니다." });
  });

  // Settings (paths not shown in the spec): what the basic page edits, and saving it.
  station.get("/:userId/setting", (req, res) => {
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const { station: st, role } = found;
    if (!canManage(role)) {
      res.status(403).json({ result: -1, code: 1106, message: "방송국 관리 권한이 없습니다." });
      return;
    }
    const links = db.prepare("SELECT code, url, link_name FROM station_links WHERE station_no = ? ORDER BY position").all(st.station_no);
    res.json({
      result: 1,
      data: { role: role.isOwner ? "owner" : "manager", station_name: st.station_name, station_title: st.station_title, profile_text: st.profile_text, links },
    });
  });
  station.post("/:userId/setting/basic", (req, res) => {
    const user = requireLogin(req, res);
    if (!user) return;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return;
    const { station: st, role } = found;
    if (!role.isOwner) {
      res.status(403).json({ result: -1, code: 1106, message: "방송국 관리 권한이 없습니다." });
      return;
    }
    const body = req.body as Record<string, string>;
    const name = String(body.station_name ?? "").trim();
    if (!name || RESERVED_NAMES.some((word) => name.toLowerCase().includes(word))) {
      res.json({ result: -1, code: 1305, message: "사용할 수 없는 방송국 이름입니다." });
      return;
    }
    if (byteLength(name) > NAME_MAX_BYTES) {
      res.json({ result: -1, code: 1306, message: "방송국 이름이 너무 깁니다." });
      return;
    }
    if (db.prepare("SELECT 1 FROM stations WHERE station_name = ? AND station_no <> ?").get(name, st.station_no)) {
      res.json({ result: -1, code: 1307, message: "이미 사용 중인 방송국 이름입니다." });
      return;
    }
    const links = fromJson<Array<{ code?: unknown; url?: unknown; link_name?: unknown }>>(body.links, []);
    const cleanLinks = links
      .map((link) => ({ code: Number(link.code), url: String(link.url ?? ""), name: String(link.link_name ?? "").slice(0, 30) }))
      .filter((link) => [1, 2, 3, 4, 5, 9].includes(link.code) && /^https?:\/\/[^\s/]+\.[^\s/]+/.test(link.url))
      .slice(0, 10);
    db.prepare("UPDATE stations SET station_name = ?, station_title = ?, profile_text = ? WHERE station_no = ?").run(
      name,
      String(body.station_title ?? "").slice(0, 100),
      String(body.profile_text ?? "").slice(0, 1000),
      st.station_no,
    );
    db.prepare("DELETE FROM station_links WHERE station_no = ?").run(st.station_no);
    cleanLinks.forEach((link, index) =>
      db
        .prepare("INSERT INTO station_links (station_no, code, url, link_name, position) VALUES (?, ?, ?, ?, ?)")
        .run(st.station_no, link.code, link.url, link.name, index),
    );
    res.json({ result: 1, message: "저장되었습니다." });
  });

  // ---------------------------------------------------------------- item host (001 §7.4)
  const item = routers.item;
  item.post("/api/subscription/a/info", (req, res) => {
    const user = currentUser(db, req);
    if (!user) {
      res.json({ result: -1, message: "로그인이 필요합니다.", data: null });
      return;
    }
    const bj = data.station(String(req.body.bj_id ?? ""));
    if (!bj) {
      res.json({ result: -1, message: "존재하지 않는 스트리머입니다.", data: null });
      return;
    }
    if (user.is_suspended) {
      res.json({
        result: -1102,
        message: "이용 정지 중에는 구독할 수 없습니다.",
        data: { start_date: kstDate(Date.now() - 3 * DAY), end_date: kstDate(Date.now() + 27 * DAY) },
      });
      return;
    }
    const subscribed = data.role(bj, user.user_id).isSubscriber;
    const ticket = db.prepare("SELECT * FROM item_tickets WHERE user_id = ? AND used_at IS NULL ORDER BY ticket_no LIMIT 1").get(user.user_id) as
      { svc_coupon: string; prod_name: string; ticket_type: string; period_days: number; reg_date: string } | undefined;
    res.json({
      result: 1,
      data: subscribed
        ? {
            subscription_type: "auto",
            subscription_ticket_type: "",
            first_payment_date: kstDate(Date.now() - 40 * DAY),
            expire_payment_date: kstDate(Date.now() + 20 * DAY),
            rest_payment_date: 20,
            hold_flag: 0,
            prod_name: "정기 구독",
            svc_coupon: "",
            message: "",
            regist_date: kstDate(Date.now() - 40 * DAY),
            regist_term_date: "",
          }
        : {
            subscription_type: "ticket",
            subscription_ticket_type: ticket?.ticket_type ?? "",
            first_payment_date: null,
            expire_payment_date: null,
            rest_payment_date: null,
            hold_flag: ticket ? 1 : 0,
            prod_name: ticket?.prod_name ?? "",
            svc_coupon: ticket?.svc_coupon ?? "",
            message: ticket ? `보유한 ${withParticle(ticket.prod_name, "subject")} 있습니다.` : "",
            regist_date: ticket?.reg_date ?? null,
            regist_term_date: ticket ? `${ticket.period_days}일` : "",
          },
    });
  });
  item.post("/api/subscription/a/giftUse", (req, res) => {
    const user = currentUser(db, req);
    if (!user || String(req.body.send_id ?? "") !== user.user_id) {
      res.json({ result: -1, message: "로그인이 필요합니다." });
      return;
    }
    const bj = data.station(String(req.body.recv_id ?? ""));
    const ticket = db
      .prepare("SELECT * FROM item_tickets WHERE user_id = ? AND svc_coupon = ? AND used_at IS NULL")
      .get(user.user_id, String(req.body.svc_coupon ?? "")) as { ticket_no: number; prod_name: string; period_days: number } | undefined;
    if (!bj || !ticket) {
      res.json({ result: -1, message: "사용할 수 있는 구독권이 없습니다." });
      return;
    }
    if (data.role(bj, user.user_id).isSubscriber) {
      res.json({ result: -1, message: "이미 구독 중인 스트리머입니다." });
      return;
    }
    db.prepare("UPDATE item_tickets SET used_at = ?, used_for = ? WHERE ticket_no = ?").run(now(), bj.user_id, ticket.ticket_no);
    db.prepare(
      "INSERT INTO station_members (station_no, user_id, is_fanclub, is_subscriber) VALUES (?, ?, 0, 1) ON CONFLICT(station_no, user_id) DO UPDATE SET is_subscriber = 1",
    ).run(bj.station_no, user.user_id);
    res.json({
      result: 1,
      data: { message: `${bj.nickname}님을 구독했습니다.`, item_name: ticket.prod_name, period: ticket.period_days, remain_days: ticket.period_days },
    });
  });
  item.get("/api/item_info/index.php", (req, res) => {
    if (req.query.work !== "IN_APP" || req.query.type !== "subscription") {
      res.json({ result: -1, data: null });
      return;
    }
    res.json({
      result: 1,
      data: {
        items: [
          { item_id: "SUBS_1M", item_name: "구독권 1개월", price: 4900, period: 30 },
          { item_id: "SUBS_3M", item_name: "구독권 3개월", price: 13900, period: 90 },
        ],
      },
    });
  });

  // ---------------------------------------------------------------- pages opened from stations
  const standIn = (title: string, lines: string[]) =>
    page(title, `<h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p data-testid="popup-target">${escapeHtml(line)}</p>`).join("")}`);
  routers.note.get("/app/index.php", (req, res) => {
    res.type("html").send(standIn("쪽지 보내기", [`받는 사람: ${String(req.query.id_list ?? req.query.targetUserId ?? "")}`]));
  });
  routers.note.get("/", (_req, res) => {
    res.type("html").send(standIn("쪽지", ["모바일 쪽지함"]));
  });
  item.get("/popup/:kind", (req, res) => {
    const titles: Record<string, string> = { subscription: "구독하기", adballoon: "애드벌룬 선물", sticker: "스티커 선물" };
    const title = titles[req.params.kind];
    if (!title) {
      res
        .status(404)
        .type("html")
        .send(standIn("없는 페이지", [req.params.kind]));
      return;
    }
    res.type("html").send(standIn(title, [String(req.query.bj_id ?? req.query.szBjId ?? "")]));
  });
  item.get("/store", (req, res) => {
    res.type("html").send(standIn("스토어", [String(req.query.bj_id ?? "")]));
  });
  item.get("/point/:kind", (req, res) => {
    res.type("html").send(standIn(req.params.kind === "gift" ? "선물받은 별풍선" : "내 수익", [`gifttype=${String(req.query.gifttype ?? "")}`]));
  });
  // The older station host's post page (000 §2.2 '{station host}/{userId}/post/{titleNo}'): what the
  // feed, hot list, story and search answers name as a post's url, and what a copied share link opens.
  routers.st.get("/:userId/post/:titleNo", (req, res) => {
    const found = data.station(req.params.userId);
    const titleNo = Number(req.params.titleNo);
    const row = found && Number.isInteger(titleNo) ? findItem(found, data.role(found, null), titleNo) : null;
    const hidden =
      row &&
      (row.is_blind === 1 ||
        (row.is_vod ? row.vod_auth_no === 102 : (data.boards(found!.station_no).find((b) => b.bbs_no === row.bbs_no)?.auth_no ?? 101) !== 101));
    if (!found || !row || hidden) {
      res
        .status(row ? 403 : 404)
        .type("html")
        .send(standIn(row ? "볼 수 없는 게시글" : "없는 게시글", [`${req.params.userId} / ${req.params.titleNo}`]));
      return;
    }
    res.type("html").send(
      page(
        row.title_name,
        `<h1>${escapeHtml(row.title_name)}</h1><p data-testid="post-target">${escapeHtml(found.user_id)} / ${titleNo}</p>
        <p>${escapeHtml(row.user_nick)} · ${escapeHtml(found.station_name)} · 댓글 ${row.comment_cnt}</p>`,
      ),
    );
  });
  routers.st.get("/program/:kind", (req, res) => {
    res.type("html").send(standIn("스트리머 프로그램", [req.params.kind]));
  });
  routers.vod.get("/editor/:kind", (req, res) => {
    res.type("html").send(standIn("VOD 편집", [req.params.kind, `nTitleNo=${String(req.query.nTitleNo ?? "")}`]));
  });

  // Post photos: uploaded bytes as they came, seeded ones as generated pictures.
  routers.img.get("/post/:photoNo", (req, res) => {
    const row = db.prepare("SELECT mime, data FROM station_photos WHERE photo_no = ?").get(Number(req.params.photoNo)) as
      { mime: string | null; data: Buffer | null } | undefined;
    if (row?.data && row.mime) {
      sendPicture(res, row.data, row.mime);
      return;
    }
    sendPicture(res, generatedPicture(`post${req.params.photoNo}`, 800, 600));
  });

  // Test API: the stations that answer with an error code (001 §8).
  routers.test.get("/station/statuses", (_req, res) => {
    res.json(
      db.prepare(`SELECT user_id, status_code AS code FROM station_display WHERE status_code IN (${STATUS_CODES.join(",")}) ORDER BY status_code`).all(),
    );
  });
}
