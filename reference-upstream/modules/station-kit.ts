// What the station area's routes share: request bodies with photos, the station and role of a path, and
// the parts of answers (boards, post items, Laravel paging) that several of its calls send.
import { fileNameAsSent } from "../file-names";
import Busboy from "busboy";
import type { Request, Response } from "express";
import { fromJson } from "../db";
import {} from "../html";
import { kstDate, kstWallClock } from "../time";
import type { ModuleContext } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";
import { answerCode, createStationData, STATION_ERRORS, type BoardRow, type Role, type StationRow } from "./station-data";

export const PAGE_SIZE = 20;
export const VOD_BOARD_TYPES = [105, 108, 109];
export const SORTS: Record<string, string> = {
  reg_date: "reg_date DESC, title_no DESC",
  reg_date_asc: "reg_date ASC, title_no ASC",
  read_cnt: "read_cnt DESC, title_no DESC",
  comment_cnt: "comment_cnt DESC, title_no DESC",
  like_cnt: "like_cnt DESC, title_no DESC",
  popular: "(read_cnt + like_cnt * 10) DESC, title_no DESC",
};
export const SEARCH_FIELDS: Record<string, string> = {
  title: "title_name",
  contents: "content",
  user_nick: "user_nick",
  user_id: "user_id",
  hashtags: "hash_tags",
};
/** Station names: at most 40 bytes (Hangul 2), some words reserved (001 §5: codes 1305, 1306, 1307). */
export const NAME_MAX_BYTES = 40;
export const RESERVED_NAMES = ["운영자", "관리자", "admin", "스트림온"];
export const REPORT_REASONS = ["욕설/비방", "음란성 게시물", "광고/홍보", "도배", "개인정보 노출", "기타"];
export const REPORT_COMMENT_MAX = 500;
export const PHOTO_LIMIT = 4;
export const PHOTO_MAX_BYTES = 3 * 1024 * 1024;

export type ItemRow = {
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

export type Upload = { field: string; filename: string; mime: string; data: Buffer };

/** Multipart bodies (write and edit with photos); urlencoded bodies are already parsed by express. */
export function readBody(req: Request): Promise<{ fields: Record<string, string>; files: Upload[] }> {
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
export function pictureType(data: Buffer): string | null {
  if (data[0] === 0xff && data[1] === 0xd8) return "image/jpeg";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (data.subarray(0, 3).toString("ascii") === "GIF") return "image/gif";
  if (data.subarray(0, 4).toString("ascii") === "RIFF" && data.subarray(8, 12).toString("ascii") === "WEBP") return "image/webp";
  return null;
}

export const byteLength = (text: string) => [...text].reduce((sum, char) => sum + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(char) ? 2 : 1), 0);

export function titleList(value: unknown): number[] {
  const parsed = typeof value === "string" ? fromJson<unknown>(value, value.split(",")) : value;
  const list = Array.isArray(parsed) ? parsed : [];
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** What every part of the station routes shares: the station data, the caller's role and the answers' common parts. */
export function createStationKit(ctx: ModuleContext) {
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

  // One post (or VOD post) with its permission flags (001 §6).
  function findItem(station: StationRow, role: Role, titleNo: number): ItemRow | null {
    return (db.prepare(`${items(station, { ...role, isOwner: true })} SELECT * FROM items WHERE title_no = ?`).get(titleNo) as ItemRow | undefined) ?? null;
  }

  return { ctx, db, data, nickOf, now, today, stationFor, requireLogin, canManage, boardJson, items, itemJson, meta, findItem };
}

export type StationKit = ReturnType<typeof createStationKit>;
