// The msw server for unit tests. Handlers are added per test with server.use(); helpers below build
// the upstream URLs the portal calls in unit tests (UPSTREAM_URL=http://upstream.test, one path per role).
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { UpstreamRole } from "~/utils/env.server";

export const server = setupServer();

export const UPSTREAM = "http://upstream.test";
export const upstreamPath = (role: UpstreamRole, path: string) => `${UPSTREAM}/${role}${path}`;

/** The session check answering for the demo viewer: the request's login cookie is a member's. */
export const memberSession = () =>
  http.get(upstreamPath("station", "/authentication"), () => HttpResponse.json({ result: 1, data: { user_id: "viewer01", nickname: "데모시청자" } }));
