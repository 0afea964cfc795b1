// Texts of '내 글/댓글' (001 §2.6, §5), copied exactly from the spec, or marked "ours".
export const myStory = {
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
} as const;
