// Builders for loader and action arguments in unit tests.
import type { AppLoadContext } from "@remix-run/node";
import { expect } from "vitest";

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

/** The honeypot fields of a form rendered a while ago, as a person's browser sends them. */
export async function honeypotFields(): Promise<Record<string, string>> {
  const { getHoneypot } = await import("~/utils/honeypot.server");
  const props = getHoneypot().getInputProps({ validFromTimestamp: Date.now() - 1000 });
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom };
}

/**
 * A loader's data as the browser gets it: a Response's JSON, or the data of a page's defer() (utils/page-data:
 * the server renders that data as the loader returned it, the browser as its JSON says), which must therefore
 * come through JSON unchanged: no NaN, no Date, no Set or Map.
 */
export async function loaderData<T = unknown>(answer: unknown): Promise<T> {
  if (answer instanceof Response) return (await answer.json()) as T;
  const { data } = answer as { data: T };
  expect(JSON.parse(JSON.stringify(data)), "the page's data through JSON").toEqual(data);
  return data;
}

/** A loader's headers: a Response's, or those a page's defer() carries in its init (utils/page-data). */
export function loaderHeaders(answer: unknown): Headers {
  if (answer instanceof Response) return answer.headers;
  return new Headers((answer as { init?: ResponseInit }).init?.headers);
}
