// Comments and replies under station posts (001 §6: the comment and reply flags, isCommentWritable,
// isReplyWritable; §8: the delete toasts; §9: PARENT_COMMENT 203, CHILD_COMMENT 204): their types, limits,
// the rules of their menus. Apart from domain/station so that only the post page ships them (a comment's address,
// which '내 글/댓글' links too, is comment-address.ts).
export { commentAnchor, commentPath } from "./comment-address";

/** What the viewer may do to one comment or reply (001 §6). */
export type CommentPermissions = { update: boolean; delete: boolean; pin: boolean; unpin: boolean; report: boolean; hide: boolean; unhide: boolean };

export type PostComment = {
  /** Its own number: p_comment_no for a comment, c_comment_no for a reply. */
  commentNo: string;
  /** A reply's comment (p_comment_no); null for a comment. */
  parentNo: string | null;
  userId: string;
  userNickname: string;
  profileImageUrl: string | null;
  /** Plain text without control or direction characters; empty when it is hidden from this viewer. */
  text: string;
  createdAt: number | null;
  editedAt: number | null;
  isPinned: boolean;
  /** Hidden by the station's owner or a manager: only they and its writer read the text. */
  isHidden: boolean;
  permissions: CommentPermissions;
};

/** A comment with its replies (one level), oldest reply first. */
export type CommentThread = PostComment & { replies: PostComment[] };

export type CommentPage = {
  threads: CommentThread[];
  page: number;
  lastPage: number;
  /** Comments (not counting replies) of the post. */
  total: number;
  /** False when the comments could not be read (the page says so instead of '첫 댓글을 남겨 주세요.'). */
  ok: boolean;
};

/**
 * Limits of a comment or a reply. The spec gives none; the reference upstream takes 1,000 characters (code points:
 * an emoji counts as one) after control and direction characters are removed and the ends trimmed (docs/choices.md).
 */
export const COMMENT_LIMITS = { textMax: 1000, perPage: 20 } as const;

/** The length of a comment as the limit counts it: characters, an emoji one. */
export const commentLength = (text: string) => [...text].length;

/** Board types of a comment and a reply (001 §9), as the station report names what it reports. */
export const COMMENT_BOARD_TYPE = { comment: 203, reply: 204 } as const;

/** The menu items of a comment, in order (001 §6: delete, pin/unpin, report, update, hide/unhide). */
export const COMMENT_MENU_ITEMS = ["update", "delete", "pin", "unpin", "hide", "unhide", "report"] as const;
export type CommentMenuItem = (typeof COMMENT_MENU_ITEMS)[number];
export const commentMenuItems = (permissions: CommentPermissions): CommentMenuItem[] => COMMENT_MENU_ITEMS.filter((item) => permissions[item]);

/** The changes a comment's menu and forms make (the post page's action tells them by `intent`). */
export const COMMENT_INTENTS = [
  "comment",
  "reply",
  "commentEdit",
  "commentDelete",
  "commentPin",
  "commentUnpin",
  "commentHide",
  "commentUnhide",
  "commentReport",
] as const;
export type CommentIntent = (typeof COMMENT_INTENTS)[number];
export const isCommentIntent = (value: unknown): value is CommentIntent => (COMMENT_INTENTS as readonly unknown[]).includes(value);

/** The dialogs a comment's menu opens first (001 §5: a delete asks; a report takes its reason). */
export const COMMENT_DIALOGS = ["commentDelete", "commentReport"] as const;
export type CommentDialog = (typeof COMMENT_DIALOGS)[number];
export const isCommentDialog = (value: unknown): value is CommentDialog => (COMMENT_DIALOGS as readonly unknown[]).includes(value);

/** Where a comment is on the loaded page: the comment itself, and its thread. */
export function findComment(threads: CommentThread[], commentNo: string): { comment: PostComment; thread: CommentThread } | null {
  for (const thread of threads) {
    if (thread.commentNo === commentNo) return { comment: thread, thread };
    const reply = thread.replies.find((item) => item.commentNo === commentNo);
    if (reply) return { comment: reply, thread };
  }
  return null;
}

/** The order of a post's comments (issue 72; the spec gives none): newest first, the default, or in the order they
 * were written ('등록순'). Asked by `?commentSort=oldest`; the upstream's `orderby` (our reading: docs/choices.md). */
export type CommentOrder = "newest" | "oldest";
export const COMMENT_ORDER_PARAM = "commentSort";
export const parseCommentOrder = (value: string | null | undefined): CommentOrder => (value === "oldest" ? "oldest" : "newest");

/** A comment address in the order the page shows (the default order names none). */
export function withCommentOrder(href: string, order: CommentOrder): string {
  if (order === "newest") return href;
  const [path, hash = ""] = href.split("#");
  const joiner = path.includes("?") ? "&" : "?";
  return `${path}${joiner}${COMMENT_ORDER_PARAM}=${order}${hash ? `#${hash}` : ""}`;
}

/**
 * Whether a thread's replies show open: the thread the address or a draft names (a comment's own link, its reply or
 * edit form), so that what the reader came to see is in view; others fold behind their count.
 */
export function threadOpen(thread: CommentThread, named: { commentNo: string | null; open: CommentFormId | null }): boolean {
  if (named.commentNo === thread.commentNo || named.open === `reply-${thread.commentNo}`) return true;
  return thread.replies.some((reply) => named.commentNo === reply.commentNo || named.open === `edit-${reply.commentNo}`);
}

/** Which form a comment answer belongs to: the new comment box, a thread's reply form, or an edit form. */
export type CommentFormId = "comment" | `reply-${string}` | `edit-${string}`;
