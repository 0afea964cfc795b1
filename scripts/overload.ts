// npm run overload: the portal past what it can serve (issue 69). One instance with Redis gets about twice the
// requests it can answer, pages and help-form posts mixed, for a minute, at a fixed arrival rate (an open loop:
// people keep arriving whether or not the last ones were answered, as they do). It prints the answers by status,
// the forms stored, sent back with their text or lost, whether the store was blamed while it answered, duplicates,
// and the times of what was admitted. Goals: no 500, no form without its text, the store never blamed, no
// duplicate. Then two instances (npm start) behind the repository's nginx, with one Redis, under steady pages and
// posts while each is drained (SIGTERM) and started again. Goal: no error through the drains (every answer the
// portal's, no 5xx but a truthful 503), no form lost, no duplicate. Needs redis-server and nginx.
//
// OVERLOAD_SECONDS (60), OVERLOAD_FACTOR (2) and OVERLOAD_PORT (4700) change the run.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { decodeEntities } from "../tests/html";
import { answers, listening, nginxConfig, run, type Proc } from "../tests/integration/nginx-pair";
import { startMeasuredServer } from "./measured-server";
import { median } from "./median";

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 60);
const FACTOR = Number(process.env.OVERLOAD_FACTOR ?? 2);
const PORT = Number(process.env.OVERLOAD_PORT ?? 4700);
const REDIS_PORT = PORT + 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = "kept page" | "rendered page" | "member page" | "form";
/** What arrives, by share: guests' kept pages, pages rendered for every request, members' pages, inquiries. */
const MIX: Array<[Kind, number]> = [
  ["kept page", 0.2],
  ["rendered page", 0.4],
  ["member page", 0.25],
  ["form", 0.15],
];

/** `portal`: the portal's own answer (it carries a request id); nginx's answers (its 502, its unavailable page) do not. */
type Answer = { kind: Kind | "form page"; status: number | "error"; ms: number; portal: boolean; at: number };
type FormOutcome = "stored" | "kept" | "lost";

class Tally {
  answers: Answer[] = [];
  forms: FormOutcome[] = [];
  titles: string[] = [];
}

let counter = 0;
function pickKind(): Kind {
  let roll = Math.random();
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return MIX[0][0];
}

function pagePath(kind: Kind): string {
  counter += 1;
  if (kind === "kept page") return "/";
  if (kind === "member page") return counter % 2 === 0 ? "/my/favorite" : "/";
  const paths = ["/?render=", "/live/all?render=", `/search?szKeyword=${encodeURIComponent("게임")}&render=`];
  return `${paths[counter % paths.length]}${counter}`;
}

/** One connection pool for every simulated person: node:http, whose bodies are counted, not decoded, unless read
 * (fetch decoding 200 pages of 300 KB a second took a core of its own and became the bottleneck it measured). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 512 });

type Reply = { status: number; location: string | null; body: string; portal: boolean };

function ask(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer; read?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", agent, headers: { "accept-encoding": "gzip", ...options.headers }, timeout: 60_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => void (options.read && chunks.push(chunk)));
        response.on("end", () => {
          let body = "";
          if (options.read) {
            const raw = Buffer.concat(chunks);
            body = (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8");
          }
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body, portal: "x-request-id" in response.headers });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(options.body);
  });
}

async function timed(tally: Tally, kind: Answer["kind"], request: () => Promise<Reply>): Promise<Reply | null> {
  const started = performance.now();
  try {
    const reply = await request();
    tally.answers.push({ kind, status: reply.status, ms: performance.now() - started, portal: reply.portal, at: started });
    return reply;
  } catch {
    tally.answers.push({ kind, status: "error", ms: performance.now() - started, portal: false, at: started });
    return null;
  }
}

/** The inquiry form as a person without JS sends it: read the page, fill it, send it. */
/** Where the people go: an instance, or nginx in front of two; a member's cookie. */
type Target = { base: string; cookie: string };

