// One post on the channel API (001 §6, §7.1): the post page with its permission flags, its comments
// (their own module) and likes.
import type { Request, Response } from "express";
import {} from "../html";
import type { RoleRouters } from "../types";
import { currentUser } from "./auth";
import { deniedAnswer } from "./station-data";
import { mountStationComments } from "./station-comments";
import { type StationKit } from "./station-kit";

/** The post page, its comments and likes. */
export function mountStationPosts(routers: RoleRouters, kit: StationKit) {
  const { ctx, db, data, now, stationFor, requireLogin, canManage, itemJson, findItem } = kit;
  const channel = routers.channel;
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
}
