// Fixed parts of the search host's dataset (synthetic: upstream-shapes.md §9 found no captures of
// stopWord, profileTheme, unifiedSearch or hashSearch): stop words, keyword corrections, themes,
// shortcuts, ads, game profiles with their esports leagues and teams, curated related keywords.

/** Words that stop a search: 'stop' gives isstop '1', 'illegal' also is_illegal 1 (000 §5). */
export const STOP_WORDS: Array<{ word: string; kind: "stop" | "illegal" }> = [
  { word: "도박사이트", kind: "stop" },
  { word: "불법토토", kind: "stop" },
  { word: "마약판매", kind: "stop" },
  { word: "불법촬영", kind: "illegal" },
  { word: "몰래카메라", kind: "illegal" },
  { word: "몰카", kind: "illegal" },
];

/** Corrections: autofix searches the corrected word at once (keyboard-layout typos); the others suggest. */
export const SUGGESTIONS: Array<{ keyword: string; modified: string; autofix: boolean }> = [
  { keyword: "fhf", modified: "롤", autofix: true },
  { keyword: "qkffhfksxm", modified: "발로란트", autofix: true },
  { keyword: "ajrqkd", modified: "먹방", autofix: true },
  { keyword: "발로렌트", modified: "발로란트", autofix: false },
  { keyword: "베틀그라운드", modified: "배틀그라운드", autofix: false },
  { keyword: "마인크레프트", modified: "마인크래프트", autofix: false },
  { keyword: "메이플스토리2", modified: "메이플스토리", autofix: false },
];

/**
 * Themes: HTML blocks curated per keyword. The markup is the operator's and is not trusted by the
 * portal (design §4): one carries a script and an event handler on purpose.
 */
export const THEMES: Array<{ keyword: string; html: string; backgroundColor: string; isTop: boolean }> = [
  {
    keyword: "스트리머 대상",
    html: '<div class="theme-award"><h3>2024 스트리머 대상</h3><p>올해를 빛낸 스트리머들을 만나보세요.</p><a href="/live/group/award2024">시상식 보러가기</a><script>alert("theme")</script><img src="x" onerror="alert(1)" alt=""></div>',
    backgroundColor: "#1b1f3b",
    isTop: true,
  },
  {
    keyword: "2024 스트리머 대상",
    html: '<div class="theme-award"><h3>2024 스트리머 대상</h3><p>올해를 빛낸 스트리머들을 만나보세요.</p><a href="/live/group/award2024">시상식 보러가기</a></div>',
    backgroundColor: "#1b1f3b",
    isTop: true,
  },
  {
    keyword: "여행",
    html: '<div class="theme-travel"><h3>떠나요, 여행 라이브</h3><p>전국 곳곳의 여행 방송을 모았습니다.</p></div>',
    backgroundColor: "#0f4c5c",
    isTop: false,
  },
];

/** Shortcuts shown as '바로가기' buttons above the results. */
export const SHORTCUTS: Array<{ keyword: string; title: string; url: string; buttons: Array<{ title: string; url: string }> }> = [
  {
    keyword: "롤",
    title: "리그 오브 레전드 카테고리",
    url: "/directory/category/리그 오브 레전드/live",
    buttons: [
      { title: "LIVE", url: "/directory/category/리그 오브 레전드/live" },
      { title: "VOD", url: "/directory/category/리그 오브 레전드/vod" },
    ],
  },
  {
    keyword: "스트리머 대상",
    title: "2024 스트리머 대상",
    url: "/live/group/award2024",
    buttons: [{ title: "LIVE", url: "/live/group/award2024" }],
  },
];

export const ADS: Array<{ keyword: string; backgroundColor: string; label: string; url: string }> = [
  { keyword: "여행", backgroundColor: "#0b3d2e", label: "여름 여행 특가", url: "https://ads.example/travel" },
  { keyword: "먹방", backgroundColor: "#5c1a1a", label: "배달 첫 주문 할인", url: "https://ads.example/food" },
  { keyword: "롤", backgroundColor: "#10243e", label: "게이밍 기어 세일", url: "https://ads.example/gear" },
];

