// The directory module's own tables and their seed: admin explore menus, the extra categories that make the
// category list as long as the real one, today's sports games and the star ranking's themes.
import { toJson } from "../db";
import { kstWallClock, DAY } from "../time";
import type { Db, SeedContext } from "../types";

export function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS directory_menus (
      menu_id INTEGER PRIMARY KEY,          -- 0 = the ordinary category list
      menu_name TEXT NOT NULL,
      type TEXT NOT NULL,                   -- category | admin
      admin_id TEXT,
      live_enabled INTEGER NOT NULL,
      vod_enabled INTEGER NOT NULL,
      catch_enabled INTEGER NOT NULL,
      sort_order INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS directory_menu_categories (
      menu_id INTEGER NOT NULL REFERENCES directory_menus(menu_id) ON DELETE CASCADE,
      category_no TEXT NOT NULL,
      PRIMARY KEY (menu_id, category_no)
    );
    CREATE TABLE IF NOT EXISTS directory_extra_categories (
      category_no TEXT PRIMARY KEY,
      category_name TEXT NOT NULL UNIQUE,
      fixed_tags TEXT NOT NULL,
      is_drops INTEGER NOT NULL,
      reg_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sports_games (
      game_id INTEGER PRIMARY KEY,
      code_name TEXT NOT NULL,
      time_of_day TEXT NOT NULL,            -- HH:MM, today in KST
      live_state TEXT NOT NULL,
      live_g_state TEXT NOT NULL,
      vs_status INTEGER NOT NULL,
      vs_bj_id TEXT NOT NULL,
      review_title_no INTEGER,
      hl_title_no INTEGER,
      live_home_score INTEGER,
      live_away_score INTEGER,
      vs_home_score INTEGER,
      vs_away_score INTEGER,
      home_team TEXT NOT NULL,
      away_team TEXT NOT NULL,
      original TEXT NOT NULL,               -- Y | N
      vs_content TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS star_rank_themes (
      rank_code TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      detail TEXT NOT NULL,
      filter TEXT NOT NULL,                 -- all | group:{type} | drops | visit
      order_by TEXT NOT NULL,               -- view | start
      sort_order INTEGER NOT NULL
    );
  `);
}

// ---------------------------------------------------------------------------------------------------
// Seed

const MENUS = [
  { id: 0, name: "카테고리", type: "category", display: [1, 1, 1], categories: [] as string[] },
  {
    id: 101,
    name: "이스포츠",
    type: "admin",
    display: [1, 1, 1],
    categories: ["00040070", "00040085", "00040026", "00040005", "00040133", "00040140", "00040160"],
  },
  { id: 102, name: "보이는 라디오", type: "admin", display: [1, 1, 0], categories: ["00030000", "00020001", "00020003", "00810000"] },
  { id: 103, name: "스포츠 중계", type: "admin", display: [1, 1, 1], categories: ["00160001", "00160002", "00160003", "00160004", "00160006"] },
  { id: 104, name: "다시보기 명작선", type: "admin", display: [0, 1, 1], categories: ["00040070", "00030000", "00020002", "00020004"] },
];

const GAME_HEADS = [
  "별빛",
  "달빛",
  "그림자",
  "바람",
  "폭풍",
  "전설",
  "왕국",
  "용사",
  "마법",
  "기계",
  "우주",
  "심해",
  "강철",
  "황금",
  "얼음",
  "불꽃",
  "숲속",
  "사막",
  "하늘",
  "시간",
];
const GAME_TAILS = [
  "연대기",
  "전쟁",
  "키우기",
  "레이서",
  "타이쿤",
  "디펜스",
  "어드벤처",
  "온라인",
  "아레나",
  "서바이벌",
  "퍼즐",
  "크래프트",
  "택틱스",
  "히어로즈",
  "스토리",
];
const GENRE_TAGS: Record<string, string> = {
  연대기: "RPG",
  전쟁: "전략",
  키우기: "육성",
  레이서: "레이싱",
  타이쿤: "경영",
  디펜스: "디펜스",
  어드벤처: "어드벤처",
  온라인: "MMORPG",
  아레나: "AOS",
  서바이벌: "생존",
  퍼즐: "퍼즐",
  크래프트: "샌드박스",
  택틱스: "전략",
  히어로즈: "액션",
  스토리: "스토리",
};
/** More categories without live broadcasts, as in the real list (544 categories, most at 0 viewers). */
const EXTRA_CATEGORY_COUNT = 260;

const TEAMS = {
  KBO: ["LG 트윈스", "두산 베어스", "KIA 타이거즈", "삼성 라이온즈", "SSG 랜더스", "롯데 자이언츠", "한화 이글스", "NC 다이노스", "KT 위즈", "키움 히어로즈"],
  K리그1: ["울산 HD", "전북 현대", "FC 서울", "포항 스틸러스", "수원FC", "대구FC"],
  KBL: ["서울 SK", "부산 KCC", "원주 DB", "수원 KT"],
  V리그: ["대한항공", "현대캐피탈", "흥국생명", "현대건설"],
  EPL: ["토트넘", "맨체스터 시티", "아스널", "리버풀"],
} as const;
type League = keyof typeof TEAMS;

/** Today's games: every liveState and vsStatus row of 000 §4.8, with period codes of each sport. */
const GAMES: Array<{
  league: League;
  time: string;
  state: string;
  g: string;
  status: number;
  live?: [number, number];
  final?: [number, number];
  original?: boolean;
  content?: string;
  highlight?: boolean;
}> = [
  { league: "KBO", time: "18:30", state: "B", g: "", status: 0, original: true },
  { league: "KBO", time: "14:00", state: "I", g: "S_5T", status: 1, live: [3, 2] },
  { league: "KBO", time: "14:00", state: "D", g: "S_7B", status: 1, live: [1, 4] },
  { league: "K리그1", time: "16:30", state: "S", g: "S_SHA", status: 1, live: [2, 2] },
  { league: "K리그1", time: "17:00", state: "T", g: "S_HAT", status: 1, live: [1, 0] },
  { league: "K리그1", time: "15:00", state: "I", g: "S_PSO", status: 1, live: [1, 1] },
  { league: "KBL", time: "15:00", state: "U", g: "S_3Q", status: 1, live: [70, 65] },
  { league: "KBL", time: "13:00", state: "I", g: "S_OT", status: 1, live: [88, 88] },
  { league: "V리그", time: "16:00", state: "I", g: "S_2S", status: 1, live: [1, 1] },
  { league: "EPL", time: "04:00", state: "F", g: "S_GF", status: 2, final: [2, 1], highlight: true },
  { league: "KBO", time: "13:00", state: "F", g: "S_GF", status: 5, final: [5, 3] },
  { league: "K리그1", time: "12:00", state: "F", g: "S_GF", status: 7, final: [0, 1] },
  { league: "KBO", time: "17:00", state: "C", g: "", status: 0, original: true },
  { league: "KBL", time: "19:00", state: "B", g: "", status: 4 },
  { league: "KBO", time: "11:00", state: "B", g: "", status: 3, content: "올스타전 사전 행사" },
  { league: "KBO", time: "10:00", state: "I", g: "", status: 6, content: "KBO 신인 드래프트 생중계" },
  { league: "V리그", time: "19:00", state: "B", g: "", status: 0, original: false },
];

const THEMES = [
  { code: "HOT", title: "지금 가장 뜨거운 방송", detail: "실시간 참여자가 가장 많은 방송", filter: "all", order: "view" },
  { code: "GAME", title: "게임 랭킹", detail: "게임 카테고리 인기 방송", filter: "group:game", order: "view" },
  { code: "BORA", title: "보이는 라디오 랭킹", detail: "노래와 이야기가 있는 인기 방송", filter: "group:bora", order: "view" },
  { code: "SPORTS", title: "스포츠 랭킹", detail: "함께 응원하는 스포츠 방송", filter: "group:sports", order: "view" },
  { code: "NEW", title: "방금 시작한 방송", detail: "지금 막 방송을 시작한 스트리머", filter: "all", order: "start" },
  { code: "DROPS", title: "드롭스 이벤트 방송", detail: "시청하고 드롭스 보상 받기", filter: "drops", order: "view" },
  { code: "VISIT", title: "탐방 가능한 방송", detail: "스트리머가 탐방을 허용한 방송", filter: "visit", order: "view" },
];

export function seed({ db, rng, now }: SeedContext) {
  const insertMenu = db.prepare(
    "INSERT INTO directory_menus (menu_id, menu_name, type, admin_id, live_enabled, vod_enabled, catch_enabled, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertMenuCategory = db.prepare("INSERT INTO directory_menu_categories (menu_id, category_no) VALUES (?, ?)");
  MENUS.forEach((menu, index) => {
    insertMenu.run(menu.id, menu.name, menu.type, menu.type === "admin" ? "curator01" : null, ...menu.display, index);
    for (const no of menu.categories) insertMenuCategory.run(menu.id, no);
  });

  const insertExtra = db.prepare("INSERT INTO directory_extra_categories (category_no, category_name, fixed_tags, is_drops, reg_date) VALUES (?, ?, ?, ?, ?)");
  const names = rng.sample(
    GAME_HEADS.flatMap((head) => GAME_TAILS.map((tail) => [head, tail] as const)),
    EXTRA_CATEGORY_COUNT,
  );
  names.forEach(([head, tail], index) => {
    insertExtra.run(
      String(600_001 + index).padStart(8, "0"),
      `${head} ${tail}`,
      toJson([GENRE_TAGS[tail], head]),
      rng.chance(0.05) ? 1 : 0,
      kstWallClock(now - rng.int(1, 3000) * DAY),
    );
  });

  // Sports games are broadcast by streamers live in the sports categories.
  const sportsStreamers = db
    .prepare("SELECT l.user_id FROM lives l JOIN categories c ON c.category_no = l.category_no WHERE c.group_type = 'sports' ORDER BY l.broad_no")
    .pluck()
    .all() as string[];
  const vodOf = db.prepare("SELECT title_no FROM vods WHERE user_id = ? AND file_type = ? ORDER BY title_no LIMIT 1").pluck();
  const anyVod = db.prepare("SELECT title_no FROM vods WHERE file_type = ? ORDER BY title_no LIMIT 1").pluck();
  const insertGame = db.prepare(
    `INSERT INTO sports_games (code_name, time_of_day, live_state, live_g_state, vs_status, vs_bj_id, review_title_no, hl_title_no,
       live_home_score, live_away_score, vs_home_score, vs_away_score, home_team, away_team, original, vs_content)
     VALUES (@code_name, @time_of_day, @live_state, @live_g_state, @vs_status, @vs_bj_id, @review_title_no, @hl_title_no,
       @live_home_score, @live_away_score, @vs_home_score, @vs_away_score, @home_team, @away_team, @original, @vs_content)`,
  );
  GAMES.forEach((game, index) => {
    const [home, away] = rng.sample(TEAMS[game.league], 2);
    const bjId = sportsStreamers[index % Math.max(1, sportsStreamers.length)] ?? "streamer01";
    insertGame.run({
      code_name: game.league,
      time_of_day: game.time,
      live_state: game.state,
      live_g_state: game.g,
      vs_status: game.status,
      vs_bj_id: bjId,
      review_title_no: (vodOf.get(bjId, "REVIEW") as number | undefined) ?? null,
      hl_title_no: game.highlight ? (((vodOf.get(bjId, "HIGHLIGHT") ?? anyVod.get("HIGHLIGHT")) as number | undefined) ?? null) : null,
      live_home_score: (game.live ?? game.final)?.[0] ?? null,
      live_away_score: (game.live ?? game.final)?.[1] ?? null,
      vs_home_score: game.final?.[0] ?? null,
      vs_away_score: game.final?.[1] ?? null,
      home_team: home,
      away_team: away,
      original: game.original === false ? "N" : "Y",
      vs_content: game.content ?? "",
    });
  });

  const insertTheme = db.prepare("INSERT INTO star_rank_themes (rank_code, title, detail, filter, order_by, sort_order) VALUES (?, ?, ?, ?, ?, ?)");
  THEMES.forEach((theme, index) => insertTheme.run(theme.code, theme.title, theme.detail, theme.filter, theme.order, index));
}
