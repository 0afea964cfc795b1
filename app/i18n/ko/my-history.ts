// Texts of the history pages (001 §2.5, §5), copied exactly from the spec, or marked "ours". The texts
// of '내 글/댓글' are in my-story.ts, so that each page group ships only its own.
import { content } from "./common";
import { lists, posts } from "./lists";

export const myHistory = {
  history: {
    tabsLabel: "기록 메뉴", // ours (accessible name)
    tabs: {
      live: "최근 본 스트리머의 LIVE",
      vod: "최근 본 VOD",
      later: content.menu["view-later"],
      up: "UP한 VOD",
      playlist: lists.playlist,
    },
    deleteAll: "전체 삭제", // ours
    deletePlayed: "재생한 VOD 삭제", // ours ('재생한 VOD' from the spec)
    delete: posts.delete,
    cancelUp: posts.cancelUp, // ours
    editPlaylist: posts.update,
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
