// What a form's submission answers when it did not get through: the same shape whichever form was sent, so
// that one component shows it in the form, with the form left as it was and a button to send it again.
// The browser makes it of a lost connection or an answer that is no form's (utils/submission-fetch.ts); the server
// of a refusal that keeps the form (a limit reached, a repeat still on its way).

/**
 * offline: the device says it has no connection; network: the connection broke before an answer came (the
 * post may have arrived); server: an error answer (a time-out upstream, an instance gone); rate: too many
 * sends, `retryAfterSeconds` to wait; pending: the same submission is still on its way; confirm: the form's
 * anti-bot token was too young, expired or spent (utils/honeypot.server.ts), and a fresh one came with the answer;
 * unknown: the upstream did not answer the change in time, so it may have been carried out; busy: the instance is
 * shedding load (admission control), nothing was done, `retryAfterSeconds` to wait.
 */
export type SubmissionFailureKind = "offline" | "network" | "server" | "rate" | "pending" | "confirm" | "unknown" | "busy";

/** `inBrowser`: made by the browser of a post that got no answer of the server's own (the server's data is as it was). */
export type SubmissionFailure = { submissionFailed: { kind: SubmissionFailureKind; retryAfterSeconds?: number; inBrowser?: true } };

export function isSubmissionFailure(data: unknown): data is SubmissionFailure {
  return typeof data === "object" && data !== null && "submissionFailed" in data;
}

export const submissionFailure = (kind: SubmissionFailureKind, retryAfterSeconds?: number): SubmissionFailure => ({
  submissionFailed: retryAfterSeconds === undefined ? { kind } : { kind, retryAfterSeconds },
});

/**
 * A held form as its user sent it, for a page of its own: without JS, when the page around the form cannot be read
 * (the whole upstream down), the page's error boundary draws it (components/forms/HeldForm.tsx) with its failure and
 * a button to send it again. `action`: where it was sent (a path and query, as the page's loaders read it); `typed`: the fields its user typed in, in
 * the form's order, with their labels (the action names them: it knows its form); `hidden`: every other field as it
 * was sent (the key, the intent, the choices); `filesLeftOut`: files were sent, which a page cannot send back.
 */
export type SentForm = {
  action: string;
  typed: Array<{ name: string; label: string; value: string; multiline: boolean }>;
  hidden: Array<[name: string, value: string]>;
  filesLeftOut: boolean;
};
export type HeldSubmission = SubmissionFailure & { resend: SentForm };

/** The event the page hears of a post that failed in the browser (utils/submission-fetch.ts): which action, what
 * failed. A form that shows the failure in place cancels it; otherwise it is a toast. */
export const SUBMISSION_FAILED_EVENT = "portal:submission-failed";
export type SubmissionFailedDetail = { failure: SubmissionFailure["submissionFailed"]; action: string };
