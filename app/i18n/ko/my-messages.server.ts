// Toasts and form errors of the My area's actions (001 §4.1, §8), copied exactly from the spec (or marked
// "ours"). Only the server sends them, so they stay out of the pages' JS (so they may take the texts
// they share with a page from that page's modules).
import { cards } from "./cards";
import { common } from "./common";
import { myFavorite } from "./my-favorite";
import { stationPosts } from "./station/posts";

export const myMessages = {
  pinDone: "목록 상단 고정 완료 되었습니다.",
  unpinDone: "목록 상단 고정 해제 되었습니다.",
  notRecommended: cards.undo.notRecommended,
  /** Failed delete, not-recommend, UP cancel or playlist delete. */
  failed: common.messages.errorOccurred,
  groups: {
    // ours: the spec gives no words for groups.
    nameRequired: myFavorite.groups.namePlaceholder,
    nameTooLong: (max: number) => `그룹명은 ${max}자 이내로 입력해 주세요.`,
    created: "그룹이 추가되었습니다.",
    renamed: "그룹명이 변경되었습니다.",
    removed: "그룹이 삭제되었습니다.",
    membersSaved: "그룹 설정이 저장되었습니다.",
  },
  /** Success toasts (fallbacks when the server sends no message). */
  history: {
    liveAll: "최근 본 스트리머의 LIVE 목록이 모두 삭제됐습니다.",
    liveOne: "최근 본 스트리머의 LIVE 목록에서 삭제됐습니다.",
    vodAll: "최근 본 VOD 목록이 모두 삭제됐습니다.",
    vodOne: "최근 본 VOD 목록에서 삭제됐습니다.",
    laterPlayed: "재생한 VOD가 삭제됐습니다.",
    laterAll: "나중에 보기가 모두 삭제됐습니다.",
    laterOne: "나중에 보기에서 삭제됐습니다.",
    up: "UP이 취소되었습니다.", // ours
    playlist: "재생목록이 삭제되었습니다.", // ours
  },
  story: {
    post: stationPosts.results.deleted,
    comment: "댓글(답글 포함) 삭제가 완료되었습니다.",
    reply: "답글 삭제가 완료되었습니다.",
  },
} as const;
