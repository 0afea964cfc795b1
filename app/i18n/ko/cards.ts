// Texts of the content cards and their menus (000 §2.9, §4.2–4.5, §8).
import { common, content, words } from "./common";

export const cards = {
  /** The content labels, and the card's own. */
  labels: {
    ...content.labels,
    visit: "탐방",
    live: "LIVE",
    startedAt: (mmddHHmm: string) => `${mmddHHmm} 방송시작`,
    /** How long a live broadcast has been on air, on its picture (ours): the start time is its title. */
    onAir: (hours: number, minutes: number) => (hours ? `${hours}시간 ${minutes}분` : `${minutes}분`),
    subscriber: words.subscribe,
    fan: "F",
  },
  /** Accessible names for numbers shown without words on the card. */
  a11y: {
    // One vocabulary with the live sorts (참여자수 많은순, 000 §9).
    viewers: "참여자 수",
    ...content.stats,
    progress: (percent: number) => `${percent}% 시청함`,
    menu: (title: string) => `${title} 더보기 메뉴`,
    /** After a nickname linking to the station: '{nick} 방송국'. */
    stationSuffix: " 방송국",
  },
  /** Before a clip's original broadcaster, the second name of its card (issue 72, ours). */
  original: "원본",
  /** Names of the sliders' scroll buttons (read by screen readers). */
  slider: { previous: words.previous, next: words.next },
  onAir: content.onAir,
  /** The cue on a card's picture under the pointer or focus (ours): the card opens the platform's player. */
  toPlayer: "플레이어로 이동",
  loading: common.messages.loading,
  emptyPlaylist: "재생 가능한 VOD가 없습니다.",
  menu: {
    ...content.menu,
    "not-recommend": "추천받지 않기",
    hidden: "스트리머 숨기기",
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
    add: words.favourite,
    remove: words.unfavourite,
  },
} as const;

/** Results of the card actions, shown as toasts after the redirect (a separate object, so that pages
 * showing cards do not ship them: it holds literals only, since a reference to another module's object
 * would keep it in the browser bundle; a failed not-recommend says common.messages.errorOccurred). */
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
} as const;
