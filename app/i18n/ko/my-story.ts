// Texts of '내 글/댓글' (001 §2.6, §5), copied exactly from the spec, or marked "ours".
import { words } from "./common";
import { posts } from "./lists";

const reply = posts.reply;

export const myStory = {
  filtersLabel: "글 종류", // ours (accessible name)
  filters: { "": words.all, POST_PHOTO: posts.post, PARENT_COMMENT: posts.comment, CHILD_COMMENT: reply }, // ours
  kinds: { POST: posts.post, PHOTO: posts.post, VOD: posts.post, PARENT_COMMENT: posts.comment, CHILD_COMMENT: reply }, // ours
  stationOf: (nick: string) => `${nick}님의 방송국`,
  ownStation: words.myStation, // ours
  replyTo: "원댓글", // ours
  notice: words.notice,
  private: "비공개", // ours
  counts: { read: posts.read, comment: posts.comment, like: "좋아요" }, // '조회' from the feed (001 §2.7); the others ours
  delete: posts.delete,
  deleteOf: (title: string) => `${title} 삭제하기`, // ours (accessible name)
  empty: "작성한 게시글 또는 댓글이 없습니다.",
  loadFailed: "데이터를 불러오는 중 오류가 발생했습니다.",
  confirm: {
    // The first lines are ours; the second is the spec's.
    post: posts.deleteConfirm,
    comment: posts.deleteCommentConfirm,
    reply: posts.deleteReplyConfirm,
    warning: posts.deleteWarning,
  },
} as const;
