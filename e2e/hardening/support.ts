// Shared pieces of the hardening suite: the summary line of each case, portals and reference
// upstreams of their own for the cases that need other settings or kill processes, the upstream's
// request journal (to prove that a refused post sent nothing upstream) and a raw multipart builder.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import type Database from "better-sqlite3";
import { decodeEntities } from "../../tests/html";

export const SUMMARY = "hardening-summary";

export type Summary = { case: number; attack: string; expected: string; seen: string };

/** Records the case's summary line; the summary reporter prints one line per case at the end. */
export function summarise(testInfo: TestInfo, summary: Summary): void {
  testInfo.annotations.push({ type: SUMMARY, description: JSON.stringify(summary) });
}

export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

export type Proc = {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** JSON log lines written so far (stdout and stderr). */
  logs(): LogLine[];
  output(): string;
  /** Sends `signal` (default SIGKILL) unless the process already ended; resolves on exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const running = new Set<Proc>();
/** Kills every process a spec started that is still running (afterAll safety net). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop("SIGKILL")));
}

function launch(args: string[], env: Record<string, string>, url: string): Proc {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk) => (text += chunk));
  child.stderr!.on("data", (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const proc: Proc = {
    child,
    url,
    exited,
    output: () => text,
    logs: () =>
      text.split("\n").flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      }),
    async stop(signal = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export const tmpDb = (name: string) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), `hardening-${name}-`)), "reference.db");

/**
 * The portal as operators run it (dist/server.js, built by the e2e web server's `npm start`). Without
 * `upstreamUrl` it starts its embedded reference upstream on port + 1 with a fresh database and the test API.
 * `nodeArgs` go before the script (`npm start` runs it with `--max-old-space-size=192`).
 */
export async function startPortal(port: number, env: Record<string, string> = {}, options: { upstreamUrl?: string; nodeArgs?: string[] } = {}) {
  const base: Record<string, string> = options.upstreamUrl
    ? { UPSTREAM_URL: options.upstreamUrl, PUBLIC_UPSTREAM_URL: options.upstreamUrl.replace("127.0.0.1", "localhost") }
    : { REFERENCE_UPSTREAM_DB: tmpDb(String(port)), REFERENCE_UPSTREAM_RESET: "1", REFERENCE_UPSTREAM_TEST_API: "1" };
  // No guest-HTML micro-cache nor kept reads unless a case asks: the fault cases must see every render.
  const portal = launch(
    [...(options.nodeArgs ?? []), "dist/server.js"],
    { PORT: String(port), SESSION_SECRET: "hardening-session-secret-0123456789", GUEST_HTML_CACHE_MS: "0", UPSTREAM_ANSWER_CACHE_MS: "0", ...base, ...env },
    `http://localhost:${port}`,
  );
  await waitForOk(`${portal.url}/healthz`).catch(async (error: Error) => {
    await portal.stop();
    throw new Error(`${error.message}\n${portal.output().slice(-2000)}`);
  });
  return { ...portal, upstreamUrl: options.upstreamUrl ?? `http://localhost:${port + 1}`, dbPath: base.REFERENCE_UPSTREAM_DB ?? null };
}

/** The reference upstream as a process of its own (so that it can be killed), with the test API. */
export async function startUpstream(port: number, dbPath: string, env: Record<string, string> = {}) {
  const upstream = launch(
    ["--import", "tsx", "reference-upstream/cli.ts", "serve"],
    { REFERENCE_UPSTREAM_PORT: String(port), REFERENCE_UPSTREAM_DB: dbPath, REFERENCE_UPSTREAM_TEST_API: "1", ...env },
    `http://127.0.0.1:${port}`,
  );
  await waitForOk(`${upstream.url}/`).catch(async (error: Error) => {
    await upstream.stop();
    throw new Error(`${error.message}\n${upstream.output().slice(-2000)}`);
  });
  return upstream;
}

export type TestServer = { url: string; hits: Array<{ method: string; path: string }>; close(): Promise<void> };

/** An HTTP server of the test's own on loopback (a hostile upstream, an internal service): every request is
 * recorded in `hits`, then answered by `handler`. */
export async function startServer(port: number, handler: http.RequestListener): Promise<TestServer> {
  const hits: TestServer["hits"] = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method ?? "", path: req.url ?? "" });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The cookies an answer sets, as a browser sends them back (name=value; …): a redirect after a member's post
 * sets the flash message and the portal's own __changed. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export type JournalEntry = { method: string; path: string; requestId: string | null; at: number };

