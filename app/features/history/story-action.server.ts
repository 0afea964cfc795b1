// The delete of 내 글/댓글 (001 §2.6, §5), shared by /my/history/story and its confirmation route
// (/my/history/story/delete/{key}): a post (with its comments and replies), a comment (with its replies)
// or a reply, with the spec's toast.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { storyDeleteKind } from "~/domain/my-story";
import { StoryDeleteForm } from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { deleteStoryItem } from "~/upstream/clients/my.server";
import { failedToast, myActionInput, redirectWithAnswer } from "~/features/my/my-actions.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

/** 내 글/댓글: delete a post (with its comments and replies), a comment (with its replies) or a reply. */
async function storyActionOnce(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: StoryDeleteForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  const item = { ...submission.value, pCommentNo: submission.value.pCommentNo ?? null, cCommentNo: submission.value.cCommentNo ?? null };
  return redirectWithAnswer(args.request, back, await deleteStoryItem(ctx, item), myMessages.story[storyDeleteKind(item)]);
}

export const storyAction = oncePerKey(storyActionOnce);
