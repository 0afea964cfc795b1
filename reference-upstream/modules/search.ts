// The search host (000 §7.4): /search/api.php with m = stopWord, profileTheme, unifiedSearch, liveSearch,
// vodSearch, postsSearch, bjSearch and hashSearch, matching the core dataset for real (Korean substring
// match on nick, id, title and tags, whitespace-insensitive; scores; sorts; paging; period filters) and
// answering in the real shapes and quirks (upstream-shapes.md §4). Other m values (the directory's
// categoryList / categoryInfo / categoryContentsList) are passed on with next().
import type { LiveTableRow, VodTableRow } from "../rows";
import type { NextFunction, Request, Response } from "express";
import { particle } from "../../app/i18n/ko/particles";
import { fromJson, toJson } from "../db";
import { CATEGORIES } from "../seed/catalogue";
import { kstDate, kstWallClock, parseKstWallClock, DAY, HOUR } from "../time";
import type { Db, ModuleContext, SeedContext, UpstreamModule } from "../types";
import { currentUser } from "./auth";
import { imagePaths } from "./media";
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

const OWN_METHODS = new Set(["stopWord", "profileTheme", "unifiedSearch", "liveSearch", "vodSearch", "postsSearch", "bjSearch", "hashSearch"]);
const MAX_LIST = 100;
const VOD_TYPES = ["REVIEW", "NORMAL", "CLIP", "HIGHLIGHT", "EDITOR"];

