// Loader and action of the satisfaction survey (002 §2.13, §4.2, §8.2). The loader opens the standalone
// page for a ticket (an unknown ticket or an objection's goes to the index with its alert); the action
// answers the survey wherever it was shown: the dialogs of the list and the detail post here too.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { surveyOutcome } from "~/domain/help";
import { isObjectionNode } from "~/domain/help-nodes";
import { surveySchema } from "~/forms/help-survey.server";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { loginUrlFor } from "~/upstream/auth.server";
import { getSurveyCount, getTicketInfo, setSurveyAnswer } from "~/upstream/help.server";
import { formDataOf } from "~/utils/form-data.server";
import { checkHoneypot, submissionKeyOf } from "~/utils/honeypot.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";

const t = helpInquiries.survey;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const inquiryId = new URL(request.url).searchParams.get("inquiryId") ?? "";
  if (!/^\d+$/.test(inquiryId)) throw redirect("/");
  const [info, surveyCount] = await Promise.all([getTicketInfo(ctx, inquiryId), getSurveyCount(ctx, inquiryId)]);
  if (!info) throw await redirectWithToast(request, "/", { message: t.failed, kind: "error" });
  if (isObjectionNode(info.nodeId)) throw await redirectWithToast(request, "/", { message: t.objection, kind: "error" });
  return json({ inquiryId, already: (surveyCount ?? 0) > 0 }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The survey's standalone page for a ticket (the e-mailed link, 002 §2.13). */
const surveyPagePath = (inquiryId: string) => `/help/my-inquiry/survey?inquiryId=${encodeURIComponent(inquiryId)}`;

/**
 * The satisfaction survey from any of its three places (002 §8.2): done → refresh the list or detail (the
 * site index from the standalone page), -1025 already, -2008 login with the inquiring account, any other
 * code or a failed call → '처리 중 오류가 발생했습니다.', an objection → the index.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  const formData = await formDataOf(request);
  // A repeat of this answer (its key: a double tap, a retry) passes and is answered by the upstream as the first.
  const submissionKey = submissionKeyOf(formData);
  await checkHoneypot(formData, context, submissionKey);
  const origin = new URL(request.url).origin;
  const redirectValue = formData.get("redirectTo");
  const redirectTo = typeof redirectValue === "string" && redirectValue ? safeReturnPath(redirectValue, origin) : null;
  const submission = parseWithZod(formData, { schema: surveySchema });
  if (submission.status !== "success") {
    const inquiryId = String(formData.get("inquiryId") ?? "");
    if (redirectTo) return redirectWithToast(request, redirectTo, { message: t.chooseBoth, kind: "error" });
    return json({ error: t.chooseBoth, inquiryId }, { status: 400 });
  }
  const { inquiryId, feedback, speed } = submission.value;
  const back = redirectTo ?? surveyPagePath(inquiryId);
  const info = await getTicketInfo(ctx, inquiryId);
  const errorCode =
    info && !isObjectionNode(info.nodeId)
      ? await setSurveyAnswer(ctx, { ticketId: inquiryId, speed, feedback, isMember: info.isMember, idempotencyKey: submissionKey })
      : null;
  const outcome = surveyOutcome(errorCode, isObjectionNode(info?.nodeId));
  switch (outcome.kind) {
    case "done":
      return redirectWithToast(request, redirectTo ?? "/", { message: t.done, kind: "success" });
    case "already":
      return redirectWithToast(request, back, { message: t.already });
    case "login":
      return redirectWithToast(request, loginUrlFor(request, back), { message: t.loginRequired, kind: "error" });
    case "objection":
      return redirectWithToast(request, "/", { message: t.objection, kind: "error" });
    case "failedWithCode":
      return redirectWithToast(request, back, { message: t.failedWithCode(outcome.code), kind: "error" });
    case "failed":
      return redirectWithToast(request, back, { message: t.failed, kind: "error" });
  }
}
