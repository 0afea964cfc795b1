// The transport of every upstream call (design §3): base URL per host role, a time-out combined with the
// user's own abort signal, the user's cookies, user agent and request id forwarded, the answer read up to a
// size cap (UPSTREAM_MAX_BODY_MB) and never past a redirect, JSON parsed as unknown and checked with the raw
// zod schema. Every failure - time-out, refused, non-2xx (a redirect too), too large, non-JSON, schema drift -
// becomes one typed UpstreamFailure; the policy (policy.server.ts) counts, logs and keeps around it.
import http from "node:http";
import https from "node:https";
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { getConfig, type UpstreamRole } from "~/utils/env.server";
import { upstreamWriteKey } from "~/utils/submission-scope.server";
import { MAX_ANSWER_DEPTH, NestingMeter } from "./nesting.server";

/** The part of a loader's or action's arguments an upstream call needs. */
export type CallContext = { request: Request; context?: Partial<AppLoadContext> };

/** 'unavailable': the host's circuit is open after repeated failures, so the call was not made.
 * 'too_large': the answer went past UPSTREAM_MAX_BODY_MB and was cut off.
 * 'too_deep': the answer nested deeper than MAX_ANSWER_DEPTH and was cut off before any parse. */
export type FailureKind = "timeout" | "aborted" | "network" | "http" | "too_large" | "too_deep" | "not_json" | "schema" | "unavailable";

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

export type UpstreamResult<T> = { ok: true; data: T; status: number } | { ok: false; failure: UpstreamFailure };

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
  /** A read whose answer may be given again to the same viewer for a few seconds (kept-answers.server.ts):
   * the lists a page shows and the session check, never a write. */
  keep?: boolean;
  /** A query parameter set to the current time, so that no cache between asks the upstream's old answer
   * (static files); not part of what names a kept answer. */
  cacheBuster?: string;
};

/** Requests that change nothing: only their reads are kept or answered from what was kept. */
export const READING = new Set(["GET", "HEAD"]);

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

function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

/** Keep-alive connections to the upstream hosts: Node's http client costs about a third of fetch's CPU per
 * call (a member's home makes a dozen calls). A connection idle for this long is closed by us
 * before the upstream closes it (Node's servers wait 5 s). */
const IDLE_CONNECTION_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

/** The calls waiting on each user's request: one abort listener per request, however many calls it makes
 * (a member's home makes a dozen; more listeners than ten on one signal is taken for a leak). */
const waitingOn = new WeakMap<AbortSignal, Set<() => void>>();

function whenAborted(signal: AbortSignal, stop: () => void): () => void {
  let waiting = waitingOn.get(signal);
  if (!waiting) {
    const calls = (waiting = new Set());
    waitingOn.set(signal, calls);
    signal.addEventListener("abort", () => calls.forEach((call) => call()), { once: true });
  }
  waiting.add(stop);
  return () => waiting.delete(stop);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Sent = { ok: true; answer: Answer } | { ok: false; kind: "timeout" | "aborted" | "network" | "too_large" | "too_deep"; detail: string };

/**
 * One HTTP exchange: the answer's body read as it streams in and cut off (the connection with it) once it
 * passes `maxBytes` or declares more, so a 50 MB answer, or one that never ends, costs at most the cap,
 * or once it nests deeper than `maxDepth`, so that no parse pays for it; the time-out covers
 * the whole answer. Redirects are never followed (http.request does not). A
 * kept-alive connection that the upstream closed as it was reused is retried once on a new one, for calls
 * that may be repeated (GET).
 */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  limits: { timeoutMs: number; maxBytes: number; maxDepth: number; signal: AbortSignal },
): Promise<Sent> {
  return new Promise((resolve) => {
    let settled = false;
    let forget = () => {};
    const settle = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      forget();
      resolve(sent);
    };
    const attempt = (retry: boolean) => {
      const client = url.protocol === "https:" ? https : http;
      let request: http.ClientRequest;
      try {
        request = client.request(url, { method, headers, agent: agents[url.protocol as keyof typeof agents] });
      } catch (error) {
        settle({ ok: false, kind: "network", detail: error instanceof Error ? error.message : String(error) });
        return;
      }
      current = request;
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (settled) return;
        if (retry && request.reusedSocket && error.code === "ECONNRESET") attempt(false);
        else settle({ ok: false, kind: "network", detail: error.code ?? error.message });
      });
      request.on("response", (response) => {
        const declared = Number(response.headers["content-length"]);
        if (declared > limits.maxBytes) {
          request.destroy();
          settle({ ok: false, kind: "too_large", detail: String(declared) });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const nesting = new NestingMeter(limits.maxDepth);
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            request.destroy();
            settle({ ok: false, kind: "too_large", detail: String(size) });
            return;
          }
          if (!nesting.feed(chunk)) {
            request.destroy();
            settle({ ok: false, kind: "too_deep", detail: `nested deeper than ${limits.maxDepth} levels within ${size} bytes` });
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => settle({ ok: true, answer: { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) } }));
        response.on("error", (error: NodeJS.ErrnoException) => settle({ ok: false, kind: "network", detail: error.code ?? error.message }));
      });
      request.end(body);
    };
    let current: http.ClientRequest | undefined;
    const stop = (kind: "timeout" | "aborted", detail: string) => {
      current?.destroy();
      settle({ ok: false, kind, detail });
    };
    const timer = setTimeout(() => stop("timeout", `no answer within ${limits.timeoutMs} ms`), limits.timeoutMs);
    const onAbort = () => stop("aborted", "the user's request was aborted");
    if (limits.signal.aborted) return onAbort();
    forget = whenAborted(limits.signal, onAbort);
    attempt(method === "GET");
  });
}

