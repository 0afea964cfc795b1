// Texts of the station feed and the real-time popular posts (001 §2.1, §2.7, §2.8, §4.6, §5), copied
// exactly from the spec. Where the spec names a control without its words, the text is ours ("ours").
export const feed = {
  titles: {
    feed: "방송국 새 글",
    hotissue: "실시간 인기글",
  },
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
    stationOf: (nick: string) => `${nick}의 방송국`,
    views: (count: string) => `조회 ${count}`,
    notice: "공지",
    watching: (count: string) => `${count}명 시청중`,
    live: "LIVE",
    play: "재생",
    like: "좋아요", // ours
    likeOf: (title: string, liked: boolean) => `${title} 좋아요${liked ? " 취소" : ""}`, // ours (accessible name)
    likes: (count: string) => `좋아요 ${count}`, // ours
    comments: (count: string) => `댓글 ${count}`, // ours
    photo: (title: string) => `${title} 사진`, // ours (text alternative)
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
  hot: {
    heading: "실시간 인기글 TOP 100",
    refreshed: (time: string) => `${time} 기준`, // ours
    cycle: (minutes: number) => `${minutes}분마다 갱신`, // ours
    rank: (rank: number) => `${rank}위`, // ours
    hide: "게시글 안보기", // ours
    hideConfirm: (nick: string) => `${nick}님의 게시글을 보지 않으시겠습니까?`,
    hidden: "게시물 안보기 설정한 게시물 입니다.",
    unhide: "안보기 해제", // ours
    share: "공유하기",
    copyLabel: "링크 주소",
    copied: "링크가 복사되었습니다.",
    empty: "내용이 없습니다.",
  },
  /** The server's message is shown when a like or hide fails; this when it sends none. */
  failed: "오류가 발생했습니다.",
} as const;
