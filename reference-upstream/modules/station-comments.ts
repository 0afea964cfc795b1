// Comments and replies under station posts and VOD posts (001 §6: the comment and reply flags, isCommentWritable,
// isReplyWritable), on the channel API where the comments are read (upstream-shapes §5): a page of comments at a
// time, each followed by its replies (one level), with each item's permission flags; written, edited, deleted,
// pinned and hidden with the roles' checks. The rows are station_comments, which every role that counts or lists
// comments reads (the post's count, the board rows, the feed, the hot list, search, the story list), so a change
// here is seen everywhere at once. The paths of the writes are not shown in the spec (docs/choices.md, 'Comment calls').
import type { Request, Response } from "express";
import { kstWallClock } from "../time";
import type { ModuleContext, RoleRouters } from "../types";
import { currentUser, type UserRow } from "./auth";
import { deniedAnswer, type Role, type StationData, type StationRow } from "./station-data";

/** Comments (with their replies) per page. */
export const COMMENT_PAGE_SIZE = 20;
/** The longest comment or reply, in characters (code points: an emoji is one). */
export const COMMENT_MAX = 1000;

/** Characters that are never text: C0/C1 controls but tab and line breaks, DEL, bidi embeddings, overrides and isolates. */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

type CommentRow = {
  comment_no: number;
  title_no: number;
  parent_no: number | null;
  user_id: string;
  nickname: string;
  comment: string;
  reg_date: string;
  modify_date: string | null;
  is_pin: number;
  is_hide: number;
};

/** The post (or VOD post) a comment call names, as the station's routes find it. */
export type CommentedItem = { title_no: number; is_vod: number; is_blind: number; vod_auth_no: number | null; bbs_no: number };

export type CommentHelpers = {
  data: StationData;
  stationFor: (req: Request, res: Response, id: string) => { station: StationRow; role: Role } | null;
  findItem: (station: StationRow, role: Role, titleNo: number) => CommentedItem | null;
};

/** The text as stored: without control and direction characters, line breaks as \n, trimmed; or why not. */
export function commentText(raw: unknown): { text: string } | { problem: string } {
  const text = String(raw ?? "")
    .replace(NOT_TEXT, "")
    .replace(/\r\n?/g, "\n")
    .trim();
  if (!text) return { problem: "댓글 내용을 입력해 주세요." };
  if ([...text].length > COMMENT_MAX) return { problem: `댓글은 ${COMMENT_MAX.toLocaleString("ko-KR")}자까지 입력할 수 있습니다.` };
  return { text };
}

