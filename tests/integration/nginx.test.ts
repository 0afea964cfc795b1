// Scale-out as documented: docs/deploy/nginx.conf in front of two portal instances that share one
// reference upstream and one Redis (REDIS_URL), on loopback. A logged-in user is served by either
// instance, the public-form limit and the honeypot tokens hold across both instances, and
// stopping one instance in the middle of a load loses no request. A client's X-Forwarded-Host never reaches
// the links guests get, a malformed one is no 500, and a post whose instance is killed under it gets the
// portal's own Korean page from nginx. Every location replaces the forwarding headers and the request id, a path
// the portal would read differently (a backslash) is refused, and idle, trickling or piled-up connections neither
// take the front down nor stay. Needs nginx and redis-server (the README's test command installs them).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { FAULT_SCOPE_COOKIE } from "../../reference-upstream/faults";
import { broadcast, liveChange, openStream } from "./live-events";
import { nginxConfig } from "./nginx-pair";
import { randomPortBase } from "./ports";

const BASE_PORT = randomPortBase(4600, 5, 100, 5);
const PORTS = { nginx: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, upstream: BASE_PORT + 3, redis: BASE_PORT + 4 };
const FORM_LIMIT = 6;
const SHARED_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  SESSION_SECRET: "nginx-test-session-secret-0123456789",
  UPSTREAM_URL: `http://127.0.0.1:${PORTS.upstream}`,
  PUBLIC_UPSTREAM_URL: `http://localhost:${PORTS.upstream}`,
  TRUST_PROXY: "loopback",
  RATE_LIMIT_GENERAL_PER_MIN: "1000000",
  RATE_LIMIT_FORM_PER_MIN: String(FORM_LIMIT),
  FORM_MIN_FILL_MS: "0",
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  // A long micro-cache: a page poisoned once would be served to every guest of its kind for a minute.
  GUEST_HTML_CACHE_MS: "60000",
};
const APP_USER_AGENT = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StreamOnApp/9.9.9";

type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const processes: Proc[] = [];
let tmp = "";

function run(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const proc = { child, output: () => output, exited: new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code))) };
  processes.push(proc);
  return proc;
}

async function waitFor(url: string) {
  // Two instances, an upstream seeding its database, Redis and nginx start at once on a busy CI machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

const accessLines = (proc: Proc, pathname: string) =>
  proc
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request" && line.path === pathname);

/** The access line an instance wrote for the request `requestId`, once its output has it (within 5 s). */
async function accessLineOf(requestId: string | null) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const line = [instanceA, instanceB]
      .flatMap((proc) => proc.output().split("\n"))
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((logged) => logged.msg === "request" && logged.requestId === requestId);
    if (line || Date.now() > deadline) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request written by hand (a request line no fetch would send, a backslash in its path): its status and head. */
const rawRequest = (head: string) =>
  new Promise<{ status: number; head: string }>((resolve) => {
    const socket = net.connect(PORTS.nginx, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), head: answer.split("\r\n\r\n")[0] }));
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });

type Held = { socket: net.Socket; closed: Promise<void> };
/** Opens `count` connections to the front, each writing `first` (nothing, or a request whose body never comes) and
 * then nothing more; each one's `closed` resolves when nginx lets it go. */
async function holdConnections(count: number, first = ""): Promise<Held[]> {
  const open = () =>
    new Promise<Held>((resolve) => {
      const socket = net.connect(PORTS.nginx, "127.0.0.1");
      const closed = new Promise<void>((done) => socket.on("close", () => done()));
      socket.on("error", () => {});
      socket.on("connect", () => {
        if (first) socket.write(first);
        resolve({ socket, closed });
      });
    });
  return Promise.all(Array.from({ length: count }, open));
}

