// Cases 18 and 19 and 33: a hostile upstream of the test's own in front of some host roles
// (the reference upstream serves the rest). It answers 50 MB, never stops answering, or answers 4 MB nested two
// million levels deep, on a page's call; or it redirects every call to an internal address, which must never be
// fetched.
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import { expect, test } from "@playwright/test";
import { ownPort, percentile, startPortal, startServer, startUpstream, stopAll, summarise, tmpDb } from "./support";

test.afterAll(stopAll);

const MB = 1024 * 1024;
const STAR_RANK = "/live/api/star_rank.php";
/** RSS of a process in bytes, from /proc (0 once it has exited). */
const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** A JSON answer of about `bytes` (an array of small objects, the costliest shape to parse), with its length. */
function hugeAnswer(res: ServerResponse, bytes: number) {
  const item = Buffer.from('{"user_id":"x","broad_no":"1","count":"0"},');
  const count = Math.floor(bytes / item.length);
  const head = Buffer.from('{"result":1,"data":[');
  const tail = Buffer.from('{"user_id":"y"}]}');
  res.writeHead(200, { "content-type": "application/json", "content-length": head.length + count * item.length + tail.length });
  const chunk = Buffer.concat(Array.from({ length: 1024 }, () => item));
  let left = count;
  const pump = () => {
    if (left === 0 && !res.writableEnded) {
      res.end(tail);
      return;
    }
    while (left > 0) {
      const n = Math.min(1024, left);
      left -= n;
      if (!res.write(n === 1024 ? chunk : chunk.subarray(0, n * item.length))) return void res.once("drain", pump);
    }
    pump();
  };
  res.write(head);
  pump();
}

/** An answer that never ends (chunked), as fast as the client reads it. */
function endlessAnswer(res: ServerResponse) {
  res.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.from(`${'{"user_id":"x","broad_no":"1"},'.repeat(8192)}`);
  res.write('{"result":1,"data":[');
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once("drain", pump);
  };
  res.on("close", () => res.removeAllListeners("drain"));
  pump();
}

