// Loader and action of the satisfaction survey (002 §2.13, §4.2, §8.2). The loader opens the standalone
// page for a ticket (an unknown ticket or an objection's goes to the index with its alert; one rated
// already, or not answered yet, says so instead of showing the form); the action answers the survey
// wherever it was shown: the dialogs of the list and the detail post here too. A survey sent half-filled,
// or one that needs the inquiring account's login (-2008), comes back as this page with the form as it
// was, or with the reason and the way to log in.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { isSurveyScore, surveyOutcome } from "~/domain/help";
import { isObjectionNode } from "~/domain/help-nodes";
import { submissionFailure } from "~/domain/submission";
import { surveySchema } from "~/forms/help-survey.server";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { getViewer } from "~/upstream/clients/station.server";
import { getSurveyCount, getTicketInfo, setSurveyAnswer } from "~/upstream/clients/help.server";
import { formDataOf } from "~/utils/form-data.server";
import { carriedHoneypot, honeypotVerdict, verdictFailure } from "~/utils/honeypot.server";
import { countSend } from "~/utils/send-limit.server";
import { completed, fingerprintOf, heldForm, once, sheddingHold, SubmissionHeld, submissionKeyOf } from "~/utils/submission.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";
import { loginUrlFor } from "~/utils/login-url.server";

const t = helpInquiries.survey;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const inquiryId = new URL(request.url).searchParams.get("inquiryId") ?? "";
  if (!/^\d+$/.test(inquiryId)) throw redirect("/");
  const [info, surveyCount] = await Promise.all([getTicketInfo(ctx, inquiryId), getSurveyCount(ctx, inquiryId)]);
  if (!info) throw await redirectWithToast(request, "/", { message: t.failed, kind: "error" });
  if (isObjectionNode(info.nodeId)) throw await redirectWithToast(request, "/", { message: t.objection, kind: "error" });
  // §4.2: offered only once the final answer exists (an interim or additional reply is not one).
  const refusal = (surveyCount ?? 0) > 0 ? "already" : info.answered === false ? "unanswered" : null;
  return json({ inquiryId, refusal }, { headers: { "Cache-Control": "private, no-store" } });
}

/** A score the form sent, when it is one of the scale's (§9.5); 0 (not chosen) otherwise. */
function chosenScore(value: FormDataEntryValue | null): number {
  const score = Number(value);
  return typeof value === "string" && isSurveyScore(score) ? score : 0;
}

/** The survey's standalone page for a ticket (the e-mailed link, 002 §2.13). */
const surveyPagePath = (inquiryId: string) => `/help/my-inquiry/survey?inquiryId=${encodeURIComponent(inquiryId)}`;

/**
 * The satisfaction survey from any of its three places (002 §8.2): done → refresh the list or detail (the
 * site index from the standalone page), -1025 already, -2008 '문의하신 계정으로 로그인이 필요합니다.' on this
 * page with the way to log in, any other code or a failed call → '처리 중 오류가 발생했습니다.', an objection
 * → the index. A ticket without its final answer is refused before anything is sent (§4.2).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = { request, context };
  const formData = await formDataOf(request);
  // A repeat of this answer (its key: a double tap, a retry) is answered as the first.
  const submissionKey = submissionKeyOf(formData);
  const origin = new URL(request.url).origin;
  const redirectValue = formData.get("redirectTo");
  const redirectTo = typeof redirectValue === "string" && redirectValue ? safeReturnPath(redirectValue, origin) : null;
  // The form as it was (the choice made, where it was opened), also without JS; its honeypot counts from the
  // form's first render.
  const asItWas = (error: string | null) => ({
    kind: "invalid" as const,
    error,
    chosen: { feedback: chosenScore(formData.get("feedback")), speed: chosenScore(formData.get("speed")) },
    redirectTo,
    honeypot: carriedHoneypot(formData),
  });
  // While the instance sheds load nothing is counted, spent or sent: the form as it was, with the time to wait.
  const shed = sheddingHold(context);
  if (shed) return heldForm(asItWas(null), shed);
  const viewer = await getViewer(ctx);
  const limit = await countSend(request, context, viewer?.userId ?? null);
  if (!limit.allowed) return json({ ...asItWas(null), ...submissionFailure("rate", limit.retryAfterSeconds) }, { status: 429, headers: limit.headers });
  const verdict = await honeypotVerdict(formData, context, submissionKey);
  if (verdict !== "ok") {
    const { failure, status } = verdictFailure(verdict);
    return json({ ...asItWas(null), ...failure }, { status });
  }
  const submission = parseWithZod(formData, { schema: surveySchema });
  if (submission.status !== "success") return json(asItWas(t.chooseBoth), { status: 400 });
  const { inquiryId, feedback, speed } = submission.value;
  const back = redirectTo ?? surveyPagePath(inquiryId);
  const info = await getTicketInfo(ctx, inquiryId);
  // Not answered yet (a forged post: no page offers the form then): nothing is sent. The standalone page
  // says why itself.
  if (info?.answered === false && !isObjectionNode(info.nodeId)) {
    return redirectTo ? redirectWithToast(request, redirectTo, { message: t.unanswered, kind: "error" }) : redirect(surveyPagePath(inquiryId));
  }
  const sendId = { scope: `help:survey:${inquiryId}`, owner: viewer?.userId ?? null, key: submissionKey, fingerprint: fingerprintOf(formData) };
  try {
    return await once(context, sendId, async () => {
      const errorCode =
        info && !isObjectionNode(info.nodeId)
          ? await setSurveyAnswer(ctx, { ticketId: inquiryId, speed, feedback, isMember: info.isMember, idempotencyKey: submissionKey })
          : null;
      const outcome = surveyOutcome(errorCode, isObjectionNode(info?.nodeId));
      switch (outcome.kind) {
        case "done":
          return completed(await redirectWithToast(request, redirectTo ?? "/", { message: t.done, kind: "success" }));
        case "already":
          return completed(await redirectWithToast(request, back, { message: t.already }));
        case "login":
          // Said here, before the user leaves for the login page (which comes back to where the survey was).
          return json({ kind: "login", error: t.loginRequired, loginUrl: loginUrlFor(request, back) } as const, { status: 401 });
        case "objection":
          return redirectWithToast(request, "/", { message: t.objection, kind: "error" });
        case "failedWithCode":
          return redirectWithToast(request, back, { message: t.failedWithCode(outcome.code), kind: "error" });
        case "failed":
          return redirectWithToast(request, back, { message: t.failed, kind: "error" });
      }
    });
  } catch (error) {
    if (error instanceof SubmissionHeld) return heldForm(asItWas(null), error);
    throw error;
  }
}
