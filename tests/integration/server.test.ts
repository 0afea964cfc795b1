// The operator's server as a process: config errors, readiness, graceful shutdown under a slow request,
// and the headers every answer carries (security, request ids, caching), which need no browser.
// Runs against the built dist/server.js (npm run build first; `npm run test:integration` does it).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { SPRITE_FILE, spriteVersion } from "../../server/sprite-version.mjs";
import { testPort } from "./ports";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(url: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

const GUEST = { "user-agent": "integration-test", "accept-language": "ko-KR,ko;q=0.9" };

const tmpDb = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-")), "reference.db");

describe("server.ts as operators run it", () => {
  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ UPSTREAM_URL: "not-a-url" }, 'Invalid configuration: UPSTREAM_URL must be an absolute http(s) URL (got "not-a-url")'],
    // Issue 69, item 9: instances sharing a store with secrets of their own lost every form sent across them.
    [
      { REDIS_URL: "redis://127.0.0.1:6379/0", SESSION_SECRET: "" },
      "Invalid configuration: SESSION_SECRET is required when REDIS_URL is set (every instance that shares the store must sign with the same secret)",
    ],
    [
      { REDIS_URL: "redis://127.0.0.1:6379/first", SESSION_SECRET: "config-test-secret-0123456789" },
      'Invalid configuration: REDIS_URL must name its database as a number (redis://host:6379/0), or none (got "redis://127.0.0.1:6379/first")',
    ],
  ])("a bad value %j stops the process with one line naming it", async (env, line) => {
    const server = start(env);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(line);
  });

  it("a Redis database the server does not have stops the process at start with one line (issue 69, item 9)", async () => {
    const redisPort = testPort(64, 6300, 200);
    const redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    children.push(redis);
    const listening = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(redisPort, "127.0.0.1", () => resolve(Boolean(socket.destroy())));
        socket.on("error", () => resolve(false));
      });
    for (const end = Date.now() + 10_000; Date.now() < end && !(await listening());) await new Promise((resolve) => setTimeout(resolve, 50));
    const server = start({
      PORT: String(redisPort + 1),
      REFERENCE_UPSTREAM_DB: tmpDb(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}/99`,
      SESSION_SECRET: "config-test-secret-0123456789",
    });
    expect(await server.exited).toBe(1);
    const errorLines = server.output().stderr.trim().split("\n");
    expect(errorLines).toEqual(["Invalid configuration: REDIS_URL is refused by the Redis server (ERR DB index is out of range)"]);
  });

  it("is ready once the embedded upstream answers, drains a slow request on SIGTERM and exits 0", async () => {
    const port = testPort(0, 3400, 200);
    const server = start({ PORT: String(port), REFERENCE_UPSTREAM_DB: tmpDb(), REFERENCE_UPSTREAM_TEST_API: "1", SHUTDOWN_TIMEOUT_MS: "10000" });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    // Make the authentication call slow, then start a page request that needs it.
    const upstream = `http://127.0.0.1:${port + 1}`;
    await fetch(`${upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/station/authentication", kind: "latency", latencyMs: 1500 }),
    });
    const started = Date.now();
    const slow = fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: "UserTicket=whatever" } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const readyWhileDraining = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.status)
      .catch(() => "refused");

    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="ko"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // A new connection is refused or told the server is draining.
    expect([503, "refused"]).toContain(readyWhileDraining);

    const lines = server
      .output()
      .stdout.trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.find((line) => line.msg === "request" && line.path === "/");
    expect(access).toMatchObject({ level: "info", method: "GET", status: 200 });
    expect(access?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.msg === "shutdown_complete")).toBe(true);
  });

  it("stays ready while the upstream is unreachable, and shows and logs it", async () => {
    const port = testPort(2, 3600, 200);
    const server = start({ PORT: String(port), UPSTREAM_URL: "http://127.0.0.1:9" });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    // The probe's first round has ended: its log line is out (10 s at most on a busy machine).
    const logged = () => server.output().stderr.includes('"msg":"upstream_unreachable"');
    for (const deadline = Date.now() + 10_000; !logged() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged()).toBe(true);
    // Every instance shares the upstream: its outage is no reason to take this one out of the balancer.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", upstream: { reachable: false, unreachable: ["http://127.0.0.1:9"] } });
    // Pages still render, with empty defaults.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("WEB_CONCURRENCY=2: two workers share the port and a logged-in user's session; a dead worker is replaced", async () => {
    const port = testPort(4, 3800, 100);
    const server = start({ PORT: String(port), WEB_CONCURRENCY: "2", REFERENCE_UPSTREAM_DB: tmpDb(), REFERENCE_UPSTREAM_TEST_API: "1" });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const account = await fetch(`http://127.0.0.1:${port + 1}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((r) => r.json() as Promise<{ cookie: { name: string; value: string } }>);
    const cookie = `${account.cookie.name}=${account.cookie.value}`;
    const lines = () => {
      const { stdout, stderr } = server.output();
      return `${stdout}${stderr}`
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    };
    const workers = async () => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const pids = lines()
          .filter((line) => line.msg === "portal_listening")
          .map((line) => line.pid);
        if (pids.length >= 2) return pids;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("workers did not start");
    };
    const [first] = await workers();

    // Each request on a new connection: the kernel spreads them over both workers.
    const pages = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`http://127.0.0.1:${port}/`, { headers: { cookie, connection: "close" } }).then((r) => r.text())),
    );
    for (const html of pages) expect(html).toContain("로그아웃");
    const served = new Set(
      lines()
        .filter((line) => line.msg === "request" && line.path === "/")
        .map((line) => line.pid),
    );
    expect(served.size).toBe(2);

    process.kill(first as number, "SIGKILL");
    const deadline = Date.now() + 15_000;
    while (lines().filter((line) => line.msg === "portal_listening").length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines().some((line) => line.msg === "worker_exited" && line.level === "error")).toBe(true);
    expect(lines().filter((line) => line.msg === "portal_listening")).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie } })).status).toBe(200);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("serves a guest's public page from the micro-cache for its moment (per kind of guest, remembered choices included; never a member's), compressed once, under the CSP of the nonce it carries", async () => {
    const port = testPort(6, 3900, 100);
    const server = start({ PORT: String(port), REFERENCE_UPSTREAM_DB: tmpDb(), GUEST_HTML_CACHE_MS: "1500" });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const get = async (pathname: string, headers: Record<string, string> = {}) => {
      // One user agent and language for fetch and the raw requests below (the cache keeps a page per both).
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { ...GUEST, ...headers } });
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      return { cache: response.headers.get("x-guest-cache"), nonce, html, scriptNonces: [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]) };
    };
    // A page is kept from its second request: an address asked for once takes no room.
    const once = await get("/");
    const first = await get("/");
    const second = await get("/");
    expect([once.cache, first.cache, second.cache]).toEqual(["miss", "miss", "hit"]);
    expect(once.nonce).not.toBe(first.nonce);
    // A hit is the stored page as rendered, under the CSP of the nonce it carries: the nonce is
    // the entry's, so that its compressed bytes are made once rather than for every hit.
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).toBe(first.nonce);
    expect(second.scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(second.scriptNonces)).toEqual(new Set([second.nonce]));
    expect(second.html).toBe(first.html);
    // As browsers ask (Accept-Encoding: br): the brotli bytes with their length, the same bytes each time,
    // and gzip for a client without br.
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/`, { headers: { ...GUEST, "accept-encoding": encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const [br, brAgain, gzipped] = [await raw("gzip, deflate, br, zstd"), await raw("gzip, deflate, br, zstd"), await raw("gzip, deflate")];
    expect([br.headers["x-guest-cache"], br.headers["content-encoding"], brAgain.headers["content-encoding"]]).toEqual(["hit", "br", "br"]);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(first.html) / 5);
    expect(brAgain.body.equals(br.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).toString("utf8")).toBe(first.html);
    expect(br.headers["content-security-policy"]).toContain(`'nonce-${first.nonce}'`);
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect([gzipped.headers["x-guest-cache"], gzipped.headers["content-encoding"]]).toEqual(["hit", "gzip"]);
    expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toBe(first.html);
    // Another kind of guest is a render of its own: the app's webview, another language.
    const app = { "user-agent": "Mozilla/5.0 (Linux; Android 14) StreamOnApp/9.9.9" };
    expect((await get("/", app)).cache).toBe("miss");
    expect((await get("/", app)).cache).toBe("miss");
    expect((await get("/", app)).cache).toBe("hit");
    expect((await get("/", { "accept-language": "en-US,en;q=0.9" })).cache).toBe("miss");
    // A guest with remembered choices is a kind of its own: the popup closed for a day is not in its page,
    // and that page never reaches a guest without the cookie.
    const remembered = { cookie: "__popup_main_popup_winter=y" };
    expect((await get("/", remembered)).cache).toBe("miss");
    const rememberedPage = await get("/", remembered);
    expect(rememberedPage.cache).toBe("miss");
    expect(rememberedPage.html).not.toContain('data-popup="main_popup_winter"');
    expect(second.html).toContain('data-popup="main_popup_winter"');
    expect((await get("/", remembered)).cache).toBe("hit");
    // The upstream's login cookie makes a member's request: never kept nor served from the cache.
    expect((await get("/", { cookie: "UserTicket=abc" })).cache).toBeNull();
    expect((await get("/", { cookie: "__popup_main_popup_winter=y; UserTicket=abc" })).cache).toBeNull();
    // Pages that are not the same for every guest are rendered each time.
    expect((await get("/help/inquiry")).cache).toBe("miss");
    expect((await get("/help/inquiry")).cache).toBe("miss");
    // The app's webview gets a render of its own (deep links), within the same moment.
    expect((await get("/", { "user-agent": "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.16.0" })).cache).toBe("miss");
    const webview = await get("/", { "user-agent": "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.16.0" });
    expect(webview.cache).toBe("miss");
    expect(webview.html).toContain("streamon://");
    expect(second.html).not.toContain("streamon://");
    expect((await get("/", { "user-agent": "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.16.0" })).cache).toBe("hit");
    // After its moment the page is rendered again, with a nonce of its own.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const later = await get("/");
    expect(later.cache).toBe("miss");
    expect(later.nonce).not.toBe(first.nonce);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("headers of the running server", () => {
  async function serve(offset: number) {
    const port = testPort(offset, 4400, 200);
    const server = start({ PORT: String(port), REFERENCE_UPSTREAM_DB: tmpDb(), REFERENCE_UPSTREAM_TEST_API: "1" });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    return { base, upstream: `http://127.0.0.1:${port + 1}`, server };
  }

  it("keeps an idle connection open longer than a proxy in front keeps its own (60 s), and answers on it after Node's 5 s", async () => {
    const { base } = await serve(10);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${base}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, keepAlive: String(response.headers["keep-alive"]), reused: request.reusedSocket }),
          );
        });
        request.on("error", reject);
      });
    expect(await get()).toEqual({ status: 200, keepAlive: "timeout=65", reused: false });
    // With Node's default the server closed the connection here, as the client (a proxy) sent on it: a reset.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await get()).toEqual({ status: 200, keepAlive: "timeout=65", reused: true });
    agent.destroy();
  });

  it("operators' endpoints: health, readiness, request ids and security headers", async () => {
    const { base } = await serve(8);
    const health = await fetch(`${base}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);

    // Every render has a nonce of its own (two addresses: a micro-cache hit shares its entry's, see above).
    const first = await fetch(`${base}/?render=1`);
    const second = await fetch(`${base}/?render=2`);
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(csp).toMatch(/media-src 'self' blob:/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await first.text();
    await second.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // The nonce sits only in nonce attributes, never in the serialised loader data.
    expect(html.split(`nonce="${nonce}"`).join("")).not.toContain(nonce);
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // The build's assets carry what assets need and none of the page headers: a page fetches
    // dozens of them.
    const assets = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/build\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of assets.slice(0, 6)) {
      const answer = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "br" } });
      await answer.arrayBuffer();
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("x-content-type-options"), asset).toBe("nosniff");
      expect(answer.headers.get("cross-origin-resource-policy"), asset).toBe("same-site");
      // Hardening case 22: a Permissions-Policy on every kind of answer, static ones included.
      expect(answer.headers.get("permissions-policy"), asset).toContain("camera=()");
      for (const pageOnly of ["content-security-policy", "strict-transport-security", "referrer-policy", "origin-agent-cluster", "x-dns-prefetch-control"])
        expect(answer.headers.get(pageOnly), `${asset}: ${pageOnly}`).toBeNull();
    }
    // The icon sprite, outside the build: the page refers to it only by the current version's address, which
    // is kept for a year; the bare address, or an old version's, for the static files' hour.
    const version = spriteVersion(fs.readFileSync(SPRITE_FILE));
    expect(html).toContain(`/icons.svg?v=${version}#`);
    expect(html).not.toContain("/icons.svg#");
    for (const [address, cacheControl] of [
      [`/icons.svg?v=${version}`, "public, max-age=31536000, immutable"],
      ["/icons.svg", "public, max-age=3600"],
      ["/icons.svg?v=0123456789", "public, max-age=3600"],
    ]) {
      const answer = await fetch(`${base}${address}`);
      expect(await answer.text(), address).toContain("<symbol");
      expect(answer.headers.get("cache-control"), address).toBe(cacheControl);
    }
    // A /build address with no file behind it is the not-found page, with the page headers.
    const missing = await fetch(`${base}/build/no-such-chunk.js`);
    await missing.text();
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("object-src 'none'");

    // Pages answer GET, HEAD and POST: another method gets 405 and the methods it may use, and runs no action
    // (a form sent with PUT would otherwise change the theme as its POST does).
    const form = { origin: base, "content-type": "application/x-www-form-urlencoded" };
    const posted = await fetch(`${base}/resources/theme`, { method: "POST", headers: form, body: "theme=dark", redirect: "manual" });
    await posted.arrayBuffer();
    expect(posted.status).toBe(302);
    expect(posted.headers.get("set-cookie")).toContain("dark");
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = await fetch(`${base}/resources/theme`, {
        method,
        headers: form,
        body: method === "OPTIONS" ? undefined : "theme=dark",
        redirect: "manual",
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(answer.headers.get("set-cookie"), method).toBeNull();
      expect(await answer.text(), method).toContain("<html");
    }
    // A form's resource route asked for as a page (an address typed, a link followed) goes home: no error in
    // English, no JSON. The event log included, which only navigator.sendBeacon posts to.
    for (const name of ["log", "theme", "favorite", "card-action", "side-bar"]) {
      const answer = await fetch(`${base}/resources/${name}`, { redirect: "manual" });
      await answer.arrayBuffer();
      expect(answer.status, name).toBe(302);
      expect(answer.headers.get("location"), name).toBe("/");
    }
  });

  it("a guest's discovery page may be kept briefly by the browser; forms and signed-in pages never", async () => {
    const { base, upstream } = await serve(12);
    const guest = await fetch(`${base}/`);
    await guest.text();
    expect(guest.headers.get("cache-control")).toBe("private, max-age=30, stale-while-revalidate=60");
    expect(guest.headers.get("vary")).toContain("Cookie");
    const form = await fetch(`${base}/help/inquiry`);
    await form.text();
    expect(form.headers.get("cache-control")).toBe("private, no-cache");

    const account = (await fetch(`${upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((response) => response.json())) as { cookie: { name: string; value: string } };
    const signedIn = await fetch(`${base}/`, { headers: { cookie: `${account.cookie.name}=${account.cookie.value}` } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    expect(await signedIn.text()).toContain("로그아웃");
  });
  it("a page's headers ask for the style sheets its first paint waits for, rendered or kept (issue 71)", async () => {
    const { base } = await serve(16);
    const blockingSheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
    for (const address of ["/", "/", "/directory/category", "/no-such-page"]) {
      const page = await fetch(`${base}${address}`);
      const sheets = blockingSheets(await page.text());
      expect(sheets.length, address).toBeGreaterThan(0);
      // A slow phone found them only once it had parsed the head, a round trip after the headers came.
      expect(page.headers.get("link"), address).toBe(sheets.map((href) => `<${href}>; rel=preload; as=style`).join(", "));
    }
  });

  it("a member's home asks the upstream in at most two rounds before its first byte", async () => {
    const port = testPort(14, 3400, 200);
    // Every call goes out (no read kept, tests/integration/kept-answers.test.ts): this counts their rounds.
    start({ PORT: String(port), REFERENCE_UPSTREAM_DB: tmpDb(), REFERENCE_UPSTREAM_TEST_API: "1", UPSTREAM_ANSWER_CACHE_MS: "0" });
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const upstream = `http://127.0.0.1:${port + 1}`;
    const account = (await fetch(`${upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template: "viewer01" }),
    }).then((response) => response.json())) as { cookie: { name: string; value: string } };
    // Every upstream call takes 250 ms, so the calls of one round overlap and the next round starts after
    // an answer: a call's round is one more than the latest round answered before it started.
    for (const role of ["/live", "/station", "/my", "/ads", "/static", "/channel"])
      await fetch(`${upstream}/__test/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: role, kind: "latency", latencyMs: 250 }),
      });
    type Call = { path: string; at: number; answeredAt: number | null };
    /** Loads the member's home; each of its upstream calls with its round. */
    async function homeRounds() {
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: `${account.cookie.name}=${account.cookie.value}` } });
      expect(await page.text()).toContain("로그아웃");
      const requestId = page.headers.get("x-request-id")!;
      const calls = ((await (await fetch(`${upstream}/__test/requests?requestId=${requestId}`)).json()) as Call[]).sort((a, b) => a.at - b.at);
      const rounds: number[] = [];
      calls.forEach((call, index) => {
        const before = calls.slice(0, index).filter((other) => other.answeredAt !== null && other.answeredAt <= call.at);
        rounds.push(1 + Math.max(0, ...before.map((other) => rounds[calls.indexOf(other)])));
      });
      return { rounds, byRound: calls.map((call, index) => `${rounds[index]} ${call.path}`) };
    }
    const first = await homeRounds();
    const listed = first.byRound.join("\n");
    expect(first.rounds.length, listed).toBeGreaterThan(8);
    expect(Math.max(...first.rounds), listed).toBeLessThanOrEqual(2);
    // The side bar's live favourites go out beside the session check, and give the previews'
    // favourite states: no call per previewed streamer.
    expect(first.byRound, listed).toContain("1 /my/api/favorite/live");
    expect(
      first.byRound.filter((call) => call.includes("/station/favorite/")),
      listed,
    ).toEqual([]);
    // Once the banner list is in the shared cache, its alarm states go out at once too: one round.
    const again = await homeRounds();
    expect(again.byRound.filter((call) => call.includes("topBannerAlarm")).length, again.byRound.join("\n")).toBeGreaterThan(0);
    expect(Math.max(...again.rounds), again.byRound.join("\n")).toBe(1);
  });
});