/** Game profiles: categories with aliases a searcher may type, events and series games. */
export const GAME_PROFILES: Array<{
  categoryNo: string;
  aliases: string[];
  events: Array<{ title: string; link: string; startDays: number; endDays: number }>;
  series: string[];
}> = [
  {
    categoryNo: "00040070",
    aliases: ["롤", "LOL", "리그오브레전드", "League of Legends"],
    events: [
      { title: "여름 시즌 드롭스 이벤트", link: "https://events.example/lol-summer", startDays: -10, endDays: 20 },
      { title: "신규 챔피언 출시 기념 방송", link: "https://events.example/lol-champion", startDays: -3, endDays: 11 },
    ],
    series: ["전략적 팀 전투", "레전드 오브 룬테라"],
  },
  {
    categoryNo: "00040085",
    aliases: ["발로", "VALORANT"],
    events: [{ title: "발로란트 챔피언스 응원전", link: "https://events.example/val", startDays: -5, endDays: 25 }],
    series: [],
  },
  { categoryNo: "00040026", aliases: ["배그", "PUBG"], events: [], series: ["배틀그라운드 모바일"] },
  { categoryNo: "00040005", aliases: ["스타", "스타1", "StarCraft"], events: [], series: ["스타크래프트 2"] },
  { categoryNo: "00040140", aliases: ["피파", "FC온라인"], events: [], series: ["FC 모바일"] },
  { categoryNo: "00040160", aliases: ["철권", "Tekken"], events: [], series: [] },
  {
    categoryNo: "00040100",
    aliases: ["메이플"],
    events: [{ title: "메이플스토리 업데이트 특집", link: "https://events.example/maple", startDays: 0, endDays: 14 }],
    series: ["메이플스토리 M"],
  },
  { categoryNo: "00040120", aliases: ["로아"], events: [], series: [] },
  { categoryNo: "00040133", aliases: ["오버워치", "옵치"], events: [], series: [] },
];

export type TeamSeed = { code: string; name: string; nameEng: string };

/** Fictional esports leagues per game; `days` are the weekdays (day offset mod 7) they play on. */
export const ESPORT_LEAGUES: Array<{
  id: string;
  categoryNo: string;
  name: string;
  nameEng: string;
  season: string;
  seasonEng: string;
  days: number[];
  teams: TeamSeed[];
}> = [
  {
    id: "KRL",
    categoryNo: "00040070",
    name: "코리아 리그",
    nameEng: "Korea League",
    season: "2026 서머 정규시즌",
    seasonEng: "2026 Summer Regular Season",
    days: [0, 1, 2],
    teams: [
      { code: "SDR", name: "서울 드래곤즈", nameEng: "Seoul Dragons" },
      { code: "BST", name: "부산 스톰", nameEng: "Busan Storm" },
      { code: "ICW", name: "인천 웨이브", nameEng: "Incheon Wave" },
      { code: "DJF", name: "대전 피닉스", nameEng: "Daejeon Phoenix" },
      { code: "GJT", name: "광주 타이탄즈", nameEng: "Gwangju Titans" },
      { code: "SWK", name: "수원 나이츠", nameEng: "Suwon Knights" },
    ],
  },
  {
    id: "ACH",
    categoryNo: "00040070",
    name: "아시아 챌린저스",
    nameEng: "Asia Challengers",
    season: "2026 시즌 2",
    seasonEng: "2026 Season 2",
    days: [1, 3],
    teams: [
      { code: "TPE", name: "타이베이 블레이즈", nameEng: "Taipei Blaze" },
      { code: "HCM", name: "호찌민 라이온즈", nameEng: "Ho Chi Minh Lions" },
      { code: "OSK", name: "오사카 스피릿", nameEng: "Osaka Spirit" },
      { code: "MNL", name: "마닐라 샤크스", nameEng: "Manila Sharks" },
    ],
  },
  {
    id: "VCK",
    categoryNo: "00040085",
    name: "발로란트 코리아 컵",
    nameEng: "Valorant Korea Cup",
    season: "스테이지 2",
    seasonEng: "Stage 2",
    days: [2, 4],
    teams: [
      { code: "NVA", name: "노바 게이밍", nameEng: "Nova Gaming" },
      { code: "ECL", name: "이클립스", nameEng: "Eclipse" },
      { code: "VRT", name: "버텍스", nameEng: "Vertex" },
      { code: "HLO", name: "헤일로", nameEng: "Halo" },
    ],
  },
  {
    id: "PBS",
    categoryNo: "00040026",
    name: "배틀그라운드 시리즈",
    nameEng: "Battlegrounds Series",
    season: "페이즈 1",
    seasonEng: "Phase 1",
    days: [5],
    teams: [
      { code: "ARW", name: "애로우", nameEng: "Arrow" },
      { code: "GRN", name: "그레네이드", nameEng: "Grenade" },
    ],
  },
];

