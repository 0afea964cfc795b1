// A form's answers split for drawing (the browser side of the one submission mechanism, utils/submission-fetch.ts):
// the form's last answer of its own, and the failure of the last post, which leaves that answer in place.
import { useState } from "react";
import { isSubmissionFailure, type SubmissionFailure } from "~/domain/submission";

/** A failure only, with nothing of the form's own (a broken connection); a form's answer may also carry one. */
const onlyFailure = (data: unknown) => isSubmissionFailure(data) && Object.keys(data).length === 1;

/**
 * An action's data (useActionData, a fetcher's data) split into the form's last answer and the failure of the
 * last post: a post that failed leaves the answer before it in place (errors shown, files kept), so that the
 * form is drawn as it was.
 */
export function useSubmissionAnswer<T>(data: unknown): { answer: T | undefined; failure: SubmissionFailure["submissionFailed"] | null } {
  const [last, setLast] = useState<{ data: unknown; answer: T | undefined }>({ data, answer: onlyFailure(data) ? undefined : (data as T | undefined) });
  let answer = last.answer;
  if (data !== last.data) {
    answer = onlyFailure(data) ? last.answer : (data as T | undefined);
    setLast({ data, answer });
  }
  return { answer, failure: isSubmissionFailure(data) ? data.submissionFailed : null };
}
