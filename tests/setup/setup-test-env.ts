// Every unit test runs with msw answering upstream calls. An unhandled request fails the test: it is
// recorded here, because upstreamFetch turns msw's thrown error into a quiet empty default. A
// console.error fails the test too (as in epic-stack); a test that expects one replaces the spy's
// implementation (consoleError.mockImplementation(() => {})). Handlers added with server.use() are reset
// after each test, and so are the upstream cache and circuit breakers, so that no test sees another's
// answers.
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from "vitest";
import { breakers } from "~/upstream/breaker.server";
import { clearCache } from "~/upstream/cache.server";
import { clearKeptAnswers } from "~/upstream/kept-answers.server";
import { resetConfigForTests } from "~/utils/env.server";
import { resetFallbackStoreForTests } from "~/utils/shared-store.server";
import { server } from "../mocks/server";

process.env.NODE_ENV ??= "test";
process.env.UPSTREAM_URL = "http://upstream.test";
// Loaders are tested against the answers each test gives; the reads kept per viewer have tests of their own.
process.env.UPSTREAM_ANSWER_CACHE_MS = "0";
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";

const unhandledRequests: string[] = [];
const consoleErrors: string[] = [];

export let consoleError: MockInstance<typeof console.error>;

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      // msw's own error: the fetch fails at once instead of going out to the network.
      print.error();
    },
  }),
);

beforeEach(() => {
  unhandledRequests.length = 0;
  consoleErrors.length = 0;
  const original = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(" "));
    original(...args);
  });
});

afterEach(() => {
  server.resetHandlers();
  clearCache();
  clearKeptAnswers();
  breakers.reset();
  resetConfigForTests();
  resetFallbackStoreForTests();
  consoleError.mockRestore();
  const problems = [
    ...unhandledRequests.map((request) => `unhandled upstream request: ${request}`),
    // msw also reports an unhandled request on the console; it is already listed above.
    ...(unhandledRequests.length ? [] : consoleErrors.map((text) => `console.error: ${text}`)),
  ];
  if (problems.length) throw new Error(problems.join("\n"));
});

afterAll(() => server.close());
