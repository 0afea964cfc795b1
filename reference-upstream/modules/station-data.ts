// Reading station state for the station area's routes: who the viewer is to a station (owner, manager,
// favourite, member, blacklisted), read and write permissions of boards (001 §6), and the JSON shapes
// the real hosts answer with (snake_case; numbers and booleans on the channel API).
import { fromJson } from "../db";
import { kstDate } from "../time";
import type { Db, ModuleContext } from "../types";
import { imagePaths } from "./media";

export type StationRow = {
  station_no: number;
  user_id: string;
  nickname: string;
  station_name: string;
  station_title: string;
  profile_text: string;
  joined_at: string;
  last_broad_start: string | null;
  total_broad_time: number;
  fan_cnt: number;
  total_visit_cnt: number;
  total_ok_cnt: number;
  main_category_no: string;
  is_best_bj: number;
  is_partner_bj: number;
  main_type: string;
  title_type: string;
  title_text: string;
  skin_type: number;
  ai_profile_conf_yn: string;
  ai_profile_str: string;
  subscribe_visible: string;
  active_no: number;
  status_code: number;
  menu_store: number;
  menu_best: number;
  menu_partner: number;
  menu_supporters: number;
  today0_visit_cnt: number;
  today1_visit_cnt: number;
  today0_ok_cnt: number;
  today1_ok_cnt: number;
  today0_fav_cnt: number;
  today1_fav_cnt: number;
  total_view_cnt: number;
  fanclub_cnt: number;
  supporter_cnt: number;
  tier1_cnt: number;
  tier2_cnt: number;
  rank_json: string;
  is_adsence: number;
};

export type BoardRow = { station_no: number; bbs_no: number; name: string; display_type: number; auth_no: number; w_auth_no: number; rnum: number };

export type Role = {
  userId: string | null;
  isOwner: boolean;
  isManager: boolean;
  isFavorite: boolean;
  isPush: boolean;
  isFanclub: boolean;
  isSubscriber: boolean;
  isBlacklisted: boolean;
};

/** Read permissions (001 §6) and the code a viewer without it gets. */
export const READ = { ALL: 101, PRIVATE: 102, FAVORITE: 103, FANCLUB: 104, CLUBBJ: 105, MANAGER: 106, SUBSCRIPTION: 107 } as const;
export const DENIED = { NOT_LOGIN: 1100, PRIVATE: 1102, NOT_FAVORITE: 1103, NOT_FANCLUB: 1104, NOT_MANAGER: 1106, NOT_SUBSCRIPTION: 1107 } as const;
const DENIED_MESSAGES: Record<number, string> = {
  1100: "로그인이 필요합니다.",
  1102: "비공개 게시판입니다.",
  1103: "즐겨찾기한 회원만 이용할 수 있습니다.",
  1104: "팬클럽 회원만 이용할 수 있습니다.",
  1106: "매니저만 이용할 수 있습니다.",
  1107: "구독자만 이용할 수 있습니다.",
};
export const deniedAnswer = (code: number) => ({ result: -1, code, message: DENIED_MESSAGES[code] ?? "권한이 없습니다." });

export const STATION_ERRORS: Record<number, string> = {
  9000: "The channel does not exist.",
  9001: "The channel is blinded.",
  9002: "The account is sleeping.",
  9100: "The channel account is banned.",
  1300: "The user is blacklisted.",
  1003: "The user is suspended.",
};
/** Codes stored as numbers that the channel API names with a string (001 §8: CHA1003 suspended user). */
export const answerCode = (code: number): number | string => (code === 1003 ? "CHA1003" : code);

