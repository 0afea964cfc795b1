// The browser's one place for forms' posts (utils/submission-fetch.ts): a post that gets no answer of its action's
// own becomes a SubmissionFailure the router reads as the action's data (the form stays); anything else, and
// every other fetch, passes as it is.
import { describe, expect, it } from "vitest";
import { skipRevalidationAfterFailure } from "~/utils/revalidation";
import { keepFormsOnFailure } from "~/utils/submission-fetch";

type Answer = Response | Error;

/** A window whose network answers `answer` (or fails with it), with `keepFormsOnFailure` installed. */
function browser(answer: Answer, { onLine = true } = {}) {
  const asked: string[] = [];
  const heard: unknown[] = [];
  const win = {
    location: { origin: "http://portal.test" },
    navigator: { onLine },
    dispatchEvent: (event: CustomEvent) => heard.push({ type: event.type, detail: event.detail, cancelable: event.cancelable }),
    fetch: async (input: RequestInfo | URL) => {
      asked.push(String(input));
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as Window & typeof globalThis;
  keepFormsOnFailure(win);
  return { win, asked, heard };
}

const post = (win: Window & typeof globalThis, path = "/help/inquiry?_data=routes%2Fhelp.inquiry", init: RequestInit = {}) =>
  win.fetch(`http://portal.test${path}`, { method: "POST", ...init });
const dataOf = async (response: Response) => ({ status: response.status, marked: response.headers.get("X-Remix-Response"), body: await response.json() });

describe("keepFormsOnFailure", () => {
  it("answers a post that got no answer as the action's data: offline, or a broken connection", async () => {
    expect(await dataOf(await post(browser(new TypeError("Failed to fetch"), { onLine: false }).win))).toEqual({
      status: 200,
      marked: "yes",
      body: { submissionFailed: { kind: "offline", inBrowser: true } },
    });
    expect((await dataOf(await post(browser(new TypeError("Failed to fetch")).win))).body).toEqual({ submissionFailed: { kind: "network", inBrowser: true } });
  });

  it("tells the page which action's post failed, for its form to show it or a toast to say it", async () => {
    const { win, heard } = browser(new TypeError("Failed to fetch"));
    await post(win, "/resources/favorite?_data=routes%2Fresources.favorite");
    expect(heard).toEqual([{ type: "portal:submission-failed", detail: { failure: { kind: "network" }, action: "/resources/favorite" }, cancelable: true }]);
  });

  it("lets a post the router gave up fail as it did", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(post(browser(new DOMException("aborted", "AbortError")).win, undefined, { signal: controller.signal })).rejects.toThrow("aborted");
  });

  it("answers a proxy's or a limit's error page as a failure, a 429 with its wait", async () => {
    const proxy = new Response("<h1>502 Bad Gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } });
    expect((await dataOf(await post(browser(proxy).win))).body).toEqual({ submissionFailed: { kind: "server", inBrowser: true } });
    const limited = new Response("요청이 너무 많습니다.", { status: 429, headers: { "Retry-After": "42" } });
    expect((await dataOf(await post(browser(limited).win))).body).toEqual({ submissionFailed: { kind: "rate", retryAfterSeconds: 42, inBrowser: true } });
  });

  it("answers a 503 that says when to come back (an instance or a proxy shedding load) as busy, with the wait (issue 69, item 1)", async () => {
    const shed = new Response("<h1>503</h1>", { status: 503, headers: { "Content-Type": "text/html", "Retry-After": "9" } });
    expect((await dataOf(await post(browser(shed).win))).body).toEqual({ submissionFailed: { kind: "busy", retryAfterSeconds: 9, inBrowser: true } });
    const down = new Response("<h1>503</h1>", { status: 503, headers: { "Content-Type": "text/html" } });
    expect((await dataOf(await post(browser(down).win))).body).toEqual({ submissionFailed: { kind: "server", inBrowser: true } });
  });

  it("answers an error the action threw, or a passing refusal it threw (413, 503), as a failure; a refusal that is a page stays", async () => {
    const thrown = (status: number, mark: string) => new Response("{}", { status, headers: { [mark]: "yes" } });
    expect((await dataOf(await post(browser(thrown(500, "X-Remix-Error")).win))).body.submissionFailed.kind).toBe("server");
    expect((await dataOf(await post(browser(thrown(413, "X-Remix-Catch")).win))).body.submissionFailed.kind).toBe("server");
    expect((await post(browser(thrown(403, "X-Remix-Catch")).win)).status).toBe(403);
    expect((await post(browser(thrown(404, "X-Remix-Catch")).win)).status).toBe(404);
  });

  it("passes the action's own answers, errors with the form included, and every other fetch", async () => {
    const invalid = new Response('{"result":{}}', { status: 400, headers: { "X-Remix-Response": "yes" } });
    expect((await post(browser(invalid).win)).status).toBe(400);
    const redirect = new Response(null, { status: 204, headers: { "X-Remix-Redirect": "/help/inquiry?done=1" } });
    expect((await post(browser(redirect).win)).headers.get("X-Remix-Redirect")).toBe("/help/inquiry?done=1");
    const { win, asked } = browser(new TypeError("Failed to fetch"));
    await expect(win.fetch("http://portal.test/help/inquiry?_data=routes%2Fhelp.inquiry")).rejects.toThrow();
    await expect(post(win, "/help/inquiry")).rejects.toThrow();
    await expect(win.fetch("http://other.test/x?_data=1", { method: "POST" })).rejects.toThrow();
    expect(asked).toHaveLength(3);
  });
});

describe("skipRevalidationAfterFailure", () => {
  const asked = (actionResult: unknown) =>
    skipRevalidationAfterFailure({ actionResult, defaultShouldRevalidate: true } as Parameters<typeof skipRevalidationAfterFailure>[0]);

  it("keeps the page's data after a post held because the portal cannot serve it now: its reads would fail or add to the load (issue 69)", () => {
    expect(asked({ submissionFailed: { kind: "server" } })).toBe(false);
    expect(asked({ submissionFailed: { kind: "busy", retryAfterSeconds: 5 } })).toBe(false);
    expect(asked({ submissionFailed: { kind: "network", inBrowser: true } })).toBe(false);
  });

  it("reads the page again after any other answer: a limit, a token to renew, a change made", () => {
    expect(asked({ submissionFailed: { kind: "rate", retryAfterSeconds: 5 } })).toBe(true);
    expect(asked({ submissionFailed: { kind: "confirm" } })).toBe(true);
    expect(asked({ ok: true })).toBe(true);
  });
});
