// `npm run bench`: the portal's speed figures in one run on this machine (a script, not a test).
// Starts the built server with its embedded reference upstream on a fresh database and prints:
//  1. first-load JS (gzip -9) of each measured page: the entry script and every module the server HTML
//     preloads, i.e. what a browser fetches before the page is interactive;
//  2. throughput (autocannon: req/s, p50, p99) of each page beside the empty route /bench/empty, and of a
//     guest micro-cache hit of home asked as browsers ask (Accept-Encoding: br);
//  3. home TTFB, for a guest and for a member, with 100 ms of latency injected on every upstream call
//     (parallel calls keep it near 100 ms a round; serial ones would add up);
//  4. the server's RSS after all of it.
// Targets (README "Budgets"): JS ≤ 100 KiB; home ≥ 0.5 × empty req/s; TTFB p50 ≤ 140 ms (guest), ≤ 250 ms (member); RSS ≤ 300 MB.
// Options: BENCH_SECONDS (per page, default 5), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3900).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { FIRST_LOAD_JS_BUDGET_KIB } from "./js-budget-limit";
import { MEASURED_PAGES, startMeasuredServer, type MeasuredPage } from "./measured-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EMPTY: MeasuredPage = { name: "empty route", path: "/bench/empty" };

async function main() {
  const server = await startMeasuredServer(Number(process.env.BENCH_PORT ?? 3900));
  const { base, headersFor } = server;
  try {
    console.log(`# Benchmark, ${new Date().toISOString()}, ${os.cpus().length} cores, ${SECONDS} s × ${CONNECTIONS} connections per page\n`);
    console.log("## First-load JS (gzip -9)\n");
    console.log(`| page | KiB | files | budget ${FIRST_LOAD_JS_BUDGET_KIB} KiB |\n|---|---:|---:|---|`);
    for (const page of MEASURED_PAGES) {
      const { kib, files } = await firstLoadJs(base, page.path, headersFor(page));
      console.log(`| ${page.name} \`${page.path}\` | ${kib.toFixed(1)} | ${files} | ${kib <= FIRST_LOAD_JS_BUDGET_KIB ? "ok" : "OVER"} |`);
    }

    console.log("\n## Throughput (autocannon)\n");
    console.log("| page | req/s | p50 ms | p99 ms | non-2xx | × empty |\n|---|---:|---:|---:|---:|---:|");
    let total = 0;
    const empty = await load(`${base}${EMPTY.path}`, {});
    total += empty.requests;
    console.log(`| ${EMPTY.name} \`${EMPTY.path}\` | ${empty.rps.toFixed(0)} | ${empty.p50} | ${empty.p99} | ${empty.non2xx} | 1.00 |`);
    // As browsers ask: a micro-cache hit sent as the brotli bytes the entry keeps (issue 23), beside the
    // empty route (asked without the header, as every other row).
    const brHit = await load(`${base}/`, { "accept-encoding": "gzip, deflate, br, zstd" });
    total += brHit.requests;
    console.log(
      `| home, guests, micro-cache hit with \`Accept-Encoding: br\` \`/\` | ${brHit.rps.toFixed(0)} | ${brHit.p50} | ${brHit.p99} | ${brHit.non2xx} | ${(brHit.rps / empty.rps).toFixed(2)} |`,
    );
    for (const page of MEASURED_PAGES) {
      const result = await load(`${base}${page.path}`, headersFor(page));
      total += result.requests;
      console.log(
        `| ${page.name} \`${page.path}\` | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${(result.rps / empty.rps).toFixed(2)} |`,
      );
    }
    // A new query string for every request bypasses the guest-HTML micro-cache: the home page rendered each time.
    const rendered = await load(`${base}/?render=[<id>]`, {});
    total += rendered.requests;
    console.log(
      `| home rendered every time \`/?render={random}\` | ${rendered.rps.toFixed(0)} | ${rendered.p50} | ${rendered.p99} | ${rendered.non2xx} | ${(rendered.rps / empty.rps).toFixed(2)} |`,
    );

    console.log("\n## Home TTFB with 100 ms upstream latency\n");
    await fetch(`${server.upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/", kind: "latency", latencyMs: 100 }),
    });
    const ttfb = await timeToFirstByte(`${base}/`, 40, {});
    // A member's home: the session check and the calls that need only the cookie in one round, the
    // favourite and alarm states in a second (issue 23).
    const memberTtfb = await timeToFirstByte(`${base}/`, 40, { cookie: server.cookie });
    await fetch(`${server.upstream}/__test/faults`, { method: "DELETE" });
    console.log(`guest: p50 ${ttfb.p50.toFixed(0)} ms, p90 ${ttfb.p90.toFixed(0)} ms over ${ttfb.count} sequential requests (target p50 ≤ 140 ms)`);
    console.log(
      `member (viewer01): p50 ${memberTtfb.p50.toFixed(0)} ms, p90 ${memberTtfb.p90.toFixed(0)} ms over ${memberTtfb.count} sequential requests (target p50 ≤ 250 ms)`,
    );

    console.log("\n## Memory\n");
    console.log(`RSS ${rssMb(server.pid).toFixed(0)} MB after ${total} requests (portal and embedded upstream in one process; target ≤ 300 MB)`);
  } finally {
    server.stop();
  }
}

/** Sums the gzip size of the entry module and every modulepreload of the page's server HTML. */
async function firstLoadJs(base: string, pagePath: string, headers: Record<string, string>) {
  const html = await fetch(`${base}${pagePath}`, { headers }).then((r) => r.text());
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import \* as route\d+ from "([^"]+)"|import "([^"]+)"/g)) urls.add(match[1] ?? match[2]);
  let bytes = 0;
  for (const url of urls) {
    const file = path.join("public", new URL(url, base).pathname);
    if (fs.existsSync(file)) bytes += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { kib: bytes / 1024, files: urls.size };
}

async function load(url: string, headers: Record<string, string>) {
  // idReplacement (not in autocannon's types) puts a random id where the URL says [<id>].
  const options = { url, connections: CONNECTIONS, duration: SECONDS, headers, idReplacement: url.includes("[<id>]") };
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function timeToFirstByte(url: string, count: number, headers: Record<string, string>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    // A query string of its own, so that every sample is a render (the guest-HTML micro-cache would answer at once).
    const response = await fetch(`${url}?render=${i}`, { headers });
    const reader = response.body!.getReader();
    await reader.read();
    samples.push(performance.now() - started);
    await reader.cancel();
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p90: at(0.9), count };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

await main();
