// Stand-ins for the pages outside the portal (000 §2.2): the live player, the VOD player, the older
// station-host link shapes and the streamer ranking, so that following a link in a test lands on a real
// page (an unknown station is a 404, as the real host answers; its posts' page is the station module's).
import { escapeHtml, page } from "../html";
import type { UpstreamModule } from "../types";

export const linkTargetsModule: UpstreamModule = {
  name: "link-targets",
  version: 1,
  tables: [],
  migrate() {},
  mount(routers, { db }) {
    const live = db.prepare("SELECT l.broad_title, u.nickname FROM lives l JOIN users u ON u.user_id = l.user_id WHERE l.broad_no = ?");
    const vod = db.prepare("SELECT v.title, u.nickname FROM vods v JOIN users u ON u.user_id = v.user_id WHERE v.title_no = ?");

    routers.play.get("/:userId/:broadNo", (req, res) => {
      const row = live.get(Number(req.params.broadNo)) as { broad_title: string; nickname: string } | undefined;
      res.type("html").send(
        page(
          "라이브 플레이어",
          `<h1>라이브 플레이어</h1><p data-testid="player-target">${escapeHtml(req.params.userId)} / ${escapeHtml(req.params.broadNo)}</p>
        <p>${escapeHtml(row ? `${row.nickname} - ${row.broad_title}` : "방송 정보 없음")}</p>`,
        ),
      );
    });

    routers.vod.get(/^\/player\/(\d+)(\/.*)?$/, (req, res) => {
      const titleNo = Number(req.params[0]);
      const row = vod.get(titleNo) as { title: string; nickname: string } | undefined;
      res.type("html").send(
        page(
          "VOD 플레이어",
          `<h1>VOD 플레이어</h1><p data-testid="player-target">${titleNo}${escapeHtml(req.params[1] ?? "")}</p>
        <p>${escapeHtml(row ? `${row.nickname} - ${row.title}` : "영상 정보 없음")}</p>`,
        ),
      );
    });

    // The platform's streamer ranking ('스트리머 랭킹' on the star ranking page, 000 §2.8): another service.
    routers.st.get("/ranking", (_req, res) => {
      res.type("html").send(page("스트리머 랭킹", `<h1>스트리머 랭킹</h1><p data-testid="ranking-target">스트리머 랭킹</p>`));
    });

    const station = db.prepare("SELECT station_name FROM stations WHERE user_id = ?").pluck();
    routers.st.get("/:userId", (req, res) => {
      const name = station.get(req.params.userId) as string | undefined;
      res
        .status(name ? 200 : 404)
        .type("html")
        .send(page("방송국", `<h1>방송국</h1><p data-testid="station-target">${escapeHtml(req.params.userId)}</p><p>${escapeHtml(name ?? "없는 방송국")}</p>`));
    });
  },
};