/** Curated related keywords; the rest is derived from the tags of matching content. */
export const RELATED_KEYWORDS: Record<string, string[]> = {
  롤: ["롤 랭크", "롤 내전", "롤 대회", "코리아 리그", "리그 오브 레전드", "롤 초보", "롤 챌린저", "롤 듀오"],
  먹방: ["먹방 라이브", "야식 먹방", "매운 음식", "요리", "쿡방"],
  여행: ["여행 브이로그", "국내 여행", "캠핑", "맛집 탐방"],
};

export const QNA_QUESTIONS = [
  "방송을 시작한 계기는?",
  "가장 좋아하는 게임은?",
  "주로 방송하는 시간대는?",
  "좋아하는 음식은?",
  "방송 외 취미는?",
  "롤모델이 있다면?",
  "가장 기억에 남는 방송은?",
  "시청자에게 한마디!",
  "앞으로의 목표는?",
  "나를 한 단어로 표현하면?",
];

export const QNA_ANSWERS = [
  "친구의 추천으로 가볍게 시작했는데 벌써 몇 년이 지났네요.",
  "장르를 가리지 않지만 역시 팀 게임이 제일 재미있어요.",
  "평일 저녁 8시부터 새벽 1시까지 방송합니다.",
  "매운 떡볶이와 치킨이요!",
  "산책하면서 사진 찍는 걸 좋아해요.",
  "꾸준히 방송하는 모든 스트리머분들이요.",
  "처음으로 시청자 100명이 모였던 날이요. 아직도 생생해요.",
  "항상 와주셔서 감사합니다. 오래오래 함께해요!",
  "올해 안에 첫 오프라인 팬미팅을 여는 것!",
  "꾸준함.",
];

/** Medals by kind; the portal shows only best_streamer, award and partner (000 §2.7). */
export const MEDAL_KINDS: Array<{ type: string; content: string; description: string }> = [
  { type: "best_streamer", content: "베스트 스트리머", description: "활발한 활동으로 베스트 스트리머에 선정되었습니다." },
  { type: "partner", content: "파트너 스트리머", description: "플랫폼과 함께하는 파트너 스트리머입니다." },
  { type: "award", content: "2024 스트리머 대상", description: "2024 스트리머 대상 수상자입니다." },
  { type: "award", content: "2023 올해의 신인", description: "2023 스트리머 대상 신인상 수상자입니다." },
  { type: "support", content: "서포터즈", description: "서포터즈 활동에 참여했습니다." },
  { type: "event", content: "이벤트 참여", description: "플랫폼 이벤트에 참여했습니다." },
  { type: "award", content: "인기상", description: "시청자가 뽑은 인기상 수상자입니다." },
  { type: "award", content: "콘텐츠상", description: "올해의 콘텐츠상 수상자입니다." },
];

export const CAREERS = ["2024 스트리머 대상 신인상", "2023 여름 대회 우승", "공식 파트너 3년차", "자선 방송 모금 1위", "게임 대회 해설 참여"];
