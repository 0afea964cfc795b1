// Loader and action of the FAQ detail (002 §2.6): the question with its sanitised answer, its main and
// sub-category (the main one found from the sub-category's parent node) for the way back to the list, and
// the yes/no feedback.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { faqListHref, HELP_HOME_CATEGORIES } from "~/domain/help";
import { submissionFailure } from "~/domain/submission";
import { faqFeedbackSchema } from "~/forms/help-faq-feedback.server";
import { helpShared } from "~/i18n/ko/help/shared";
import { getViewer } from "~/upstream/clients/station.server";
import { getFaqDetail, getParentNodeId, sendFaqFeedback } from "~/upstream/clients/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { formDataOf } from "~/utils/form-data.server";
import { honeypotVerdict, verdictFailure } from "~/utils/honeypot.server";
import { countSend } from "~/utils/send-limit.server";
import { completed, fingerprintOf, heldForm, once, sheddingHold, SubmissionHeld, submissionKeyOf } from "~/utils/submission.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { redirectWithToast } from "~/utils/session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const id = params.questionId ?? "";
  const faq = /^\d+$/.test(id) ? await getFaqDetail(ctx, id) : null;
  if (!faq) throw new Response("Not found", { status: 404 });
  const parent = faq.subCategory ? await getParentNodeId(ctx, faq.subCategory) : null;
  const main = HELP_HOME_CATEGORIES.find((category) => category.id === parent) ?? HELP_HOME_CATEGORIES.find((category) => category.id === faq.subCategory);
  const sub = main && main.id !== faq.subCategory ? faq.subCategory : null;
  return json(
    appLinksInData(linkConfigFor(request), {
      faq,
      main: main ?? null,
      listHref: main ? faqListHref(main.id, sub) : "/help/faq",
      feedbackSent: new URL(request.url).searchParams.get("feedback") === "sent",
    }),
  );
}

/**
 * The yes/no feedback: sent → the thank-you text (?feedback=sent); a failed call → the generic error toast. One
 * tap sends it, so there is no minimum time to fill; a repeat of the same feedback (its key: a double tap, a
 * retry) is answered as the first. Past the send limit, or with a token expired or spent, the page comes back
 * with the reason and its button to send again (a fresh token comes with the page's data).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await formDataOf(request);
  const submissionKey = submissionKeyOf(formData);
  // While the instance sheds load nothing is counted, spent or sent: the button says when to send it again.
  const shed = sheddingHold(context);
  if (shed) return heldForm({}, shed);
  const viewer = await getViewer({ request, context });
  const limit = await countSend(request, context, viewer?.userId ?? null);
  if (!limit.allowed) return json(submissionFailure("rate", limit.retryAfterSeconds), { status: 429, headers: limit.headers });
  const verdict = await honeypotVerdict(formData, context, submissionKey, { minFill: false });
  if (verdict !== "ok") {
    const { failure, status } = verdictFailure(verdict);
    return json(failure, { status });
  }
  const id = params.questionId ?? "";
  const submission = parseWithZod(formData, { schema: faqFeedbackSchema });
  if (submission.status !== "success" || !/^\d+$/.test(id)) return redirect(`/help/faq/${id}`);
  const sendId = { scope: `help:faq:${id}`, owner: viewer?.userId ?? null, key: submissionKey, fingerprint: fingerprintOf(formData) };
  try {
    return await once(context, sendId, async () => {
      const sent = await sendFaqFeedback({ request, context }, id, submission.value.satisfied, submissionKey);
      if (!sent) return redirectWithToast(request, `/help/faq/${id}`, { message: helpShared.common.genericError, kind: "error" });
      return completed(redirect(`/help/faq/${id}?feedback=sent`));
    });
  } catch (error) {
    if (error instanceof SubmissionHeld) return heldForm({}, error);
    throw error;
  }
}
