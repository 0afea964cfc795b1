// Loader and action of the FAQ detail (002 §2.6): the question with its sanitised answer, its main and
// sub-category (the main one found from the sub-category's parent node) for the way back to the list, and
// the yes/no feedback.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { faqListHref, HELP_HOME_CATEGORIES } from "~/domain/help";
import { faqFeedbackSchema } from "~/forms/help-faq-feedback.server";
import { helpShared } from "~/i18n/ko/help/shared";
import { getFaqDetail, getParentNodeId, sendFaqFeedback } from "~/upstream/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { formDataOf } from "~/utils/form-data.server";
import { checkHoneypot, submissionKeyOf } from "~/utils/honeypot.server";
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
 * The yes/no feedback: sent → the thank-you text (?feedback=sent); a failed call → the generic error toast. A
 * repeat of the same feedback (its key: a double tap, a retry) passes and is answered by the upstream as the first.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await formDataOf(request);
  const submissionKey = submissionKeyOf(formData);
  await checkHoneypot(formData, context, submissionKey);
  const id = params.questionId ?? "";
  const submission = parseWithZod(formData, { schema: faqFeedbackSchema });
  if (submission.status !== "success" || !/^\d+$/.test(id)) return redirect(`/help/faq/${id}`);
  const sent = await sendFaqFeedback({ request, context }, id, submission.value.satisfied, submissionKey);
  if (!sent) return redirectWithToast(request, `/help/faq/${id}`, { message: helpShared.common.genericError, kind: "error" });
  return redirect(`/help/faq/${id}?feedback=sent`);
}
