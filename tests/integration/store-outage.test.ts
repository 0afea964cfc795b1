// Two portal instances on one Redis (REDIS_URL) and one reference upstream, the store stopped, restarted empty and
// frozen under them. A help form's anti-bot token and idempotency key stay single-use
// through the outage and its recovery (a claim no instance can check is refused, never taken twice: the form comes
// back as it was sent, 503 with the Korean message and its button, with and without JS; so does a member's comment),
// the form limit does not double while each instance counts on its own, and a frozen store trips the instances'
// breaker as a dead one does: pages stop waiting on it, /readyz shows it, and both edges are logged every time.
// Needs redis-server (the README's test command installs it). Runs against the built dist/server.js.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionTexts } from "~/i18n/ko/submission";
import { decodeEntities } from "../html";
import { testPorts } from "./ports";

const [REDIS, UPSTREAM, A, B] = testPorts(26, 4, 5200, 400);
const FORM_LIMIT = 8;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "store-outage-"));
const DB = path.join(tmp, "reference.db");

type Proc = { child: ChildProcess; output: () => string };
const processes: Proc[] = [];
function run(command: string, args: string[], env: Record<string, string> = {}): Proc {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const proc = { child, output: () => output };
  processes.push(proc);
  return proc;
}
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `check` (the portal's own signals: its readiness answer, its log lines) for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (await check()) return true;
  return false;
}

let redis: ChildProcess;
const startRedis = () => {
  redis = run("redis-server", ["--port", String(REDIS), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]).child;
};
async function stopRedis() {
  if (exited(redis)) return;
  const gone = new Promise((resolve) => redis.once("exit", resolve));
  redis.kill("SIGKILL");
  await gone;
}
const listening = (port: number) =>
  until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      }),
  );

const instance = (port: number) => ({ port, url: `http://127.0.0.1:${port}` });
const a = instance(A);
const b = instance(B);
let procA: Proc;
type StoreHealth = { available: boolean | null; instances: number | null };
const storeOf = async (url: string): Promise<StoreHealth> =>
  ((await fetch(`${url}/readyz`).then((r) => r.json())) as { sharedStore?: StoreHealth }).sharedStore ?? { available: null, instances: null };
const logLines = (proc: Proc, msg: string) =>
  proc
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** Both instances say the store answers (or not), and see each other; false when they have not said so in 15 s. */
const bothSee = (available: boolean) =>
  until(async () => (await Promise.all([storeOf(a.url), storeOf(b.url)])).every((store) => store.available === available && store.instances === 2), 15_000);

beforeAll(async () => {
  startRedis();
  await listening(REDIS);
  run(process.execPath, ["--import", "tsx", "reference-upstream/cli.ts", "serve"], {
    REFERENCE_UPSTREAM_PORT: String(UPSTREAM),
    REFERENCE_UPSTREAM_DB: DB,
    REFERENCE_UPSTREAM_TEST_API: "1",
    PORT: String(A),
  });
  const env = {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    SESSION_SECRET: "store-outage-session-secret-0123456789",
    UPSTREAM_URL: `http://127.0.0.1:${UPSTREAM}`,
    PUBLIC_UPSTREAM_URL: `http://localhost:${UPSTREAM}`,
    REDIS_URL: `redis://127.0.0.1:${REDIS}`,
    TRUST_PROXY: "loopback",
    RATE_LIMIT_GENERAL_PER_MIN: "1000000",
    RATE_LIMIT_FORM_PER_MIN: String(FORM_LIMIT),
    FORM_MIN_FILL_MS: "0",
    GUEST_HTML_CACHE_MS: "0",
    SHUTDOWN_GRACE_MS: "0",
  };
  procA = run(process.execPath, ["dist/server.js"], { ...env, PORT: String(A) });
  run(process.execPath, ["dist/server.js"], { ...env, PORT: String(B) });
  const up = (url: string) =>
    fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
  expect(await until(() => up(a.url).then(async (ready) => ready && (await up(b.url))), 90_000)).toBe(true);
  // Each says it is alive in Redis every 5 s: both count two instances (each case checks what they said).
  await bothSee(true);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    processes
      .filter((proc) => !exited(proc.child))
      .map(
        (proc) =>
          new Promise((resolve) => {
            proc.child.once("exit", resolve);
            proc.child.kill("SIGKILL");
          }),
      ),
  );
});

