// Fixed parts of the dataset: categories with their 8-digit numbers and the demo accounts.

export type CategorySeed = {
  no: string;
  name: string;
  /** The live group the category belongs to (000 §2.6), or 'etc'. */
  group: "game" | "bora" | "sports" | "award2024" | "etc";
  /** bora sub-variant for group banners (music, pet, hobby, art, virtual). */
  variant?: "music" | "pet" | "hobby" | "art" | "virtual";
  /** VOD category number when it differs from the live one (버추얼: 00810000 live, 00820000 VOD). */
  vodNo?: string;
  fixedTags: string[];
  isDrops?: boolean;
  /** contentsDisplay: which tabs the category offers (all three unless said). */
  display?: { live: boolean; vod: boolean; catch: boolean };
};

export const CATEGORIES: CategorySeed[] = [
  { no: "00040070", name: "리그 오브 레전드", group: "game", fixedTags: ["롤", "LOL", "랭크"], isDrops: true },
  { no: "00040085", name: "발로란트", group: "game", fixedTags: ["발로란트", "FPS"] },
  { no: "00040026", name: "배틀그라운드", group: "game", fixedTags: ["배그", "배틀로얄"], isDrops: true },
  { no: "00040005", name: "스타크래프트", group: "game", fixedTags: ["스타", "RTS"] },
  { no: "00040100", name: "메이플스토리", group: "game", fixedTags: ["메이플", "RPG"] },
  { no: "00040120", name: "로스트아크", group: "game", fixedTags: ["로아", "MMORPG"] },
  { no: "00040133", name: "오버워치 2", group: "game", fixedTags: ["오버워치", "FPS"] },
  { no: "00040036", name: "마인크래프트", group: "game", fixedTags: ["마크", "샌드박스"] },
  { no: "00040140", name: "FC 온라인", group: "game", fixedTags: ["피파", "축구게임"] },
  { no: "00040150", name: "이터널 리턴", group: "game", fixedTags: ["이리", "배틀로얄"] },
  { no: "00040160", name: "철권 8", group: "game", fixedTags: ["철권", "격투"] },
  { no: "00040170", name: "종합 게임", group: "game", fixedTags: ["게임", "인디"] },
  { no: "00040180", name: "모바일 게임", group: "game", fixedTags: ["모바일"], display: { live: true, vod: true, catch: false } },
  { no: "00030000", name: "음악", group: "bora", variant: "music", vodNo: "00030100", fixedTags: ["노래", "음악", "커버"] },
  { no: "00580000", name: "펫/동물", group: "bora", variant: "pet", fixedTags: ["강아지", "고양이"] },
  { no: "00020007", name: "취미", group: "bora", variant: "hobby", fixedTags: ["취미", "DIY"] },
  { no: "00020009", name: "그림/아트", group: "bora", variant: "art", fixedTags: ["그림", "아트"] },
  { no: "00810000", name: "버추얼", group: "bora", variant: "virtual", vodNo: "00820000", fixedTags: ["버튜버", "버추얼"] },
  { no: "00020001", name: "토크/캠방", group: "bora", fixedTags: ["소통", "토크"] },
  { no: "00020002", name: "먹방/쿡방", group: "bora", fixedTags: ["먹방", "요리"] },
  { no: "00020003", name: "ASMR", group: "bora", fixedTags: ["ASMR", "힐링"], display: { live: false, vod: true, catch: true } },
  { no: "00020004", name: "여행", group: "bora", fixedTags: ["여행", "브이로그"] },
  { no: "00160001", name: "야구", group: "sports", fixedTags: ["야구", "KBO"] },
  { no: "00160002", name: "축구", group: "sports", fixedTags: ["축구", "K리그"] },
  { no: "00160003", name: "농구", group: "sports", fixedTags: ["농구", "KBL"] },
  { no: "00160004", name: "배구", group: "sports", fixedTags: ["배구", "V리그"] },
  { no: "00160006", name: "골프", group: "sports", fixedTags: ["골프"], display: { live: true, vod: false, catch: false } },
  { no: "00950000", name: "2024 스트리머 대상", group: "award2024", fixedTags: ["스트리머대상", "시상식"] },
  { no: "00130000", name: "주식/투자", group: "etc", fixedTags: ["주식", "경제"] },
  { no: "00070001", name: "교육/공부", group: "etc", fixedTags: ["공부", "캠스터디"] },
  { no: "00070002", name: "뉴스/시사", group: "etc", fixedTags: ["뉴스", "시사"] },
  { no: "00070003", name: "과학/기술", group: "etc", fixedTags: ["코딩", "과학"] },
];

/** VOD category of adult content (000 §5: category 30000), never used by other VODs. */
export const ADULT_VOD_CATEGORY = "00030000";

export type DemoAccount = {
  userId: string;
  nickname: string;
  role: "viewer" | "streamer" | "manager" | "teen" | "abroad" | "suspended";
  age: number;
  isAbroad?: boolean;
  isSuspended?: boolean;
  description: string;
};

export const DEMO_PASSWORD = "demo1234";

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { userId: "viewer01", nickname: "데모시청자", role: "viewer", age: 27, description: "즐겨찾기·구독·기록이 있는 시청자" },
  { userId: "streamer01", nickname: "데모스트리머", role: "streamer", age: 31, description: "방송국을 가진 스트리머" },
  { userId: "manager01", nickname: "데모매니저", role: "manager", age: 25, description: "데모스트리머 방송국의 매니저" },
  { userId: "teen01", nickname: "청소년시청자", role: "teen", age: 16, description: "19세 미만 시청자" },
  { userId: "abroad01", nickname: "해외시청자", role: "abroad", age: 29, isAbroad: true, description: "해외에서 접속한 시청자" },
  { userId: "suspended01", nickname: "정지된시청자", role: "suspended", age: 24, isSuspended: true, description: "이용 정지 중인 시청자 (이의신청 가능)" },
];
