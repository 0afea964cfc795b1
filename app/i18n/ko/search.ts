// Texts of unified and tag search (000 §2.7, §4.9, §5, §8), copied exactly from the spec. The filter
// option labels the spec does not give are marked (docs/choices.md).
import { common, content, words } from "./common";
import { discovery } from "./discovery";
import { lists, posts } from "./lists";

const medal = "메달";
const totalViewers = "누적 참여자";
const broadTime = "방송시간";
const relatedStreamers = "관련 스트리머";
const relevance = "관련성";

export const search = {
  tagTitle: (tag: string) => `#${tag}`,
  tabs: {
    total: "통합검색",
    broad: "LIVE",
    vod: "VOD",
    post: posts.post,
    streamer: lists.streamer,
  },
  tagTabs: { live: "LIVE", vod: "VOD" },
  /** A tab's result count after its name as it shows, 'VOD 1,234' ('LIVE 12+' while the list goes on), and as it
   * is read, 'VOD 1,234건' / 'LIVE 12건 이상' (ours: docs/choices.md). */
  tabCount: {
    shown: (count: string, more: boolean) => (more ? `${count}+` : count),
    read: (count: string, more: boolean) => (more ? `${count}건 이상` : lists.results(count)),
  },
  a11y: {
    tabs: "검색 결과 분류",
    medalList: medal,
    league: "리그",
    matches: "경기 목록",
    /** The ad banner's name (the spec gives none). */
    ad: discovery.ad,
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
    notice: words.notice,
    medal,
    age: "나이",
    ageValue: (year: number, age: number) => `${year}년생 (${age}세)`,
    viewers: totalViewers,
    people: (n: string) => `${n}명`,
    broadTime,
    hours: lists.hours,
    career: "경력",
    more: "프로필 더보기",
    less: "프로필 닫기",
    edit: "내 프로필 수정",
    medalLayer: "메달정보",
    close: common.layout.close,
    qna: "10문 10답",
    expand: "펼치기",
    fold: common.actions.less,
    subscriber: words.subscribe,
    fan: "F",
    fans: (n: string) => `애청자 ${n}명`,
  },
  latest: (nick: string) => `${nick}의 최신 영상`,

  game: {
    playing: discovery.participants,
    drops: content.labels.drops,
    tabs: {
      bj: relatedStreamers,
      schedule: "경기 일정",
      stations: "공식 방송국",
      events: "이벤트",
      series: "시리즈게임",
    },
  },
  esport: {
    prev: words.previous,
    next: words.next,
    all: words.all,
    date: "날짜",
    empty: "해당일에는 경기가 없습니다.",
    toNext: "다음 경기 일정",
    toPrev: "이전 경기 일정",
    showResult: "결과 보기",
    status: {
      scheduled: "경기예정",
      live: "LIVE",
      finished: discovery.matches.ended,
      noBroadcast: "중계없음",
      cancelled: discovery.matches.cancelled,
      replay: content.labels.review,
    },
  },

  homonyms: "앗 혹시 찾으시는 분이...",
  relatedStreamers,
  live: {
    title: "LIVE",
    extraTitle: "이 LIVE는 어떠세요?",
    noResult: (keyword: string) => `'${keyword}'에 대한 LIVE 검색 결과가 없습니다.`,
  },
  recommend: "관련 콘텐츠",
  catchStory: content.labels.catchStory,
  catch: "Catch",
  vod: "VOD",
  posts: posts.post,
  streamers: lists.streamer,
  related: {
    // The spec's 🔥 is drawn as the fire icon before the title (docs/choices.md).
    title: "연관 검색어",
    more: common.actions.more,
    less: common.actions.less,
  },
  tagTrend: {
    title: "태그 트랜드",
    views: (n: string) => `${n}번 조회`,
  },
  more: common.actions.more,

  filters: {
    // The spec names 'UP수' and the periods' values; the other labels are ours (docs/choices.md).
    sort: words.sort,
    fileType: discovery.filters.fileType,
    period: discovery.filters.period,
    apply: common.actions.submit,
    startDate: discovery.filters.startDate,
    endDate: discovery.filters.endDate,
    liveOrders: {
      score: relevance,
      view_cnt_desc: discovery.liveSorts.view_cnt_desc,
      view_cnt_asc: discovery.liveSorts.view_cnt_asc,
      broad_start: discovery.liveSorts.broad_start,
    },
    vodOrders: {
      score: relevance,
      view_cnt: content.stats.views,
      reg_date: words.latest,
      recomm_cnt: discovery.upCount,
    },
    fileTypes: {
      ALL: words.all,
      REVIEW: content.labels.review,
      NORMAL: discovery.upload,
      CLIP: content.labels.userClip,
      HIGHLIGHT: content.labels.highlight,
      PLAYLIST: lists.playlist,
      CATCH: "Catch",
    },
    periods: {
      all: words.all,
      "1day": discovery.periods["1day"],
      "1week": discovery.periods["1week"],
      "1month": discovery.periods["1month"],
      "1year": discovery.periods["1year"],
      period_select: discovery.periods.directInput,
    },
    streamerOrders: {
      score: relevance,
      total_view_cnt: totalViewers,
      total_broad_time: broadTime,
      favorite_cnt: lists.fans,
      fanclub_cnt: words.fanclub,
    },
  },

  empty: {
    keyword: "검색어를 입력해 주세요.",
    noResult: lists.noResult,
    tips: ["다른 검색어로 변경해 보세요.", "특수문자를 제외하고 검색해 보세요."],
    periodTip: "검색 기간 옵션을 변경해 보세요.",
    postPeriod: (period: string) => `최근 ${period}간 게시글 검색결과가 없습니다.`,
    illegal: (keyword: string) => `'${keyword}'는(은) 성적 불법촬영물등과 관련된 부적절한 키워드로 인해 제한되었습니다. 다른 검색어를 입력해 주시기 바랍니다.`,
    forbidden: (keyword: string) => `'${keyword}'는(은) 검색이 제한된 금칙어가 포함되어 있습니다. 다른 검색어로 입력해 보세요.`,
  },
} as const;
