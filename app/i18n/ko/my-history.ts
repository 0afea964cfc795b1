// Texts of the history pages and of '내 글/댓글' (001 §2.5–2.6, §5), copied exactly from the spec, or
// marked "ours".
export const myHistory = {
  history: {
    tabsLabel: "기록 메뉴", // ours (accessible name)
    tabs: {
      live: "최근 본 스트리머의 LIVE",
      vod: "최근 본 VOD",
      later: "나중에 보기",
      up: "UP한 VOD",
      playlist: "재생목록",
    },
    deleteAll: "전체 삭제", // ours
    deletePlayed: "재생한 VOD 삭제", // ours ('재생한 VOD' from the spec)
    delete: "삭제하기",
    cancelUp: "UP 취소", // ours
    editPlaylist: "수정하기",
    empty: {
      live: "아직 참여한 방송이 없습니다.",
      liveButton: "LIVE 보러가기",
      vod: "최근 본 VOD가 없습니다.",
      later: "나중에 보기 한 VOD가 없습니다.",
      up: "UP 한 VOD가 없습니다.",
      playlist: "재생목록이 없습니다.",
    },
    confirm: {
      liveAll: ["최근 본 스트리머의 LIVE를 모두 삭제하시겠습니까?", "삭제된 LIVE 리스트는 복구할 수 없습니다."],
      // "the VOD equivalents" of the LIVE texts.
      vodAll: ["최근 본 VOD를 모두 삭제하시겠습니까?", "삭제된 VOD 리스트는 복구할 수 없습니다."],
      laterPlayed: ["재생한 VOD를 모두 삭제하겠습니까?"],
      laterAll: ["나중에 보기 목록을 모두 삭제하겠습니까?"],
      playlist: ["재생목록을 삭제하시겠습니까?"],
    },
  },
  story: {
    filtersLabel: "글 종류", // ours (accessible name)
    filters: { "": "전체", POST_PHOTO: "게시글", PARENT_COMMENT: "댓글", CHILD_COMMENT: "답글" }, // ours
    kinds: { POST: "게시글", PHOTO: "게시글", VOD: "게시글", PARENT_COMMENT: "댓글", CHILD_COMMENT: "답글" }, // ours
    stationOf: (nick: string) => `${nick}님의 방송국`,
    ownStation: "내 방송국", // ours
    replyTo: "원댓글", // ours
    notice: "공지",
    private: "비공개", // ours
    counts: { read: "조회", comment: "댓글", like: "좋아요" }, // '조회' from the feed (001 §2.7); the others ours
    delete: "삭제하기",
    deleteOf: (title: string) => `${title} 삭제하기`, // ours (accessible name)
    empty: "작성한 게시글 또는 댓글이 없습니다.",
    loadFailed: "데이터를 불러오는 중 오류가 발생했습니다.",
    confirm: {
      // The first lines are ours; the second is the spec's.
      post: "게시글을 삭제하시겠습니까?",
      comment: "댓글을 삭제하시겠습니까?",
      reply: "답글을 삭제하시겠습니까?",
      warning: "삭제 시 스토리와 방송국에서 완전 삭제되며, 복구가 불가능합니다.",
    },
  },
} as const;
