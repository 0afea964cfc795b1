// Every page's `shouldRevalidate` (route files re-export it; a route with a rule of its own asks it first): after
// a post that got no answer of the server's own (utils/submission-fetch.ts: offline, a broken connection), the page's
// data is not asked for again: offline that ask would fail too and take the page down with the error page, and
// nothing changed anyway. A refusal the server answered (a limit, a token to renew) lets the data be read again:
// fresh form tokens come with it. A module of its own with no imports: the root and every page ship it.
import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { SubmissionFailure } from "~/domain/submission";

/** A post that got no answer of the server's own (see domain/submission.ts). */
export const failedInBrowser = (data: unknown) => (data as Partial<SubmissionFailure> | null | undefined)?.submissionFailed?.inBrowser === true;

export const skipRevalidationAfterFailure: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  failedInBrowser(actionResult) ? false : defaultShouldRevalidate;
