// The one fetch wrapper for every upstream call (design §3): base URL per host role, a time-out combined
// with the user's own abort signal, the user's cookies, user agent and request id forwarded, the answer
// read up to a size cap (UPSTREAM_MAX_BODY_MB) and never past a redirect, JSON parsed as unknown and
// checked with the raw zod schema. Every failure - time-out, refused, non-2xx (a redirect too), too large,
// non-JSON, schema drift - becomes one typed UpstreamFailure and one log line; callers map it to the
// spec's empty default with orDefault().
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { getConfig, type UpstreamRole } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { breakers, HOST_DOWN_STATUSES } from "./breaker.server";

/** The part of a loader's or action's arguments an upstream call needs. */
export type CallContext = { request: Request; context?: Partial<AppLoadContext> };

/** 'unavailable': the host's circuit is open after repeated failures, so the call was not made.
 * 'too_large': the answer went past UPSTREAM_MAX_BODY_MB and was cut off (issue 19). */
export type FailureKind = "timeout" | "aborted" | "network" | "http" | "too_large" | "not_json" | "schema" | "unavailable";

export class UpstreamFailure {
  constructor(
    readonly kind: FailureKind,
    readonly role: UpstreamRole,
    readonly path: string,
    /** HTTP status when the upstream answered, else null. */
    readonly status: number | null,
    /** The answer's JSON when it had one (e.g. {code: 9000} with HTTP 515), else null. */
    readonly body: unknown,
    readonly detail: string,
  ) {}
}

export type UpstreamResult<T> = { ok: true; data: T; status: number; headers: Headers } | { ok: false; failure: UpstreamFailure };

type Scalar = string | number | boolean | null | undefined;

export type UpstreamOptions<S extends z.ZodTypeAny> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, Scalar> | URLSearchParams;
  /** Form-encoded body (most upstream writes are form posts). */
  form?: Record<string, Scalar> | URLSearchParams;
  json?: unknown;
  multipart?: FormData;
  /** The raw answer schema; its output is what the call returns. */
  schema: S;
  timeoutMs?: number;
  /** Statuses outside 2xx whose JSON is still an answer to check with the schema. */
  answerStatuses?: number[];
  /** Parses the body text; defaults to JSON (the live list comes as text/html with JSON inside). */
  parse?: (text: string) => unknown;
};

/** Cookies the portal keeps for itself start with '__' and are not sent upstream. */
const PRIVATE_COOKIE = /^__/;

function forwardedCookies(header: string | null): string | null {
  if (!header) return null;
  const kept = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !PRIVATE_COOKIE.test(part.split("=")[0]));
  return kept.length ? kept.join("; ") : null;
}

