// The station API's boards (001 §7.1): push settings, board lists, writing, editing and deleting posts,
// notices, pins, moving posts between boards and the VOD posts' blinds.
import type { Request, Response } from "express";
import { toJson } from "../db";
import {} from "../html";
import { DAY, kstDate } from "../time";
import type { RoleRouters } from "../types";
import { deniedAnswer, type BoardRow } from "./station-data";
import { withParticle } from "../../app/i18n/ko/particles";
import {
  PAGE_SIZE,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  SEARCH_FIELDS,
  SORTS,
  pictureType,
  readBody,
  titleList,
  type ItemRow,
  type StationKit,
  type Upload,
} from "./station-kit";

/** Boards and post management on the station host. */
export function mountStationBoards(routers: RoleRouters, kit: StationKit) {
  const { db, data, now, today, stationFor, requireLogin, canManage, boardJson, items, itemJson, meta } = kit;
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

  /** The form's comma-separated hashtags as the post table stores them. */
  const hashTagsJson = (fields: Record<string, string>) =>
    toJson(
      fields.hashtags
        ? fields.hashtags
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
    );

  /** A post form a signed-in user sends to a station: the user, the station and the form read; null once it has answered. */
  async function signedInForm(req: Request, res: Response) {
    const user = requireLogin(req, res);
    if (!user) return null;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return null;
    return { user, found, ...(await readBody(req)) };
  }

  station.post("/:userId/title", async (req, res) => {
    const form = await signedInForm(req, res);
    if (!form) return;
    const { user, found, fields, files } = form;
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
      .run(found.station.station_no, board.bbs_no, user.user_id, fields.title.trim(), fields.content, now(), hashTagsJson(fields));
    const titleNo = Number(inserted.lastInsertRowid);
    savePhotos(titleNo, files, 0);
    res.json({ result: 1, message: "게시글이 등록되었습니다.", data: { title_no: titleNo } });
  });

  const postOf = (stationNo: number, titleNo: number) =>
    db.prepare("SELECT * FROM station_posts WHERE station_no = ? AND title_no = ?").get(stationNo, titleNo) as
      { title_no: number; user_id: string; bbs_no: number; is_notice: number } | undefined;

  // Update (_method put, mine: the path's update form is not shown) and delete (_method delete).
  station.post("/:userId/title/:titleNo", async (req, res) => {
    const form = await signedInForm(req, res);
    if (!form) return;
    const { user, found, fields, files } = form;
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
      hashTagsJson(fields),
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

  /**
   * What the bulk calls on a station's posts (delete, choose where to move, move) check first: a signed-in
   * manager, the form's method where the call names one, then the chosen posts that are this station's.
   * Null once it has answered.
   */
  function managedSelection(req: Request, res: Response, method: "delete" | "put" | null, forbidden: string) {
    const user = requireLogin(req, res);
    if (!user) return null;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return null;
    if (method && req.body._method !== method) {
      res.status(405).json({ result: -1, message: "method not allowed" });
      return null;
    }
    if (!canManage(found.role)) {
      res.status(403).json({ result: -1, message: forbidden });
      return null;
    }
    const ids = titleList(req.body.title_lists).filter((titleNo) => postOf(found.station.station_no, titleNo));
    return { found, ids };
  }

  // Bulk delete (board/1 with _method delete and a JSON list of ids).
  station.post("/:userId/board/1", (req, res) => {
    const selection = managedSelection(req, res, "delete", "삭제 권한이 없습니다.");
    if (!selection) return;
    if (selection.ids.length === 0) {
      res.json({ result: -1, message: "삭제할 게시글을 선택해 주세요." });
      return;
    }
    deletePosts(selection.ids);
    res.json({ result: 1, message: `${selection.ids.length}개의 게시글이 삭제되었습니다.` });
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
  const moveTargets = (stationNo: number) => data.boards(stationNo).filter((board) => [101, 104].includes(board.display_type));
  station.post("/:userId/board/moveselect", (req, res) => {
    const selection = managedSelection(req, res, null, "이동 권한이 없습니다.");
    if (!selection) return;
    const { found, ids } = selection;
    if (ids.length === 0) {
      res.json({ result: -1, message: "이동할 게시글을 선택해 주세요." });
      return;
    }
    const targets = moveTargets(found.station.station_no);
    res.json({ result: 1, data: { title_lists: ids, old_bbs_no: Number(req.body.old_bbs_no) || null, boards: targets.map(boardJson) } });
  });
  station.post("/:userId/board/move", (req, res) => {
    const selection = managedSelection(req, res, "put", "이동 권한이 없습니다.");
    if (!selection) return;
    const { found, ids } = selection;
    const target = moveTargets(found.station.station_no).find((board) => board.bbs_no === Number(req.body.bbs_no));
    if (!target || ids.length === 0) {
      res.json({ result: -1, message: "이동할 게시판을 선택해 주세요." });
      return;
    }
    for (const titleNo of ids) db.prepare("UPDATE station_posts SET bbs_no = ? WHERE title_no = ?").run(target.bbs_no, titleNo);
    res.json({ result: 1, message: `${ids.length}개의 게시글을 ${withParticle(`'${target.name}'`, "direction")} 이동했습니다.` });
  });

  // VOD posts: delete, blind information and un-blind.
  /** The station when the signed-in owner asks for a delete (_method delete); null once it has answered. */
  function ownerDeleting(req: Request, res: Response) {
    const user = requireLogin(req, res);
    if (!user) return null;
    const found = stationFor(req, res, req.params.userId);
    if (!found) return null;
    if (req.body._method !== "delete" || !found.role.isOwner) {
      res.status(found.role.isOwner ? 405 : 403).json({ result: -1, message: "권한이 없습니다." });
      return null;
    }
    return found;
  }
  station.post("/:userId/vod/blind/:titleNo", (req, res) => {
    const found = ownerDeleting(req, res);
    if (!found) return;
    const changed = db
      .prepare("DELETE FROM station_vod_blinds WHERE title_no = ? AND title_no IN (SELECT title_no FROM vods WHERE station_no = ?)")
      .run(Number(req.params.titleNo), found.station.station_no).changes;
    res.json(changed ? { result: 1, message: "블라인드가 해제되었습니다." } : { result: -1, message: "블라인드 처리된 VOD가 아닙니다." });
  });
  station.post("/:userId/vod/:titleNo", (req, res) => {
    const found = ownerDeleting(req, res);
    if (!found) return;
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
}
