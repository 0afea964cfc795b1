// The satisfaction survey (002 §2.13, §9.5): two questions on the 20–100 scale. It posts to the survey
// route wherever it is shown (dialog on the list or detail, layer on phones, standalone page); with JS
// the button is enabled only when both are chosen (§5.12), without JS the server checks it and the form
// comes back with the choice made (`chosen`) and its honeypot carried from its first render. With JS it is
// sent in place (a fetcher): what the server says back (a message, the login it needs, a send that did not get
// through) shows in the form where it was opened, the choice kept.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { canSubmitSurvey, type HoneypotFields } from "~/domain/help";
import { isSubmissionFailure, type SubmissionFailure } from "~/domain/submission";
import { helpInquiries } from "~/i18n/ko/help/inquiries";
import styles from "./help.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";

const t = helpInquiries.survey;
const QUESTIONS = [
  { name: "feedback", label: t.feedback },
  { name: "speed", label: t.speed },
] as const;

type Scores = Record<(typeof QUESTIONS)[number]["name"], number>;

/** What the survey's action answers in place (a redirect leaves the page). */
type Answer =
  | ({ kind: "invalid"; error: string | null; chosen: Scores; honeypot: HoneypotFields } & Partial<SubmissionFailure>)
  | { kind: "login"; error: string; loginUrl: string }
  | SubmissionFailure;

export function SurveyForm({
  inquiryId,
  redirectTo,
  error,
  chosen,
  honeypot,
  failed,
}: {
  inquiryId: string;
  redirectTo?: string | null;
  error?: string | null;
  /** The scores of a post that came back (0: not chosen). */
  chosen?: Scores;
  honeypot?: HoneypotFields;
  /** A send the server refused (without JS: the page it answered with). */
  failed?: SubmissionFailure["submissionFailed"] | null;
}) {
  const fetcher = useFetcher<Answer>({ key: `survey-${inquiryId}` });
  const [hydrated, setHydrated] = useState(false);
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures("/help/my-inquiry/survey");
  const [scores, setScores] = useState<Scores>(chosen ?? { feedback: 0, speed: 0 });
  useEffect(() => setHydrated(true), []);
  const ready = canSubmitSurvey(scores.speed, scores.feedback);
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const failure = isSubmissionFailure(answer) ? answer.submissionFailed : answer ? null : (failed ?? null);
  const message = answer && "kind" in answer ? answer.error : error;
  const token = answer && "honeypot" in answer ? answer.honeypot : honeypot;
  return (
    <fetcher.Form method="post" action={`/help/my-inquiry/survey?inquiryId=${encodeURIComponent(inquiryId)}`} className={styles.scale} data-discover="true">
      {token ? (
        <HoneypotProvider {...token}>
          <HoneypotInputs />
        </HoneypotProvider>
      ) : (
        <HoneypotInputs />
      )}
      <SubmissionKeyInput />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {QUESTIONS.map((question) => (
        <fieldset key={question.name} className={styles.scale}>
          <legend>{question.label}</legend>
          <div className={styles.scaleOptions}>
            {t.scale.map((step) => (
              <label key={step.score}>
                <input
                  type="radio"
                  name={question.name}
                  value={step.score}
                  defaultChecked={chosen?.[question.name] === step.score}
                  onChange={() => setScores((current) => ({ ...current, [question.name]: step.score }))}
                />
                {step.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      {answer && "loginUrl" in answer ? (
        <p>
          <a href={answer.loginUrl} className={styles.button}>
            {t.login}
          </a>
        </p>
      ) : null}
      {failure ? <SubmissionProblem failure={failure} retry={false} /> : null}
      <button type="submit" className={styles.button} disabled={hydrated && (!ready || busy)}>
        {t.submit}
      </button>
    </fetcher.Form>
  );
}
