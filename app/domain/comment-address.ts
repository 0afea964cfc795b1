// A comment's own address (upstream-shapes §5): the post on the page of comments that holds it (?comment= asks the
// upstream for that page), scrolled to it (the platform's #comment_noti{n}). A module of its own: '내 글/댓글' links
// comments too, and ships only this.

/** The element a comment's own link scrolls to. */
export const commentAnchor = (commentNo: string) => `comment_noti${commentNo}`;

/** The post's address for a comment, or a reply (found with its comment). */
export function commentPath(postPath: string, comment: { commentNo: string; parentNo: string | null }): string {
  return `${postPath}?comment=${encodeURIComponent(comment.parentNo ?? comment.commentNo)}#${commentAnchor(comment.commentNo)}`;
}