test("case 18: a 50 MB answer and an answer that never ends are cut at the cap: empty default, one log line, the breaker counts it", async () => {
  test.setTimeout(120_000);
  const upstream = await startUpstream(ownPort(121), tmpDb("cap"));
  let mode: "normal" | "huge" | "endless" = "normal";
  const hostile = await startServer(ownPort(125), (req, res) => {
    if (req.url?.startsWith(STAR_RANK) && mode !== "normal") return mode === "huge" ? hugeAnswer(res, 50 * MB) : endlessAnswer(res);
    // Every other call (and this one while it behaves) goes to the reference upstream, as it would.
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
      const headers = { cookie: req.headers.cookie ?? "", "content-type": req.headers["content-type"] ?? "" };
      void fetch(`${upstream.url}${req.url}`, { method: req.method, headers, body }).then(async (answer) => {
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  // As `npm start` runs it: a 192 MB heap.
  const portal = await startPortal(
    ownPort(120),
    { LOG_LEVEL: "info", LIVE_API_URL: `${hostile.url}/live`, UPSTREAM_BREAKER_FAILURES: "3", UPSTREAM_TIMEOUT_MS: "20000" },
    { upstreamUrl: upstream.url, nodeArgs: ["--max-old-space-size=192"] },
  );
  for (let i = 0; i < 2; i += 1) await fetch(`${portal.url}/star-rank`).then((r) => r.text());
  const baseline = rssOf(portal.child.pid!);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(portal.child.pid!))), 20);
  const visit = async () => {
    const started = Date.now();
    const response = await fetch(`${portal.url}/star-rank`).catch(() => null);
    const html = response ? await response.text().catch(() => "") : "";
    const requestId = response?.headers.get("x-request-id");
    const lines = portal.logs().filter((line) => line.msg === "upstream_failure" && line.requestId === requestId && line.path === "/api/star_rank.php");
    return { status: response?.status ?? 0, ms: Date.now() - started, page: html.includes("<h1"), kinds: lines.map((line) => String(line.kind)) };
  };
  mode = "huge";
  const huge = await visit();
  mode = "endless";
  const endless = await visit();
  const third = await visit();
  const afterOpen = await visit();
  clearInterval(sampler);
  const opened = portal.logs().filter((line) => line.msg === "upstream_circuit_open" && line.role === "live").length;
  const alive = portal.child.exitCode === null && portal.child.signalCode === null;
  const exit = alive ? null : (portal.child.exitCode ?? portal.child.signalCode);
  const fatal = /heap out of memory|FATAL ERROR/i.test(portal.output());
  await portal.stop();
  await hostile.close();
  await upstream.stop();
  const growth = (peak - baseline) / MB;
  const describe = (label: string, v: Awaited<ReturnType<typeof visit>>) =>
    `${label} ${v.status} in ${(v.ms / 1000).toFixed(1)} s [${v.kinds.join(",") || "no line"}]`;
  summarise(test.info(), {
    case: 18,
    attack: "/star-rank's upstream call answers 50 MB (Content-Length), then an endless chunked answer (portal on a 192 MB heap, breaker after 3 failures)",
    expected:
      "200 with the empty default at the cap, one 'too_large' line per call, the 4th call refused by the open circuit ('unavailable'), RSS growth < 64 MB, process alive",
    seen: alive
      ? `${describe("50 MB", huge)}, ${describe("endless", endless)}, ${describe("3rd", third)}, ${describe("4th", afterOpen)}; circuit opened ${opened}x; RSS +${growth.toFixed(0)} MB`
      : `portal died (exit ${exit}${fatal ? ", heap out of memory" : ""}); ${describe("50 MB", huge)}, ${describe("endless", endless)}; RSS +${growth.toFixed(0)} MB before`,
  });
  expect(alive).toBe(true);
  for (const v of [huge, endless, third]) {
    expect(v.status).toBe(200);
    expect(v.page).toBe(true);
    expect(v.kinds).toEqual(["too_large"]);
  }
  expect(endless.ms).toBeLessThan(10_000);
  expect(afterOpen.status).toBe(200);
  expect(afterOpen.kinds).toEqual(["unavailable"]);
  expect(opened).toBeGreaterThan(0);
  expect(growth).toBeLessThan(64);
});

test("case 19: an upstream that redirects to an internal address: no call follows it (form download, JSON calls, readiness)", async () => {
  test.setTimeout(60_000);
  const secret = `INTERNAL-SECRET-${Math.random().toString(36).slice(2)}`;
  const internal = await startServer(ownPort(135), (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ result: 1, errorCode: 0, data: { secret } }));
  });
  const hostile = await startServer(ownPort(136), (req, res) => {
    res.writeHead(req.method === "POST" ? 307 : 302, { location: `${internal.url}/admin/secret${req.url}` });
    res.end();
  });
  const upstream = await startUpstream(ownPort(131), tmpDb("ssrf"));
  const portal = await startPortal(
    ownPort(130),
    { LOG_LEVEL: "info", HELP_API_URL: `${hostile.url}/help`, ADS_API_URL: `${hostile.url}/ads` },
    { upstreamUrl: upstream.url },
  );
  const download = await fetch(`${portal.url}/help/form-download/docx`);
  const downloadBody = await download.text();
  const help = await fetch(`${portal.url}/help`);
  const helpBody = await help.text();
  const home = await fetch(`${portal.url}/`);
  const homeBody = await home.text();
  const ready = await fetch(`${portal.url}/readyz`);
  await ready.text();
  const leaked = [downloadBody, helpBody, homeBody].some((body) => body.includes(secret));
  const redirectLines = portal.logs().filter((line) => line.msg === "upstream_failure" && (line.role === "help" || line.role === "ads")).length;
  const hits = internal.hits.map((hit) => `${hit.method} ${hit.path}`);
  await portal.stop();
  await upstream.stop();
  await hostile.close();
  await internal.close();
  summarise(test.info(), {
    case: 19,
    attack: "help and ad hosts answer every call with 302/307 to an internal service (form download, help commands, ads, readiness probe)",
    expected: "the internal service gets no request, its content reaches nobody; download 503 (the outage page), pages 200 with empty defaults",
    seen: `internal service hit ${hits.length}x${hits.length ? ` (${[...new Set(hits)].slice(0, 4).join(", ")})` : ""}; download ${download.status}${leaked ? ", secret in a page" : ""}, /help ${help.status}, / ${home.status}, readyz ${ready.status}; ${redirectLines} upstream_failure lines`,
  });
  expect(hits).toEqual([]);
  expect(leaked).toBe(false);
  expect(download.status).toBe(503);
  expect(help.status).toBe(200);
  expect(home.status).toBe(200);
});