async function sendInquiry(server: Target, tally: Tally, subCategory: string) {
  const page = await timed(tally, "form page", () => ask(`${server.base}/help/inquiry`, { read: true }));
  if (page?.status !== 200) return;
  const hidden: Record<string, string> = {};
  for (const match of page.body.matchAll(/<input[^>]*name="((?:name|from)__confirm|submissionKey)"[^>]*>/g))
    hidden[match[1]] = decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? "");
  counter += 1;
  const title = `과부하 문의 ${process.pid}-${counter}`;
  const content = `과부하 중에 보낸 문의입니다. 내용이 사라지면 안 됩니다. 번호 ${counter}`;
  const fields = {
    ...hidden,
    intent: "submit",
    mainCategory: MAIN_CATEGORY,
    subCategory,
    customerEmail: "overload@example.com",
    title,
    agreement: "on",
    content,
  };
  const boundary = `----overload${counter}`;
  const body = Buffer.from(
    `${Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("")}--${boundary}--\r\n`,
  );
  tally.titles.push(title);
  const sent = await timed(tally, "form", () =>
    ask(`${server.base}/help/inquiry`, {
      method: "POST",
      read: true,
      body,
      headers: { origin: server.base, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(body.length) },
    }),
  );
  const stored = sent?.status === 302 && sent.location?.includes("done=1");
  tally.forms.push(stored ? "stored" : sent && sent.body.includes(content) && sent.body.includes(title) ? "kept" : "lost");
}

const MAIN_CATEGORY = "NODE0000000427";

function arrive(server: Target, tally: Tally, subCategory: string): Promise<void> {
  const kind = pickKind();
  if (kind === "form") return sendInquiry(server, tally, subCategory);
  const headers: Record<string, string> = kind === "member page" ? { cookie: server.cookie } : {};
  return timed(tally, kind, () => ask(`${server.base}${pagePath(kind)}`, { headers })).then(() => undefined);
}

/** Requests answered per second with `connections` people each waiting for their answer (a closed loop). */
async function capacity(server: Target, subCategory: string, connections = 8, seconds = 10): Promise<number> {
  const tally = new Tally();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await arrive(server, tally, subCategory);
    }),
  );
  const shed = tally.answers.filter((answer) => answer.status === 503).length;
  if (shed > 0) console.log(`(while measuring what it serves, ${shed} of ${tally.answers.length} answers were shed)`);
  return (tally.answers.length - shed) / seconds;
}

/** Arrivals at `perSecond` for `seconds`, each on its own (an open loop); resolves once every one is answered. */
async function openLoop(server: Target, tally: Tally, subCategory: string, perSecond: number, seconds: number) {
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; sent < due; sent += 1) pending.push(arrive(server, tally, subCategory));
    await sleep(5);
  }
  await Promise.all(pending);
}

