// The home module's own tables and their seed: the admin's popular sections, Cinety episodes, the prefer
// sections and categories, and the top banners with their broadcast alarms.
import { CATEGORIES } from "../seed/catalogue";
import { DAY, HOUR, kstWallClock, MINUTE } from "../time";
import type { Db, SeedContext } from "../types";

export function migrate(db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS home_sections (
      section_code TEXT PRIMARY KEY,
      sort_order INTEGER NOT NULL,
      content_type TEXT NOT NULL,       -- LIVE | VOD | CATCH | STORY | CATEGORY | MAIN_LIST_BNR | CINETY | PREVIEW (and unknown ones)
      is_adult TEXT NOT NULL,           -- Y | N
      abroad_yn TEXT NOT NULL,          -- Y = shown abroad too
      btn_position TEXT NOT NULL,       -- TOP_RIGHT | BOTTOM | ''
      btn_text TEXT NOT NULL,
      remove_title TEXT NOT NULL,
      row_count INTEGER NOT NULL,
      title TEXT NOT NULL,              -- HTML
      url TEXT NOT NULL,
      use_slider TEXT NOT NULL,
      source TEXT NOT NULL              -- where the contents come from (popular, curated, game, adult, categories, banners)
    );
    CREATE TABLE IF NOT EXISTS home_section_items (
      section_code TEXT NOT NULL REFERENCES home_sections(section_code) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      title_no INTEGER NOT NULL,
      PRIMARY KEY (section_code, position)
    );
    CREATE TABLE IF NOT EXISTS cinety_episodes (
      episode_no INTEGER PRIMARY KEY,
      title_no INTEGER NOT NULL,
      content_title TEXT NOT NULL,
      title TEXT NOT NULL,
      hashtags TEXT NOT NULL,
      duration_ms INTEGER NOT NULL,
      category_name TEXT NOT NULL,
      read_cnt INTEGER NOT NULL,
      episode_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS prefer_sections (
      section_code TEXT PRIMARY KEY,
      sort_order INTEGER NOT NULL,
      divider TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS prefer_categories (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      category_no TEXT NOT NULL,
      score INTEGER NOT NULL,
      PRIMARY KEY (user_id, category_no)
    );
    CREATE TABLE IF NOT EXISTS prefer_extras (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      type TEXT NOT NULL,               -- LIVE | VOD
      content_id TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, type, content_id)
    );
    CREATE TABLE IF NOT EXISTS top_banners (
      idx INTEGER PRIMARY KEY,
      alarm_idx INTEGER,
      banner_title TEXT NOT NULL,
      banner_content TEXT NOT NULL,
      memo TEXT NOT NULL,
      banner_period TEXT NOT NULL,
      link TEXT NOT NULL,
      is_type TEXT NOT NULL,            -- ALARM | LINK
      order_no INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS banner_alarms (
      user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      alarm_idx INTEGER NOT NULL,
      platform TEXT NOT NULL,
      reg_date TEXT NOT NULL,
      PRIMARY KEY (user_id, alarm_idx)
    );
    CREATE TABLE IF NOT EXISTS event_logs (
      id INTEGER PRIMARY KEY,
      sztype TEXT NOT NULL,
      code_type TEXT NOT NULL,
      send_data TEXT NOT NULL,
      sys_type TEXT NOT NULL,
      os TEXT NOT NULL,
      user_id TEXT,
      reg_date TEXT NOT NULL
    );
  `);
}

type SectionSeed = {
  code: string;
  type: string;
  title: string;
  source: "popular" | "curated" | "game" | "adult" | "categories" | "banners" | "catch" | "cinety" | "none";
  slider?: boolean;
  rows?: number;
  adult?: boolean;
  abroad?: boolean;
  button?: { position: "TOP_RIGHT" | "BOTTOM"; text: string; url: string };
  removeTitle?: boolean;
};

/** The admin's popular sections, in order: every content type, one adult and one domestic-only section,
 * one too short to show, one of a type the portal does not know. */
const POPULAR_SECTIONS: SectionSeed[] = [
  { code: "PREVIEW_01", type: "PREVIEW", title: "미리보기", source: "popular", removeTitle: true, abroad: true },
  {
    code: "LIVE_01",
    type: "LIVE",
    title: "<strong>지금</strong> 인기 LIVE",
    source: "popular",
    rows: 2,
    abroad: true,
    button: { position: "TOP_RIGHT", text: "전체보기", url: "/live/all" },
  },
  { code: "MAIN_LIST_BNR_01", type: "MAIN_LIST_BNR", title: "방송 알림", source: "banners", removeTitle: true, abroad: true },
  {
    code: "CATEGORY_01",
    type: "CATEGORY",
    title: "인기 카테고리",
    source: "categories",
    slider: true,
    abroad: true,
    button: { position: "TOP_RIGHT", text: "전체보기", url: "/directory/category" },
  },
  { code: "CATCH_01", type: "CATCH", title: "지금 뜨는 <em>Catch</em>", source: "catch", slider: true, abroad: true },
  {
    code: "VOD_01",
    type: "VOD",
    title: "추천 VOD<script>alert(1)</script>",
    source: "curated",
    rows: 2,
    abroad: true,
    button: { position: "BOTTOM", text: "VOD 더보기", url: "/directory/category/%EB%A6%AC%EA%B7%B8%20%EC%98%A4%EB%B8%8C%20%EB%A0%88%EC%A0%84%EB%93%9C/vod" },
  },
  { code: "GAME_LIVE_01", type: "LIVE", title: "게임 LIVE", source: "game", slider: true, abroad: false },
  { code: "STORY_01", type: "STORY", title: "Catch 스토리", source: "curated", slider: true, abroad: true },
  { code: "ADULT_LIVE_01", type: "LIVE", title: "성인 LIVE", source: "adult", rows: 1, adult: true, abroad: true },
  { code: "CINETY_01", type: "CINETY", title: "시네티 오리지널", source: "cinety", slider: true, abroad: true },
  { code: "VOD_NEW_01", type: "VOD", title: "새로 올라온 VOD", source: "curated", rows: 1, abroad: true },
  { code: "SHORTS_01", type: "SHORTS", title: "쇼츠", source: "none", abroad: true },
];

const PREFER_SECTIONS: Array<[string, boolean]> = [
  ["PREFER_PREVIEW", false],
  ["PREFER_LIVE_01", false],
  ["MAIN_LIST_BNR_01", true],
  ["PREFER_CATEGORY_01", true],
  ["PREFER_CATCH_01", false],
  ["PREFER_VOD_01", true],
  ["PREFER_STORY_01", false],
  ["CINETY_01", false],
  ["PREFER_SHORTS_01", false],
];

export function seed({ db, rng, now }: SeedContext) {
  const insertSection = db.prepare(
    `INSERT INTO home_sections (section_code, sort_order, content_type, is_adult, abroad_yn, btn_position, btn_text, remove_title, row_count, title, url, use_slider, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  POPULAR_SECTIONS.forEach((section, index) => {
    insertSection.run(
      section.code,
      (index + 1) * 10,
      section.type,
      section.adult ? "Y" : "N",
      section.abroad ? "Y" : "N",
      section.button?.position ?? "",
      section.button?.text ?? "",
      section.removeTitle ? "Y" : "N",
      section.rows ?? 1,
      section.title,
      section.button?.url ?? "",
      section.slider ? "Y" : "N",
      section.source,
    );
  });

  // Curated VODs: popular public ones; stories; three new VODs (too few: that section stays hidden).
  const insertItem = db.prepare("INSERT INTO home_section_items (section_code, position, title_no) VALUES (?, ?, ?)");
  const publicVods = db
    .prepare(
      "SELECT title_no FROM vods WHERE file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP','EDITOR') AND auth_no = 101 AND grade = 0 AND flag = 'SUCCEED' ORDER BY view_cnt DESC LIMIT 60",
    )
    .pluck()
    .all() as number[];
  rng.sample(publicVods, 24).forEach((titleNo, index) => insertItem.run("VOD_01", index, titleNo));
  const stories = db
    .prepare("SELECT title_no FROM vods WHERE file_type = 'CATCH_STORY' AND grade = 0 ORDER BY view_cnt DESC LIMIT 20")
    .pluck()
    .all() as number[];
  stories.forEach((titleNo, index) => insertItem.run("STORY_01", index, titleNo));
  const newest = db
    .prepare("SELECT title_no FROM vods WHERE file_type IN ('REVIEW','NORMAL') AND auth_no = 101 AND grade = 0 ORDER BY reg_date DESC LIMIT 3")
    .pluck()
    .all() as number[];
  newest.forEach((titleNo, index) => insertItem.run("VOD_NEW_01", index, titleNo));

  // Cinety: two original series of six episodes, each episode a VOD of the dataset.
  const insertEpisode = db.prepare(
    "INSERT INTO cinety_episodes (episode_no, title_no, content_title, title, hashtags, duration_ms, category_name, read_cnt, episode_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const series = [
    { title: "게임의 전설", category: "리그 오브 레전드", tags: ["오리지널", "다큐"] },
    { title: "먹방 로드 트립", category: "먹방/쿡방", tags: ["오리지널", "여행"] },
  ];
  let episodeNo = 500;
  for (const show of series) {
    for (let episode = 1; episode <= 6; episode += 1) {
      episodeNo += 1;
      insertEpisode.run(
        episodeNo,
        rng.pick(publicVods),
        show.title,
        `${show.title} ${episode}화`,
        JSON.stringify(show.tags),
        rng.int(15, 45) * MINUTE,
        show.category,
        rng.int(2_000, 400_000),
        kstWallClock(now - (7 - episode) * 7 * DAY),
      );
    }
  }

  const insertPrefer = db.prepare("INSERT INTO prefer_sections (section_code, sort_order, divider) VALUES (?, ?, ?)");
  PREFER_SECTIONS.forEach(([code, divider], index) => insertPrefer.run(code, (index + 1) * 10, divider ? "Y" : "N"));

  // Preferred categories: those of the viewer's favourite stations, then a few more, scored.
  const insertCategory = db.prepare("INSERT OR IGNORE INTO prefer_categories (user_id, category_no, score) VALUES (?, ?, ?)");
  const accounts = db.prepare("SELECT user_id FROM users WHERE is_demo = 1").pluck().all() as string[];
  const favouriteCategories = db.prepare(
    "SELECT s.main_category_no AS category_no, COUNT(*) AS n FROM favorites f JOIN stations s ON s.user_id = f.bj_id WHERE f.user_id = ? GROUP BY s.main_category_no ORDER BY n DESC, s.main_category_no",
  );
  for (const userId of accounts) {
    const rows = favouriteCategories.all(userId) as Array<{ category_no: string; n: number }>;
    rows.forEach((row) => insertCategory.run(userId, row.category_no, row.n * 10));
    rng
      .sample(
        CATEGORIES.filter((category) => category.display?.live !== false),
        4,
      )
      .forEach((category, index) => insertCategory.run(userId, category.no, 5 - index));
  }

  // Top banners: order numbers with ties (shuffled by the portal), three with a broadcast alarm.
  const insertBanner = db.prepare(
    "INSERT INTO top_banners (idx, alarm_idx, banner_title, banner_content, memo, banner_period, link, is_type, order_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const banners = [
    { alarm: 7001, title: "2024 스트리머 대상", content: "올해의 스트리머를 만나보세요", memo: "시상식 생중계", order: 1, days: 3, hour: 19 },
    { alarm: 7002, title: "LCK 결승전 응원방", content: "함께 응원해요! 결승전 단체 관람", memo: "e스포츠", order: 2, days: 1, hour: 17 },
    { alarm: null, title: "신규 스트리머 지원 프로그램", content: "첫 방송을 응원합니다", memo: "이벤트", order: 2, days: 0, hour: 0 },
    { alarm: 7003, title: "주말 음악 페스티벌", content: "보이는 라디오 특집 공연", memo: "음악", order: 3, days: 5, hour: 20 },
    { alarm: null, title: "겨울 여행 브이로그 챌린지", content: "여행 영상 올리고 선물 받자", memo: "챌린지", order: 4, days: 0, hour: 0 },
  ];
  banners.forEach((banner, index) => {
    const start = now + banner.days * DAY;
    const date = kstWallClock(start).slice(5, 10).replace("-", ".");
    insertBanner.run(
      index + 1,
      banner.alarm,
      banner.title,
      banner.content,
      banner.memo,
      banner.alarm ? `${date} ${String(banner.hour).padStart(2, "0")}:00` : `${kstWallClock(now).slice(0, 10)} ~ ${kstWallClock(now + 30 * DAY).slice(0, 10)}`,
      banner.alarm ? "/live/all" : "/directory/category",
      banner.alarm ? "ALARM" : "LINK",
      banner.order,
    );
  });
  db.prepare("INSERT INTO banner_alarms (user_id, alarm_idx, platform, reg_date) VALUES ('viewer01', 7002, 'pc', ?)").run(kstWallClock(now - 2 * HOUR));
}
