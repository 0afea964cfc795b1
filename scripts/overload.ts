// npm run overload: the portal past what it can serve (issue 69). One instance with Redis gets about twice the
// requests it can answer, pages and help-form posts mixed, for a minute, at a fixed arrival rate (an open loop:
// people keep arriving whether or not the last ones were answered, as they do). It prints the answers by status,
// the forms stored, sent back with their text or lost, whether the store was blamed while it answered, duplicates,
// and the times of what was admitted. Goals: no 500, no form without its text, the store never blamed, no
// duplicate. The second part (the nginx pair, an instance drained and restarted under load) follows it.
//
// OVERLOAD_SECONDS (60), OVERLOAD_FACTOR (2) and OVERLOAD_PORT (4700) change the run.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { decodeEntities } from "../tests/html";
import { startMeasuredServer, type MeasuredServer } from "./measured-server";
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

type Answer = { kind: Kind | "form page"; status: number | "error"; ms: number };
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

type Reply = { status: number; location: string | null; body: string };

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
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body });
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
    tally.answers.push({ kind, status: reply.status, ms: performance.now() - started });
    return reply;
  } catch {
    tally.answers.push({ kind, status: "error", ms: performance.now() - started });
    return null;
  }
}

/** The inquiry form as a person without JS sends it: read the page, fill it, send it. */
async function sendInquiry(server: MeasuredServer, tally: Tally, subCategory: string) {
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

function arrive(server: MeasuredServer, tally: Tally, subCategory: string): Promise<void> {
  const kind = pickKind();
  if (kind === "form") return sendInquiry(server, tally, subCategory);
  const headers: Record<string, string> = kind === "member page" ? { cookie: server.cookie } : {};
  return timed(tally, kind, () => ask(`${server.base}${pagePath(kind)}`, { headers })).then(() => undefined);
}

/** Requests answered per second with `connections` people each waiting for their answer (a closed loop). */
async function capacity(server: MeasuredServer, subCategory: string, connections = 8, seconds = 10): Promise<number> {
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
async function openLoop(server: MeasuredServer, tally: Tally, subCategory: string, perSecond: number, seconds: number) {
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
  for (const end = Date.now() + 10_000; Date.now() < end; await sleep(50)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(REDIS_PORT, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return redis;
  }
  throw new Error("redis-server did not start (the README's test command installs it)");
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
      // The defaults of production (the measured server turns them off for the bench), or the operator's own.
      ADMISSION_MAX_LAG_MS: process.env.ADMISSION_MAX_LAG_MS ?? "100",
      ADMISSION_MAX_IN_FLIGHT: process.env.ADMISSION_MAX_IN_FLIGHT ?? "1000",
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

function report(tally: Tally, lines: Array<{ msg: string; [key: string]: unknown }>, db: Database.Database) {
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
  const blamed = lines.filter((line) => line.msg === "shared_store_unavailable").length;
  const shedEdges = lines.filter((line) => /^admission_shedding/.test(line.msg)).map((line) => line.msg);
  console.log(`store blamed while it answered: ${blamed} time(s); shedding edges logged: ${shedEdges.length}`);
  const count = db.prepare("SELECT COUNT(*) FROM help_tickets WHERE registered = 1 AND title = ?").pluck();
  const duplicates = tally.titles.filter((title) => (count.get(title) as number) > 1).length;
  const storedUpstream = tally.titles.filter((title) => (count.get(title) as number) >= 1).length;
  console.log(`stored upstream: ${storedUpstream} (the portal said stored: ${forms.stored}); duplicates: ${duplicates}`);
  const errors = (byStatus.get("500") ?? 0) + (byStatus.get("error") ?? 0);
  console.log(
    `goals: 0 answers 500 or errors ${verdict(errors === 0)}; 0 forms without their text ${verdict(forms.lost === 0)}; ` +
      `store never blamed ${verdict(blamed === 0)}; 0 duplicates ${verdict(duplicates === 0)}`,
  );
}

await oneInstance();