export function createStationData(db: Db, ctx: ModuleContext) {
  const stationQuery = db.prepare(
    `SELECT s.*, u.nickname, u.is_best_bj, u.is_partner_bj, d.*
     FROM stations s JOIN users u ON u.user_id = s.user_id JOIN station_display d ON d.station_no = s.station_no
     WHERE s.user_id = ?`,
  );
  const boardsQuery = db.prepare("SELECT * FROM station_boards WHERE station_no = ? ORDER BY rnum");
  const favouriteQuery = db.prepare("SELECT is_push FROM favorites WHERE user_id = ? AND bj_id = ?");
  const managerQuery = db.prepare("SELECT 1 FROM station_managers WHERE station_no = ? AND user_id = ?");
  const memberQuery = db.prepare("SELECT is_fanclub, is_subscriber FROM station_members WHERE station_no = ? AND user_id = ?");
  const blacklistQuery = db.prepare("SELECT 1 FROM station_blacklist WHERE station_no = ? AND user_id = ?");

  const data = {
    station(userId: string): StationRow | null {
      return (stationQuery.get(userId) as StationRow | undefined) ?? null;
    },
    boards(stationNo: number): BoardRow[] {
      return boardsQuery.all(stationNo) as BoardRow[];
    },
    role(station: StationRow, userId: string | null): Role {
      if (!userId)
        return {
          userId: null,
          isOwner: false,
          isManager: false,
          isFavorite: false,
          isPush: false,
          isFanclub: false,
          isSubscriber: false,
          isBlacklisted: false,
        };
      const favourite = favouriteQuery.get(userId, station.user_id) as { is_push: number } | undefined;
      const member = memberQuery.get(station.station_no, userId) as { is_fanclub: number; is_subscriber: number } | undefined;
      return {
        userId,
        isOwner: userId === station.user_id,
        isManager: Boolean(managerQuery.get(station.station_no, userId)),
        isFavorite: Boolean(favourite),
        isPush: favourite?.is_push === 1,
        isFanclub: member?.is_fanclub === 1,
        isSubscriber: member?.is_subscriber === 1,
        isBlacklisted: Boolean(blacklistQuery.get(station.station_no, userId)),
      };
    },
    /** The code that keeps this viewer out of a board, or null when they may read it. */
    readDenial(authNo: number, role: Role): number | null {
      if (authNo === READ.ALL || role.isOwner) return null;
      if (authNo === READ.PRIVATE) return DENIED.PRIVATE;
      if (role.isManager) return null;
      if (!role.userId) return DENIED.NOT_LOGIN;
      if (authNo === READ.FAVORITE) return role.isFavorite ? null : DENIED.NOT_FAVORITE;
      if (authNo === READ.FANCLUB || authNo === READ.CLUBBJ) return role.isFanclub ? null : DENIED.NOT_FANCLUB;
      if (authNo === READ.MANAGER) return DENIED.NOT_MANAGER;
      if (authNo === READ.SUBSCRIPTION) return role.isSubscriber ? null : DENIED.NOT_SUBSCRIPTION;
      return DENIED.PRIVATE;
    },
    canWrite(board: BoardRow, role: Role): boolean {
      if (!role.userId || board.display_type === 106 || board.display_type === 107 || [105, 108, 109].includes(board.display_type)) return false;
      if (role.isOwner) return true;
      if (board.w_auth_no === READ.PRIVATE) return false;
      if (board.w_auth_no === READ.MANAGER) return role.isManager;
      return data.readDenial(board.w_auth_no, role) === null && data.readDenial(board.auth_no, role) === null;
    },
    /** Whether a station answers at all, and with which error code (001 §8). */
    statusOf(station: StationRow | null, role: Role): number | null {
      if (!station) return 9000;
      if (station.status_code) return station.status_code;
      if (role.isBlacklisted) return 1300;
      return null;
    },
    profileImage: (userId: string) => ctx.protocolRelativeUrl(imagePaths.avatar(userId)),
    photoUrl: (photoNo: number) => ctx.protocolRelativeUrl(imagePaths.postPhoto(photoNo)),
    ranks: (station: StationRow) => fromJson<unknown[]>(station.rank_json, []),
    isPinned(stationNo: number, titleNo: number, today = kstDate(Date.now())) {
      return db.prepare("SELECT expire_date FROM station_pins WHERE station_no = ? AND title_no = ? AND expire_date >= ?").get(stationNo, titleNo, today) as
        { expire_date: string } | undefined;
    },
  };
  return data;
}

export type StationData = ReturnType<typeof createStationData>;
