// Texts of the whole portal: layout, error pages (001 §2.18), page titles (000 §2.1), and the words and
// content labels several areas show. Every Korean text is written once in app/i18n (checked by
// tests/unit/i18n/korean-texts.test.ts); an area takes a shared text from the module that holds it.
//
// This module is part of the root chunk, so a text here costs every page a few bytes, where a module of its
// own costs the pages that load it a chunk more (a small chunk compresses badly). It holds the shared texts
// that the pages nearest the JS budget show (/my/favorite, /my/feed, /help/report/illegal); the others live
// in lists.ts (lists of posts, rankings, search), discovery.ts (home, directory, live, search),
// calendar.ts, form-errors.ts, station/shared.ts and help/shared.ts. Area modules import `words` and
// `content` by name: a short reference costs less than a literal, a long path `common.x.y` about as much.
const search = "검색";

/** Words shown by several areas (000–002). */
export const words = {
  all: "전체",
  previous: "이전",
  next: "다음",
  list: "목록",
  page: "페이지",
  subscribe: "구독",
  favourite: "즐겨찾기",
  unfavourite: "즐겨찾기 해제",
  fanclub: "팬클럽",
  notice: "공지",
  play: "재생",
  viewAll: "전체보기",
  sort: "정렬",
  latest: "최신순",
  mostViewed: "조회순",
  mostUp: "UP순",
  report: "신고하기",
  title: "제목",
  userId: "아이디",
  unpin: "고정 해제",
  save: "저장",
  /** '방송국 새 글': the station feed (/my/feed) and its section on /my/favorite (001 §2.3, §2.7). */
  stationNewPosts: "방송국 새 글",
  comments: (count: number | string) => `댓글 ${count}`,
  /** The My area's history tab (001 §2.4) and the account menu's link to it. */
  history: "기록",
  /** A member's own station: the account menu's link, the story list's own items (ours). */
  myStation: "내 방송국",
  /** Ours: '내 방송국' tapped by a member who has not opened a station. */
  noStation: "아직 개설한 방송국이 없습니다.",
} as const;

/** Labels and menus of the content items (LIVE, VOD, Catch): cards, feed, My, search, station (000 §2.9, §4.2; 001 §2.7, §6). */
export const content = {
  labels: {
    adult: "연령제한",
    password: "비밀번호",
    adultPassword: "연령제한+비밀번호",
    paid: "유료",
    review: "다시보기",
    highlight: "하이라이트",
    story: "스토리",
    noPreview: "미리보기 미지원",
    drops: "드롭스",
    userClip: "유저클립",
    catchStory: "Catch 스토리",
  },
  /** Names of the items' numbers (the cards' accessible names, a search sort). */
  stats: { views: "조회수", duration: "재생 시간" },
  /** A broadcast on air shown large or in a feed (home's featured live, a station's live card, a live streamer's search
   * profile, a LIVE feed post): its viewers as the feed's spec writes them (001 §2.7) and the link to the player (ours). */
  onAir: { watch: "방송 보기", viewers: (n: string) => `${n}명 시청중` },
  /** Context-menu items (000 §4.2, 001 §6), named as the cards' menu items. */
  menu: { "view-later": "나중에 보기", "add-playlist": "재생목록에 담기", share: "공유하기", "playlist-share": "재생목록 퍼가기" },
} as const;

export const common = {
  /** Page titles are '{segment} - {product}' (000 §2.1). */
  pageTitle: (segment: string, product: string) => `${segment} - ${product}`,
  layout: {
    skipToContent: "본문 바로가기",
    mainNav: "주요 메뉴",
    menu: "메뉴",
    home: "홈",
    liveAll: "전체 LIVE",
    category: "카테고리",
    my: "MY",
    starRank: "별별랭킹",
    help: "고객센터",
    searchLabel: search,
    searchPlaceholder: "검색어를 입력하세요.",
    searchSubmit: search,
    login: "로그인",
    logout: "로그아웃",
    profileOf: (nick: string) => `${nick}님`,
    /** A member's account menu in the header (ours): the avatar's name. */
    accountMenu: (nick: string) => `${nick}님 메뉴`,
    /** The phone's bottom bar (ours): its landmark's name; its tabs are the menu's words. */
    bottomNav: "하단 메뉴",
    scrollToTop: "맨 위로",
    copyright: (year: number, product: string) => `© ${year} ${product}. All rights reserved.`,
    close: "닫기",
    toastRegion: "알림",
    /** The header's theme menu (no words in the spec: ours, docs/choices.md). */
    theme: "화면 테마",
    themes: { light: "라이트", dark: "다크", system: "시스템 설정" },
  },
  errors: {
    notFoundTitle: "다시 한 번 주소를 확인해 주세요.",
    notFoundText: "입력하신 주소의 페이지가 사라졌거나 다른 주소로 변경됐습니다. URL을 다시 한 번 확인해 주세요.",
    genericTitle: "일시적으로 서비스에 접속할 수 없습니다.",
    genericText: "이용에 불편을 드려 죄송합니다. 빠르게 해결하기 위해 노력하고 있으니 조금만 기다려 주세요.",
    toMain: "메인으로",
  },
  /** Shared fallbacks of the error catalogues. */
  messages: {
    genericFailure: "오류가 발생했습니다.",
    errorOccurred: "에러가 발생하였습니다.",
    loginRequired: "로그인이 필요합니다.",
    empty: "내용이 없습니다.",
    liveEmpty: "진행중인 라이브가 없습니다.",
    loading: "로딩중",
  },
  actions: {
    confirm: "확인",
    cancel: "취소",
    more: "더보기",
    less: "접기",
    submit: "적용",
  },
} as const;
