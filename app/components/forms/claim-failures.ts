// A form that shows its failed posts in place (SubmissionProblem) claims them: the page's toast is for the forms
// that do not (utils/submission-fetch.ts, components/toast/ToastProvider.tsx).
import { useEffect, useRef } from "react";
import { SUBMISSION_FAILED_EVENT, type SubmissionFailedDetail } from "~/domain/submission";

/**
 * Claims the failures of posts to `action` (a path) while the form is shown; with `mine`, only those it says were
 * its own (a page whose other forms post to the same action and leave theirs to the toast).
 */
export function useClaimSubmissionFailures(action: string, mine?: () => boolean) {
  const isMine = useRef(mine);
  isMine.current = mine;
  useEffect(() => {
    const claim = (event: Event) => {
      if ((event as CustomEvent<SubmissionFailedDetail>).detail?.action !== action) return;
      if (isMine.current && !isMine.current()) return;
      event.preventDefault();
    };
    window.addEventListener(SUBMISSION_FAILED_EVENT, claim);
    return () => window.removeEventListener(SUBMISSION_FAILED_EVENT, claim);
  }, [action]);
}