function migrate(db: Db) {
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

function seed({ db, rng, now }: SeedContext) {
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

// ---------------------------------------------------------------------------------------------------
// Matching

/** Names compare in lower case without spaces: '리그오브레전드' finds '리그 오브 레전드', 'lol' finds 'LOL'. */
const norm = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/** Relevance of one item for a keyword; 0 = no match. */
function relevance(keyword: string, item: { nick?: string; id?: string; title?: string; tags?: string[]; category?: string }): number {
  const k = norm(keyword);
  if (!k) return 0;
  let score = 0;
  const nick = norm(item.nick ?? "");
  const id = (item.id ?? "").toLowerCase();
  if (nick === k || id === k) score += 100;
  else if (nick.includes(k) || id.includes(k)) score += 60;
  // Titles match as typed (ignoring case): without their spaces, '건강 조심' would contain '강조'.
  const title = (item.title ?? "").toLowerCase();
  const typed = keyword.trim().toLowerCase();
  if (title.includes(typed)) score += title.startsWith(typed) ? 45 : 40;
  for (const tag of item.tags ?? []) {
    const t = norm(tag);
    if (t === k) score += 50;
    else if (t.includes(k)) score += 20;
  }
  if (item.category && norm(item.category).includes(k)) score += 15;
  return score;
}

/** Tag search: the tag must be one of the item's tags exactly (case and spaces ignored). */
const hasTag = (tags: string[], tag: string) => tags.some((candidate) => norm(candidate) === norm(tag));

/** What a list call searches for: a keyword, or a tag when isHashSearch=1 (tagname, else szKeyword). */
function searchTerms(req: Request): { keyword: string; tag: string | null } {
  const keyword = String(req.query.szKeyword ?? "").trim();
  const tag = String(req.query.tagname ?? "").trim() || keyword;
  return { keyword, tag: String(req.query.isHashSearch ?? "") === "1" ? tag : null };
}

/** Relevance for a keyword; in tag search a fixed score when the tag is one of the item's tags. */
function matchScore(
  terms: { keyword: string; tag: string | null },
  item: { nick: string; id: string; title: string; tags: string[]; category: string },
): number {
  if (terms.tag !== null) return hasTag(item.tags, terms.tag) ? 50 : 0;
  return relevance(terms.keyword, item);
}

/** Wraps the keyword in <b> inside an HTML-escaped title, as the b_ fields do. */
function boldTitle(title: string, keyword: string): string {
  const escaped = escapeHtmlText(title);
  const k = keyword.trim();
  if (!k) return escaped;
  const needle = escapeHtmlText(k).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return escaped.replace(new RegExp(needle, "gi"), (found) => `<b>${found}</b>`);
}

const escapeHtmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function page(req: Request, fallbackSize: number) {
  const pageNo = Math.max(1, Number.parseInt(String(req.query.nPageNo ?? "1"), 10) || 1);
  const size = Math.min(MAX_LIST, Math.max(1, Number.parseInt(String(req.query.nListCnt ?? fallbackSize), 10) || fallbackSize));
  return { pageNo, size, offset: (pageNo - 1) * size };
}

/** The oldest date a period filter keeps (szTerm), or a range for period_select; null = no limit. */
function periodRange(req: Request, now: number): { from: number; to: number } | null {
  const term = String(req.query.szTerm ?? "all");
  const back: Record<string, number> = { "1day": DAY, "1week": 7 * DAY, "1month": 30 * DAY, "1year": 365 * DAY };
  if (back[term]) return { from: now - back[term], to: Number.POSITIVE_INFINITY };
  if (term === "period_select" || term === "directInput") {
    const start = String(req.query.szStartDate ?? "");
    const end = String(req.query.szEndDate ?? "");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
    return { from: parseKstWallClock(`${start} 00:00:00`), to: parseKstWallClock(`${end} 23:59:59`) };
  }
  return null;
}

/** The PHP hosts answer text/html with JSON whose slashes and non-ASCII characters are escaped. */
function sendPhpJson(res: Response, body: unknown) {
  const text = JSON.stringify(body)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  res.type("text/html; charset=utf-8").send(text);
}

/** Korean particle after a word: '로' after a vowel or ㄹ, '으로' after any other final consonant. */
export function postposition(word: string): string {
  // The portal's one particle helper: a word whose sound cannot be told reads as the spec's default ('로').
  const chosen = particle(word.trim(), "direction");
  return chosen.includes("(") ? chosen.slice(chosen.indexOf("(") + 1, -1) : chosen;
}

// ---------------------------------------------------------------------------------------------------
// Rows

type LiveRow = LiveTableRow & { nickname: string; station_name: string; category_name: string };

type VodRow = VodTableRow & { nickname: string; station_name: string; vod_category_name: string | null; original_nick: string | null };

type Relations = { favourites: Set<string>; fans: Set<string>; subscribed: Set<string> };

const LIVE_SELECT = `SELECT l.*, u.nickname, s.station_name, c.category_name FROM lives l
  JOIN users u ON u.user_id = l.user_id JOIN stations s ON s.user_id = l.user_id JOIN categories c ON c.category_no = l.category_no`;
const VOD_SELECT = `SELECT v.*, u.nickname, s.station_name, c.category_name AS vod_category_name, ou.nickname AS original_nick FROM vods v
  JOIN users u ON u.user_id = v.user_id JOIN stations s ON s.user_id = v.user_id
  LEFT JOIN categories c ON c.category_no = v.category_no LEFT JOIN users ou ON ou.user_id = v.original_user_id`;

function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

function createBuilders(ctx: ModuleContext) {
  const { db } = ctx;
  const img = (path: string) => ctx.protocolRelativeUrl(path);
  const favouriteCount = db.prepare("SELECT COUNT(*) FROM favorites WHERE bj_id = ?").pluck();

  function relationsOf(req: Request): Relations {
    const user = currentUser(db, req);
    if (!user) return { favourites: new Set(), fans: new Set(), subscribed: new Set() };
    const favourites = new Set(db.prepare("SELECT bj_id FROM favorites WHERE user_id = ?").pluck().all(user.user_id) as string[]);
    const rows = db.prepare("SELECT bj_id, is_fan, is_subscriber FROM search_viewer_relations WHERE user_id = ?").all(user.user_id) as Array<{
      bj_id: string;
      is_fan: number;
      is_subscriber: number;
    }>;
    return {
      favourites,
      fans: new Set(rows.filter((row) => row.is_fan).map((row) => row.bj_id)),
      subscribed: new Set(rows.filter((row) => row.is_subscriber).map((row) => row.bj_id)),
    };
  }

  /** A liveSearch item (upstream-shapes.md §4): the main-list fields minus broad_thumb and category_name, plus search fields. */
  function liveItem(row: LiveRow, keyword: string, rank: number, score: number, rel: Relations, rng: () => number) {
    const viewers = row.pc_view_cnt + row.mobile_view_cnt;
    const thumb = img(imagePaths.live(row.broad_no, Math.floor(Date.now() / 60_000)));
    const autoTags = fromJson<string[]>(row.auto_hashtags, []);
    return {
      broad_no: String(row.broad_no),
      parent_broad_no: "0",
      user_id: row.user_id,
      user_nick: row.nickname,
      station_name: row.station_name,
      broad_title: row.broad_title,
      broad_title_translate: "",
      broad_memo: "",
      broad_start: `${row.broad_start}.0`,
      broad_grade: String(row.broad_grade),
      broad_bps: String(row.broad_bps),
      broad_resolution: row.broad_resolution,
      visit_broad_type: row.visit_broad_type,
      broad_type: String(row.broad_type),
      current_view_cnt: String(viewers),
      m_current_view_cnt: String(row.mobile_view_cnt),
      allowed_view_cnt: "0",
      total_view_cnt: String(viewers),
      pc_view_cnt: String(row.pc_view_cnt),
      mobile_view_cnt: String(row.mobile_view_cnt),
      is_password: row.is_password ? "Y" : "N",
      rank: "-",
      is_drops: String(row.is_drops),
      subscription_only: String(row.subscription_only),
      subtitle_cd: "",
      is_subtitle: false,
      broad_cate_no: row.category_no,
      category_tags: fromJson<string[]>(row.category_tags, []),
      hash_tags: fromJson<string[]>(row.hash_tags, []),
      auto_hashtags: autoTags,
      lang_tags: ["한국어"],
      strm_lang_type: "ko_KR",
      broad_img: thumb,
      sn_url: thumb,
      b_broad_title: boldTitle(row.broad_title, keyword),
      broad_cate_name: row.category_name,
      best_grade: "0",
      visit_type: String(row.visit_broad_type),
      language_code: "ko_KR",
      // The real host sends "" when there are no AI tags, else an array (upstream-shapes.md §4).
      af_tags: autoTags.length ? autoTags.map((tag) => ({ af_tag: tag, af_score: (0.5 + rng() / 2).toFixed(2) })) : "",
      auto_hash_tags: autoTags,
      broad_bps_n: row.broad_bps,
      broad_resolution_n: Number(row.broad_resolution.split("x")[1] ?? 0),
      url: `http://legacy.example/${row.user_id}`,
      sort: `${rank}/${score.toFixed(2)}`,
      orderCnt: String(rank),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      favorite_flag: rel.favourites.has(row.user_id) ? 1 : 0,
      is_wp: "-1",
    };
  }

  /** A vodSearch item: flat, mostly strings, vod_duration in ms as a string. */
  function vodItem(row: VodRow, keyword: string, score: number, rel: Relations) {
    const vertical = row.resolution_type === "vertical";
    const thumb = img(imagePaths.vod(row.title_no, row.reg_date, vertical));
    return {
      title_no: String(row.title_no),
      title: row.title,
      b_title: boldTitle(row.title, keyword),
      user_id: row.user_id,
      user_nick: row.nickname,
      station_no: String(row.station_no),
      station_name: row.station_name,
      bbs_no: String(row.bbs_no),
      view_cnt: String(row.view_cnt),
      vod_view_cnt: String(row.view_cnt),
      memo_cnt: String(row.comment_cnt),
      recomm_cnt: String(row.like_cnt),
      file_type: row.file_type,
      type: row.file_type,
      ucc_type: "21",
      vod_category: row.vod_category_no,
      vod_category_name: row.vod_category_name ?? "",
      category_tags: fromJson<string[]>(row.category_tags, []),
      reg_date: row.reg_date,
      duration: formatDuration(row.duration_ms),
      vod_duration: String(row.duration_ms),
      timestamp: Math.floor(parseKstWallClock(row.reg_date) / 1000),
      thumbnail_path: thumb,
      webp_path: thumb,
      url: `${ctx.publicUrl("/vod")}/player/${row.title_no}`,
      grade: String(row.grade),
      auth: row.auth_no === 101 ? "OPEN_ALL" : "PRIVATE",
      ppv: Boolean(row.is_ppv),
      subscription_only: String(row.subscription_only),
      hash_tags: fromJson<string[]>(row.hash_tags, []),
      title_history: [],
      resolution_type: row.resolution_type,
      score: score.toFixed(2),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      ...(row.story_idx ? { story_idx: String(row.story_idx) } : {}),
      ...(row.original_user_id ? { original_bj: row.original_user_id, original_user_nick: row.original_nick ?? "", org_title_no: String(row.title_no) } : {}),
    };
  }

  type StreamerRow = {
    user_id: string;
    nickname: string;
    station_no: number;
    station_name: string;
    fan_cnt: number;
    total_visit_cnt: number;
    total_broad_time: number;
    last_broad_start: string | null;
    is_best_bj: number;
    is_partner_bj: number;
    cloned_from: string | null;
    main_category_no: string;
    broad_no: number | null;
  };

  // A test copy of a streamer has no station of its own: it reads its template's.
  const STREAMER_SELECT = `SELECT u.user_id, u.nickname, u.is_best_bj, u.is_partner_bj, u.cloned_from, s.station_no, s.station_name, s.fan_cnt,
      s.total_visit_cnt, s.total_broad_time, s.last_broad_start, s.main_category_no, l.broad_no
    FROM users u
    JOIN stations s ON s.user_id = CASE WHEN EXISTS (SELECT 1 FROM stations own WHERE own.user_id = u.user_id) THEN u.user_id ELSE u.cloned_from END
    LEFT JOIN lives l ON l.user_id = u.user_id`;
  const medalTypes = db.prepare("SELECT type FROM search_medals WHERE user_id = ? ORDER BY ord").pluck();

  /** A bjSearch item: counts as strings, flags and hours as numbers. */
  function streamerItem(row: StreamerRow, rel: Relations, ranking: number) {
    const medals = medalTypes.all(row.user_id) as string[];
    return {
      user_id: row.user_id,
      user_nick: row.nickname,
      station_no: String(row.station_no),
      station_name: row.station_name,
      station_logo: img(imagePaths.avatar(row.user_id)),
      favorite_cnt: String(row.fan_cnt + (favouriteCount.get(row.user_id) as number)),
      fanclub_cnt: String(Math.floor(row.fan_cnt / 23)),
      total_view_cnt: String(row.total_visit_cnt),
      recent_broad_date: row.last_broad_start ?? "",
      ranking: String(ranking),
      grade: "0",
      total_broad_time: Math.floor(row.total_broad_time / 3600),
      fan_flag: rel.fans.has(row.user_id) ? 1 : 0,
      subs_flag: rel.subscribed.has(row.user_id) ? 1 : 0,
      favorite_flag: rel.favourites.has(row.user_id) ? 1 : 0,
      best_streamer: row.is_best_bj,
      broad_no: row.broad_no ? String(row.broad_no) : "",
      medals: medals.map((type) => type.toUpperCase()),
      medal_url: medals.length ? img(imagePaths.banner(`medal-${medals[0]}`, medals[0], 40, 40)) : "",
      synonym: [],
      qna: [],
      profile_expose: true,
    };
  }

  return { relationsOf, liveItem, vodItem, streamerItem, STREAMER_SELECT, img };
}

// ---------------------------------------------------------------------------------------------------
// Handlers

function mountSearch(routers: Parameters<NonNullable<UpstreamModule["mount"]>>[0], ctx: ModuleContext) {
  const { db } = ctx;
  const build = createBuilders(ctx);
  const q = (req: Request, name: string) => String(req.query[name] ?? "").trim();
  let sessionCounter = 0;
  let rngState = 1;
  const rng = () => {
    rngState = (rngState * 48271) % 2147483647;
    return rngState / 2147483647;
  };

  const allLives = () => db.prepare(LIVE_SELECT).all() as LiveRow[];
  const liveTags = (row: LiveRow) => [
    ...fromJson<string[]>(row.hash_tags, []),
    ...fromJson<string[]>(row.category_tags, []),
    ...fromJson<string[]>(row.auto_hashtags, []),
  ];
  const vodTags = (row: VodRow) => [...fromJson<string[]>(row.hash_tags, []), ...fromJson<string[]>(row.category_tags, [])];
  const countTag = db.prepare("INSERT INTO search_tag_trends (tag, count) VALUES (?, 1) ON CONFLICT(tag) DO UPDATE SET count = count + 1");

  function stopWord(req: Request, res: Response) {
    const keyword = q(req, "d");
    const k = norm(keyword);
    const words = db.prepare("SELECT word, kind FROM search_stop_words").all() as Array<{ word: string; kind: string }>;
    const hit = words.find((entry) => k.includes(norm(entry.word)));
    const suggestion =
      !hit && q(req, "hasRemoveSuggest") !== "true"
        ? (db.prepare("SELECT modified, autofix FROM search_suggestions WHERE keyword = ?").get(keyword.toLowerCase()) as
            { modified: string; autofix: number } | undefined)
        : undefined;
    sessionCounter += 1;
    res.json({
      result: 1,
      data: {
        modified: suggestion?.modified ?? "",
        origin: keyword,
        stopword: hit?.word ?? "",
        isstop: hit ? "1" : "0",
        postpos: suggestion ? postposition(suggestion.modified) : "로",
        is_illegal: hit?.kind === "illegal" ? 1 : 0,
        is_autofix: Boolean(suggestion?.autofix),
        session_key: `sck_${Date.now().toString(36)}_${sessionCounter}`,
      },
    });
  }

  function liveSearch(req: Request, res: Response) {
    const terms = searchTerms(req);
    const { keyword, tag } = terms;
    const { pageNo, size, offset } = page(req, 30);
    const lives = allLives();
    const rel = build.relationsOf(req);
    const scored = lives
      .map((row) => ({
        row,
        score: matchScore(terms, { nick: row.nickname, id: row.user_id, title: row.broad_title, tags: liveTags(row), category: row.category_name }),
      }))
      .filter((entry) => entry.score > 0);
    const viewers = (row: LiveRow) => row.pc_view_cnt + row.mobile_view_cnt;
    const order = q(req, "szOrder") || "score";
    const ascending = q(req, "szOrderType") === "asc";
    const sortByOrder = (entries: Array<{ row: LiveRow; score: number }>) =>
      entries.sort((a, b) => {
        let diff: number;
        if (order === "view_cnt") diff = viewers(b.row) - viewers(a.row);
        else if (order === "broad_start") diff = parseKstWallClock(b.row.broad_start) - parseKstWallClock(a.row.broad_start);
        else diff = b.score - a.score || viewers(b.row) - viewers(a.row);
        return (ascending ? -diff : diff) || a.row.broad_no - b.row.broad_no;
      });
    sortByOrder(scored);
    const real = scored
      .slice(offset, offset + size)
      .map((entry, index) => build.liveItem(entry.row, keyword, offset + index + 1, entry.score + viewers(entry.row) / 1000, rel, rng));
    // No hits: REAL_BROAD is empty, yet HAS_MORE_LIST stays true, TOTAL_CNT non-zero and EXTRA_BROAD is
    // filled with unrelated popular rooms (upstream-shapes.md §4), in the requested order.
    const popular = () => [...lives].sort((a, b) => viewers(b) - viewers(a)).slice(0, 12);
    const extra =
      real.length === 0 && pageNo === 1 && q(req, "isExtra") !== "0"
        ? sortByOrder(popular().map((row) => ({ row, score: viewers(row) }))).map(({ row }, index) =>
            build.liveItem(row, "", index + 1, viewers(row) / 1000, rel, rng),
          )
        : [];
    if (tag && pageNo === 1) countTag.run(tag);
    sendPhpJson(res, {
      RESULT: "1",
      HAS_MORE_LIST: real.length === 0 ? true : offset + size < scored.length,
      TOTAL_CNT: String(real.length === 0 ? lives.length : scored.length),
      processTm: "0.012",
      t: Math.floor(Date.now() / 1000),
      logic: tag ? "hash" : "score",
      charset: "UTF-8",
      REAL_BROAD: real,
      SCRAP_BROAD: [],
      EXTRA_BROAD: extra,
      from: "new",
      origin_word: keyword,
    });
  }

  function vodRows(req: Request): { rows: Array<{ row: VodRow; score: number }>; keyword: string } {
    const terms = searchTerms(req);
    const searched = terms.tag ?? terms.keyword;
    // A coarse SQL filter, then exact scoring in code.
    const candidates = db
      .prepare(
        `${VOD_SELECT} WHERE v.auth_no = 101 AND v.flag = 'SUCCEED' AND (instr(lower(v.title), @typed) > 0 OR instr(replace(lower(u.nickname), ' ', ''), @k) > 0
          OR instr(lower(v.user_id), @k) > 0 OR instr(replace(lower(v.hash_tags), ' ', ''), @k) > 0 OR instr(replace(lower(v.category_tags), ' ', ''), @k) > 0)`,
      )
      .all({ k: norm(searched), typed: searched.toLowerCase() }) as VodRow[];
    const rows = candidates
      .map((row) => ({
        row,
        score: matchScore(terms, { nick: row.nickname, id: row.user_id, title: row.title, tags: vodTags(row), category: row.vod_category_name ?? "" }),
      }))
      .filter((entry) => entry.score > 0);
    return { rows, keyword: searched };
  }

  function sortVods<T extends { row: { view_cnt: number; reg_date: string; like_cnt?: number }; score: number }>(rows: T[], order: string): T[] {
    return [...rows].sort((a, b) => {
      if (order === "view_cnt") return b.row.view_cnt - a.row.view_cnt;
      if (order === "reg_date") return b.row.reg_date.localeCompare(a.row.reg_date);
      if (order === "recomm_cnt" || order === "like_cnt") return (b.row.like_cnt ?? 0) - (a.row.like_cnt ?? 0);
      return b.score - a.score || b.row.view_cnt - a.row.view_cnt;
    });
  }

  function vodSearch(req: Request, res: Response) {
    const { rows, keyword } = vodRows(req);
    const { pageNo, size, offset } = page(req, 40);
    const rel = build.relationsOf(req);
    const now = Date.now();
    const range = periodRange(req, now);
    const inRange = (date: string) => !range || (parseKstWallClock(date) >= range.from && parseKstWallClock(date) <= range.to);
    const fileType = (q(req, "szFileType") || "ALL").toUpperCase();
    const order = q(req, "szOrder") || "score";
    if (q(req, "isHashSearch") === "1" && pageNo === 1 && keyword) countTag.run(keyword);

    let data: unknown[];
    let total: number;
    if (fileType === "PLAYLIST") {
      const playlists = (
        db
          .prepare(
            `SELECT p.*, u.nickname, s.station_no, s.station_name, v.bbs_no FROM search_playlists p JOIN users u ON u.user_id = p.user_id
             JOIN stations s ON s.user_id = p.user_id LEFT JOIN vods v ON v.title_no = p.title_no`,
          )
          .all() as Array<{
          list_no: number;
          user_id: string;
          title: string;
          title_no: number | null;
          playlist_cnt: number;
          view_cnt: number;
          reg_date: string;
          nickname: string;
          station_no: number;
          station_name: string;
          bbs_no: number | null;
        }>
      )
        .map((row) => ({ row, score: relevance(keyword, { nick: row.nickname, id: row.user_id, title: row.title }) }))
        .filter((entry) => entry.score > 0 && inRange(entry.row.reg_date));
      const sorted = sortVods(playlists, order);
      total = sorted.length;
      data = sorted.slice(offset, offset + size).map(({ row }) => ({
        title_no: row.title_no ? String(row.title_no) : "",
        list_no: String(row.list_no),
        title: row.title,
        b_title: boldTitle(row.title, keyword),
        user_id: row.user_id,
        user_nick: row.nickname,
        station_no: String(row.station_no),
        bbs_no: row.bbs_no === null ? "" : String(row.bbs_no),
        station_name: row.station_name,
        file_type: "PLAYLIST",
        type: "PLAYLIST",
        playlist_cnt: String(row.playlist_cnt),
        view_cnt: String(row.view_cnt),
        reg_date: row.reg_date,
        thumbnail_path: row.title_no ? build.img(imagePaths.vod(row.title_no, row.reg_date)) : "",
        grade: "0",
        auth: "OPEN_ALL",
        config: { display: "Y" },
      }));
    } else {
      const wanted = fileType === "ALL" ? VOD_TYPES : [fileType];
      const filtered = sortVods(
        rows.filter((entry) => wanted.includes(entry.row.file_type) && inRange(entry.row.reg_date)),
        order,
      );
      total = filtered.length;
      data = filtered.slice(offset, offset + size).map((entry) => build.vodItem(entry.row, keyword, entry.score, rel));
    }

    // Catch and Catch stories come with the first page (the total tab shows them).
    const firstPage = pageNo === 1 && fileType !== "PLAYLIST";
    const catchOf = (type: string) =>
      firstPage
        ? sortVods(
            rows.filter((entry) => entry.row.file_type === type),
            "score",
          )
            .slice(0, 20)
            .map((entry) => build.vodItem(entry.row, keyword, entry.score, rel))
        : [];
    res.json({
      RESULT: 1,
      TOTAL_CNT: total,
      HAS_MORE_LIST: offset + size < total,
      DATA: data,
      RELATED_DATA: [],
      LATEST_DATA: [],
      CATCH_DATA: catchOf("CATCH"),
      CATCH_STORY_DATA: catchOf("CATCH_STORY"),
      WORD: keyword,
      origin_word: keyword,
    });
  }

  /** Text of a post's HTML, as the search engine indexes it. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim();

  // Station posts (the one post table) of public ordinary boards, matched on their title, text and author.
  function postsSearch(req: Request, res: Response) {
    const keyword = q(req, "szKeyword");
    const k = norm(keyword);
    const typed = keyword.toLowerCase();
    const { size, offset } = page(req, 40);
    const range = periodRange(req, Date.now());
    const rows = (
      k
        ? (db
            .prepare(
              `SELECT p.title_no, p.station_no, p.bbs_no, p.user_id, p.title, p.content, p.reg_date, p.read_cnt, p.like_cnt,
                 st.user_id AS station_user_id, st.station_name, u.nickname,
                 (SELECT COUNT(*) FROM station_comments c WHERE c.title_no = p.title_no) AS comment_cnt,
                 (SELECT MIN(photo_no) FROM station_photos ph WHERE ph.title_no = p.title_no) AS photo_no,
                 (SELECT COUNT(*) FROM station_photos ph WHERE ph.title_no = p.title_no) AS photo_cnt
               FROM station_posts p JOIN stations st ON st.station_no = p.station_no JOIN users o ON o.user_id = st.user_id
               JOIN users u ON u.user_id = p.user_id
               JOIN station_boards b ON b.station_no = p.station_no AND b.bbs_no = p.bbs_no AND b.auth_no = 101 AND b.display_type = 104
               WHERE o.cloned_from IS NULL`,
            )
            .all() as Array<{
            title_no: number;
            station_no: number;
            bbs_no: number;
            user_id: string;
            title: string;
            content: string;
            reg_date: string;
            read_cnt: number;
            like_cnt: number;
            station_user_id: string;
            station_name: string;
            nickname: string;
            comment_cnt: number;
            photo_no: number | null;
            photo_cnt: number;
          }>)
        : []
    ).map((row) => ({ ...row, text: textOf(row.content) }));
    const kept = rows
      .filter(
        (row) => row.title.toLowerCase().includes(typed) || row.text.toLowerCase().includes(typed) || row.nickname.toLowerCase().replace(/ /g, "").includes(k),
      )
      .filter((row) => !range || (parseKstWallClock(row.reg_date) >= range.from && parseKstWallClock(row.reg_date) <= range.to));
    const order = q(req, "szOrder") || "view_cnt";
    kept.sort((a, b) => (order === "reg_date" ? b.reg_date.localeCompare(a.reg_date) : b.read_cnt - a.read_cnt) || b.title_no - a.title_no);
    res.json({
      RESULT: 1,
      TOTAL_CNT: kept.length,
      DATA: kept.slice(offset, offset + size).map((row) => ({
        title_no: row.title_no,
        station_no: row.station_no,
        bbs_no: row.bbs_no,
        view_cnt: row.read_cnt,
        recomm_cnt: row.like_cnt,
        memo_cnt: row.comment_cnt,
        photo_cnt: String(row.photo_cnt),
        station_user_id: row.station_user_id,
        user_id: row.user_id,
        user_nick: row.nickname,
        station_name: row.station_name,
        title: row.title,
        content: row.text,
        reg_date: row.reg_date,
        thumbnail: row.photo_no !== null ? build.img(imagePaths.postPhoto(row.photo_no)) : "",
        station_logo: build.img(imagePaths.avatar(row.station_user_id)),
        url: `${ctx.publicUrl("/st")}/${row.station_user_id}/post/${row.title_no}`,
      })),
    });
  }

  type StreamerRow = Parameters<typeof build.streamerItem>[0];

  function searchableStreamers(keyword: string): Array<{ row: StreamerRow; score: number }> {
    const k = norm(keyword);
    const rows = db
      .prepare(
        `${build.STREAMER_SELECT} WHERE u.cloned_from IS NULL AND (instr(replace(lower(u.nickname), ' ', ''), @k) > 0 OR instr(lower(u.user_id), @k) > 0
           OR instr(replace(lower(s.station_name), ' ', ''), @k) > 0)`,
      )
      .all({ k }) as StreamerRow[];
    return rows
      .map((row) => ({ row, score: relevance(keyword, { nick: row.nickname, id: row.user_id, title: row.station_name }) }))
      .filter((entry) => entry.score > 0);
  }

  function bjSearch(req: Request, res: Response) {
    const keyword = q(req, "szKeyword");
    const { pageNo, size, offset } = page(req, 40);
    const rel = build.relationsOf(req);
    const order = q(req, "szOrder") || "score";
    const matches = searchableStreamers(keyword);
    const value = (row: StreamerRow): number => {
      if (order === "total_view_cnt") return row.total_visit_cnt;
      if (order === "total_broad_time") return row.total_broad_time;
      if (order === "favorite_cnt" || order === "fanclub_cnt") return row.fan_cnt;
      return 0;
    };
    matches.sort((a, b) => value(b.row) - value(a.row) || b.score - a.score || b.row.fan_cnt - a.row.fan_cnt);
    const top = matches[0]?.row;
    const matched = new Set(matches.map((entry) => entry.row.user_id));
    const recommend =
      pageNo === 1 && top
        ? (
            db
              .prepare(`${build.STREAMER_SELECT} WHERE s.main_category_no = ? AND u.cloned_from IS NULL ORDER BY s.fan_cnt DESC LIMIT 20`)
              .all(top.main_category_no) as StreamerRow[]
          )
            .filter((row) => !matched.has(row.user_id))
            .slice(0, 8)
        : [];
    res.json({
      RESULT: 1,
      TOTAL_CNT: matches.length,
      DATA: matches.slice(offset, offset + size).map((entry, index) => build.streamerItem(entry.row, rel, offset + index + 1)),
      RECOMMEND_DATA: recommend.map((row, index) => build.streamerItem(row, rel, index + 1)),
      WORD: keyword,
      version: "2.0",
    });
  }

  function unifiedSearch(req: Request, res: Response) {
    const keyword = q(req, "keyword");
    const limit = Math.min(50, Math.max(1, Number.parseInt(q(req, "limit") || "20", 10) || 20));
    const k = norm(keyword);
    const terms: string[] = [];
    const add = (term: string) => {
      if (term && norm(term) !== k && !terms.some((existing) => norm(existing) === norm(term))) terms.push(term);
    };
    if (k) {
      for (const word of db.prepare("SELECT related FROM search_related_keywords WHERE keyword = ? ORDER BY ord").pluck().all(keyword) as string[]) add(word);
      // Derived: categories and tags found together with the keyword, most frequent first.
      const counts = new Map<string, number>();
      const bump = (tag: string) => counts.set(tag, (counts.get(tag) ?? 0) + 1);
      for (const row of allLives()) {
        const tags = liveTags(row);
        if (relevance(keyword, { nick: row.nickname, title: row.broad_title, tags, category: row.category_name }) > 0) tags.forEach(bump);
      }
      for (const category of CATEGORIES) if (norm(category.name).includes(k) || category.fixedTags.some((tag) => norm(tag) === k)) add(category.name);
      [...counts.entries()]
        .filter(([tag, count]) => count >= 2 && norm(tag) !== k)
        .sort((a, b) => b[1] - a[1])
        .forEach(([tag]) => add(`${keyword} ${tag}`));
      for (const entry of searchableStreamers(keyword).slice(0, 5)) add(entry.row.nickname);
    }
    res.json({ result: 1, relatedSearchTerms: { data: terms.slice(0, limit).map((d) => ({ d })) } });
  }

  function hashSearch(_req: Request, res: Response) {
    const rank = db.prepare("SELECT tag AS key, count FROM search_tag_trends ORDER BY count DESC, tag LIMIT 10").all();
    res.json({ result: 1, rank });
  }

  function esportFor(categoryNo: string, date: string) {
    const leagues = db
      .prepare("SELECT league_id, code_name, code_name_eng FROM search_esport_leagues WHERE category_no = ? ORDER BY ord")
      .all(categoryNo) as Array<{
      league_id: string;
      code_name: string;
      code_name_eng: string;
    }>;
    if (leagues.length === 0) return [];
    const ids = leagues.map((league) => league.league_id);
    const marks = ids.map(() => "?").join(",");
    const matches = db
      .prepare(
        `SELECT m.*, l.code_name FROM search_esport_matches m JOIN search_esport_leagues l USING (league_id) WHERE m.league_id IN (${marks}) AND substr(m.match_time, 1, 10) = ? ORDER BY m.match_time, m.match_id`,
      )
      .all(...ids, date) as Array<Record<string, unknown> & { match_time: string; fate: string; home_team: string; away_team: string }>;
    const prev = db
      .prepare(`SELECT max(substr(match_time, 1, 10)) FROM search_esport_matches WHERE league_id IN (${marks}) AND substr(match_time, 1, 10) < ?`)
      .pluck()
      .get(...ids, date) as string | null;
    const next = db
      .prepare(`SELECT min(substr(match_time, 1, 10)) FROM search_esport_matches WHERE league_id IN (${marks}) AND substr(match_time, 1, 10) > ?`)
      .pluck()
      .get(...ids, date) as string | null;
    const now = Date.now();
    const team = (json: string) => {
      const value = fromJson<{ code: string; name: string; nameEng: string }>(json, { code: "", name: "", nameEng: "" });
      return {
        name: value.name,
        name_eng: value.nameEng,
        image_default_url: build.img(imagePaths.banner(`team-${value.code}`, value.code, 96, 96)),
        image_dark_url: build.img(imagePaths.banner(`team-${value.code}-dark`, value.code, 96, 96)),
      };
    };
    const list = matches.map((match) => {
      const start = parseKstWallClock(match.match_time);
      const started = now >= start;
      const running = started && now < start + 3 * HOUR;
      // vsStatus by fate and time (000 §4.9): 0 scheduled, 1 live, 2 / 5 / 8 finished, 3 no broadcast, 4 cancelled.
      const status =
        match.fate === "cancelled"
          ? "4"
          : match.fate === "no_broadcast"
            ? "3"
            : !started
              ? "0"
              : running
                ? "1"
                : match.fate === "vod"
                  ? "5"
                  : match.fate === "board"
                    ? "8"
                    : "2";
      const showScores = status !== "0" && status !== "4";
      return {
        vs_match_time: match.match_time,
        season_desc: match.season_desc,
        season_desc_eng: match.season_desc_eng,
        file_type: match.title_no ? "REVIEW" : "",
        title_no: status === "5" && match.title_no ? String(match.title_no) : "",
        bbs_no: status === "8" && match.bbs_no ? String(match.bbs_no) : "",
        station_no: status === "8" && match.station_no ? String(match.station_no) : "",
        vs_home_score: showScores ? String(running ? Math.min(1, Number(match.home_score)) : match.home_score) : "0",
        vs_away_score: showScores ? String(running ? Math.min(1, Number(match.away_score)) : match.away_score) : "0",
        vs_home_team_code_info: team(match.home_team),
        vs_away_team_code_info: team(match.away_team),
        vs_status: status,
        broad_no: status === "1" && match.broad_no ? String(match.broad_no) : "",
        vs_bj_id: String(match.bj_id ?? ""),
        vod_user_id: String(match.vod_user_id ?? ""),
        code_name: match.code_name,
      };
    });
    return [
      {
        menu: leagues.map((league) => ({ code_name: league.code_name, code_name_eng: league.code_name_eng })),
        list,
        date,
        next_date: next ?? "",
        prev_date: prev ?? "",
        keyword_show: "Y",
      },
    ];
  }

  function gameProfileFor(keyword: string) {
    const k = norm(keyword);
    const games = db
      .prepare("SELECT g.*, c.category_name, c.is_drops, c.fixed_tags FROM search_game_profiles g JOIN categories c USING (category_no)")
      .all() as Array<{
      category_no: string;
      aliases: string;
      stations: string;
      events: string;
      series: string;
      category_name: string;
      is_drops: number;
      fixed_tags: string;
    }>;
    return games.find((game) => norm(game.category_name) === k || fromJson<string[]>(game.aliases, []).some((alias) => norm(alias) === k)) ?? null;
  }

  function profileTheme(req: Request, res: Response) {
    const keyword = q(req, "d");
    const k = norm(keyword);
    const pttype = q(req, "pttype") || "all";
    const date = /^\d{4}-\d{2}-\d{2}$/.test(q(req, "date")) ? q(req, "date") : kstDate(Date.now());
    const size = Math.min(MAX_LIST, Math.max(1, Number.parseInt(q(req, "size") || "10", 10) || 10));
    const orderBy = q(req, "orderBy") === "asc" ? 1 : -1;
    const rel = build.relationsOf(req);
    const game = k ? gameProfileFor(keyword) : null;
    const esport = game ? esportFor(game.category_no, date) : [];
    const empty = {
      advertisement: null,
      recommend_contents: [],
      homonym: [],
      game_profile: [],
      esport,
      profile: [],
      latest_vod: [],
      recommend_bj: [],
      related_bj: [],
      theme: [],
      theme_shortcuts: [],
      theme_bj: [],
      theme_vod: [],
    };
    if (pttype === "esport" || !k) {
      res.json({ result: 1, data: empty });
      return;
    }

    const streamerRow = (where: string, ...args: unknown[]) => db.prepare(`${build.STREAMER_SELECT} ${where}`).all(...args) as StreamerRow[];
    // Profile: an exact nick or id; the original account before test copies, then the biggest station.
    const named = streamerRow(
      "WHERE (replace(lower(u.nickname), ' ', '') = ? OR lower(u.user_id) = ?) ORDER BY (u.cloned_from IS NOT NULL), s.fan_cnt DESC",
      k,
      keyword.toLowerCase(),
    );
    const exposed = named.filter(
      (row) => (db.prepare("SELECT expose FROM search_profiles WHERE user_id = ?").pluck().get(row.user_id) as number | undefined) === 1,
    );
    const owner = exposed[0] ?? null;
    const profile = owner
      ? (() => {
          const extra = db.prepare("SELECT * FROM search_profiles WHERE user_id = ?").get(owner.user_id) as {
            notice_title_no: number | null;
            careers: string;
            qna: string;
          };
          const user = db.prepare("SELECT age FROM users WHERE user_id = ?").get(owner.user_id) as { age: number };
          const notice = extra.notice_title_no
            ? (db.prepare("SELECT title FROM station_posts WHERE title_no = ?").pluck().get(extra.notice_title_no) as string | undefined)
            : undefined;
          const station = db.prepare("SELECT station_title FROM stations WHERE user_id = ?").pluck().get(owner.user_id) as string;
          const medals = db.prepare("SELECT type, content, description FROM search_medals WHERE user_id = ? ORDER BY ord").all(owner.user_id) as Array<{
            type: string;
            content: string;
            description: string;
          }>;
          return {
            user_id: owner.user_id,
            user_nick: owner.nickname,
            img_file: build.img(imagePaths.avatar(owner.user_id)),
            fan_flag: rel.fans.has(owner.user_id) ? 1 : 0,
            subs_flag: rel.subscribed.has(owner.user_id) ? 1 : 0,
            fan_count: String(owner.fan_cnt + (db.prepare("SELECT COUNT(*) FROM favorites WHERE bj_id = ?").pluck().get(owner.user_id) as number)),
            favorite_flag: rel.favourites.has(owner.user_id) ? 1 : 0,
            station_title: station,
            notice: notice ?? "",
            title_no: notice ? String(extra.notice_title_no) : "",
            medal: medals.map((medal) => ({
              type: medal.type,
              simple_url: build.img(imagePaths.banner(`medal-${medal.type}-${medal.content}`, medal.content.slice(0, 2), 40, 40)),
              basic_url: build.img(imagePaths.banner(`medal-${medal.type}-${medal.content}`, medal.content, 120, 120)),
              content: medal.content,
              description: medal.description,
            })),
            born_year: String(new Date().getFullYear() - user.age),
            user_age: String(user.age),
            view_count: String(owner.total_visit_cnt),
            total_broad_time: String(Math.floor(owner.total_broad_time / 3600)),
            career_award: fromJson<string[]>(extra.careers, []),
            qna: fromJson<Array<{ q: string; a: string }>>(extra.qna, []),
          };
        })()
      : null;
    // Homonyms: the other streamers going by the same nickname.
    const homonym = named
      .filter((row) => row.user_id !== owner?.user_id && row.cloned_from === null && norm(row.nickname) === k)
      .map((row) => ({
        user_id: row.user_id,
        user_nick: row.nickname,
        station_name: row.station_name,
        station_logo: build.img(imagePaths.avatar(row.user_id)),
        favorite_cnt: String(row.fan_cnt),
      }));

    const categoryOfInterest = game?.category_no ?? owner?.main_category_no ?? null;
    const streamersOf = (categoryNo: string, exclude: string | undefined, limit: number) =>
      streamerRow(
        "WHERE s.main_category_no = ? AND u.user_id <> ? AND u.cloned_from IS NULL ORDER BY s.fan_cnt DESC LIMIT ?",
        categoryNo,
        exclude ?? "",
        limit,
      ).map((row, index) => build.streamerItem(row, rel, index + 1));
    const related = categoryOfInterest ? streamersOf(categoryOfInterest, owner?.user_id, 8) : [];

    const vodsOf = (where: string, ...args: unknown[]) =>
      (db.prepare(`${VOD_SELECT} WHERE v.auth_no = 101 AND v.flag = 'SUCCEED' AND ${where}`).all(...args) as VodRow[]).map((row) =>
        build.vodItem(row, keyword, 0, rel),
      );
    const latest = owner
      ? vodsOf(`v.user_id = ? AND v.file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP') ORDER BY v.reg_date DESC LIMIT 6`, owner.user_id)
      : [];

    const gameLives = game ? allLives().filter((row) => row.category_no === game.category_no) : [];
    const viewers = (row: LiveRow) => row.pc_view_cnt + row.mobile_view_cnt;
    const order = q(req, "order") || "current_sum_viewer";
    gameLives.sort((a, b) =>
      order === "broad_start" ? orderBy * (parseKstWallClock(a.broad_start) - parseKstWallClock(b.broad_start)) : orderBy * (viewers(a) - viewers(b)),
    );
    const gameProfile = game
      ? [
          {
            category_no: game.category_no,
            pc_image: build.img(imagePaths.category(game.category_no, game.category_name)),
            title: game.category_name,
            viewer: String(gameLives.reduce((sum, row) => sum + viewers(row), 0)),
            fixed_tags: fromJson<string[]>(game.fixed_tags, []),
            category_tags: [game.category_name],
            is_drops: game.is_drops,
            bj: gameLives
              .slice(0, size)
              .map((row, index) => ({ ...build.liveItem(row, "", index + 1, viewers(row), rel, rng), current_sum_viewer: viewers(row) })),
            stations: fromJson<string[]>(game.stations, []).flatMap((id) =>
              streamerRow("WHERE u.user_id = ?", id).map((row, index) => build.streamerItem(row, rel, index + 1)),
            ),
            events: fromJson<unknown[]>(game.events, []),
            series: fromJson<string[]>(game.series, []).map((title) => ({ title, pc_image: build.img(imagePaths.category(`series-${title}`, title)) })),
          },
        ]
      : [];

    // Recommended contents: what is big in the category of interest, lives and VODs and one streamer.
    const recommend: unknown[] = [];
    if (categoryOfInterest) {
      const lives = allLives()
        .filter((row) => row.category_no === categoryOfInterest && row.user_id !== owner?.user_id)
        .sort((a, b) => viewers(b) - viewers(a))
        .slice(0, 2);
      for (const row of lives) recommend.push({ recommend_type: "LIVE", hotclip_yn: "N", ...build.liveItem(row, "", 0, viewers(row), rel, rng) });
      for (const vod of vodsOf(`v.category_no = ? AND v.file_type IN ('REVIEW','HIGHLIGHT') ORDER BY v.view_cnt DESC LIMIT 3`, categoryOfInterest))
        recommend.push({ recommend_type: "VOD", hotclip_yn: Number(vod.view_cnt) > 1_000_000 ? "Y" : "N", ...vod });
      if (related[0]) recommend.push({ recommend_type: "BJ", hotclip_yn: "N", ...related[0] });
    }

    const themes = db.prepare("SELECT html, background_color, is_top FROM search_themes WHERE keyword = ? ORDER BY ord").all(keyword) as Array<{
      html: string;
      background_color: string;
      is_top: number;
    }>;
    const shortcuts = db.prepare("SELECT title, url, buttons FROM search_shortcuts WHERE keyword = ? ORDER BY ord").all(keyword) as Array<{
      title: string;
      url: string;
      buttons: string;
    }>;
    const ad = db.prepare("SELECT background_color, label, url FROM search_ads WHERE keyword = ?").get(keyword) as
      { background_color: string; label: string; url: string } | undefined;

    res.json({
      result: 1,
      data: {
        ...empty,
        advertisement: ad
          ? { background_color: ad.background_color, image: build.img(imagePaths.banner(`ad-${keyword}`, ad.label, 1200, 120)), url: ad.url }
          : null,
        recommend_contents: recommend,
        homonym,
        game_profile: gameProfile,
        profile: profile ? [profile] : [],
        latest_vod: latest,
        recommend_bj: owner ? [] : related,
        related_bj: owner ? related : [],
        theme: themes.map((theme) => ({ html: theme.html, background_color: theme.background_color, is_top: Boolean(theme.is_top) })),
        theme_shortcuts: shortcuts.map((shortcut) => ({ link: { url: shortcut.url, title: shortcut.title, buttons: fromJson(shortcut.buttons, []) } })),
      },
    });
  }

  const handlers: Record<string, (req: Request, res: Response) => void> = {
    stopWord,
    profileTheme,
    unifiedSearch,
    liveSearch,
    vodSearch,
    postsSearch,
    bjSearch,
    hashSearch,
  };

  routers.search.get("/api.php", (req: Request, res: Response, next: NextFunction) => {
    const m = String(req.query.m ?? "");
    if (!OWN_METHODS.has(m)) {
      next();
      return;
    }
    handlers[m](req, res);
  });
}

export const searchModule: UpstreamModule = {
  name: "search",
  version: 2,
  tables: [
    "search_stop_words",
    "search_suggestions",
    "search_medals",
    "search_profiles",
    "search_viewer_relations",
    "search_themes",
    "search_shortcuts",
    "search_ads",
    "search_game_profiles",
    "search_esport_matches",
    "search_esport_leagues",
    // Gone (search lists station posts): listed so that an older database drops it.
    "search_posts",
    "search_playlists",
    "search_related_keywords",
    "search_tag_trends",
  ],
  migrate,
  seed,
  mount: mountSearch,
  // A test copy of a streamer keeps its search profile, so that it can see its own card.
  userTables: [
    { table: "search_profiles", column: "user_id" },
    { table: "search_medals", column: "user_id" },
    { table: "search_viewer_relations", column: "user_id" },
  ],
};
