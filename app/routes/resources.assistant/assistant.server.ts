// POST /resources/assistant: the floating AI assistant's changes (001 §2.15, §4.8). The icon's close
// button turns the toggle off and the hidden icon turns it on again (plain forms, without JS too);
// REMOVE_TOKEN and CHANG_FLOATING_PERSONA_SIZE arrive from the embedded page through the browser.
// A form carrying `returnTo` (no JS) is answered with a redirect; the browser's own submissions get
// JSON, so that the page stays where it is (the panel would close on a navigation), and their toast
// comes with the revalidated root data.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { SIZE_COOKIE } from "~/domain/assistant";
import type { Toast } from "~/domain/toast";
import { AssistantSchema, type AssistantForm } from "~/forms/assistant";
import { assistant } from "~/i18n/ko/assistant";
import { common } from "~/i18n/ko/common";
import { removeAssistantToken, setAssistantIconSize, setAssistantToggle } from "~/upstream/clients/my.server";
import type { ActionAnswer } from "~/upstream/schema.server";
import { deviceCookie } from "~/utils/device-cookie.server";
import { formDataOf } from "~/utils/form-data.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast, toastHeaders } from "~/utils/session.server";
import { admitChange, heldForm, SubmissionHeld } from "~/utils/submission.server";
import type { CallContext } from "~/upstream/transport.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { senderOf } from "~/features/session/viewer.server";

async function perform(ctx: CallContext, input: AssistantForm): Promise<{ answer: ActionAnswer; success: string | null }> {
  switch (input.intent) {
    case "off":
      return { answer: await setAssistantToggle(ctx, false), success: assistant.turnedOff };
    case "on":
      return { answer: await setAssistantToggle(ctx, true), success: assistant.turnedOn };
    case "remove-token":
      return { answer: await removeAssistantToken(ctx), success: assistant.removed };
    case "size":
      return { answer: await setAssistantIconSize(ctx, input.size), success: null };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await formDataOf(request));
  const returnTo = typeof form.returnTo === "string" ? safeReturnPath(form.returnTo, new URL(request.url).origin) : null;
  const parsed = AssistantSchema.safeParse(form);
  const ctx = { request, context };
  const failure: Toast = { message: common.messages.genericFailure, kind: "error" };
  try {
    admitChange(context);
    if (!parsed.success) return returnTo ? redirectWithToast(request, returnTo, failure) : json({ ok: false }, { status: 400 });
    if (!(await senderOf(ctx))) return returnTo ? redirect(loginUrlFor(request, returnTo)) : json({ ok: false }, { status: 401 });
  } catch (error) {
    // The instance busy, or the member's session not checkable: nothing changes; back with why, or the held answer.
    if (!(error instanceof SubmissionHeld)) throw error;
    return returnTo ? redirectWithToast(request, returnTo, { message: error.toastText, kind: "error" }) : heldForm({ ok: false }, error);
  }

  const { answer, success } = await perform(ctx, parsed.data);
  // The size is the device's preference (a cookie the server reads) even when the service forgets it.
  const headers = new Headers();
  if (parsed.data.intent === "size") headers.append("set-cookie", deviceCookie(request, SIZE_COOKIE, parsed.data.size));
  const toast: Toast | null =
    !answer.ok && parsed.data.intent !== "size"
      ? { ...failure, message: answer.message || failure.message }
      : success
        ? { message: success, kind: "success" }
        : null;
  if (toast) for (const [name, value] of await toastHeaders(request, toast)) headers.append(name, value);
  return returnTo ? redirect(returnTo, { headers }) : json({ ok: answer.ok }, { headers });
}

export { goHome as loader } from "~/utils/resource-routes.server";
