// The station home on the channel API (001 §7.2): the station itself with its channel art, the menu,
// the fan rankings and the dashboard.
import type { RoleRouters } from "../types";
import { imagePaths } from "./media";
import { type StationRow } from "./station-data";
import { DEMO_STREAMER } from "./station-seed";
import { hashString } from "../seed/prng";
import { VOD_BOARD_TYPES, type StationKit } from "./station-kit";

/** Station, menu, rankings and dashboard. */
export function mountStationHome(routers: RoleRouters, kit: StationKit) {
  const { ctx, db, data, stationFor, canManage, boardJson } = kit;
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
}