/** Milliseconds until every held connection is closed, or Infinity when some is still open after `withinMs`. */
async function closedWithin(held: Held[], since: number, withinMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(Infinity), withinMs)));
  const closed = Promise.all(held.map((connection) => connection.closed)).then(() => Date.now() - since);
  const result = await Promise.race([closed, deadline]);
  clearTimeout(timer);
  for (const connection of held) connection.socket.destroy();
  return result;
}

let instanceA: Proc;
let instanceB: Proc;
let nginx: Proc | undefined;
const front = `http://localhost:${PORTS.nginx}`;

/** Resolves once something accepts connections on the port. */
async function listening(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  // Debian's redis-server, in memory only, for the state the instances share.
  run("redis-server", ["--port", String(PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {});
  await listening(PORTS.redis);
  run(process.execPath, ["--import", "tsx", "reference-upstream/cli.ts", "serve"], {
    REFERENCE_UPSTREAM_PORT: String(PORTS.upstream),
    REFERENCE_UPSTREAM_DB: path.join(tmp, "reference.db"),
    REFERENCE_UPSTREAM_TEST_API: "1",
    PORT: String(PORTS.nginx),
  });
  instanceA = run(process.execPath, ["dist/server.js"], { ...SHARED_ENV, PORT: String(PORTS.a) });
  instanceB = run(process.execPath, ["dist/server.js"], { ...SHARED_ENV, PORT: String(PORTS.b) });
  const configFile = nginxConfig(tmp, { nginx: PORTS.nginx, a: PORTS.a, b: PORTS.b });
  execFileSync("nginx", ["-t", "-q", "-c", configFile]);
  nginx = run("nginx", ["-c", configFile], {});
  await Promise.all([`${front}/healthz`, `http://127.0.0.1:${PORTS.a}/readyz`, `http://127.0.0.1:${PORTS.b}/readyz`].map(waitFor));
}, 120_000);

/** Sends SIGTERM (not SIGKILL: nginx's master stops its workers only when it is allowed to) and waits for the exit. */
async function stop(procs: Proc[]) {
  const running = procs.filter((proc) => proc.child.exitCode === null);
  for (const proc of running) proc.child.kill("SIGTERM");
  await Promise.all(running.map((proc) => proc.exited));
}

// nginx first: the connections it keeps open to the instances close with it, so the instances have none left to
// wait for. An instance may still take its own shutdown bound (SHUTDOWN_TIMEOUT_MS, 10 s) on a loaded machine:
// the hook allows more than that (vitest's default of 10 s was that bound exactly, and timed out once in CI).
afterAll(async () => {
  if (nginx) await stop([nginx]);
  await stop(processes);
}, 30_000);

describe("two instances behind nginx", () => {
  it("serve a logged-in user from either instance", async () => {
    const account = await fetch(`http://127.0.0.1:${PORTS.upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((r) => r.json() as Promise<{ cookie: { name: string; value: string } }>);
    const cookie = `${account.cookie.name}=${account.cookie.value}`;

    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${front}/`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("로그아웃");
    }
    expect(accessLines(instanceA, "/").length).toBeGreaterThan(0);
    expect(accessLines(instanceB, "/").length).toBeGreaterThan(0);
  });

  const faqFeedback = async (honeypot: Record<string, string>, target = front) => {
    const response = await fetch(`${target}/help/faq/1001`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: target, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...honeypot, satisfied: "Y" }),
    });
    return response.status;
  };
  /** The honeypot fields of a form rendered by `target`. */
  const renderedHoneypot = async (target: string) => {
    const html = await (await fetch(`${target}/help/faq/1001`)).text();
    const fields: Record<string, string> = {};
    for (const match of html.matchAll(/<input[^>]*name="((?:name|from)__confirm)"[^>]*>/g)) fields[match[1]] = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    return fields;
  };

  it("give every guest pages that link to the portal's own origin, whatever X-Forwarded-Host a client sends", async () => {
    const deepLinksHome = encodeURIComponent(`${front}/`);
    const pages: Array<{ status: number; evil: number; own: number; cache: string | null }> = [];
    const ask = async (headers: Record<string, string>) => {
      const response = await fetch(`${front}/live/all`, { headers: { "user-agent": APP_USER_AGENT, ...headers } });
      const html = await response.text();
      pages.push({
        status: response.status,
        evil: (html.match(/evil\.example/g) ?? []).length,
        own: html.split(deepLinksHome).length - 1,
        cache: response.headers.get("x-guest-cache"),
      });
    };
    // The report's four requests (two to each instance: kept from the second), then guests of the same kind.
    for (let i = 0; i < 4; i += 1) await ask({ "x-forwarded-host": "evil.example" });
    for (let i = 0; i < 4; i += 1) await ask({});
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
    expect(pages.map((page) => page.evil)).toEqual(pages.map(() => 0));
    expect(pages.every((page) => page.own > 10)).toBe(true);
    // The guests were served from the cache all the same (the four requests before were of their kind).
    expect(pages.slice(4).some((page) => page.cache === "hit")).toBe(true);
  });

  it("answer a malformed host line with a 4xx, never a 500", async () => {
    const raw = async (head: string) => (await rawRequest(head)).status;
    const host = `localhost:${PORTS.nginx}`;
    // nginx replaces the forwarded host with the one it was asked for: the page is the portal's own.
    expect(await raw(`GET /live/all HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: a b`)).toBe(200);
    expect(await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: evil.example/x?`)).toBe(200);
    // A host nginx takes but the portal does not answer for, and one nginx refuses itself.
    expect(await raw(`GET / HTTP/1.1\r\nHost: evil.example`)).toBe(400);
    expect(await raw(`GET / HTTP/1.1\r\nHost: a b`)).toBe(400);
  });

  it("take a form's honeypot once across instances: rendered by A, posted to A, replayed to B", async () => {
    const honeypot = await renderedHoneypot(`http://localhost:${PORTS.a}`);
    expect(await faqFeedback(honeypot, `http://localhost:${PORTS.a}`)).toBe(302);
    expect(await faqFeedback(honeypot, `http://localhost:${PORTS.b}`)).toBe(400);
  });

  it("hold the public-form limit across both instances (it counts once, not once per instance)", async () => {
    // The previous test's two posts came from the same client address in this minute.
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT + 2; i += 1) statuses.push(await faqFeedback({}));
    const posts = (proc: Proc) => accessLines(proc, "/help/faq/1001").filter((line) => line.method === "POST").length;
    expect(posts(instanceA)).toBeGreaterThan(1);
    expect(posts(instanceB)).toBeGreaterThan(1);
    const allowed = statuses.findIndex((status) => status === 429);
    expect(allowed).toBe(FORM_LIMIT - 2);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  });

  it("replace the client's X-Forwarded-For, X-Forwarded-Proto and X-Request-Id in every location, /build/ too", async () => {
    const forged = { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https", "x-request-id": "client-chosen-request-id" };
    const seen = [];
    for (const address of ["/build/no-such-chunk.js", "/no-such-page"]) {
      const response = await fetch(`${front}${address}`, { headers: forged });
      const html = await response.text();
      const requestId = response.headers.get("x-request-id");
      const logged = await accessLineOf(requestId);
      seen.push({ address, status: response.status, requestId, ip: logged?.ip, https: html.includes(`https://localhost:${PORTS.nginx}`) });
    }
    // The portal's not-found page, asked by the client's own address over http, with nginx's request id.
    for (const answer of seen) expect(answer).toMatchObject({ status: 404, requestId: expect.stringMatching(/^[0-9a-f]{32}$/), ip: "127.0.0.1", https: false });
  });

  it("refuse a path with a backslash, which nginx and the portal would read as different pages", async () => {
    // nginx's /build/ and the portal's /help/chatbot (its URL parser reads '\\' as '/'), raw and escaped: refused by
    // nginx itself, so no instance answers (no request id of theirs).
    const host = `Host: localhost:${PORTS.nginx}`;
    const answers = [
      await rawRequest(`GET /build/..\\help\\chatbot HTTP/1.1\r\n${host}`),
      await rawRequest(
        `POST /build/..\\help\\chatbot HTTP/1.1\r\n${host}\r\nOrigin: ${front}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4\r\n\r\nq=hi`,
      ),
      await rawRequest(`GET /build/..%5Chelp%5Cchatbot HTTP/1.1\r\n${host}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers.filter((answer) => /^x-request-id:/im.test(answer.head))).toEqual([]);
    // A backslash in the query is a value like any other.
    expect((await rawRequest(`GET /help?q=a\\b HTTP/1.1\r\n${host}`)).status).toBe(200);
  });

  it("let connections that send half a request go within the header time-out, serving others meanwhile", { timeout: 60_000 }, async () => {
    const since = Date.now();
    // 300 connections that sent the start of a request and nothing more (nginx kept them a minute), and one that
    // trickles its header a line a second.
    const started = `GET /help HTTP/1.1\r\nHost: localhost:${PORTS.nginx}\r\n`;
    const halfSent = await holdConnections(300, started);
    const [trickling] = await holdConnections(1, started);
    const trickle = setInterval(() => trickling.socket.write("X-Slow: 1\r\n"), 1000);
    const answered = await fetch(`${front}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      (error: Error) => error.name,
    );
    const allClosed = await closedWithin([...halfSent, trickling], since, 25_000);
    clearInterval(trickle);
    expect({ answered, allClosed: allClosed < 25_000 }).toEqual({ answered: 200, allClosed: true });
  });

  it(
    "stay up for everyone while one address holds 150 slow requests and trickling bodies: its extra ones get the portal's 429 page, its bodies are let go",
    { timeout: 90_000 },
    async () => {
      const upstream = `http://127.0.0.1:${PORTS.upstream}`;
      const scope = "edge-held";
      // The help host hangs, for this client's requests only (its fault scope cookie, passed on upstream by the portal).
      await fetch(`${upstream}/__test/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: "/help", kind: "hang", scope }),
      });
      type Answer = { status: number; type?: string; retryAfter?: string; page: string };
      const ask = (path: string, localAddress = "127.0.0.1", timeoutMs = 60_000, cookie?: string) =>
        new Promise<Answer>((resolve) => {
          const headers = cookie ? { cookie } : {};
          const request = http.get({ host: "127.0.0.1", port: PORTS.nginx, path, localAddress, headers, agent: false, timeout: timeoutMs }, (response) => {
            let page = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (page += chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                type: response.headers["content-type"],
                retryAfter: response.headers["retry-after"] as string,
                page,
              }),
            );
          });
          request.on("timeout", () => request.destroy());
          request.on("error", () => resolve({ status: 0, page: "" }));
        });
      const since = Date.now();
      // Five posts whose bodies never come, then 150 pages that wait on the help host: each a request in progress at the
      // front, and each page a second connection, to an instance (with nginx's 256 worker connections, nginx dropped
      // some of them to make room, and kept the bodies' connections a minute).
      const trickling = await holdConnections(
        5,
        `POST /help/faq/1001 HTTP/1.1\r\nHost: localhost:${PORTS.nginx}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n`,
      );
      const held = Array.from({ length: 150 }, (_, i) => ask(`/help?held=${i}`, "127.0.0.1", 60_000, `${FAULT_SCOPE_COOKIE}=${scope}`));
      // Once the front has them, the same address's next request is refused; another address is served.
      let same = await ask("/healthz", "127.0.0.1", 2000);
      for (const deadline = Date.now() + 5000; same.status !== 429 && Date.now() < deadline;) same = await ask("/healthz", "127.0.0.1", 2000);
      const other = await ask("/healthz", "127.0.0.2", 2000);
      const bodiesClosed = await closedWithin(trickling, since, 30_000);
      await fetch(`${upstream}/__test/faults`, { method: "DELETE" });
      const heldStatuses = (await Promise.all(held)).map((answer) => answer.status);
      const after = (await ask("/healthz", "127.0.0.1", 5000)).status;

      expect({ status: same.status, type: same.type, retryAfter: same.retryAfter }).toEqual({
        status: 429,
        type: "text/html; charset=utf-8",
        retryAfter: "10",
      });
      expect(same.page).toContain('<html lang="ko">');
      expect(same.page).toContain(serverErrors.tooManyRequests);
      expect(other.status).toBe(200);
      expect(bodiesClosed).toBeLessThan(30_000);
      // The pages the front let through were answered once the help host did (its sections empty), the rest refused.
      expect(heldStatuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect(heldStatuses.filter((status) => status === 429).length).toBeGreaterThan(50);
      expect(after).toBe(200);
    },
  );

  it("lose no request when one instance is stopped in the middle of a load", async () => {
    const statuses: (number | string)[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        statuses.push(
          await fetch(`${front}/help`).then(
            (r) => r.status,
            (error: Error) => error.message,
          ),
        );
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    instanceA.child.kill("SIGTERM");
    const exitCode = await instanceA.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(clients);

    expect(exitCode).toBe(0);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // After the stop, instance B carried the load alone.
    expect((await fetch(`${front}/help`)).status).toBe(200);
  });

  // Last: it kills the instances.
  it("pass a live event stream on as it is written, with a read time-out above the heartbeat", async () => {
    const site = fs.readFileSync("docs/deploy/nginx.conf", "utf8");
    const location = /location = \/resources\/live-events \{([^}]*)\}/.exec(site)?.[1] ?? "";
    expect(location).toContain("proxy_buffering off;");
    // LIVE_EVENTS_HEARTBEAT_MS is 20 s by default.
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(location)?.[1])).toBeGreaterThan(20);

    const db = new Database(path.join(tmp, "reference.db"), { readonly: true });
    const starting = db
      .prepare("SELECT user_id FROM stations WHERE user_id NOT IN (SELECT user_id FROM lives) ORDER BY user_id DESC LIMIT 1")
      .pluck()
      .get() as string;
    db.close();
    const stream = await openStream(front, [starting]);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor("the present", (message) => message.event === "state");
      await broadcast(`http://127.0.0.1:${PORTS.upstream}`, starting, "start");
      // Buffered by nginx, the message would wait for more to fill its buffer.
      await stream.waitFor("started, through nginx", liveChange("started", starting));
    } finally {
      stream.close();
    }
  });

  it("answer a post whose instance is killed under it with the portal's own Korean page", async () => {
    const upstream = `http://127.0.0.1:${PORTS.upstream}`;
    const account = await fetch(`${upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((r) => r.json() as Promise<{ cookie: { name: string; value: string } }>);
    // The favourite's upstream call takes 10 s: the post is in flight at its instance until that is killed.
    await fetch(`${upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/station/favorite", method: "POST", kind: "latency", latencyMs: 10_000 }),
    });
    const answer = fetch(`${front}/resources/favorite`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `${account.cookie.name}=${account.cookie.value}`, origin: front, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", streamerId: "ahgyueun305", returnTo: "/" }),
    });
    const inFlight = async () =>
      ((await fetch(`${upstream}/__test/requests`).then((r) => r.json())) as Array<{ method: string; path: string }>).some(
        (call) => call.method === "POST" && call.path === "/station/favorite",
      );
    while (!(await inFlight())) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const instance of [instanceA, instanceB]) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
    const response = await answer;
    const html = await response.text();
    await fetch(`${upstream}/__test/faults`, { method: "DELETE" });

    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(serverErrors.proxyUnavailable.title);
    expect(html).toContain(serverErrors.proxyUnavailable.text);
    expect(html).not.toContain("Bad Gateway");
  });
});
