// Texts of the station new-posts feed page (001 §2.7, §4.6), copied exactly from the spec. Where the spec
// names a control without its words, the text is ours ("ours").
import { common, content, words } from "./common";
import { feed } from "./feed";

export const feedPage = {
  heading: feed.titles.feed,
  favourites: {
    label: "즐겨찾기 스트리머", // ours (accessible name)
    all: words.all,
    more: common.actions.more,
    less: common.actions.less,
  },
  onlyStreamer: "스트리머 글만 보기",
  apply: common.actions.submit,
  types: {
    label: "게시물 종류", // ours (accessible name)
    "": words.all, // ours
    POST_PHOTO: "글만 보기", // ours
    NOTICE: words.notice, // ours
  },
  noFavourites: {
    title: "즐겨찾기한 스트리머가 없습니다.",
    text: "스트리머를 즐겨찾기하면 방송을 쉽게 찾을 수 있고, 방송이 시작될 때 알림을 받을 수 있습니다.", // ours (the spec describes it)
  },
  empty: {
    "": "즐겨찾기한 스트리머 방송국에 업로드된 게시물이 없습니다.",
    POST_PHOTO: "글만 작성한 게시물이 없습니다.",
    NOTICE: "공지 게시물이 없습니다.",
  },
  more: common.actions.more,
  item: {
    watching: content.onAir.viewers,
    watch: content.onAir.watch,
    live: "LIVE",
    /** Badges and labels of LIVE and VOD items (001 §2.7). */
    labels: content.labels,
    play: words.play,
    time: (current: string, total: string) => `${current} / ${total}`,
    previewLabel: (title: string) => `${title} 미리보기`, // ours (accessible name)
  },
  preview: {
    ppv: "상세페이지를 통해 재생이 가능한 VOD입니다.",
    abroad: "해외에서 재생이 불가한 VOD입니다.",
    smr: "TV클립은 미리보기가 지원되지 않습니다. 상세페이지로 이동 후 재생해주시기 바랍니다.",
    error: "미리보기가 원활하지 않습니다. 상세페이지로 이동 후 재생해주시기 바랍니다.",
  },
  side: {
    hotKeywords: "핫 키워드",
    popular: feed.titles.hotissue,
    allPosts: "전체글 보기",
  },
} as const;