export function mountStationComments(routers: RoleRouters, ctx: ModuleContext, { data, stationFor, findItem }: CommentHelpers) {
  const { db } = ctx;
  const channel = routers.channel;
  const now = () => kstWallClock(Date.now());
  const canManage = (role: Role) => role.isOwner || role.isManager;
  const select = `SELECT c.*, u.nickname FROM station_comments c JOIN users u ON u.user_id = c.user_id`;
  const commentOf = db.prepare(`${select} WHERE c.comment_no = ? AND c.title_no = ?`);
  const isVod = db.prepare("SELECT 1 FROM vods WHERE title_no = ?").pluck();

  /** The post whose comments are asked for, readable by this viewer; else the refusal is answered. */
  function postFor(req: Request, res: Response) {
    const found = stationFor(req, res, req.params.id);
    if (!found) return null;
    const { station, role } = found;
    const titleNo = Number(req.params.titleNo);
    const item = Number.isInteger(titleNo) ? findItem(station, role, titleNo) : null;
    if (!item || (item.is_vod && !role.isOwner && (item.is_blind || item.vod_auth_no === 102))) {
      res.status(404).json({ result: -1, code: 404, message: "게시글이 존재하지 않습니다." });
      return null;
    }
    if (!item.is_vod) {
      const board = data.boards(station.station_no).find((each) => each.bbs_no === item.bbs_no);
      const denial = data.readDenial(board?.auth_no ?? 101, role);
      if (denial) {
        res.status(403).json(deniedAnswer(denial));
        return null;
      }
    }
    return { station, role, titleNo };
  }

  /** Who may write: a member who is not suspended (the blacklisted never get this far: the station refuses them). */
  const mayWrite = (user: UserRow | null) => Boolean(user && !user.is_suspended);

  function itemJson(row: CommentRow, role: Role) {
    const writer = role.userId === row.user_id;
    const manage = canManage(role);
    const reply = row.parent_no !== null;
    const hidden = row.is_hide === 1;
    return {
      p_comment_no: row.parent_no ?? row.comment_no,
      c_comment_no: reply ? row.comment_no : 0,
      user_id: row.user_id,
      user_nick: row.nickname,
      profile_image: data.profileImage(row.user_id),
      // A hidden comment's text is its writer's and the station's managers' only.
      comment: hidden && !writer && !manage ? "" : row.comment,
      reg_date: row.reg_date,
      modify_date: row.modify_date,
      is_pin: row.is_pin === 1,
      is_hide: hidden,
      authority: {
        is_update: writer,
        is_delete: writer || manage,
        is_pin: manage && !reply && row.is_pin !== 1,
        is_unpin: manage && !reply && row.is_pin === 1,
        is_report: Boolean(role.userId) && !writer,
        is_hide: manage && !hidden,
        is_unhide: manage && hidden,
      },
    };
  }

  // GET: one page of comments (the pinned one first), each followed by its replies, oldest reply first. Newest
  // comments first, or as written with orderby=reg_date_asc. p_comment_no without a page asks for the page holding
  // that comment (its own link).
  channel.get("/api/:id/title/:titleNo/comment", (req, res) => {
    const post = postFor(req, res);
    if (!post) return;
    const { role, titleNo } = post;
    const user = role.userId ? currentUser(db, req) : null;
    const direction = req.query.orderby === "reg_date_asc" ? "ASC" : "DESC";
    const order = db
      .prepare(
        `SELECT comment_no FROM station_comments WHERE title_no = ? AND parent_no IS NULL ORDER BY is_pin DESC, reg_date ${direction}, comment_no ${direction}`,
      )
      .pluck()
      .all(titleNo) as number[];
    const lastPage = Math.max(1, Math.ceil(order.length / COMMENT_PAGE_SIZE));
    const wanted = Number(req.query.p_comment_no);
    const at = req.query.page === undefined && Number.isInteger(wanted) ? order.indexOf(wanted) : -1;
    const page = at >= 0 ? Math.floor(at / COMMENT_PAGE_SIZE) + 1 : Math.max(1, Number(req.query.page) || 1);
    const parents = order.slice((page - 1) * COMMENT_PAGE_SIZE, page * COMMENT_PAGE_SIZE);
    const rows = parents.length
      ? (db.prepare(`${select} WHERE c.comment_no IN (${parents.join(",")}) OR c.parent_no IN (${parents.join(",")})`).all() as CommentRow[])
      : [];
    const byParent = new Map<number, CommentRow[]>();
    for (const row of rows.filter((each) => each.parent_no !== null).sort((a, b) => a.reg_date.localeCompare(b.reg_date) || a.comment_no - b.comment_no))
      byParent.set(row.parent_no!, [...(byParent.get(row.parent_no!) ?? []), row]);
    const listed = parents.flatMap((no) => {
      const parent = rows.find((row) => row.comment_no === no);
      return parent ? [parent, ...(byParent.get(no) ?? [])] : [];
    });
    const path = `/api/${req.params.id}/title/${titleNo}/comment`;
    res.json({
      data: listed.map((row) => itemJson(row, role)),
      meta: {
        current_page: page,
        from: order.length ? (page - 1) * COMMENT_PAGE_SIZE + 1 : null,
        last_page: lastPage,
        path,
        per_page: COMMENT_PAGE_SIZE,
        to: Math.min(order.length, page * COMMENT_PAGE_SIZE) || null,
        // Comments (the replies are listed with theirs).
        total: order.length,
      },
      links: {
        first: `${path}?page=1`,
        last: `${path}?page=${lastPage}`,
        prev: page > 1 ? `${path}?page=${page - 1}` : null,
        next: page < lastPage ? `${path}?page=${page + 1}` : null,
      },
      authority: { is_comment_writable: mayWrite(user), is_reply_writable: mayWrite(user) },
    });
  });

  /** A VOD's count is a column of its own (the VOD lists read it): kept equal to its comments. */
  function countChanged(titleNo: number) {
    if (isVod.get(titleNo))
      db.prepare("UPDATE vods SET comment_cnt = (SELECT COUNT(*) FROM station_comments WHERE title_no = ?) WHERE title_no = ?").run(titleNo, titleNo);
  }

  const refuse = (res: Response, status: number, message: string) => res.status(status).json({ result: -1, message });

  /** A write's caller: logged in, on a post they may read; and the comment it names (with its reply), when it names one. */
  function writeTarget(req: Request, res: Response) {
    const user = currentUser(db, req);
    if (!user) {
      res.status(401).json({ result: -1, code: -10000, message: "restricted area" });
      return null;
    }
    const post = postFor(req, res);
    if (!post) return null;
    let comment: CommentRow | null = null;
    if (req.params.pCommentNo !== undefined) {
      const parent = commentOf.get(Number(req.params.pCommentNo), post.titleNo) as CommentRow | undefined;
      const own = req.params.cCommentNo === undefined ? parent : (commentOf.get(Number(req.params.cCommentNo), post.titleNo) as CommentRow | undefined);
      const fits = parent && parent.parent_no === null && own && (own === parent || own.parent_no === parent.comment_no);
      if (!fits) {
        refuse(res, 404, "댓글이 존재하지 않습니다.");
        return null;
      }
      comment = own!;
    }
    return { ...post, user, comment };
  }

  function write(req: Request, res: Response) {
    const target = writeTarget(req, res);
    if (!target) return;
    if (!mayWrite(target.user)) return refuse(res, 403, "댓글을 쓸 수 없습니다.");
    // A reply answers a comment, never another reply (one level).
    if (target.comment && target.comment.parent_no !== null) return refuse(res, 404, "댓글이 존재하지 않습니다.");
    const checked = commentText(req.body.comment);
    if ("problem" in checked) return res.json({ result: -1, message: checked.problem });
    const parentNo = target.comment?.comment_no ?? null;
    const commentNo = Number(
      db
        .prepare("INSERT INTO station_comments (title_no, parent_no, user_id, comment, reg_date) VALUES (?, ?, ?, ?, ?)")
        .run(target.titleNo, parentNo, target.user.user_id, checked.text, now()).lastInsertRowid,
    );
    countChanged(target.titleNo);
    res.json({
      result: 1,
      message: parentNo ? "답글이 등록되었습니다." : "댓글이 등록되었습니다.",
      data: { p_comment_no: parentNo ?? commentNo, c_comment_no: parentNo ? commentNo : 0 },
    });
  }
  channel.post("/api/:id/title/:titleNo/comment", write);
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo/reply", write);

  // Edit (_method put: its writer) and delete (_method delete: its writer, the owner or a manager; a comment
  // takes its replies along).
  function change(req: Request, res: Response) {
    const target = writeTarget(req, res);
    if (!target?.comment) return;
    const { comment, role, user, titleNo } = target;
    const method = String(req.body._method ?? "").toLowerCase();
    const reply = comment.parent_no !== null;
    if (method === "delete") {
      if (comment.user_id !== user.user_id && !canManage(role)) return refuse(res, 403, "삭제 권한이 없습니다.");
      db.prepare("DELETE FROM station_comments WHERE comment_no = ? OR parent_no = ?").run(comment.comment_no, comment.comment_no);
      countChanged(titleNo);
      return res.json({ result: 1, message: reply ? "답글 삭제가 완료되었습니다." : "댓글(답글 포함) 삭제가 완료되었습니다." });
    }
    if (method !== "put") return refuse(res, 405, "method not allowed");
    if (comment.user_id !== user.user_id) return refuse(res, 403, "수정 권한이 없습니다.");
    const checked = commentText(req.body.comment);
    if ("problem" in checked) return res.json({ result: -1, message: checked.problem });
    db.prepare("UPDATE station_comments SET comment = ?, modify_date = ? WHERE comment_no = ?").run(checked.text, now(), comment.comment_no);
    res.json({ result: 1, message: reply ? "답글이 수정되었습니다." : "댓글이 수정되었습니다." });
  }
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo", change);
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo/reply/:cCommentNo", change);

  // Pin (a comment, one per post: pinning another takes the pin from the first) and unpin (_method delete).
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo/pin", (req, res) => {
    const target = writeTarget(req, res);
    if (!target?.comment) return;
    if (!canManage(target.role)) return refuse(res, 403, "고정 권한이 없습니다.");
    if (String(req.body._method ?? "").toLowerCase() === "delete") {
      db.prepare("UPDATE station_comments SET is_pin = 0 WHERE comment_no = ?").run(target.comment.comment_no);
      return res.json({ result: 1, message: "댓글 고정이 해제되었습니다." });
    }
    db.prepare("UPDATE station_comments SET is_pin = (comment_no = ?) WHERE title_no = ? AND parent_no IS NULL").run(target.comment.comment_no, target.titleNo);
    res.json({ result: 1, message: "댓글이 고정되었습니다." });
  });

  // Hide and unhide (_method delete): a comment or a reply, by the owner or a manager.
  function hide(req: Request, res: Response) {
    const target = writeTarget(req, res);
    if (!target?.comment) return;
    if (!canManage(target.role)) return refuse(res, 403, "숨김 권한이 없습니다.");
    const on = String(req.body._method ?? "").toLowerCase() !== "delete";
    db.prepare("UPDATE station_comments SET is_hide = ? WHERE comment_no = ?").run(on ? 1 : 0, target.comment.comment_no);
    res.json({ result: 1, message: on ? "댓글을 숨겼습니다." : "댓글 숨김이 해제되었습니다." });
  }
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo/hide", hide);
  channel.post("/api/:id/title/:titleNo/comment/:pCommentNo/reply/:cCommentNo/hide", hide);
}

/** Whether a report's target (a comment or reply of the station) exists and is not the reporter's own. */
export function reportableComment(ctx: ModuleContext, stationNo: number, commentNo: number, reporterId: string): "ok" | "missing" | "own" {
  const row = ctx.db
    .prepare(
      `SELECT c.user_id FROM station_comments c
       LEFT JOIN station_posts p ON p.title_no = c.title_no LEFT JOIN vods v ON v.title_no = c.title_no
       WHERE c.comment_no = ? AND COALESCE(p.station_no, v.station_no) = ?`,
    )
    .get(commentNo, stationNo) as { user_id: string } | undefined;
  if (!row) return "missing";
  return row.user_id === reporterId ? "own" : "ok";
}
