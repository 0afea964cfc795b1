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

/** The toast an action's redirect carries in its flash cookie, or null. */
export function flashToast(response: Response): { message: string; link?: { href: string; label: string }; kind?: string } | null {
  const cookie = response.headers.get("set-cookie") ?? "";
  const value = /__flash=([^;]+)/.exec(cookie)?.[1];
  if (!value) return null;
  const payload = decodeURIComponent(value).split(".")[0];
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")).__flash_toast__;
}
