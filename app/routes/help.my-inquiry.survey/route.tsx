// The standalone satisfaction survey /help/my-inquiry/survey?inquiryId={id} (002 §2.13), with its own
// layout (logo-only header, copyright-only footer). It also answers the survey posted from the dialogs
// of the list and the detail. An objection's ticket gets the objection alert and goes to the index.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/help.module.css";
import { SurveyForm } from "~/components/help/SurveyForm";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import type { PageHandle } from "~/utils/handle";
import { titleMeta } from "~/utils/meta";
import type { action, loader } from "./survey.server";

export { action, loader } from "./survey.server";

const t = helpInquiries.survey;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "standalone" };

export default function SurveyPage() {
  const { inquiryId, already } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : null;
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
