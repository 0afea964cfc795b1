// Tables of the station area: display settings, boards, posts with photos, comments and likes, pins,
// managers and members, blacklist, rankings, links, badges, reports, VOD blinds, playlists and the item
// host's subscription tickets. Stations themselves (name, title, counts) are the core's `stations` rows.
// station_posts is the one post table: every host role that lists posts (the feed, the hot list, search,
// the story list, favourites' new posts) reads these rows, so that a post seen anywhere opens.
import type { Db } from "../types";

export const STATION_TABLES = [
  "item_tickets",
  "station_playlists",
  "station_vod_blinds",
  "station_reports",
  "station_badges",
  "station_links",
  "station_rankings",
  "station_blacklist",
  "station_members",
  "station_managers",
  "station_pins",
  "station_comments",
  "station_likes",
  "station_photos",
  "station_posts",
  "station_boards",
  "station_display",
];

export function migrateStation(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS station_display (
      station_no INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL UNIQUE,
      main_type TEXT NOT NULL,
      title_type TEXT NOT NULL,
      title_text TEXT NOT NULL,              -- HTML, untrusted
      skin_type INTEGER NOT NULL,
      ai_profile_conf_yn TEXT NOT NULL,      -- Y | N
      ai_profile_str TEXT NOT NULL,
      subscribe_visible TEXT NOT NULL,       -- on | off
      active_no INTEGER NOT NULL,            -- which today_* counters are current (0 | 1)
      status_code INTEGER NOT NULL DEFAULT 0, -- 0, 9001 blinded, 9002 sleeping, 9100 banned, 1003 owner suspended (CHA1003)
      menu_store INTEGER NOT NULL,
      menu_best INTEGER NOT NULL,
      menu_partner INTEGER NOT NULL,
      menu_supporters INTEGER NOT NULL,
      today0_visit_cnt INTEGER NOT NULL, today1_visit_cnt INTEGER NOT NULL,
      today0_ok_cnt INTEGER NOT NULL, today1_ok_cnt INTEGER NOT NULL,
      today0_fav_cnt INTEGER NOT NULL, today1_fav_cnt INTEGER NOT NULL,
      total_view_cnt INTEGER NOT NULL,
      fanclub_cnt INTEGER NOT NULL,
      supporter_cnt INTEGER NOT NULL,
      tier1_cnt INTEGER NOT NULL,
      tier2_cnt INTEGER NOT NULL,
      rank_json TEXT NOT NULL,
      is_adsence INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS station_boards (
      station_no INTEGER NOT NULL,
      bbs_no INTEGER NOT NULL,
      name TEXT NOT NULL,
      display_type INTEGER NOT NULL,         -- 101 guest, 104 board, 105 VOD, 106 line, 107 group title, 108 replay, 109 highlight
      auth_no INTEGER NOT NULL,              -- read permission
      w_auth_no INTEGER NOT NULL,            -- write permission (101 everyone, 106 manager, 102 owner)
      rnum INTEGER NOT NULL,
      PRIMARY KEY (station_no, bbs_no)
    );
    -- AUTOINCREMENT: a deleted post's number is never given to another (a link to it must not open a stranger's).
    CREATE TABLE IF NOT EXISTS station_posts (
      title_no INTEGER PRIMARY KEY AUTOINCREMENT,
      station_no INTEGER NOT NULL,
      bbs_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,                 -- HTML, untrusted
      reg_date TEXT NOT NULL,
      read_cnt INTEGER NOT NULL,
      like_cnt INTEGER NOT NULL,
      is_notice INTEGER NOT NULL DEFAULT 0,
      hash_tags TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS station_posts_station ON station_posts(station_no, bbs_no);
    CREATE TABLE IF NOT EXISTS station_photos (
      photo_no INTEGER PRIMARY KEY,
      title_no INTEGER NOT NULL,
      position INTEGER NOT NULL,
      label TEXT NOT NULL,
      mime TEXT,
      data BLOB                              -- uploaded bytes; seeded photos are generated pictures
    );
    CREATE INDEX IF NOT EXISTS station_photos_title ON station_photos(title_no);
    CREATE TABLE IF NOT EXISTS station_likes (
      title_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (title_no, user_id)
    );
    -- Comments and replies (one level: a reply's parent is a comment). AUTOINCREMENT: a comment's own link
    -- (#comment_noti{n}) never opens another comment after it was deleted.
    CREATE TABLE IF NOT EXISTS station_comments (
      comment_no INTEGER PRIMARY KEY AUTOINCREMENT,
      title_no INTEGER NOT NULL,             -- a post or a VOD (the VODs' comments are theirs too)
      parent_no INTEGER,                     -- a reply: the comment it answers
      user_id TEXT NOT NULL,
      comment TEXT NOT NULL,                 -- plain text as written (no markup is ever rendered from it)
      reg_date TEXT NOT NULL,
      modify_date TEXT,                      -- the writer's last edit
      is_pin INTEGER NOT NULL DEFAULT 0,     -- pinned above the others by the owner or a manager (comments only)
      is_hide INTEGER NOT NULL DEFAULT 0     -- hidden by the owner or a manager: its text only for them and its writer
    );
    CREATE INDEX IF NOT EXISTS station_comments_title ON station_comments(title_no);
    CREATE INDEX IF NOT EXISTS station_comments_parent ON station_comments(parent_no);
    CREATE INDEX IF NOT EXISTS station_comments_user ON station_comments(user_id);
    CREATE TABLE IF NOT EXISTS station_pins (
      station_no INTEGER NOT NULL,
      title_no INTEGER NOT NULL,
      expire_date TEXT NOT NULL,             -- YYYY-MM-DD, last day shown
      reg_date TEXT NOT NULL,
      PRIMARY KEY (station_no, title_no)
    );
    CREATE TABLE IF NOT EXISTS station_managers (
      station_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      PRIMARY KEY (station_no, user_id)
    );
    CREATE TABLE IF NOT EXISTS station_members (
      station_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      is_fanclub INTEGER NOT NULL,
      is_subscriber INTEGER NOT NULL,
      PRIMARY KEY (station_no, user_id)
    );
    CREATE TABLE IF NOT EXISTS station_blacklist (
      station_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      PRIMARY KEY (station_no, user_id)
    );
    CREATE TABLE IF NOT EXISTS station_rankings (
      station_no INTEGER NOT NULL,
      kind TEXT NOT NULL,                    -- topfan | acc | gift
      rank INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      user_nick TEXT NOT NULL,
      score INTEGER NOT NULL,                -- gifts (topfan), payments (acc), gift score (gift)
      first_payment_date TEXT,
      PRIMARY KEY (station_no, kind, rank)
    );
    CREATE TABLE IF NOT EXISTS station_links (
      link_no INTEGER PRIMARY KEY,
      station_no INTEGER NOT NULL,
      code INTEGER NOT NULL,                 -- 1 facebook, 2 instagram, 3 youtube, 4 cafe, 5 product, 9 etc
      url TEXT NOT NULL,
      link_name TEXT NOT NULL,
      position INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS station_badges (
      station_no INTEGER NOT NULL,
      idx INTEGER NOT NULL,
      group_no INTEGER NOT NULL,
      priority INTEGER NOT NULL,
      group_name TEXT NOT NULL,
      group_class_name TEXT NOT NULL,        -- '' for badges without a class (not shown)
      group_background_color TEXT NOT NULL,
      PRIMARY KEY (station_no, idx)
    );
    CREATE TABLE IF NOT EXISTS station_reports (
      report_no INTEGER PRIMARY KEY,
      station_no INTEGER NOT NULL,
      reporter_id TEXT NOT NULL,
      writer_id TEXT NOT NULL,
      common_idx INTEGER NOT NULL,
      board_type INTEGER NOT NULL,
      mode TEXT NOT NULL,
      is_station_report INTEGER NOT NULL,
      report_info_no INTEGER NOT NULL,
      comment TEXT NOT NULL,
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS station_vod_blinds (
      title_no INTEGER PRIMARY KEY,
      blind_id INTEGER NOT NULL,
      reason TEXT NOT NULL,
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS station_playlists (
      list_no INTEGER PRIMARY KEY,
      station_no INTEGER NOT NULL,
      user_id TEXT NOT NULL,
      title TEXT NOT NULL,
      title_nos TEXT NOT NULL,               -- JSON array
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS item_tickets (
      ticket_no INTEGER PRIMARY KEY,
      svc_coupon TEXT NOT NULL,
      user_id TEXT NOT NULL,
      prod_name TEXT NOT NULL,
      ticket_type TEXT NOT NULL,
      period_days INTEGER NOT NULL,
      reg_date TEXT NOT NULL,
      used_at TEXT,
      used_for TEXT
    );
  `);
}
