// Every unit test runs with msw answering upstream calls: an unhandled request fails the test, and
// handlers added with server.use() are reset after each test, and so are the upstream cache and circuit
// breakers, so that no test sees another's answers.
import { afterAll, afterEach, beforeAll } from "vitest";
import { breakers } from "~/upstream/breaker.server";
import { clearCache } from "~/upstream/cache.server";
import { resetConfigForTests } from "~/utils/env.server";
import { server } from "../mocks/server";

process.env.NODE_ENV ??= "test";
process.env.UPSTREAM_URL = "http://upstream.test";
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearCache();
  breakers.reset();
  resetConfigForTests();
});
afterAll(() => server.close());
