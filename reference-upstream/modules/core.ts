// The shared dataset every other module builds on: users (demo accounts and streamers), stations,
// categories, live broadcasts and VODs (including Catch and Catch stories).
import { toJson } from "../db";
import { CATEGORIES, ADULT_VOD_CATEGORY, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/catalogue";
import { koreanNick, liveTitle, romanId, tags, vodTitle } from "../seed/korean";
import { kstWallClock, DAY, MINUTE } from "../time";
import type { Db, SeedContext, UpstreamModule } from "../types";

export const STREAMER_COUNT = 400;
export const LIVE_COUNT = 260;

/** File types of VODs (000 §3.3) and how often the seed makes each. */
const VOD_FILE_TYPES = [
  ["REVIEW", 30],
  ["NORMAL", 22],
  ["HIGHLIGHT", 14],
  ["CLIP", 12],
  ["EDITOR", 4],
  ["CATCH", 12],
  ["CATCH_STORY", 6],
] as const;

function weighted<T>(rng: SeedContext["rng"], entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS users (
      user_id TEXT PRIMARY KEY,
      nickname TEXT NOT NULL,
      password TEXT NOT NULL,
      kind TEXT NOT NULL,            -- viewer | streamer | manager | teen | abroad | suspended
      age INTEGER NOT NULL,
      is_abroad INTEGER NOT NULL DEFAULT 0,
      is_suspended INTEGER NOT NULL DEFAULT 0,
      is_best_bj INTEGER NOT NULL DEFAULT 0,
      is_partner_bj INTEGER NOT NULL DEFAULT 0,
      is_demo INTEGER NOT NULL DEFAULT 0,
      cloned_from TEXT,
      joined_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sessions (
      token TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS stations (
      station_no INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL UNIQUE REFERENCES users(user_id) ON DELETE CASCADE,
      station_name TEXT NOT NULL,
      station_title TEXT NOT NULL,
      profile_text TEXT NOT NULL,
      joined_at TEXT NOT NULL,
      last_broad_start TEXT,
      total_broad_time INTEGER NOT NULL,   -- seconds
      fan_cnt INTEGER NOT NULL,
      total_visit_cnt INTEGER NOT NULL,
      total_ok_cnt INTEGER NOT NULL,
      main_category_no TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS categories (
      category_no TEXT PRIMARY KEY,        -- 8 digits
      vod_category_no TEXT NOT NULL,
      category_name TEXT NOT NULL,
      group_type TEXT NOT NULL,
      variant TEXT,
      is_drops INTEGER NOT NULL,
      fixed_tags TEXT NOT NULL,            -- JSON array
      reg_date TEXT NOT NULL,
      live_enabled INTEGER NOT NULL,
      vod_enabled INTEGER NOT NULL,
      catch_enabled INTEGER NOT NULL,
      sort_order INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS lives (
      broad_no INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      broad_title TEXT NOT NULL,
      category_no TEXT NOT NULL,
      broad_start TEXT NOT NULL,           -- KST wall clock
      broad_grade INTEGER NOT NULL,        -- 0 | 19
      is_password INTEGER NOT NULL,
      broad_type INTEGER NOT NULL,         -- 21 | 22 | 30 | 31 | 40 (paid) | 52
      subscription_only INTEGER NOT NULL,  -- 0 | 1 | 2
      visit_broad_type INTEGER NOT NULL,   -- 1 = 탐방 allowed
      pc_view_cnt INTEGER NOT NULL,
      mobile_view_cnt INTEGER NOT NULL,
      is_drops INTEGER NOT NULL,
      hash_tags TEXT NOT NULL,
      category_tags TEXT NOT NULL,
      auto_hashtags TEXT NOT NULL,
      broad_resolution TEXT NOT NULL,
      broad_bps INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS lives_category ON lives(category_no);
    CREATE INDEX IF NOT EXISTS lives_user ON lives(user_id);
    CREATE TABLE IF NOT EXISTS vods (
      title_no INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      station_no INTEGER NOT NULL,
      bbs_no INTEGER NOT NULL,
      title TEXT NOT NULL,
      file_type TEXT NOT NULL,             -- REVIEW | NORMAL | HIGHLIGHT | CLIP | EDITOR | CATCH | CATCH_STORY
      category_no TEXT NOT NULL,           -- live category when recorded
      vod_category_no TEXT NOT NULL,
      grade INTEGER NOT NULL,
      reg_date TEXT NOT NULL,
      duration_ms INTEGER NOT NULL,
      view_cnt INTEGER NOT NULL,
      like_cnt INTEGER NOT NULL,
      comment_cnt INTEGER NOT NULL,
      auth_no INTEGER NOT NULL,            -- 101 public, 102 private, ...
      is_ppv INTEGER NOT NULL,
      subscription_only INTEGER NOT NULL,
      hash_tags TEXT NOT NULL,
      category_tags TEXT NOT NULL,
      original_user_id TEXT,               -- user clips: the streamer of the original broadcast
      resolution_type TEXT NOT NULL,       -- horizontal | vertical
      story_idx INTEGER,                   -- Catch stories
      flag TEXT NOT NULL                   -- SUCCEED | BJ_HIDDEN
    );
    CREATE INDEX IF NOT EXISTS vods_user ON vods(user_id);
    CREATE INDEX IF NOT EXISTS vods_type ON vods(file_type);
    CREATE INDEX IF NOT EXISTS vods_category ON vods(vod_category_no);
  `);
}

function seed({ db, rng, now }: SeedContext) {
  const insertUser = db.prepare(
    `INSERT INTO users (user_id, nickname, password, kind, age, is_abroad, is_suspended, is_best_bj, is_partner_bj, is_demo, joined_at)
     VALUES (@user_id, @nickname, @password, @kind, @age, @is_abroad, @is_suspended, @is_best_bj, @is_partner_bj, @is_demo, @joined_at)`,
  );
  const insertStation = db.prepare(
    `INSERT INTO stations (station_no, user_id, station_name, station_title, profile_text, joined_at, last_broad_start, total_broad_time,
       fan_cnt, total_visit_cnt, total_ok_cnt, main_category_no)
     VALUES (@station_no, @user_id, @station_name, @station_title, @profile_text, @joined_at, @last_broad_start, @total_broad_time,
       @fan_cnt, @total_visit_cnt, @total_ok_cnt, @main_category_no)`,
  );
  const insertCategory = db.prepare(
    `INSERT INTO categories (category_no, vod_category_no, category_name, group_type, variant, is_drops, fixed_tags, reg_date,
       live_enabled, vod_enabled, catch_enabled, sort_order)
     VALUES (@category_no, @vod_category_no, @category_name, @group_type, @variant, @is_drops, @fixed_tags, @reg_date,
       @live_enabled, @vod_enabled, @catch_enabled, @sort_order)`,
  );
  const insertLive = db.prepare(
    `INSERT INTO lives (broad_no, user_id, broad_title, category_no, broad_start, broad_grade, is_password, broad_type, subscription_only,
       visit_broad_type, pc_view_cnt, mobile_view_cnt, is_drops, hash_tags, category_tags, auto_hashtags, broad_resolution, broad_bps)
     VALUES (@broad_no, @user_id, @broad_title, @category_no, @broad_start, @broad_grade, @is_password, @broad_type, @subscription_only,
       @visit_broad_type, @pc_view_cnt, @mobile_view_cnt, @is_drops, @hash_tags, @category_tags, @auto_hashtags, @broad_resolution, @broad_bps)`,
  );
  const insertVod = db.prepare(
    `INSERT INTO vods (title_no, user_id, station_no, bbs_no, title, file_type, category_no, vod_category_no, grade, reg_date, duration_ms,
       view_cnt, like_cnt, comment_cnt, auth_no, is_ppv, subscription_only, hash_tags, category_tags, original_user_id, resolution_type,
       story_idx, flag)
     VALUES (@title_no, @user_id, @station_no, @bbs_no, @title, @file_type, @category_no, @vod_category_no, @grade, @reg_date, @duration_ms,
       @view_cnt, @like_cnt, @comment_cnt, @auth_no, @is_ppv, @subscription_only, @hash_tags, @category_tags, @original_user_id,
       @resolution_type, @story_idx, @flag)`,
  );

  CATEGORIES.forEach((category, index) => {
    const display = category.display ?? { live: true, vod: true, catch: true };
    insertCategory.run({
      category_no: category.no,
      vod_category_no: category.vodNo ?? category.no,
      category_name: category.name,
      group_type: category.group,
      variant: category.variant ?? null,
      is_drops: category.isDrops ? 1 : 0,
      fixed_tags: toJson(category.fixedTags),
      reg_date: kstWallClock(now - (CATEGORIES.length - index) * 17 * DAY),
      live_enabled: display.live ? 1 : 0,
      vod_enabled: display.vod ? 1 : 0,
      catch_enabled: display.catch ? 1 : 0,
      sort_order: index,
    });
  });

  for (const account of DEMO_ACCOUNTS) {
    insertUser.run({
      user_id: account.userId,
      nickname: account.nickname,
      password: DEMO_PASSWORD,
      kind: account.role,
      age: account.age,
      is_abroad: account.isAbroad ? 1 : 0,
      is_suspended: account.isSuspended ? 1 : 0,
      is_best_bj: 0,
      is_partner_bj: account.role === "streamer" ? 1 : 0,
      is_demo: 1,
      joined_at: kstWallClock(now - 800 * DAY),
    });
  }

  // Streamers: the demo streamer first, then generated ones with unique ids.
  const streamerIds = ["streamer01"];
  const usedIds = new Set(DEMO_ACCOUNTS.map((account) => account.userId));
  while (streamerIds.length < STREAMER_COUNT) {
    const id = romanId(rng);
    if (usedIds.has(id)) continue;
    usedIds.add(id);
    streamerIds.push(id);
    insertUser.run({
      user_id: id,
      nickname: koreanNick(rng),
      password: DEMO_PASSWORD,
      kind: "streamer",
      age: rng.int(19, 45),
      is_abroad: 0,
      is_suspended: 0,
      is_best_bj: rng.chance(0.08) ? 1 : 0,
      is_partner_bj: rng.chance(0.15) ? 1 : 0,
      is_demo: 0,
      joined_at: kstWallClock(now - rng.int(30, 6000) * DAY),
    });
  }

  const nickOf = db.prepare("SELECT nickname FROM users WHERE user_id = ?").pluck();
  const liveCategories = CATEGORIES.filter((category) => category.display?.live !== false);
  const stationByUser = new Map<string, { stationNo: number; category: (typeof CATEGORIES)[number] }>();

  streamerIds.forEach((userId, index) => {
    const stationNo = 10_000 + index;
    const category = userId === "streamer01" ? CATEGORIES[0] : rng.pick(liveCategories);
    const nickname = nickOf.get(userId) as string;
    const joinedDays = userId === "streamer01" ? 1200 : rng.int(10, 7000);
    stationByUser.set(userId, { stationNo, category });
    insertStation.run({
      station_no: stationNo,
      user_id: userId,
      station_name: `${nickname}의 방송국`,
      station_title: `${nickname}의 방송국에 오신 것을 환영합니다`,
      profile_text: `안녕하세요, ${category.name} 방송하는 ${nickname}입니다.`,
      // Some stations claim dates before the platform opened, to exercise the 2006.03.09 floor.
      joined_at: kstWallClock(now - joinedDays * DAY),
      last_broad_start: rng.chance(0.9) ? kstWallClock(now - rng.int(1, 60 * 24 * 30) * MINUTE) : null,
      total_broad_time: rng.int(10, 20_000) * 3600,
      fan_cnt: rng.int(0, 400_000),
      total_visit_cnt: rng.int(1_000, 90_000_000),
      total_ok_cnt: rng.int(100, 4_000_000),
      main_category_no: category.no,
    });
  });

  // Live broadcasts: the demo streamer is live; others at random, with every flag represented.
  const liveStreamers = ["streamer01", ...rng.sample(streamerIds.slice(1), LIVE_COUNT - 1)];
  liveStreamers.forEach((userId, index) => {
    const { category } = stationByUser.get(userId)!;
    const popular = rng.chance(0.1);
    const viewers = popular ? rng.int(3_000, 60_000) : rng.int(0, 2_500);
    const pc = Math.round(viewers * (0.4 + rng.next() * 0.4));
    const isDemo = userId === "streamer01";
    insertLive.run({
      broad_no: 280_000_000 + index * 7 + rng.int(0, 6),
      user_id: userId,
      broad_title: isDemo ? "데모스트리머의 소통 방송" : liveTitle(rng),
      category_no: category.no,
      broad_start: kstWallClock(now - rng.int(3, 60 * 14) * MINUTE),
      broad_grade: !isDemo && rng.chance(0.08) ? 19 : 0,
      is_password: !isDemo && rng.chance(0.05) ? 1 : 0,
      broad_type: isDemo
        ? 21
        : weighted(rng, [
            [21, 60],
            [22, 5],
            [30, 15],
            [31, 10],
            [40, 4],
            [52, 6],
          ] as const),
      subscription_only: isDemo
        ? 0
        : weighted(rng, [
            [0, 92],
            [1, 5],
            [2, 3],
          ] as const),
      visit_broad_type: rng.chance(0.2) ? 1 : 0,
      pc_view_cnt: pc,
      mobile_view_cnt: viewers - pc,
      is_drops: category.isDrops && rng.chance(0.5) ? 1 : 0,
      hash_tags: toJson(tags(rng, rng.int(0, 3))),
      category_tags: toJson([category.name, ...category.fixedTags.slice(0, 1)]),
      auto_hashtags: toJson(rng.chance(0.5) ? tags(rng, 2) : []),
      broad_resolution: rng.pick(["1920x1080", "1280x720", "2560x1440"]),
      broad_bps: rng.pick([4000, 6000, 8000]),
    });
  });

  // VODs: about a dozen per streamer, more for the demo streamer.
  let titleNo = 150_000_000;
  let storyIdx = 9_000;
  streamerIds.forEach((userId) => {
    const { stationNo, category } = stationByUser.get(userId)!;
    const count = userId === "streamer01" ? 40 : rng.int(4, 20);
    for (let index = 0; index < count; index += 1) {
      titleNo += rng.int(1, 40);
      const fileType = weighted(rng, VOD_FILE_TYPES);
      const isCatch = fileType === "CATCH" || fileType === "CATCH_STORY";
      const adult = rng.chance(0.04);
      const original = fileType === "CLIP" ? rng.pick(streamerIds) : null;
      const durationMs = isCatch ? rng.int(8, 60) * 1000 : rng.int(60, 6 * 3600) * 1000 + rng.int(0, 999);
      insertVod.run({
        title_no: titleNo,
        user_id: userId,
        station_no: stationNo,
        bbs_no: fileType === "REVIEW" ? 108 : fileType === "HIGHLIGHT" ? 109 : 105,
        title: vodTitle(rng, category.name),
        file_type: fileType,
        category_no: category.no,
        vod_category_no: adult ? ADULT_VOD_CATEGORY : (category.vodNo ?? category.no),
        grade: adult ? 19 : 0,
        reg_date: kstWallClock(now - rng.int(1, 60 * 24 * 400) * MINUTE),
        duration_ms: durationMs,
        view_cnt: rng.int(0, rng.chance(0.1) ? 3_000_000 : 50_000),
        like_cnt: rng.int(0, 20_000),
        // As many comments as the station module seeds for it (a VOD post lists them).
        comment_cnt: rng.int(0, 20),
        auth_no: rng.chance(0.03) ? 102 : 101,
        is_ppv: rng.chance(0.03) ? 1 : 0,
        subscription_only: rng.chance(0.04) ? 1 : 0,
        hash_tags: toJson(tags(rng, rng.int(0, 3))),
        category_tags: toJson([category.name]),
        original_user_id: original,
        resolution_type: isCatch && rng.chance(0.7) ? "vertical" : "horizontal",
        story_idx: fileType === "CATCH_STORY" ? (storyIdx += 1) : null,
        flag: rng.chance(0.02) ? "BJ_HIDDEN" : "SUCCEED",
      });
    }
  });
}

export const coreModule: UpstreamModule = {
  name: "core",
  version: 2,
  tables: ["vods", "lives", "categories", "stations", "sessions", "users"],
  migrate,
  seed,
};
