// One submission mechanism, browser side. Every route that takes a form's post exports `clientAction` from here,
// and every page `shouldRevalidate` from utils/revalidation.ts (the route files re-export them):
// - keepFormOnFailure: a post that gets no answer of the action's own (offline, a broken connection, a proxy's
//   or an instance's error page, a refusal that is no form's) becomes a SubmissionFailure, the action's data for
//   that post, instead of the route's error page: the form stays on the screen as it was, files chosen included,
//   and shows the failure with a button that sends it again (components/forms/SubmissionProblem.tsx). The post
//   carried its form's key, so sending it again never stores it twice (utils/submission.server.ts).
// - skipRevalidationAfterFailure: after such a post the page's data is not asked for again (offline, that ask
//   would fail too and take the page down; nothing changed anyway). Routes with a rule of their own call it first.
// A redirect (the outcome, or the login page for a lost session) is followed as usual.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { submissionFailure, type SubmissionFailure } from "~/domain/submission";

function retryAfterSeconds(headers: Headers): number | undefined {
  const seconds = Number(headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

const inBrowser = ({ submissionFailed }: SubmissionFailure): SubmissionFailure => ({ submissionFailed: { ...submissionFailed, inBrowser: true } });

/** What a post that got no answer of its action's own failed of. */
export function failureOf(thrown: unknown): SubmissionFailure {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return inBrowser(submissionFailure("offline"));
  // A refusal answered before the action (the server's limits) or thrown by it, with its status.
  if (thrown instanceof Response)
    return inBrowser(thrown.status === 429 ? submissionFailure("rate", retryAfterSeconds(thrown.headers)) : submissionFailure("server"));
  // fetch's own error: the connection broke or was refused before an answer came.
  if (thrown instanceof TypeError) return inBrowser(submissionFailure("network"));
  return inBrowser(submissionFailure("server"));
}

const isRedirect = (thrown: unknown) => thrown instanceof Response && thrown.status >= 300 && thrown.status < 400;

export async function keepFormOnFailure({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (isRedirect(thrown)) throw thrown;
    return failureOf(thrown);
  }
}