/** A multipart body as bytes, with its content type (the boundary), written by the platform's encoder. */
async function multipartBody(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Request("http://multipart.invalid/", { method: "POST", body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "multipart/form-data" };
}

/** A call as it goes out: what the policy names a kept answer by, and what the transport sends. */
export type PreparedCall = {
  role: UpstreamRole;
  path: string;
  method: string;
  /** The URL without the cache buster. */
  url: string;
  sentUrl: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
};

export async function prepareCall<S extends z.ZodTypeAny>(
  ctx: CallContext,
  role: UpstreamRole,
  path: string,
  options: UpstreamOptions<S>,
): Promise<PreparedCall> {
  const method = options.method ?? (options.form || options.json !== undefined || options.multipart ? "POST" : "GET");
  const url = upstreamUrl(role, path, options.query);
  const requestId = ctx.context?.requestId;
  const sentUrl = options.cacheBuster ? `${url}${url.includes("?") ? "&" : "?"}${encodeURIComponent(options.cacheBuster)}=${Date.now()}` : url;

  const headers: Record<string, string> = { accept: "application/json, text/plain, */*" };
  const cookie = forwardedCookies(ctx.request.headers.get("cookie"));
  if (cookie) headers.cookie = cookie;
  const userAgent = ctx.request.headers.get("user-agent");
  if (userAgent) headers["user-agent"] = userAgent;
  const language = ctx.request.headers.get("accept-language");
  if (language) headers["accept-language"] = language;
  if (requestId) headers["x-request-id"] = requestId;
  // A write made for a form's submission: its retry is recognised upstream as the same write.
  const writeKey = READING.has(method) ? null : upstreamWriteKey(method, url);
  if (writeKey) headers["idempotency-key"] = writeKey;

  let body: Buffer | undefined;
  if (options.multipart) {
    const multipart = await multipartBody(options.multipart);
    body = multipart.body;
    headers["content-type"] = multipart.type;
  } else if (options.form) {
    body = Buffer.from(toParams(options.form).toString());
    headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  } else if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers["content-type"] = "application/json";
  }
  if (body) headers["content-length"] = String(body.length);
  return { role, path, method, url, sentUrl, headers, body };
}

/** What one exchange gave: the checked data with the answer's size as it arrived, or the failure. */
export type Exchanged<T> = { ok: true; data: T; status: number; bytes: number } | { ok: false; failure: UpstreamFailure };

/** Sends the call and reads its answer: parsed, its status and its schema checked. */
export async function exchange<S extends z.ZodTypeAny>(call: PreparedCall, options: UpstreamOptions<S>, signal: AbortSignal): Promise<Exchanged<z.output<S>>> {
  const config = getConfig();
  const fail = (kind: FailureKind, status: number | null, answer: unknown, detail: string): Exchanged<never> => ({
    ok: false,
    failure: new UpstreamFailure(kind, call.role, call.path, status, answer, detail),
  });

  const timeoutMs = options.timeoutMs ?? config.upstreamTimeoutMs;
  const sent = await send(new URL(call.sentUrl), call.method, call.headers, call.body, {
    timeoutMs,
    maxBytes: config.upstreamMaxBodyBytes,
    maxDepth: MAX_ANSWER_DEPTH,
    signal,
  });
  if (!sent.ok) {
    const detail = sent.kind === "too_large" ? `answer over ${config.upstreamMaxBodyBytes} bytes (${sent.detail} read or declared)` : sent.detail;
    return fail(sent.kind, null, null, detail);
  }
  const { status } = sent.answer;
  // As a browser's decoder reads it: a byte order mark is not part of the text.
  const text = sent.answer.body.toString("utf8").replace(/^\uFEFF/, "");

  let answer: unknown;
  try {
    answer = (options.parse ?? JSON.parse)(text);
  } catch {
    answer = undefined;
  }

  // Redirects are never followed (one could point at an internal address): a 3xx is an 'http'
  // failure like any other answer outside 2xx.
  const acceptable = (status >= 200 && status < 300) || (options.answerStatuses ?? []).includes(status);
  if (!acceptable) return fail("http", status, answer ?? null, `HTTP ${status}`);
  if (answer === undefined) {
    return fail("not_json", status, null, `${sent.answer.headers["content-type"] ?? "no content type"}: ${text.slice(0, 60)}`);
  }

  const parsed = options.schema.safeParse(answer);
  if (!parsed.success) return fail("schema", status, answer, summariseIssues(parsed.error));
  return { ok: true, data: parsed.data, status, bytes: sent.answer.body.length };
}
