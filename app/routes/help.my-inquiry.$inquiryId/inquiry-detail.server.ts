// Loader of the inquiry detail (002 §2.12, §3.2, §8.3): members only; the ticket's question and answer,
// whether it was rated already (the survey-exists call), whether the survey is offered and the survey
// dialog (?dialog=survey). Any error → the list.
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { surveyOffered, type InquiryDetail } from "~/domain/help";
import { requireViewer } from "~/features/session/viewer.server";
import { getInquiryContents, getSurveyCount } from "~/upstream/clients/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { linkConfigFor } from "~/utils/link-config.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const id = params.inquiryId ?? "";
  // The ticket and whether it was rated already, both at once.
  const [contents, surveyCount] = /^\d+$/.test(id) ? await Promise.all([getInquiryContents(ctx, id), getSurveyCount(ctx, id)]) : [null, null];
  const detail: InquiryDetail | null = contents ? { ...contents, isEvaluated: (surveyCount ?? 0) > 0 } : null;
  if (!detail) throw redirect("/help/my-inquiry");
  const offered = surveyOffered(detail);
  const dialog = new URL(request.url).searchParams.get("dialog") === "survey" && offered && !detail.isEvaluated;
  return json(appLinksInData(linkConfigFor(request), { detail, offered, dialog }), { headers: { "Cache-Control": "private, no-store" } });
}
