// A form's submission that did not get through, shown in the form (never the route's error page): what
// happened, that nothing typed is lost, and a button that sends the form again with its key (so that a post
// that did arrive is not stored twice). The button submits the form it sits in (or `form`), so it works the
// same without JS, where a refusal of the server's (a limit reached) comes back as the form's page.
import type { SubmissionFailure } from "~/domain/submission";
import { submissionTexts as t } from "~/i18n/ko/submission";
import styles from "./forms.module.css";

type Props = {
  failure: SubmissionFailure["submissionFailed"];
  /** The form to send again when the button is not inside it. */
  form?: string;
  /** The intent the form's own submit button sends. */
  intent?: string;
  /** False where the form's own buttons are what sends it again (a choice of two). */
  retry?: boolean;
};

export function SubmissionProblem({ failure, form, intent, retry = true }: Props) {
  return (
    <div className={styles.problem} role="alert">
      <p>
        {t.failure[failure.kind]} {t.kept}
        {failure.retryAfterSeconds ? ` ${t.waitSeconds(failure.retryAfterSeconds)}` : null}
      </p>
      {retry ? (
        <button type="submit" form={form} name={intent ? "intent" : undefined} value={intent} className={styles.retry}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}
