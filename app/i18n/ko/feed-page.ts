// Texts of the station new-posts feed page (001 §2.7, §4.6), copied exactly from the spec. Where the spec
// names a control without its words, the text is ours ("ours").
export const feedPage = {
  heading: "방송국 새 글",
  favourites: {
    label: "즐겨찾기 스트리머", // ours (accessible name)
    all: "전체",
    more: "더보기",
    less: "접기",
  },
  onlyStreamer: "스트리머 글만 보기",
  apply: "적용",
  types: {
    label: "게시물 종류", // ours (accessible name)
    "": "전체", // ours
    POST_PHOTO: "글만 보기", // ours
    NOTICE: "공지", // ours
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
  more: "더보기",
  item: {
    watching: (count: string) => `${count}명 시청중`,
    live: "LIVE",
    /** Badges and labels of LIVE and VOD items (001 §2.7). */
    labels: {
      adult: "연령제한",
      password: "비밀번호",
      adultPassword: "연령제한+비밀번호",
      paid: "유료",
      review: "다시보기",
      highlight: "하이라이트",
      story: "스토리",
      noPreview: "미리보기 미지원",
    },
    play: "재생",
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
    popular: "실시간 인기글",
    allPosts: "전체글 보기",
  },
} as const;
