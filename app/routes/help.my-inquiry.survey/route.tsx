// The standalone satisfaction survey /help/my-inquiry/survey?inquiryId={id} (002 §2.13), with its own
// layout (logo-only header, copyright-only footer). It also answers the survey posted from the dialogs
// of the list and the detail. An objection's ticket gets the objection alert and goes to the index.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/help.module.css";
import { SurveyForm } from "~/components/help/SurveyForm";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { isObjectionNode } from "~/domain/help-nodes";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import { surveyAction } from "~/upstream/help-actions.server";
import { getSurveyCount, getTicketInfo } from "~/upstream/help.server";
import type { PageHandle } from "~/utils/handle";
import { titleMeta } from "~/utils/meta";
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

export const action = surveyAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "standalone" };

export default function SurveyPage() {
  const { inquiryId, already } = useLoaderData<typeof loader>();
  const action = useActionData<typeof surveyAction>();
  const error = action && "error" in action ? action.error : null;
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="survey-title">
      <h1 id="survey-title" className={styles.heading}>
        {t.title}
      </h1>
      {already ? <p className={styles.box}>{t.already}</p> : <SurveyForm inquiryId={inquiryId} error={error} />}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
