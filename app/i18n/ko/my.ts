// Texts shared by the My area's pages (001 §2.1–2.4, §9), copied exactly from the spec. Where the spec
// names a control without giving its words, the text is ours; those are marked "ours" (docs/choices.md).
// The area's texts are split by page group (my-favorite, my-history, my-story) so that a page ships only its own,
// and the toasts only actions send are in my-messages.server.ts.
import { common, words } from "./common";
import { liveSortWords } from "./live-sorts";

const history = words.history;
const story = "내 글/댓글";

export const my = {
  /** Page-title segments (001 §2.1). */
  titles: {
    my: "MY",
    favorite: words.favourite,
    subscribe: words.subscribe,
    fan: words.fanclub,
    history,
    story,
  },
  tabs: {
    label: "MY 메뉴", // ours (accessible name)
    favorite: words.favourite,
    subscribe: words.subscribe,
    fan: words.fanclub,
    history,
    story,
  },
  strip: {
    label: (title: string) => `${title} 스트리머`, // ours (accessible name)
    pin: "상단 고정", // ours
    unpin: words.unpin, // ours
    pinOf: (nick: string) => `${nick} 상단 고정`, // ours
    unpinOf: (nick: string) => `${nick} 고정 해제`, // ours
    /** The ⋮ beside a streamer's picture that holds its pin toggle. */
    menuOf: (nick: string) => `${nick} 고정 메뉴`, // ours
    live: "LIVE",
  },
  subscribe: {
    empty: "구독한 스트리머가 없습니다.",
    benefits: "구독혜택 보기",
  },
  fan: {
    empty: "가입한 팬클럽이 없습니다.",
  },
  lists: {
    live: "LIVE",
    vod: "VOD",
    liveEmpty: common.messages.liveEmpty,
    empty: common.messages.empty,
    sortLabel: words.sort, // ours
    sorts: {
      // ours: the spec gives the sort keys only; the live ones read as the portal's other live sorts (000 §9).
      total_viewers_desc: liveSortWords.viewersDesc,
      total_viewers_asc: liveSortWords.viewersAsc,
      broad_start: liveSortWords.recentStart,
      recent_watch: "최근 시청순",
      reg_date: words.latest,
      read_cnt: words.mostViewed,
      like_cnt: words.mostUp,
      vod_add_date: "최근 추가순",
      list_idx: "최근 생성순",
    },
  },
} as const;