async function startRedis(): Promise<ChildProcess> {
  const redis = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await listening(REDIS_PORT);
  return redis;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const verdict = (met: boolean) => (met ? "met" : "MISSED");

async function oneInstance() {
  const redis = await startRedis();
  const logLines: Array<{ at: number; msg: string; [key: string]: unknown }> = [];
  const server = await startMeasuredServer(PORT, {
    env: {
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      SESSION_SECRET: "overload-session-secret-0123456789",
      LOG_LEVEL: "warn",
      FORM_MIN_FILL_MS: "0",
      RATE_LIMIT_FORM_ADDRESS_PER_MIN: "100000000",
      RATE_LIMIT_FORM_TURN_PER_MIN: "100000000",
      // On, as in production (the measured server turns it off for the bench), with the limits of this environment.
      ADMISSION_CONTROL: process.env.ADMISSION_CONTROL ?? "1",
    },
    onLogLine: (line) => {
      if (!line.startsWith("{")) return void (line && console.error(line));
      logLines.push({ at: Date.now(), ...(JSON.parse(line) as { msg: string }) });
    },
  });
  try {
    const db = new Database(server.dbPath, { readonly: true });
    const subCategory = db.prepare("SELECT node_id FROM help_nodes WHERE parent_id = ? ORDER BY node_id LIMIT 1").pluck().get(MAIN_CATEGORY) as string;
    // Warm: the first renders compile and fill the kept answers.
    await capacity(server, subCategory, 4, 3);
    const served = await capacity(server, subCategory);
    // A form is two requests (its page, its post): arrivals per second that make FACTOR × the requests served.
    const requestsPerArrival = 1 + MIX.find(([kind]) => kind === "form")![1];
    const arrivals = Math.round((FACTOR * served) / requestsPerArrival);
    console.log(
      `\n== One instance with Redis: ${SECONDS} s at ${arrivals} arrivals/s (about ${FACTOR} × the ${served.toFixed(0)} requests/s it served to 8 people) ==`,
    );
    const tally = new Tally();
    const from = Date.now();
    await openLoop(server, tally, subCategory, arrivals, SECONDS);
    const to = Date.now();
    report(
      tally,
      logLines.filter((line) => line.at >= from && line.at <= to + 1000),
      db,
    );
    db.close();
  } finally {
    server.stop();
    await server.exited();
    redis.kill("SIGKILL");
  }
}

/** The figures of a run; `lines`: the instance's log lines of the run, when it was watched (the store's blame). */
function report(tally: Tally, lines: Array<{ msg: string; [key: string]: unknown }> | null, db: Database.Database) {
  const byStatus = new Map<string, number>();
  for (const answer of tally.answers) byStatus.set(String(answer.status), (byStatus.get(String(answer.status)) ?? 0) + 1);
  console.log(
    `answers: ${tally.answers.length} (${[...byStatus]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ")})`,
  );
  const admitted = tally.answers.filter((answer) => answer.status !== 503 && answer.status !== "error").map((answer) => answer.ms);
  console.log(`admitted answers: p50 ${median(admitted)?.toFixed(0)} ms, p99 ${percentile(admitted, 0.99).toFixed(0)} ms`);
  // The same by when the requests were sent: the first seconds, before shedding has risen to the load, apart.
  const first = Math.min(...tally.answers.map((answer) => answer.at));
  const windows = new Map<number, number[]>();
  for (const answer of tally.answers)
    if (answer.status !== 503 && answer.status !== "error")
      windows.set(Math.floor((answer.at - first) / 10_000), [...(windows.get(Math.floor((answer.at - first) / 10_000)) ?? []), answer.ms]);
  console.log(
    `  p99 admitted, by 10 s of sending: ${[...windows]
      .sort(([a], [b]) => a - b)
      .map(([window, times]) => `${window * 10}–${window * 10 + 10} s ${percentile(times, 0.99).toFixed(0)} ms`)
      .join(", ")}`,
  );
  const kinds = [...new Set(tally.answers.map((answer) => answer.kind))];
  for (const kind of kinds) {
    const of = tally.answers.filter((answer) => answer.kind === kind);
    const shed = of.filter((answer) => answer.status === 503).length;
    console.log(
      `  ${kind}: ${of.length}, shed ${shed}, p99 admitted ${percentile(
        of.filter((a) => a.status !== 503).map((a) => a.ms),
        0.99,
      ).toFixed(0)} ms`,
    );
  }
  const forms = { stored: 0, kept: 0, lost: 0 };
  for (const outcome of tally.forms) forms[outcome] += 1;
  console.log(`forms sent: ${tally.forms.length}: stored ${forms.stored}, sent back with their text ${forms.kept}, without it ${forms.lost}`);
  const blamed = lines?.filter((line) => line.msg === "shared_store_unavailable").length ?? 0;
  if (lines) {
    const shedEdges = lines.filter((line) => /^admission_shedding/.test(line.msg)).length;
    console.log(`store blamed while it answered: ${blamed} time(s); shedding episodes' edges logged: ${shedEdges}`);
  }
  const count = db.prepare("SELECT COUNT(*) FROM help_tickets WHERE registered = 1 AND title = ?").pluck();
  const duplicates = tally.titles.filter((title) => (count.get(title) as number) > 1).length;
  const storedUpstream = tally.titles.filter((title) => (count.get(title) as number) >= 1).length;
  console.log(`stored upstream: ${storedUpstream} (the portal said stored: ${forms.stored}); duplicates: ${duplicates}`);
  const errors = (byStatus.get("500") ?? 0) + (byStatus.get("error") ?? 0);
  console.log(
    `goals: 0 answers 500 or errors ${verdict(errors === 0)}; 0 forms without their text ${verdict(forms.lost === 0)}; ` +
      `${lines ? `store never blamed ${verdict(blamed === 0)}; ` : ""}0 duplicates ${verdict(duplicates === 0)}`,
  );
}

/** People who each wait for their answer before the next step (a closed loop), until `stop()`. */
function steady(target: Target, tally: Tally, subCategory: string, people: number, stop: () => boolean) {
  return Promise.all(
    Array.from({ length: people }, async () => {
      while (!stop()) await arrive(target, tally, subCategory);
    }),
  );
}

/** Two instances (`npm start`, as operators run them) behind the repository's nginx, one Redis, the upstream on its
 * own; steady pages and posts while each instance in turn is drained (SIGTERM to npm start) and started again. */
async function drainBehindNginx() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "overload-"));
  const ports = { nginx: PORT + 20, a: PORT + 21, b: PORT + 22, upstream: PORT + 23, redis: PORT + 24 };
  const procs: Proc[] = [];
  const start = (command: string, args: string[], env: Record<string, string>) => {
    const proc = run(command, args, env);
    procs.push(proc);
    return proc;
  };
  const instanceEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SESSION_SECRET: "overload-session-secret-0123456789",
    UPSTREAM_URL: `http://127.0.0.1:${ports.upstream}`,
    PUBLIC_UPSTREAM_URL: `http://localhost:${ports.upstream}`,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    TRUST_PROXY: "loopback",
    RATE_LIMIT_GENERAL_PER_MIN: "100000000",
    RATE_LIMIT_MUTATION_PER_MIN: "100000000",
    RATE_LIMIT_FORM_PER_MIN: "100000000",
    RATE_LIMIT_FORM_ADDRESS_PER_MIN: "100000000",
    RATE_LIMIT_FORM_TURN_PER_MIN: "100000000",
    FORM_MIN_FILL_MS: "0",
    ADMISSION_CONTROL: process.env.ADMISSION_CONTROL ?? "1",
  };
  const startInstance = (port: number) => start("npm", ["start"], { ...instanceEnv, PORT: String(port) });
  try {
    start("redis-server", ["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {});
    await listening(ports.redis);
    const dbPath = path.join(tmp, "reference.db");
    start(process.execPath, ["--import", "tsx", "reference-upstream/cli.ts", "serve"], {
      REFERENCE_UPSTREAM_PORT: String(ports.upstream),
      REFERENCE_UPSTREAM_DB: dbPath,
      REFERENCE_UPSTREAM_TEST_API: "1",
      PORT: String(ports.nginx),
    });
    await listening(ports.upstream);
    const instances = { a: startInstance(ports.a), b: startInstance(ports.b) };
    const file = nginxConfig(tmp, ports);
    execFileSync("nginx", ["-t", "-q", "-c", file]);
    start("nginx", ["-c", file], {});
    const front = `http://localhost:${ports.nginx}`;
    await Promise.all([`${front}/healthz`, `http://127.0.0.1:${ports.a}/readyz`, `http://127.0.0.1:${ports.b}/readyz`].map((url) => answers(url, 90_000)));
    const account = (await fetch(`http://127.0.0.1:${ports.upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((response) => response.json())) as { cookie: { name: string; value: string } };
    const target = { base: front, cookie: `${account.cookie.name}=${account.cookie.value}` };
    const db = new Database(dbPath, { readonly: true });
    const subCategory = db.prepare("SELECT node_id FROM help_nodes WHERE parent_id = ? ORDER BY node_id LIMIT 1").pluck().get(MAIN_CATEGORY) as string;

    const people = 6;
    console.log(`\n== Two instances behind nginx: ${people} people asking pages and sending inquiries while each instance is drained and started again ==`);
    const tally = new Tally();
    let stopped = false;
    const load = steady(target, tally, subCategory, people, () => stopped);
    const drains: string[] = [];
    await sleep(4000);
    for (const name of ["a", "b"] as const) {
      const began = Date.now();
      const old = instances[name];
      old.child.kill("SIGTERM");
      const code = await old.exited;
      instances[name] = startInstance(ports[name]);
      await answers(`http://127.0.0.1:${ports[name]}/readyz`, 90_000);
      drains.push(`${name}: exit ${code} after ${((Date.now() - began) / 1000).toFixed(1)} s with the restart`);
      await sleep(3000);
    }
    stopped = true;
    await load;
    console.log(`drains: ${drains.join("; ")}`);
    const notPortal = tally.answers.filter((answer) => !answer.portal).length;
    const failed = tally.answers.filter((answer) => answer.portal && typeof answer.status === "number" && answer.status >= 500 && answer.status !== 503).length;
    report(tally, null, db);
    console.log(
      `through the drains: ${notPortal} answers not the portal's (resets, nginx's 502/504 or its page), ${failed} of the portal's 5xx other than 503`,
    );
    console.log(`goal: 0 errors through the drain ${verdict(notPortal + failed === 0)}`);
    db.close();
  } finally {
    const running = procs.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
    for (const proc of running) proc.child.kill("SIGTERM");
    await Promise.all(running.map((proc) => proc.exited));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await oneInstance();
await drainBehindNginx();
