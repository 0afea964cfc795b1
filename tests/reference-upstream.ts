// Loaders run against the real reference upstream (its HTTP on loopback, passed through msw) instead of mocks:
// one upstream for the file, the portal's configuration pointed at it, and signed-in copies of demo accounts.
import { http, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { cloneUser } from "../reference-upstream/app";
import { createSession, SESSION_COOKIE } from "../reference-upstream/modules/auth";
import { MODULES } from "../reference-upstream/modules/index";
import { startTestUpstream, type TestUpstream } from "../reference-upstream/testing";
import { resetConfigForTests } from "~/utils/env.server";
import { server, UPSTREAM } from "./mocks/server";

/** Starts the upstream before the file's tests; `cookies[template]` is a fresh copy of that account, signed in. */
export function useReferenceUpstream<T extends string>(name: string, templates: readonly T[]) {
  const state = { upstream: null as TestUpstream | null, cookies: {} as Record<T, string> };
  beforeAll(async () => {
    const upstream = await startTestUpstream(name);
    state.upstream = upstream;
    process.env.UPSTREAM_URL = upstream.base;
    resetConfigForTests();
    for (const template of templates) state.cookies[template] = `${SESSION_COOKIE}=${createSession(upstream.db, cloneUser(upstream.db, MODULES, template)!)}`;
  }, 60_000);
  afterAll(() => {
    process.env.UPSTREAM_URL = UPSTREAM;
    resetConfigForTests();
    state.upstream?.stop();
  });
  beforeEach(() => server.use(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough())));
  return state;
}
