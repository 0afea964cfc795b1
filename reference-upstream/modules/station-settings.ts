// The station API's report form and report, and the station settings (001 §7.1).
import { fromJson } from "../db";
import {} from "../html";
import type { RoleRouters } from "../types";
import { reportableComment } from "./station-comments";
import { byteLength, NAME_MAX_BYTES, RESERVED_NAMES, REPORT_REASONS, REPORT_COMMENT_MAX, type StationKit } from "./station-kit";

/** Reports and settings on the station host. */
export function mountStationSettings(routers: RoleRouters, kit: StationKit) {
  const { ctx, db, now, today, stationFor, requireLogin, canManage } = kit;
  const station = routers.station;
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
}
