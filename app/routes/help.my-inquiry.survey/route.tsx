// The standalone satisfaction survey /help/my-inquiry/survey?inquiryId={id} (002 §2.13), with its own
// layout (logo-only header, copyright-only footer). It also answers the survey posted from the dialogs
// of the list and the detail: a half-filled one comes back here with the choice made and the message, one
// that needs the inquiring account says so here with the way to log in. An objection's ticket gets the
// objection alert and goes to the index; one rated already or not answered yet says so instead of the form.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import styles from "~/components/help/help.module.css";
import { SurveyForm } from "~/components/help/lazy";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import { helpShared } from "~/i18n/ko/help/shared";
import type { PageHandle } from "~/utils/handle";
import { titleMeta } from "~/utils/meta";
import type { action, loader } from "./survey.server";

export { action, loader } from "./survey.server";
export { sendLimitHeaders as headers } from "~/utils/send-limit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpInquiries.survey;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export const handle: PageHandle = { layout: "standalone" };

export default function SurveyPage() {
  const { inquiryId, refusal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="survey-title">
      <h1 id="survey-title" className={styles.heading}>
        {t.title}
      </h1>
      {reply?.kind === "login" ? (
        // -2008 (§8.2): why first, then the way to the login page, which brings the user back.
        <div className={styles.box}>
          <p role="alert" className={styles.error}>
            {reply.error}
          </p>
          <p>
            <a href={reply.loginUrl} className={styles.button}>
              {t.login}
            </a>
          </p>
        </div>
      ) : refusal ? (
        <p className={styles.box}>{refusal === "already" ? t.already : t.unanswered}</p>
      ) : (
        <SurveyForm
          inquiryId={inquiryId}
          redirectTo={reply?.redirectTo}
          error={reply?.error}
          chosen={reply?.chosen}
          honeypot={reply?.honeypot}
          failed={reply && "submissionFailed" in reply ? reply.submissionFailed : null}
        />
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
