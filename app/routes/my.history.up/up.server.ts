// /my/history/up: UP한 VOD (001 §2.5), pages of the URL's sort (features/history/history-pages.server.ts),
// and cancelling the UP of one VOD.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CancelUpForm } from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { cancelUp } from "~/upstream/clients/my.server";
import { loadHistoryPages } from "~/features/history/history-pages.server";
import { failedToast, myActionInput, redirectWithAnswer } from "~/features/my/my-actions.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

export const loader = (args: LoaderFunctionArgs) => loadHistoryPages(args, "up");

/** UP한 VOD: cancel the UP of one VOD. */
async function actOnce(args: ActionFunctionArgs) {
  const { ctx, formData, back } = await myActionInput(args);
  const submission = parseWithZod(formData, { schema: CancelUpForm });
  if (submission.status !== "success") return failedToast(args.request, back);
  return redirectWithAnswer(args.request, back, await cancelUp(ctx, submission.value.streamerId, submission.value.titleNo), myMessages.history.up);
}

export const action = oncePerKey(actOnce);