// The inquiry form as a person sends it without JS: its anti-bot token and idempotency key as rendered.
const MAIN = "NODE0000000427";
let sub = "";
const stored = (title: string) => {
  const db = new Database(DB, { readonly: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM help_tickets WHERE registered = 1 AND title = ?").pluck().get(title) as number;
  } finally {
    db.close();
  }
};
async function renderForm(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${url}/help/inquiry`)).text();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="((?:name|from)__confirm|submissionKey)"[^>]*>/g))
    fields[match[1]] = decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? "");
  if (!sub) {
    const db = new Database(DB, { readonly: true });
    sub = db.prepare("SELECT node_id FROM help_nodes WHERE parent_id = ? ORDER BY node_id LIMIT 1").pluck().get(MAIN) as string;
    db.close();
  }
  return fields;
}
const CONTENT = "저장소 장애 중에 보낸 문의입니다. 한 번만 접수되어야 합니다.";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const FILE_NAME = "장애중화면.png";
/** Posts the form as one client (a proxy's X-Forwarded-For: each case its own, so that their form limits are apart);
 * `data`: as the browser's JS sends it (the action's data), else as a page. Answers the outcome and the answer's text. */
async function sendFor(url: string, form: Record<string, string>, title: string, client: string, { data = false, file = false } = {}) {
  const body = new FormData();
  const fields = { ...form, intent: "submit", mainCategory: MAIN, subCategory: sub, customerEmail: "outage@example.com", title, agreement: "on" };
  for (const [name, value] of Object.entries({ ...fields, content: CONTENT })) body.append(name, value);
  if (file) body.append("attachedFiles", new File([PNG], FILE_NAME, { type: "image/png" }));
  const address = `${url}/help/inquiry${data ? "?_data=routes%2Fhelp.inquiry" : ""}`;
  const response = await fetch(address, { method: "POST", body, redirect: "manual", headers: { origin: url, "x-forwarded-for": client } });
  const text = await response.text();
  const outcome = response.status === 302 && response.headers.get("location")?.includes("done=1") ? "done" : String(response.status);
  return { outcome, text };
}
const send = async (url: string, form: Record<string, string>, title: string, client: string) => (await sendFor(url, form, title, client)).outcome;

/** The form's page as it came back: the typed title and text, the file it carried, the Korean message and its button
 * to send it again. */
const keptForm = (html: string, title: string) => {
  const page = decodeEntities(html);
  return [`value="${title}"`, CONTENT, FILE_NAME, submissionTexts.failure.server, submissionTexts.retry].filter((part) => !page.includes(part));
};

describe("two instances on one Redis that goes away, comes back empty or freezes", () => {
  it("a form's token stays single-use through an outage and its recovery: refused while no instance can check it, stored once after (item 3)", async () => {
    const title = "장애 중 한 번만 접수 확인";
    const form = await renderForm(a.url);
    await stopRedis();
    const noticed = [await bothSee(false)];
    const client = "198.51.100.1";
    const pages = [await sendFor(a.url, form, title, client, { file: true }), await sendFor(b.url, form, title, client, { file: true })];
    const during = pages.map((answer) => answer.outcome);
    const asData = await sendFor(a.url, form, title, client, { data: true });
    const duringStored = stored(title);
    startRedis();
    noticed.push(await bothSee(true));
    const after = [
      await send(a.url, form, title, client),
      await send(b.url, form, title, client),
      await send(b.url, { ...form, submissionKey: crypto.randomUUID() }, title, client),
    ];
    // The outage's posts were refused: the form's page as it was sent, to be sent again (with JS the action's data,
    // which the form shows in place); the first post after it is the submission, its double tap on the other
    // instance is answered as it was, another submission with the token refused.
    expect({ during, duringStored }).toEqual({ during: ["503", "503"], duringStored: 0 });
    expect(pages.map((answer) => keptForm(answer.text, title))).toEqual([[], []]);
    const data = JSON.parse(asData.text) as { submissionFailed?: { kind: string }; result?: { initialValue?: Record<string, string> } };
    expect({ status: asData.outcome, kind: data.submissionFailed?.kind, title: data.result?.initialValue?.title }).toEqual({
      status: "503",
      kind: "server",
      title,
    });
    expect(after).toEqual(["done", "done", "400"]);
    expect(stored(title)).toBe(1);
    // Both instances showed the outage, and then the recovery, on /readyz.
    expect(noticed).toEqual([true, true]);
  });

  it("a submission made before the outage stays the one submission through it and after Redis returns empty (item 3)", async () => {
    const title = "장애 전에 접수된 문의 확인";
    const form = await renderForm(a.url);
    const client = "198.51.100.2";
    expect(await send(a.url, form, title, client)).toBe("done");
    const recoveredBefore = logLines(procA, "shared_store_recovered").length;
    await stopRedis();
    const noticed = [await bothSee(false)];
    // The instance that took it knows it: a double tap is answered as the first, another key refused; the other cannot check.
    const during = [
      await send(a.url, form, title, client),
      await send(a.url, { ...form, submissionKey: crypto.randomUUID() }, title, client),
      await send(b.url, form, title, client),
    ];
    startRedis();
    noticed.push(await bothSee(true));
    // Redis came back empty; A wrote back what it held before it trusted Redis again.
    const recovered = logLines(procA, "shared_store_recovered").slice(recoveredBefore);
    const after = [await send(b.url, { ...form, submissionKey: crypto.randomUUID() }, title, client), await send(b.url, form, title, client)];
    expect(during).toEqual(["done", "400", "503"]);
    expect(recovered[0]?.reconciled).toBeGreaterThan(0);
    expect(after).toEqual(["400", "done"]);
    expect(stored(title)).toBe(1);
    // Both instances showed the outage, and then the recovery, on /readyz.
    expect(noticed).toEqual([true, true]);
  });

  it("a member's comment sent while no instance can check its key comes back as written, 503; sent again after, it is stored once (issue 69, item 5)", async () => {
    const account = (await fetch(`http://127.0.0.1:${UPSTREAM}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((r) => r.json())) as { cookie: { name: string; value: string } };
    const cookie = `${account.cookie.name}=${account.cookie.value}`;
    const db = new Database(DB, { readonly: true });
    const titleNo = db
      .prepare("SELECT title_no FROM station_posts WHERE user_id = 'streamer01' AND bbs_no = 1003 ORDER BY title_no LIMIT 1")
      .pluck()
      .get() as number;
    db.close();
    const post = `/station/streamer01/post/${titleNo}`;
    const html = await (await fetch(`${a.url}${post}`, { headers: { cookie } })).text();
    const key = /name="form" value="comment"\/>.*?name="submissionKey" value="([^"]+)"/s.exec(html)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const text = `저장소 장애 중에 쓴 댓글 ${Date.now()}`;
    const comments = () => {
      const read = new Database(DB, { readonly: true });
      try {
        return read.prepare("SELECT COUNT(*) FROM station_comments WHERE comment = ?").pluck().get(text) as number;
      } finally {
        read.close();
      }
    };
    const write = async (url: string) => {
      const response = await fetch(`${url}${post}?index`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ form: "comment", intent: "comment", comment: text, submissionKey: key! }),
      });
      return { status: response.status, html: decodeEntities(await response.text()) };
    };
    await stopRedis();
    const noticed = [await bothSee(false)];
    const during = await write(b.url);
    const storedDuring = comments();
    startRedis();
    noticed.push(await bothSee(true));
    const after = [(await write(b.url)).status, (await write(a.url)).status];
    // The page as it was: the words in their box, the Korean message and the button that sends them again.
    expect({ status: during.status, words: during.html.includes(`>${text}</textarea>`), said: during.html.includes(submissionTexts.failure.server) }).toEqual({
      status: 503,
      words: true,
      said: true,
    });
    expect(storedDuring).toBe(0);
    // Sent again once the store answers: stored, and its double tap on the other instance answered as it was.
    expect(after).toEqual([302, 302]);
    expect(comments()).toBe(1);
    expect(noticed).toEqual([true, true]);
  });

  it("the form limit holds across both instances while each counts on its own, and after Redis returns (item 3)", async () => {
    // One client (a proxy's X-Forwarded-For), its posts sent to either instance in turn, as a balancer does.
    const post = (url: string) =>
      fetch(`${url}/help/faq/1001`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.53" },
        body: new URLSearchParams({ satisfied: "Y" }),
      }).then((r) => r.status);
    await stopRedis();
    const noticed = [await bothSee(false)];
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FORM_LIMIT + 2; i += 1) statuses.push(await post(i % 2 === 0 ? a.url : b.url));
    startRedis();
    noticed.push(await bothSee(true));
    const afterRecovery = [await post(a.url), await post(b.url)];
    // The first FORM_LIMIT posts are judged (400: no anti-bot token), every later one refused.
    const allowed = statuses.findIndex((status) => status === 429);
    expect(allowed).toBe(FORM_LIMIT);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    // The outage's hits were added to Redis: the client is still over its limit.
    expect(afterRecovery).toEqual([429, 429]);
    // Both instances showed the outage, and then the recovery, on /readyz.
    expect(noticed).toEqual([true, true]);
  });

  it("a frozen Redis trips the breaker: pages stop waiting on it, /readyz shows it, both edges are logged every time (item 9)", async () => {
    const unavailable = () => logLines(procA, "shared_store_unavailable").length;
    const recovered = () => logLines(procA, "shared_store_recovered").length;
    /** How long instance A took for each /help/faq page so far (its access log). */
    const requestTimes = () =>
      procA
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/help/faq"'))
        .map((line) => Number((JSON.parse(line) as { ms: number }).ms));
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    const seen: Array<{ unavailable: boolean; store: StoreHealth; pages: number[]; medianMs: number; recovered: boolean }> = [];
    for (let round = 0; round < 2; round += 1) {
      const [unavailableBefore, recoveredBefore] = [unavailable(), recovered()];
      redis.kill("SIGSTOP");
      // The first call waits its time-out and trips the breaker; after that, nothing waits on the store.
      await fetch(`${a.url}/help/faq`).then((r) => r.text());
      const tripped = await until(() => unavailable() > unavailableBefore, 5000);
      const timesBefore = requestTimes().length;
      const pages: number[] = [];
      for (let i = 0; i < 10; i += 1) pages.push(await fetch(`${a.url}/help/faq`).then((r) => r.status));
      const medianMs = median(requestTimes().slice(timesBefore));
      const store = await storeOf(a.url);
      redis.kill("SIGCONT");
      seen.push({ unavailable: tripped, store, pages, medianMs, recovered: await until(() => recovered() > recoveredBefore, 10_000) });
    }
    for (const round of seen) {
      expect(round.unavailable).toBe(true);
      expect(round.store.available).toBe(false);
      expect(round.pages.every((status) => status === 200)).toBe(true);
      // A page that waits on the frozen store takes its 500 ms time-out at least (without the breaker, every one
      // did); the median is the pages' own time, whatever a loaded machine adds to one of them.
      expect(round.medianMs).toBeLessThan(500);
      expect(round.recovered).toBe(true);
    }
    expect(logLines(procA, "shared_store_unavailable").some((line) => line.reason === "timeout")).toBe(true);
    expect((await storeOf(a.url)).available).toBe(true);
  });
});