/** What the reference upstream received for one portal request (matched by the forwarded request id). */
export async function upstreamCallsOf(upstreamUrl: string, requestId: string | null | undefined): Promise<JournalEntry[]> {
  if (!requestId) throw new Error("the portal answered without X-Request-Id");
  const response = await fetch(`${upstreamUrl}/__test/requests?requestId=${encodeURIComponent(requestId)}`);
  return (await response.json()) as JournalEntry[];
}

export async function setFault(
  upstreamUrl: string,
  fault: { path: string; kind: string; latencyMs?: number; status?: number; body?: unknown; times?: number; method?: string; command?: string },
) {
  const response = await fetch(`${upstreamUrl}/__test/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault not set: ${response.status}`);
}

export async function clearFaults(upstreamUrl: string) {
  await fetch(`${upstreamUrl}/__test/faults`, { method: "DELETE" });
}

/** A fresh copy of a demo account on `upstreamUrl`: its user id and a Cookie header value. */
export async function freshAccount(upstreamUrl: string, template = "viewer01") {
  const response = await fetch(`${upstreamUrl}/__test/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ template }),
  });
  const { user_id, cookie } = (await response.json()) as { user_id: string; cookie: { name: string; value: string } };
  return { userId: user_id, cookie: `${cookie.name}=${cookie.value}`, cookieParts: cookie };
}

/**
 * What a stored-content case writes its upstream HTML into, read before it writes: the first FAQ of the top
 * list and the first search theme (searched by its keyword).
 */
export function storedContentTargets(db: Database.Database) {
  const faq = db.prepare("SELECT kb_id, title FROM help_faqs WHERE top_rank IS NOT NULL ORDER BY top_rank LIMIT 1").get() as { kb_id: number; title: string };
  const theme = db.prepare("SELECT keyword FROM search_themes ORDER BY keyword LIMIT 1").pluck().get() as string;
  return { faq, theme };
}

/**
 * Where a stored-content case finds what it wrote, once written: a public station's first post, and a new
 * member's answered inquiry (made after the writes: the account copies its template's answers, so they carry
 * them).
 */
export async function storedContentPages(db: Database.Database, upstreamUrl: string) {
  const post = db
    .prepare(
      "SELECT p.title_no, d.user_id FROM station_posts p JOIN station_display d ON d.station_no = p.station_no WHERE d.status_code = 0 ORDER BY p.title_no LIMIT 1",
    )
    .get() as { title_no: number; user_id: string };
  const account = await freshAccount(upstreamUrl);
  const ticket = db
    .prepare("SELECT t.ticket_id FROM help_tickets t JOIN help_answers a ON a.ticket_id = t.ticket_id WHERE t.user_id = ? LIMIT 1")
    .pluck()
    .get(account.userId) as number;
  return { post, account, ticket };
}

/** The honeypot fields of a rendered form page (they are signed with the render time). */
export function honeypotFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="((?:name|from)__confirm)"[^>]*>/g)) {
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    fields[match[1]] = decodeEntities(value);
  }
  return fields;
}

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** A multipart/form-data body built by hand (so that file names, part counts and sizes can be anything). */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----hardening${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("filename" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Ports of the suite's own processes: E2E_PORT_BASE + 300 + offset (offsets 0–399, two ports each). */
export const ownPort = (offset: number) => Number(process.env.E2E_PORT_BASE ?? 3200) + 300 + offset;
