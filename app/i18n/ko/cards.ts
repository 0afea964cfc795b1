// Texts of the content cards and their menus (000 §2.9, §4.2–4.5, §8).
export const cards = {
  labels: {
    adult: "연령제한",
    password: "비밀번호",
    adultPassword: "연령제한+비밀번호",
    visit: "탐방",
    live: "LIVE",
    startedAt: (mmddHHmm: string) => `${mmddHHmm} 방송시작`,
    paid: "유료",
    review: "다시보기",
    highlight: "하이라이트",
    story: "스토리",
    noPreview: "미리보기 미지원",
    subscriber: "구독",
    fan: "F",
    drops: "드롭스",
  },
  /** Accessible names for numbers shown without words on the card. */
  a11y: {
    viewers: "시청자 수",
    views: "조회수",
    duration: "재생 시간",
    progress: (percent: number) => `${percent}% 시청함`,
    menu: (title: string) => `${title} 더보기 메뉴`,
    /** After a nickname linking to the station: '{nick} 방송국'. */
    stationSuffix: " 방송국",
  },
  /** Names of the sliders' scroll buttons (read by screen readers). */
  slider: { previous: "이전", next: "다음" },
  loading: "로딩중",
  emptyPlaylist: "재생 가능한 VOD가 없습니다.",
  menu: {
    "view-later": "나중에 보기",
    "add-playlist": "재생목록에 담기",
    share: "공유하기",
    "not-recommend": "추천받지 않기",
    hidden: "스트리머 숨기기",
    "playlist-share": "재생목록 퍼가기",
  },
  /** Ours (the spec names the share item, not its texts); also the station posts' and hot posts' share texts. */
  share: {
    copyLabel: "링크 주소",
    copied: "링크가 복사되었습니다.",
  },
  undo: {
    hidden: (nick: string) => `${nick}님의 콘텐츠를 숨겼습니다.`,
    notRecommended: "해당 방송을 더 이상 추천하지 않습니다.",
    button: "되돌리기",
  },
  favourite: {
    add: "즐겨찾기",
    remove: "즐겨찾기 해제",
  },
} as const;

/** Results of the card actions, shown as toasts after the redirect (a separate object, so that pages
 * showing cards do not ship them). */
export const cardMessages = {
  hideFailure: {
    manageLink: "숨긴 스트리머 관리",
  },
  favourite: {
    added: "즐겨찾기에 추가됐습니다.",
    removed: "즐겨찾기에서 삭제됐습니다.",
    addFailed: "즐겨찾기 추가 중 오류가 발생했습니다.",
    removeFailed: "즐겨찾기 삭제 중 오류가 발생했습니다.",
    dailyLimit: "1일 최대 즐겨찾기 추가 횟수를 초과하였습니다. 내일 다시 시도해주세요.",
  },
  notRecommendFailed: "에러가 발생하였습니다.",
} as const;
