// Every unit test runs with msw answering upstream calls: an unhandled request fails the test, and
// handlers added with server.use() are reset after each test.
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetConfigForTests } from "~/utils/env.server";
import { server } from "../mocks/server";

process.env.NODE_ENV ??= "test";
process.env.UPSTREAM_URL = "http://upstream.test";
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  resetConfigForTests();
});
afterAll(() => server.close());
