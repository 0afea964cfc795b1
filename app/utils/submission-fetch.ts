// One submission mechanism, browser side: the one place where every form's post goes out. Remix sends a form's
// post (a navigation form's and a fetcher's, to a page's route or a resource route) as a fetch of the action
// with `?_data=`; a post that gets no answer of the action's own would make the router show the route's error
// page in place of the form (a broken connection, the device offline) or take a proxy's or a limit's error page
// for the action's data. Here such a post is answered instead with a SubmissionFailure as the action's data
// (domain/submission.ts): the form stays on the screen as it was, files chosen included, and says what happened
// with a button to send it again (components/forms/SubmissionProblem.tsx, or a toast for a one-tap form); the
// post carried its form's key, so sending it again never stores it twice (utils/submission.server.ts), and the
// page's data is not asked for again after it (utils/revalidation.ts). Installed before the page hydrates, in the
// first-load bundle: a form may be sent before anything else loads.
import { SUBMISSION_FAILED_EVENT, submissionFailure, type SubmissionFailedDetail, type SubmissionFailure } from "~/domain/submission";

function retryAfterSeconds(headers: Headers): number | undefined {
  const seconds = Number(headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Refusals an action throws that say nothing of the form: too large, too many, the app or an upstream down. */
const PASSING = new Set([408, 413, 429, 500, 502, 503, 504]);

/**
 * The failure of a post whose answer is no form's: the app's limits or a proxy's error page before the action,
 * an error the action threw, or a passing refusal it threw. A refusal that is a page of its own (403, 404: the
 * post's target is gone or not the user's) stays the route's page.
 */
export function failureOfAnswer(response: Response): SubmissionFailure | null {
  if (response.status < 400) return null;
  const data = response.headers.has("X-Remix-Response");
  const thrown = response.headers.has("X-Remix-Catch");
  const error = response.headers.has("X-Remix-Error");
  if (data || (thrown && !PASSING.has(response.status))) return null;
  // A limit, or the instance (or a proxy before it) shedding load, says when to come back.
  const wait = error ? undefined : retryAfterSeconds(response.headers);
  return submissionFailure(response.status === 429 ? "rate" : response.status === 503 && wait ? "busy" : "server", wait);
}

/** The answer the router reads as the action's data: the failure, made in the browser. The page hears of it too: a form
 * that shows its failures in place claims it, any other's is a toast (components/toast/ToastProvider.tsx). */
function failureAnswer({ submissionFailed }: SubmissionFailure, win: Window, action: string): Response {
  const detail: SubmissionFailedDetail = { failure: submissionFailed, action };
  win.dispatchEvent(new CustomEvent(SUBMISSION_FAILED_EVENT, { detail, cancelable: true }));
  const body: SubmissionFailure = { submissionFailed: { ...submissionFailed, inBrowser: true } };
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", "X-Remix-Response": "yes" } });
}

/** The action a form's post goes to (its path), or null for any other fetch. */
function formPostAction(input: RequestInfo | URL, init: RequestInit | undefined, origin: string): string | null {
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (method === "GET" || method === "HEAD") return null;
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  return url.origin === origin && url.searchParams.has("_data") ? url.pathname : null;
}

export function keepFormsOnFailure(win: Window & typeof globalThis) {
  const send = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const action = formPostAction(input, init, win.location.origin);
    if (action === null) return send(input, init);
    let response: Response;
    try {
      response = await send(input, init);
    } catch (error) {
      // Given up by the router (another navigation): not a failure of the form's.
      if (init?.signal?.aborted) throw error;
      return failureAnswer(submissionFailure(win.navigator.onLine === false ? "offline" : "network"), win, action);
    }
    const failure = failureOfAnswer(response);
    return failure ? failureAnswer(failure, win, action) : response;
  };
}
