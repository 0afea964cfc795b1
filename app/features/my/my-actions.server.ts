// What every My action starts and ends with (shared by the My pages' *.server.ts): the login check and the
// form data, where the action comes back to, and the toast for the upstream's answer (001 §4.1, §8).
import type { ActionFunctionArgs } from "@remix-run/node";
import { unpackMenuPost } from "~/forms/menu-post";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { requireViewer } from "~/features/session/viewer.server";
import type { ActionAnswer } from "~/upstream/schema.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";

/**
 * Where a My action comes back to: the page the form was on, or for a confirmation route
 * (…/delete/{what}) the list it sits on, with the list's query.
 */
function pageOf(request: Request, keepDialog: boolean): string {
  const url = new URL(request.url);
  // A confirmation over the list closes with its action; the favourites' dialogs may stay open.
  for (const name of ["index", "_data", ...(keepDialog ? [] : ["dialog"])]) url.searchParams.delete(name);
  return `${url.pathname.replace(/\/delete\/[^/]*$/, "")}${url.search}`;
}

/** Logged-in check and the form data of a My action (guests go to login and come back to the page). */
export async function myActionInput({ request, context }: ActionFunctionArgs, keepDialog = false) {
  const ctx = { request, context };
  await requireViewer(ctx);
  // A list's menu item posts its card's fields packed in one (forms/menu-post.ts).
  return { ctx, formData: unpackMenuPost(await formDataOf(request)), back: pageOf(request, keepDialog) };
}

/** Success: the server's message or the spec's text. Failure: '에러가 발생하였습니다.' unless told to show the server's. */
export function toastFor(answer: ActionAnswer, done: string, options: { serverFailureMessage?: boolean } = {}) {
  if (answer.ok) return { message: answer.message || done, kind: "success" as const };
  return { message: (options.serverFailureMessage && answer.message) || myMessages.failed, kind: "error" as const };
}

export const failedToast = (request: Request, back: string) => redirectWithToast(request, back, { message: myMessages.failed, kind: "error" });

export function redirectWithAnswer(request: Request, to: string, answer: ActionAnswer, done: string, options?: { serverFailureMessage?: boolean }) {
  return redirectWithToast(request, to, toastFor(answer, done, options));
}
