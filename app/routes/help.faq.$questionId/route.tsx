// FAQ detail (002 §2.6): title, sanitised answer, the way back to the FAQ list with its main and
// sub-category (the main one found from the sub-category's parent node), and the yes/no feedback that
// turns into a thank-you text once sent.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import styles from "~/components/help/help.module.css";
import { HtmlContent } from "~/components/help/HtmlContent";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { isSubmissionFailure } from "~/domain/submission";
import { helpPages } from "~/i18n/ko/help/pages";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./faq-detail.server";

export { action, loader } from "./faq-detail.server";
export { sendLimitHeaders as headers } from "~/utils/send-limit.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = helpPages.faq;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function FaqDetailPage() {
  const { faq, main, listHref, feedbackSent } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const answer = useActionData<unknown>();
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures(useLocation().pathname);
  const failure = isSubmissionFailure(answer) && !sending ? answer.submissionFailed : null;
  return (
    <article className={`${styles.page} ${styles.narrow}`} aria-labelledby="faq-title">
      <header>
        {main ? <p className={styles.tag}>{main.name}</p> : null}
        <h1 id="faq-title" className={styles.heading}>
          {faq.title}
        </h1>
      </header>
      <HtmlContent html={faq.contentsHtml} className={styles.box} />
      <section className={styles.box} aria-live="polite">
        {feedbackSent ? (
          <p>{t.feedbackThanks}</p>
        ) : (
          <Form method="post" preventScrollReset replace>
            <HoneypotInputs />
            <SubmissionKeyInput />
            <fieldset className={styles.feedback} disabled={sending}>
              <legend>{t.feedbackQuestion}</legend>
              <button type="submit" name="satisfied" value="Y" className={styles.buttonSecondary}>
                {t.feedbackYes}
              </button>
              <button type="submit" name="satisfied" value="N" className={styles.buttonSecondary}>
                {t.feedbackNo}
              </button>
            </fieldset>
            {/* Its own buttons send it again: the failure says what happened. */}
            {failure ? <SubmissionProblem failure={failure} retry={false} /> : null}
          </Form>
        )}
      </section>
      <p>
        <Link to={listHref} className={styles.buttonSecondary}>
          {t.backToList}
        </Link>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
