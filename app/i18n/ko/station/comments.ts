// Comments and replies under a station post (001 §5, §6, §8): copied exactly from the spec where it gives words
// (the delete warning, the delete toasts on the server: my-messages.server.ts), the rest ours: the spec names the
// comment and reply flags and isCommentWritable / isReplyWritable without giving their words.
import { common, words } from "../common";
import { posts } from "../lists";
import { stationPaging } from "./paging";
import { stationPosts } from "./posts";

export const stationComments = {
  heading: stationPosts.post.comments,
  /** The form's label and its hint (ours). */
  write: "댓글 쓰기",
  writeReply: "답글 쓰기",
  editLabel: "댓글 수정",
  hint: (max: number) => `${max.toLocaleString("ko-KR")}자까지 쓸 수 있습니다.`,
  submit: "댓글 등록",
  submitReply: "답글 등록",
  save: words.save,
  cancel: common.actions.cancel,
  /** A guest sees the box with this prompt; sent, it goes through the login and comes back with what was typed. */
  guestPrompt: "댓글은 로그인 후 남길 수 있습니다. 작성한 내용은 로그인한 뒤에도 그대로 남아 있습니다.",
  login: common.layout.login,
  notWritable: "이 게시글에는 댓글을 쓸 수 없습니다.",
  empty: stationPosts.post.noComments,
  loadFailed: "댓글을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.",
  reply: posts.reply,
  /** A thread's replies folded behind their count (issue 72, ours): the toggle's words. */
  replies: (n: number) => `${posts.reply} ${n.toLocaleString("ko-KR")}개`,
  /** The comments' order (issue 72, ours but the words of every list's sorts): newest first, or as written. */
  order: { label: "댓글 정렬", newest: words.latest, oldest: "등록순" },
  /** Each comment's marks. */
  pinned: "고정된 댓글",
  hidden: "숨김 처리된 댓글입니다.",
  hiddenMark: "숨김",
  edited: "수정됨",
  writerMark: "작성자",
  /** The comment's menu (001 §6 flags). */
  menu: (nick: string) => `${nick}님의 댓글 메뉴`,
  actions: {
    update: posts.update,
    delete: posts.delete,
    pin: "댓글 고정",
    unpin: words.unpin,
    hide: "숨기기",
    unhide: "숨김 해제",
    report: words.report,
  },
  /** The delete's confirmation (001 §5: the warning is the spec's). */
  dialogs: {
    deleteComment: "댓글 삭제",
    deleteReply: "답글 삭제",
    deleteCommentConfirm: posts.deleteCommentConfirm,
    deleteReplyConfirm: posts.deleteReplyConfirm,
    warning: posts.deleteWarning,
    reportTitle: "댓글 신고",
  },
  /** Toasts when the upstream's answer names none (the delete's are the spec's, on the server). */
  results: {
    written: "댓글이 등록되었습니다.",
    edited: "댓글이 수정되었습니다.",
    done: stationPosts.results.done,
    failed: stationPosts.results.failed,
    /** The same form was stored once already with other words: sent again, the new words are a new comment. */
    alreadySent: "앞서 보낸 댓글이 이미 등록되었습니다. 고친 내용을 새로 올리려면 다시 등록해 주세요.",
  },
  errors: {
    required: "댓글 내용을 입력해 주세요.",
    tooLong: (max: number) => `댓글은 ${max.toLocaleString("ko-KR")}자까지 입력할 수 있습니다.`,
  },
  /** The pages of a long thread. */
  pageLabels: { nav: "댓글 페이지", previous: stationPaging.prev, next: stationPaging.next, page: stationPaging.page },
  permalink: (nick: string) => `${nick}님의 댓글 주소`,
} as const;

/** The text box's label of each text form: on the page (CommentForm), and on the form's own page when the page around
 * it cannot be read (comments.server.ts, a held form). */
export const commentTextLabels = {
  comment: stationComments.write,
  reply: stationComments.writeReply,
  commentEdit: stationComments.editLabel,
} as const;
