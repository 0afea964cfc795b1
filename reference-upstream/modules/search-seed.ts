// The search host's tables and their seed: stop words, suggestions, themes, shortcuts, ads, related keywords,
// streamer profiles and medals, viewer relations, game profiles with esports leagues, playlists, tag trends.
import { toJson } from "../db";
import { CATEGORIES } from "../seed/catalogue";
import { kstDate, kstWallClock, parseKstWallClock, DAY } from "../time";
import type { Db, SeedContext } from "../types";
import {
  ADS,
  CAREERS,
  ESPORT_LEAGUES,
  GAME_PROFILES,
  MEDAL_KINDS,
  QNA_ANSWERS,
  QNA_QUESTIONS,
  RELATED_KEYWORDS,
  SHORTCUTS,
  STOP_WORDS,
  SUGGESTIONS,
  THEMES,
} from "./search-data";

export function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS search_stop_words (word TEXT PRIMARY KEY, kind TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS search_suggestions (keyword TEXT PRIMARY KEY, modified TEXT NOT NULL, autofix INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS search_profiles (
      user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      expose INTEGER NOT NULL,
      notice_title_no INTEGER,
      careers TEXT NOT NULL,               -- JSON array
      qna TEXT NOT NULL                    -- JSON array of {q, a}
    );
    CREATE TABLE IF NOT EXISTS search_medals (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      ord INTEGER NOT NULL,
      type TEXT NOT NULL,
      content TEXT NOT NULL,
      description TEXT NOT NULL,
      PRIMARY KEY (user_id, ord)
    );
    CREATE TABLE IF NOT EXISTS search_viewer_relations (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      bj_id TEXT NOT NULL,
      is_fan INTEGER NOT NULL,
      is_subscriber INTEGER NOT NULL,
      PRIMARY KEY (user_id, bj_id)
    );
    CREATE TABLE IF NOT EXISTS search_themes (keyword TEXT NOT NULL, ord INTEGER NOT NULL, html TEXT NOT NULL, background_color TEXT NOT NULL, is_top INTEGER NOT NULL, PRIMARY KEY (keyword, ord));
    CREATE TABLE IF NOT EXISTS search_shortcuts (keyword TEXT NOT NULL, ord INTEGER NOT NULL, title TEXT NOT NULL, url TEXT NOT NULL, buttons TEXT NOT NULL, PRIMARY KEY (keyword, ord));
    CREATE TABLE IF NOT EXISTS search_ads (keyword TEXT PRIMARY KEY, background_color TEXT NOT NULL, label TEXT NOT NULL, url TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS search_game_profiles (
      category_no TEXT PRIMARY KEY,
      aliases TEXT NOT NULL,               -- JSON array
      stations TEXT NOT NULL,              -- JSON array of user ids (official stations)
      events TEXT NOT NULL,                -- JSON array of {title, link, start_date, end_date}
      series TEXT NOT NULL                 -- JSON array of titles
    );
    CREATE TABLE IF NOT EXISTS search_esport_leagues (
      league_id TEXT PRIMARY KEY, category_no TEXT NOT NULL, code_name TEXT NOT NULL, code_name_eng TEXT NOT NULL, ord INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS search_esport_matches (
      match_id INTEGER PRIMARY KEY,
      league_id TEXT NOT NULL REFERENCES search_esport_leagues(league_id),
      match_time TEXT NOT NULL,            -- KST wall clock
      season_desc TEXT NOT NULL,
      season_desc_eng TEXT NOT NULL,
      home_team TEXT NOT NULL,             -- JSON {code, name, nameEng}
      away_team TEXT NOT NULL,
      home_score INTEGER NOT NULL,
      away_score INTEGER NOT NULL,
      fate TEXT NOT NULL,                  -- vod | plain | board | cancelled | no_broadcast
      title_no INTEGER,
      bbs_no INTEGER,
      station_no INTEGER,
      vod_user_id TEXT,
      bj_id TEXT,
      broad_no INTEGER
    );
    CREATE INDEX IF NOT EXISTS search_esport_matches_time ON search_esport_matches(match_time);
    CREATE TABLE IF NOT EXISTS search_playlists (
      list_no INTEGER PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      title_no INTEGER,
      playlist_cnt INTEGER NOT NULL,
      view_cnt INTEGER NOT NULL,
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS search_related_keywords (keyword TEXT NOT NULL, ord INTEGER NOT NULL, related TEXT NOT NULL, PRIMARY KEY (keyword, ord));
    CREATE TABLE IF NOT EXISTS search_tag_trends (tag TEXT PRIMARY KEY, count INTEGER NOT NULL);
  `);
}

export function seed({ db, rng, now }: SeedContext) {
  const insert = (sql: string) => db.prepare(sql);
  const stopWord = insert("INSERT INTO search_stop_words (word, kind) VALUES (?, ?)");
  for (const entry of STOP_WORDS) stopWord.run(entry.word, entry.kind);
  const suggestion = insert("INSERT INTO search_suggestions (keyword, modified, autofix) VALUES (?, ?, ?)");
  for (const entry of SUGGESTIONS) suggestion.run(entry.keyword, entry.modified, entry.autofix ? 1 : 0);
  const theme = insert("INSERT INTO search_themes (keyword, ord, html, background_color, is_top) VALUES (?, ?, ?, ?, ?)");
  THEMES.forEach((entry, index) => theme.run(entry.keyword, index, entry.html, entry.backgroundColor, entry.isTop ? 1 : 0));
  const shortcut = insert("INSERT INTO search_shortcuts (keyword, ord, title, url, buttons) VALUES (?, ?, ?, ?, ?)");
  SHORTCUTS.forEach((entry, index) => shortcut.run(entry.keyword, index, entry.title, entry.url, toJson(entry.buttons)));
  const ad = insert("INSERT INTO search_ads (keyword, background_color, label, url) VALUES (?, ?, ?, ?)");
  for (const entry of ADS) ad.run(entry.keyword, entry.backgroundColor, entry.label, entry.url);
  const related = insert("INSERT INTO search_related_keywords (keyword, ord, related) VALUES (?, ?, ?)");
  for (const [keyword, words] of Object.entries(RELATED_KEYWORDS)) words.forEach((word, index) => related.run(keyword, index, word));

  const streamers = db
    .prepare("SELECT u.user_id, s.station_no, s.main_category_no FROM users u JOIN stations s ON s.user_id = u.user_id ORDER BY s.station_no")
    .all() as Array<{ user_id: string; station_no: number; main_category_no: string }>;
  const categoryName = new Map(CATEGORIES.map((category) => [category.no, category.name]));

  // A streamer's profile names one of its notices (a station post: the one post table).
  const firstNotice = db.prepare(
    "SELECT p.title_no FROM station_posts p WHERE p.station_no = ? AND p.user_id = ? AND p.is_notice = 1 AND p.bbs_no = 1002 ORDER BY p.title_no LIMIT 1",
  );

  // Search profiles with medals, careers and the 10문 10답.
  const profile = insert("INSERT INTO search_profiles (user_id, expose, notice_title_no, careers, qna) VALUES (?, ?, ?, ?, ?)");
  const medal = insert("INSERT INTO search_medals (user_id, ord, type, content, description) VALUES (?, ?, ?, ?, ?)");
  for (const streamer of streamers) {
    const isDemo = streamer.user_id === "streamer01";
    const qnaCount = isDemo ? 10 : rng.chance(0.5) ? rng.int(2, 10) : 0;
    const qna = QNA_QUESTIONS.slice(0, qnaCount).map((q, index) => ({ q, a: QNA_ANSWERS[index] }));
    const careers = isDemo ? CAREERS.slice(0, 3) : rng.chance(0.3) ? rng.sample(CAREERS, rng.int(1, 2)) : [];
    profile.run(
      streamer.user_id,
      isDemo || rng.chance(0.85) ? 1 : 0,
      rng.chance(0.6) || isDemo ? ((firstNotice.pluck().get(streamer.station_no, streamer.user_id) as number | undefined) ?? null) : null,
      toJson(careers),
      toJson(qna),
    );
    const medals = isDemo ? MEDAL_KINDS : rng.chance(0.4) ? rng.sample(MEDAL_KINDS, rng.int(1, 4)) : [];
    medals.forEach((entry, index) => medal.run(streamer.user_id, index, entry.type, entry.content, entry.description));
  }
  // Streamers sharing a nickname always show their profile, so that a homonym line (the nickname 감성김밥)
  // leads to one whatever the draws above, which shift with the seed day (the esports schedule).
  db.prepare(
    "UPDATE search_profiles SET expose = 1 WHERE user_id IN (SELECT user_id FROM users WHERE nickname IN (SELECT nickname FROM users GROUP BY nickname HAVING COUNT(*) > 1))",
  ).run();

  // viewer01 subscribes to and is in the fan club of the demo streamer, and a few others.
  const relation = insert("INSERT INTO search_viewer_relations (user_id, bj_id, is_fan, is_subscriber) VALUES (?, ?, ?, ?)");
  relation.run("viewer01", "streamer01", 1, 1);
  for (const other of rng.sample(streamers.slice(1), 8)) relation.run("viewer01", other.user_id, rng.chance(0.5) ? 1 : 0, rng.chance(0.5) ? 1 : 0);

  // Game profiles: official stations are the category's biggest streamers.
  const gameProfile = insert("INSERT INTO search_game_profiles (category_no, aliases, stations, events, series) VALUES (?, ?, ?, ?, ?)");
  const topOfCategory = db.prepare("SELECT user_id FROM stations WHERE main_category_no = ? ORDER BY fan_cnt DESC LIMIT ?").pluck();
  for (const game of GAME_PROFILES) {
    const events = game.events.map((event) => ({
      title: event.title,
      link: event.link,
      start_date: kstDate(now + event.startDays * DAY),
      end_date: kstDate(now + event.endDays * DAY),
    }));
    gameProfile.run(game.categoryNo, toJson(game.aliases), toJson(topOfCategory.all(game.categoryNo, 3)), toJson(events), toJson(game.series));
  }

  // Esports: matches on each league's weekdays from three weeks back to three weeks ahead.
  const league = insert("INSERT INTO search_esport_leagues (league_id, category_no, code_name, code_name_eng, ord) VALUES (?, ?, ?, ?, ?)");
  const match = insert(
    `INSERT INTO search_esport_matches (league_id, match_time, season_desc, season_desc_eng, home_team, away_team, home_score, away_score, fate,
       title_no, bbs_no, station_no, vod_user_id, bj_id, broad_no)
     VALUES (@league_id, @match_time, @season_desc, @season_desc_eng, @home_team, @away_team, @home_score, @away_score, @fate,
       @title_no, @bbs_no, @station_no, @vod_user_id, @bj_id, @broad_no)`,
  );
  const todayStart = parseKstWallClock(`${kstDate(now)} 00:00:00`);
  ESPORT_LEAGUES.forEach((entry, index) => {
    league.run(entry.id, entry.categoryNo, entry.name, entry.nameEng, index);
    const live = db
      .prepare("SELECT l.user_id, l.broad_no FROM lives l WHERE l.category_no = ? ORDER BY (l.pc_view_cnt + l.mobile_view_cnt) DESC LIMIT 1")
      .get(entry.categoryNo) as { user_id: string; broad_no: number } | undefined;
    const replays = db
      .prepare("SELECT title_no, user_id, station_no, bbs_no FROM vods WHERE category_no = ? AND file_type = 'REVIEW' ORDER BY title_no")
      .all(entry.categoryNo) as Array<{
      title_no: number;
      user_id: string;
      station_no: number;
      bbs_no: number;
    }>;
    for (let offset = -21; offset <= 21; offset += 1) {
      if (!entry.days.includes(((offset % 7) + 7) % 7)) continue;
      const times = rng.chance(0.5) ? ["17:00:00", "20:00:00"] : ["19:00:00"];
      for (const time of times) {
        const [home, away] = rng.sample(entry.teams, 2);
        const fate = rng.chance(0.06) ? "cancelled" : rng.chance(0.06) ? "no_broadcast" : offset < 0 ? rng.pick(["vod", "vod", "plain", "board"]) : "vod";
        const replay = replays.length ? rng.pick(replays) : null;
        const homeWins = rng.chance(0.5);
        match.run({
          league_id: entry.id,
          match_time: kstWallClock(todayStart + offset * DAY).slice(0, 11) + time,
          season_desc: entry.season,
          season_desc_eng: entry.seasonEng,
          home_team: toJson(home),
          away_team: toJson(away),
          home_score: homeWins ? 3 : rng.int(0, 2),
          away_score: homeWins ? rng.int(0, 2) : 3,
          fate,
          title_no: fate === "vod" && replay ? replay.title_no : null,
          bbs_no: fate === "board" && replay ? replay.bbs_no : null,
          station_no: fate === "board" && replay ? replay.station_no : null,
          vod_user_id: replay?.user_id ?? null,
          bj_id: live?.user_id ?? null,
          broad_no: live?.broad_no ?? null,
        });
      }
    }
  });

  // Playlists (VOD file type PLAYLIST); some empty, which cannot be opened.
  const playlist = insert("INSERT INTO search_playlists (list_no, user_id, title, title_no, playlist_cnt, view_cnt, reg_date) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const firstVod = db.prepare("SELECT title_no FROM vods WHERE user_id = ? AND file_type IN ('REVIEW','NORMAL','HIGHLIGHT') ORDER BY title_no LIMIT 1").pluck();
  let listNo = 7_000;
  for (const streamer of rng.sample(streamers, 80)) {
    const category = categoryName.get(streamer.main_category_no) ?? "";
    const count = rng.chance(0.1) ? 0 : rng.int(2, 30);
    playlist.run(
      (listNo += rng.int(1, 5)),
      streamer.user_id,
      `[${category}] ${rng.pick(["정주행 모음", "하이라이트 모음", "명장면 재생목록", "입문자용 모음"])}`,
      count ? ((firstVod.get(streamer.user_id) as number | undefined) ?? null) : null,
      count,
      rng.int(0, 80_000),
      kstWallClock(now - rng.int(1, 300) * DAY),
    );
  }

  // Tag trend: a starting count per tag; tag searches add to it.
  const trend = insert("INSERT INTO search_tag_trends (tag, count) VALUES (?, ?)");
  for (const tag of ["롤", "먹방", "노래", "발로란트", "소통", "여행", "버튜버", "배그", "ASMR", "야구", "캠방", "힐링"]) trend.run(tag, rng.int(500, 20_000));
}
