// @vitest-environment jsdom
// The help centre's suggestion lookups: the newest word's answer is the one shown, however
// the answers arrive, and a failed one shows nothing rather than the previous word's; while typing,
// one question per pause, none for an empty field, a sent form or a page left.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useLookup, type Lookup } from "~/utils/use-lookup";

type Answer = { words: string[] };
let lookup: Lookup<Answer>;
let root: Root;
const answers = new Map<string, (response: Response | Error) => void>();

function Probe() {
  lookup = useLookup<Answer>({ pauseMs: 300 });
  return null;
}

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (href: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          answers.set(href, (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
        }),
    ),
  );
  root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Probe />));
});

afterEach(async () => {
  vi.useRealTimers();
  await act(async () => root.unmount());
  answers.clear();
  vi.unstubAllGlobals();
});

const answer = (href: string, words: string[]) => act(async () => answers.get(href)!(Response.json({ words })));

it("shows the answer to the newest word, even when an older word's answer comes last", async () => {
  await act(async () => lookup.load("/help/suggest?q=%ED%99%98"));
  await act(async () => lookup.load("/help/suggest?q=%ED%99%98%EB%B6%88"));
  await answer("/help/suggest?q=%ED%99%98%EB%B6%88", ["환불은 언제 되나요?"]);
  await answer("/help/suggest?q=%ED%99%98", ["환전"]);
  expect(lookup.data).toEqual({ words: ["환불은 언제 되나요?"] });
});

it("shows nothing after a failed answer, not the previous word's", async () => {
  await act(async () => lookup.load("/help/suggest?q=a"));
  await answer("/help/suggest?q=a", ["계정 찾기"]);
  expect(lookup.data).toEqual({ words: ["계정 찾기"] });
  await act(async () => lookup.load("/help/suggest?q=ab"));
  await act(async () => answers.get("/help/suggest?q=ab")!(new Response("busy", { status: 503 })));
  expect(lookup.data).toBeUndefined();
  await act(async () => lookup.load("/help/suggest?q=abc"));
  await answer("/help/suggest?q=abc", ["계정 복구"]);
  await act(async () => lookup.load("/help/suggest?q=abcd"));
  await act(async () => answers.get("/help/suggest?q=abcd")!(new TypeError("Failed to fetch")));
  expect(lookup.data).toBeUndefined();
});

const asked = () => vi.mocked(fetch).mock.calls.map(([href]) => href);

it("asks once the typing pauses, for the last word only", async () => {
  vi.useFakeTimers();
  for (const word of ["a", "ab", "abc"]) {
    lookup.loadAfterPause(`/help/suggest?q=${word}`);
    vi.advanceTimersByTime(299);
  }
  expect(asked()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(asked()).toEqual(["/help/suggest?q=abc"]);
});

it("asks nothing for a field emptied, a form sent or a page left while the pause runs", async () => {
  vi.useFakeTimers();
  lookup.loadAfterPause("/help/suggest?q=a");
  lookup.loadAfterPause(undefined);
  vi.advanceTimersByTime(1000);
  lookup.loadAfterPause("/help/suggest?q=b");
  lookup.cancel();
  vi.advanceTimersByTime(1000);
  lookup.loadAfterPause("/help/suggest?q=c");
  await act(async () => root.unmount());
  vi.advanceTimersByTime(1000);
  expect(asked()).toEqual([]);
  root = createRoot(document.createElement("div")); // for afterEach
});
