// Texts of the history pages (001 §2.5, §5), copied exactly from the spec, or marked "ours". The texts
// of '내 글/댓글' are in my-story.ts, so that each page group ships only its own.
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
  },
} as const;
