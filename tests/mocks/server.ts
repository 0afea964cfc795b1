// The msw server for unit tests. Handlers are added per test with server.use(); helpers below build
// the upstream URLs the portal calls in unit tests (UPSTREAM_URL=http://upstream.test, one path per role).
import { setupServer } from "msw/node";
import type { UpstreamRole } from "~/utils/env.server";

export const server = setupServer();

export const UPSTREAM = "http://upstream.test";
export const upstreamPath = (role: UpstreamRole, path: string) => `${UPSTREAM}/${role}${path}`;
