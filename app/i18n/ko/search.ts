// Texts of unified and tag search (000 §2.7, §4.9, §5, §8), copied exactly from the spec. The filter
// option labels the spec does not give are marked (README, choices).
export const search = {
  tagTitle: (tag: string) => `#${tag}`,
  tabs: {
    total: "통합검색",
    broad: "LIVE",
    vod: "VOD",
    post: "게시글",
    streamer: "스트리머",
  },
  tagTabs: { live: "LIVE", vod: "VOD" },
  a11y: {
    tabs: "검색 결과 분류",
    medalList: "메달",
    league: "리그",
    matches: "경기 목록",
    /** The ad banner's name (the spec gives none). */
    ad: "광고",
  },

  suggestion: {
    /** '이것을 찾으셨나요? {modified} 검색결과 보기' */
    question: "이것을 찾으셨나요?",
    /** '{modified}{postpos} 수정된 결과입니다. {origin} 검색결과 보기' */
    corrected: (postpos: string) => `${postpos} 수정된 결과입니다.`,
    seeResults: "검색결과 보기",
  },
  shortcut: "바로가기",

  profile: {
    intro: "소개",
    notice: "공지",
    medal: "메달",
    age: "나이",
    ageValue: (year: number, age: number) => `${year}년생 (${age}세)`,
    viewers: "누적 참여자",
    people: (n: string) => `${n}명`,
    broadTime: "방송시간",
    hours: (n: string) => `${n}시간`,
    career: "경력",
    more: "프로필 더보기",
    less: "프로필 닫기",
    edit: "내 프로필 수정",
    medalLayer: "메달정보",
    close: "닫기",
    qna: "10문 10답",
    expand: "펼치기",
    fold: "접기",
    subscriber: "구독",
    fan: "F",
    fans: (n: string) => `애청자 ${n}명`,
  },
  latest: (nick: string) => `${nick}의 최신 영상`,

  game: {
    playing: (n: string) => `${n}명 참여중`,
    drops: "드롭스",
    tabs: {
      bj: "관련 스트리머",
      schedule: "경기 일정",
      stations: "공식 방송국",
      events: "이벤트",
      series: "시리즈게임",
    },
  },
  esport: {
    prev: "이전",
    next: "다음",
    all: "전체",
    date: "날짜",
    empty: "해당일에는 경기가 없습니다.",
    toNext: "다음 경기 일정",
    toPrev: "이전 경기 일정",
    showResult: "결과 보기",
    status: {
      scheduled: "경기예정",
      live: "LIVE",
      finished: "경기종료",
      noBroadcast: "중계없음",
      cancelled: "경기취소",
      replay: "다시보기",
    },
  },

  homonyms: "앗 혹시 찾으시는 분이...",
  relatedStreamers: "관련 스트리머",
  live: {
    title: "LIVE",
    extraTitle: "이 LIVE는 어떠세요?",
    noResult: (keyword: string) => `'${keyword}'에 대한 LIVE 검색 결과가 없습니다.`,
  },
  recommend: "관련 콘텐츠",
  catchStory: "Catch 스토리",
  catch: "Catch",
  vod: "VOD",
  posts: "게시글",
  streamers: "스트리머",
  related: {
    title: "🔥 연관 검색어",
    more: "더보기",
    less: "접기",
  },
  tagTrend: {
    title: "🔥 태그 트랜드",
    views: (n: string) => `${n}번 조회`,
  },
  more: "더보기",

  filters: {
    // The spec names 'UP수' and the periods' values; the other labels are ours (README).
    sort: "정렬",
    fileType: "유형",
    period: "기간",
    apply: "적용",
    startDate: "시작일",
    endDate: "종료일",
    liveOrders: {
      score: "관련성",
      view_cnt_desc: "참여자수 많은순",
      view_cnt_asc: "참여자수 적은순",
      broad_start: "최근 시작",
    },
    vodOrders: {
      score: "관련성",
      view_cnt: "조회수",
      reg_date: "최신순",
      recomm_cnt: "UP수",
    },
    fileTypes: {
      ALL: "전체",
      REVIEW: "다시보기",
      NORMAL: "업로드 VOD",
      CLIP: "유저클립",
      HIGHLIGHT: "하이라이트",
      PLAYLIST: "재생목록",
      CATCH: "Catch",
    },
    periods: {
      all: "전체",
      "1day": "1일",
      "1week": "1주",
      "1month": "1개월",
      "1year": "1년",
      period_select: "직접입력",
    },
    streamerOrders: {
      score: "관련성",
      total_view_cnt: "누적 참여자",
      total_broad_time: "방송시간",
      favorite_cnt: "애청자",
      fanclub_cnt: "팬클럽",
    },
  },

  empty: {
    keyword: "검색어를 입력해 주세요.",
    noResult: "검색 결과가 없습니다.",
    tips: ["다른 검색어로 변경해 보세요.", "특수문자를 제외하고 검색해 보세요."],
    periodTip: "검색 기간 옵션을 변경해 보세요.",
    postPeriod: (period: string) => `최근 ${period}간 게시글 검색결과가 없습니다.`,
    illegal: (keyword: string) =>
      `'${keyword}'는(은) 성적 불법촬영물등과 관련된 부적절한 키워드로 인해 제한되었습니다. 다른 검색어를 입력해 주시기 바랍니다.`,
    forbidden: (keyword: string) => `'${keyword}'는(은) 검색이 제한된 금칙어가 포함되어 있습니다. 다른 검색어로 입력해 보세요.`,
  },
} as const;
