// The comment forms' rules (their schema, shared by the browser and the action) and a comment's addresses and menu.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  commentAnchor,
  commentMenuItems,
  commentPath,
  findComment,
  parseCommentOrder,
  threadOpen,
  withCommentOrder,
  type CommentThread,
  type PostComment,
} from "~/domain/station-comments";
import { cleanComment, commentReportSchema, commentSchema } from "~/forms/station-comment";

/** A refused submission's messages per field. */
const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error ?? {};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the comment form's text (001 §6; limits docs/choices.md)", () => {
  it("takes up to 1,000 characters, an emoji counting one, and sends them without control or direction characters", () => {
    const ok = parseWithZod(form({ comment: ` ${"😀".repeat(999)}\u202E가\u0000 ` }), { schema: commentSchema });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.comment).toBe(`${"😀".repeat(999)}가`);
    expect(cleanComment("첫 줄\r\n둘째 줄")).toBe("첫 줄\n둘째 줄");
  });

  it("refuses an empty text and one over the limit with their messages, never cutting it", () => {
    const empty = parseWithZod(form({ comment: " \u202E\u0000 " }), { schema: commentSchema });
    expect(errorsOf(empty).comment).toEqual(["댓글 내용을 입력해 주세요."]);
    const long = parseWithZod(form({ comment: "가".repeat(1001) }), { schema: commentSchema });
    expect(errorsOf(long).comment).toEqual(["댓글은 1,000자까지 입력할 수 있습니다."]);
    expect(long.reply().initialValue?.comment).toBe("가".repeat(1001));
  });

  it("a report needs a reason; its detail is at most 500 characters", () => {
    expect(errorsOf(parseWithZod(form({ comment: "" }), { schema: commentReportSchema })).reason).toEqual(["신고 사유를 선택해 주세요."]);
    expect(errorsOf(parseWithZod(form({ reason: "2", comment: "가".repeat(501) }), { schema: commentReportSchema })).comment).toEqual([
      "상세 내용은 500자까지 입력할 수 있습니다.",
    ]);
    expect(parseWithZod(form({ reason: "2", comment: "가".repeat(500) }), { schema: commentReportSchema }).status).toBe("success");
  });
});

const permissions = { update: false, delete: false, pin: false, unpin: false, report: false, hide: false, unhide: false };
const comment = (commentNo: string, parentNo: string | null, extra: Partial<PostComment> = {}): PostComment => ({
  commentNo,
  parentNo,
  userId: "a",
  userNickname: "가",
  profileImageUrl: null,
  text: "",
  createdAt: null,
  editedAt: null,
  isPinned: false,
  isHidden: false,
  permissions,
  ...extra,
});

describe("a comment's address and menu", () => {
  it("opens the post on the page of its comment, scrolled to it (the platform's #comment_noti{n})", () => {
    expect(commentAnchor("12")).toBe("comment_noti12");
    expect(commentPath("/station/a/post/1", { commentNo: "12", parentNo: null })).toBe("/station/a/post/1?comment=12#comment_noti12");
    expect(commentPath("/station/a/post/1", { commentNo: "13", parentNo: "12" })).toBe("/station/a/post/1?comment=12#comment_noti13");
  });

  it("offers only what the flags allow, in order", () => {
    expect(commentMenuItems({ ...permissions, report: true, delete: true, unpin: true })).toEqual(["delete", "unpin", "report"]);
    expect(commentMenuItems(permissions)).toEqual([]);
  });

  it("finds a comment or a reply on the loaded page with its thread", () => {
    const threads: CommentThread[] = [
      { ...comment("1", null), replies: [comment("4", "1")] },
      { ...comment("2", null), replies: [] },
    ];
    expect(findComment(threads, "4")?.thread.commentNo).toBe("1");
    expect(findComment(threads, "2")?.comment.parentNo).toBeNull();
    expect(findComment(threads, "9")).toBeNull();
  });
});

describe("the comments' order and folded threads (issue 72)", () => {
  it("reads the order from the address, newest first unless it asks for the order written", () => {
    expect(parseCommentOrder("oldest")).toBe("oldest");
    expect(parseCommentOrder(null)).toBe("newest");
    expect(parseCommentOrder("sideways")).toBe("newest");
  });

  it("keeps the order in the comments' addresses, before their fragment; the default names none", () => {
    expect(withCommentOrder("/p?page=2#comments", "oldest")).toBe("/p?page=2&commentSort=oldest#comments");
    expect(withCommentOrder("/p#comments", "oldest")).toBe("/p?commentSort=oldest#comments");
    expect(withCommentOrder("/p?page=2#comments", "newest")).toBe("/p?page=2#comments");
  });

  it("opens the thread the address or a form names, and folds the others", () => {
    const thread: CommentThread = { ...comment("1", null), replies: [comment("4", "1")] };
    expect(threadOpen(thread, { commentNo: "1", open: null })).toBe(true);
    expect(threadOpen(thread, { commentNo: "4", open: null })).toBe(true);
    expect(threadOpen(thread, { commentNo: null, open: "reply-1" })).toBe(true);
    expect(threadOpen(thread, { commentNo: null, open: "edit-4" })).toBe(true);
    expect(threadOpen(thread, { commentNo: "2", open: "reply-2" })).toBe(false);
  });
});
