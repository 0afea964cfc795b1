// Pinning on the streamer strips of /my/favorite, /my/subscribe and /my/fan (001 §2.3–2.4, §4.1).
import { parseWithZod } from "@conform-to/zod/v4";
import type { StreamerListKind } from "~/domain/my";
import { PinForm } from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { setPin } from "~/upstream/clients/my.server";
import { redirectWithAnswer } from "./my-actions.server";

/** Pin / unpin on a streamer strip, with the toasts of 001 §4.1. Null when the form is not a pin form. */
export async function pinAction(request: Request, ctx: Parameters<typeof setPin>[0], kind: StreamerListKind, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: PinForm });
  if (submission.status !== "success") return null;
  const pin = submission.value.intent === "pin";
  const answer = await setPin(ctx, kind, submission.value.streamerId, pin);
  return redirectWithAnswer(request, back, answer, pin ? myMessages.pinDone : myMessages.unpinDone, { serverFailureMessage: true });
}
