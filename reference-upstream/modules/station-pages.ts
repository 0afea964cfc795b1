// Stand-ins for the pages the portal opens from stations (note, gift banner, sticker, subscription, points,
// VOD editor), the older host's post page, post photos and the test API's station statuses.
import { escapeHtml, page } from "../html";
import type { RoleRouters } from "../types";
import { generatedPicture, sendPicture } from "./media";
import { STATUS_CODES } from "./station-seed";
import { type StationKit } from "./station-kit";

/** Pages opened from stations, post photos and the test API. */
export function mountStationPages(routers: RoleRouters, kit: StationKit) {
  const { db, data, findItem } = kit;
  const item = routers.item;
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