/** An answer of 4 MB (under the size cap): `data` nested two million arrays deep. */
const NESTED = Buffer.from(`{"result":1,"data":${"[".repeat(2_000_000)}${"]".repeat(2_000_000)}}`);

test("case 33: 4 MB of nested arrays under the size cap is cut off before any parse: the event loop never waits on it", async () => {
  test.setTimeout(90_000);
  const upstream = await startUpstream(ownPort(221), tmpDb("nested"));
  const hostile = await startServer(ownPort(225), (req, res) => {
    if (req.url?.startsWith(STAR_RANK)) {
      res.writeHead(200, { "content-type": "application/json", "content-length": NESTED.length });
      res.end(NESTED);
      return;
    }
    void fetch(`${upstream.url}${req.url}`, { headers: { cookie: req.headers.cookie ?? "" } }).then(async (answer) => {
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  // The breaker kept shut: every page below makes its call, and each is measured.
  const portal = await startPortal(
    ownPort(220),
    { LOG_LEVEL: "info", LIVE_API_URL: `${hostile.url}/live`, UPSTREAM_BREAKER_FAILURES: "1000", RATE_LIMIT_GENERAL_PER_MIN: "100000" },
    { upstreamUrl: upstream.url },
  );
  await fetch(`${portal.url}/star-rank`).then((r) => r.text());

  // Eight guests at once on /star-rank, each page's call answered with the nested 4 MB, while a probe asks
  // /healthz every 20 ms: its slowest answer is how long the event loop was held.
  let loading = true;
  const probeTimes: number[] = [];
  const probe = (async () => {
    while (loading) {
      const started = performance.now();
      await fetch(`${portal.url}/healthz`).then((r) => r.text());
      probeTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const pages = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const response = await fetch(`${portal.url}/star-rank`);
      return { status: response.status, requestId: response.headers.get("x-request-id"), html: await response.text() };
    }),
  );
  loading = false;
  await probe;
  const kinds = pages.map(
    (page) =>
      portal
        .logs()
        .filter((line) => line.msg === "upstream_failure" && line.requestId === page.requestId && line.path === "/api/star_rank.php")
        .map((line) => String(line.kind))[0] ?? "no line",
  );
  await portal.stop();
  await hostile.close();
  await upstream.stop();

  const slowest = Math.max(...probeTimes);
  summarise(test.info(), {
    case: 33,
    attack: "/star-rank's upstream call answers 4 MB of nested arrays (2,000,000 deep, under the 4 MB cap), 8 pages at once, /healthz probed every 20 ms",
    expected: "each page 200 with the empty default and one 'too_deep' line; /healthz never waits 250 ms",
    seen: `pages ${[...new Set(pages.map((page) => page.status))].join("/")}, kinds ${[...new Set(kinds)].join("/")}; /healthz ${probeTimes.length} probes, slowest ${slowest.toFixed(0)} ms, p50 ${percentile(probeTimes, 50).toFixed(0)} ms`,
  });
  expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
  expect(pages.every((page) => page.html.includes("<h1"))).toBe(true);
  expect(kinds).toEqual(pages.map(() => "too_deep"));
  expect(slowest).toBeLessThan(250);
});