function toParams(values: Record<string, Scalar> | URLSearchParams): URLSearchParams {
  if (values instanceof URLSearchParams) return values;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

export function upstreamUrl(role: UpstreamRole, path: string, query?: Record<string, Scalar> | URLSearchParams): string {
  const base = getConfig().upstream[role];
  const url = `${base}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const text = toParams(query).toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}

/**
 * The answer's body as text, read as it streams in and cut off (the connection with it) once it passes
 * `maxBytes` or declares more: a 50 MB answer, or one that never ends, costs at most the cap (issue 19).
 */
export async function readCapped(response: Response, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false; bytes: number }> {
  const declared = Number(response.headers.get("content-length"));
  // Cancelling is not awaited: it takes effect at once, and a tee'd body (a clone somewhere) would hold
  // the promise until its other branch is cancelled too.
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, bytes: declared };
  }
  const reader = response.body?.getReader();
  if (!reader) return { ok: true, text: "" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return { ok: false, bytes: size };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/**
 * A streamed answer (a file passed on to the browser) that errors once it passes `maxBytes`: the browser's
 * download fails instead of the portal relaying an endless body.
 */
export function cappedStream(body: ReadableStream<Uint8Array>, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          onTooLarge();
          controller.error(new Error(`answer over ${maxBytes} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

function parseJson(text: string): unknown {
  return JSON.parse(text.replace(/^\uFEFF/, ""));
}

function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

export async function upstreamFetch<S extends z.ZodTypeAny>(
  ctx: CallContext,
  role: UpstreamRole,
  path: string,
  options: UpstreamOptions<S>,
): Promise<UpstreamResult<z.output<S>>> {
  const config = getConfig();
  const method = options.method ?? (options.form || options.json !== undefined || options.multipart ? "POST" : "GET");
  const url = upstreamUrl(role, path, options.query);
  const requestId = ctx.context?.requestId;
  const started = performance.now();

  const headers = new Headers({ accept: "application/json, text/plain, */*" });
  const cookie = forwardedCookies(ctx.request.headers.get("cookie"));
  if (cookie) headers.set("cookie", cookie);
  const userAgent = ctx.request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const language = ctx.request.headers.get("accept-language");
  if (language) headers.set("accept-language", language);
  if (requestId) headers.set("x-request-id", requestId);

  let body: BodyInit | undefined;
  if (options.multipart) body = options.multipart;
  else if (options.form) {
    body = toParams(options.form);
    headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }

  if (!breakers.allow(role)) return failFast(role, method, path, requestId);

  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.upstreamTimeoutMs);
  const signal = AbortSignal.any([timeout, ctx.request.signal]);

  const fail = (kind: FailureKind, status: number | null, answer: unknown, detail: string): UpstreamResult<never> => {
    const failure = new UpstreamFailure(kind, role, path, status, answer, detail);
    // An endless or huge answer is a host misbehaving like a dead one: it counts towards the circuit.
    if (kind === "timeout" || kind === "network" || kind === "too_large" || (status !== null && HOST_DOWN_STATUSES.has(status))) {
      breakers.failed(role, config.upstreamBreaker);
    } else if (kind === "aborted") {
      breakers.abandoned(role);
    } else {
      breakers.succeeded(role);
    }
    logger.warn("upstream_failure", {
      requestId,
      role,
      method,
      path,
      kind,
      status,
      ms: Math.round(performance.now() - started),
      detail,
    });
    return { ok: false, failure };
  };

  let response: Response;
  try {
    // Redirects are never followed (one could point at an internal address, issue 19): a 3xx is an
    // 'http' failure like any other answer outside 2xx.
    response = await fetch(url, { method, headers, body, signal, redirect: "manual" });
  } catch (error) {
    if (timeout.aborted) return fail("timeout", null, null, `no answer within ${options.timeoutMs ?? config.upstreamTimeoutMs} ms`);
    if (ctx.request.signal.aborted) return fail("aborted", null, null, "the user's request was aborted");
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    return fail("network", null, null, cause);
  }

  let text: string;
  try {
    const read = await readCapped(response, config.upstreamMaxBodyBytes);
    if (!read.ok) return fail("too_large", response.status, null, `answer over ${config.upstreamMaxBodyBytes} bytes (${read.bytes} read or declared)`);
    text = read.text;
  } catch (error) {
    const kind = timeout.aborted ? "timeout" : ctx.request.signal.aborted ? "aborted" : "network";
    return fail(kind, response.status, null, error instanceof Error ? error.message : String(error));
  }

  let answer: unknown;
  try {
    answer = (options.parse ?? parseJson)(text);
  } catch {
    answer = undefined;
  }

  const acceptable = response.ok || (options.answerStatuses ?? []).includes(response.status);
  if (!acceptable) return fail("http", response.status, answer ?? null, `HTTP ${response.status}`);
  if (answer === undefined) {
    return fail("not_json", response.status, null, `${response.headers.get("content-type") ?? "no content type"}: ${text.slice(0, 60)}`);
  }

  const parsed = options.schema.safeParse(answer);
  if (!parsed.success) return fail("schema", response.status, answer, summariseIssues(parsed.error));
  breakers.succeeded(role);
  return { ok: true, data: parsed.data, status: response.status, headers: response.headers };
}

function failFast(role: UpstreamRole, method: string, path: string, requestId: string | undefined): UpstreamResult<never> {
  logger.warn("upstream_failure", { requestId, role, method, path, kind: "unavailable", status: null, ms: 0, detail: "circuit open" });
  return { ok: false, failure: new UpstreamFailure("unavailable", role, path, null, null, "circuit open") };
}

/** The call's data, or the spec's empty default when it failed. */
export function orDefault<T, D>(result: UpstreamResult<T>, fallback: D): T | D {
  return result.ok ? result.data : fallback;
}

/** Memoises a per-request lookup in the load context (one authentication call per page, say). */
export function memoPerRequest<T>(ctx: CallContext, key: string, load: () => Promise<T>): Promise<T> {
  const memo = ctx.context?.memo;
  if (!memo) return load();
  const existing = memo.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = load();
  memo.set(key, promise);
  return promise;
}
