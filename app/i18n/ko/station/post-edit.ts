// The post menu's dialogs and the write form (001 §4.3, §5, §9): apart from the lists' texts, since only
// the dialogs (loaded when opened) and the write and edit pages show them.
import { common, words } from "../common";
import { formErrors } from "../form-errors";
import { posts, stationBoards } from "../lists";
import { stationPosts } from "./posts";

export const stationPostEdit = {
  dialogs: {
    deleteTitle: "게시글 삭제",
    deleteConfirm: posts.deleteConfirm,
    deleteManyConfirm: (n: number) => `선택한 게시글 ${n}개를 삭제하시겠습니까?`,
    deleteNote: "삭제된 게시글은 복구할 수 없습니다.",
    vodDeleteTitle: "VOD 삭제",
    vodDeleteConfirm: "VOD를 삭제하시겠습니까?",
    unblindTitle: stationPosts.actions.unblind,
    unblindConfirm: "블라인드를 해제하시겠습니까?",
    blindReason: "블라인드 사유",
    pinTitle: stationPosts.actions.pin,
    pinExpire: "고정 만료일",
    pinHint: "만료일이 지나면 홈에서 자동으로 내려갑니다.",
    moveTitle: stationPosts.actions.moveBoard,
    moveTarget: "이동할 게시판",
    reportTitle: words.report,
    reportReason: "신고 사유",
    reportComment: "상세 내용 (선택)",
    confirm: common.actions.confirm,
    cancel: common.actions.cancel,
  },
  form: {
    writeTitle: stationBoards.write,
    editTitle: "게시글 수정",
    board: stationBoards.boards,
    title: words.title,
    content: stationPosts.board.fields.contents,
    contentHint: "줄바꿈은 그대로 반영됩니다. 일부 HTML 태그(굵게, 목록, 링크, 이미지)를 쓸 수 있습니다.",
    hashtags: stationPosts.board.fields.hashtags,
    hashtagsHint: "쉼표로 구분해 입력하세요.",
    photos: "사진 첨부",
    photosHint: (count: number, mb: number) => `이미지 파일 ${count}장까지, 한 장에 ${mb}MB 이하`,
    keepPhotos: "첨부된 사진 (선택을 해제하면 삭제됩니다)",
    submit: "등록",
    save: "수정",
    cancel: common.actions.cancel,
    errors: {
      board: "게시판을 선택해 주세요.",
      titleRequired: formErrors.titleRequired,
      titleMax: (n: number) => `제목은 ${n}자까지 입력할 수 있습니다.`,
      contentRequired: formErrors.contentRequired,
      contentMax: (n: number) => `내용은 ${n.toLocaleString("ko-KR")}자까지 입력할 수 있습니다.`,
      /** Ours: the spec gives the hashtags no limit message. */
      hashtagsMax: (n: number) => `해시태그는 ${n}자까지 입력할 수 있습니다.`,
      photoCount: (n: number) => `사진은 ${n}장까지 올릴 수 있습니다.`,
      photoFile: (mb: number) => `${mb}MB 이하의 이미지 파일(jpg, png, gif, webp)만 올릴 수 있습니다.`,
      pinDate: "고정 만료일은 오늘부터 1년 이내로 선택해 주세요.",
      reportReason: "신고 사유를 선택해 주세요.",
      /** Ours: the spec gives the report's detail (a post's or a comment's) no limit message. */
      reportCommentMax: (n: number) => `상세 내용은 ${n}자까지 입력할 수 있습니다.`,
      moveTarget: "이동할 게시판을 선택해 주세요.",
    },
  },
} as const;
