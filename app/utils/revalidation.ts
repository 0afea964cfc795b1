// Every page's `shouldRevalidate` (route files re-export it; a route with a rule of its own asks it first): after
// a post that got no answer of the server's own (utils/submission-fetch.ts: offline, a broken connection), the page's
// data is not asked for again: offline that ask would fail too and take the page down with the error page, and
// nothing changed anyway. Nor after a post the server held because it cannot serve it now (domain/submission.ts:
// 'server', an upstream or the shared store down; 'busy', the instance shedding load): the page's reads would fail
// or add to the load the same way, and its answer brought the form what it needs. A refusal the server answered
// otherwise (a limit, a token to renew) lets the data be read again: fresh form tokens come with it. A module of its
// own with no imports: the root and every page ship it.
import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { SubmissionFailure } from "~/domain/submission";

const failureOf = (data: unknown) => (data as Partial<SubmissionFailure> | null | undefined)?.submissionFailed;

export const skipRevalidationAfterFailure: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  // No answer of the server's own, or held while what it needs cannot serve (see above).
  const failure = failureOf(actionResult);
  return failure && (failure.inBrowser || failure.kind === "server" || failure.kind === "busy") ? false : defaultShouldRevalidate;
};
