// Builders for loader and action arguments in unit tests.
import type { AppLoadContext } from "@remix-run/node";

export function makeContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "test-nonce", requestId: "test-request-id", memo: new Map(), ...overrides };
}

export function makeRequest(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(new URL(path, "http://portal.test"), { ...init, headers });
}
