// `npm run cold-start`: how long a fresh process takes to answer GET /healthz with 200, as the median of
// COLD_START_RUNS starts (default 3), and its RSS at that moment, for
//  1. the baseline: a bare Node http server that imports the build (scripts/cold-start-baseline.mjs);
//  2. the portal with its upstream configured (UPSTREAM_URL, as operators run it; the reference upstream
//     serves it from this script's process);
//  3. the portal as `npm start` runs it, the embedded reference upstream included (its database already
//     seeded, as on every start but the first).
// For the portal also when /readyz first answers 200 (the HTML sanitiser loaded, the upstream reachable)
// and the RSS then. Target (README "Budgets"): /healthz ≤ 1.5 × the baseline, on an otherwise idle machine.
// Options: COLD_START_RUNS, COLD_START_PORT (default 3960; the script also uses the next two ports).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startReferenceUpstream } from "../reference-upstream/index";
import { median } from "./median";

const RUNS = Number(process.env.COLD_START_RUNS ?? 3);
const PORT = Number(process.env.COLD_START_PORT ?? 3960);
const UPSTREAM_PORT = PORT + 2;

type Start = { healthzMs: number; healthzRssMb: number; readyzMs?: number; readyzRssMb?: number };

/** The node flags of `npm start` (the heap limit), so that the portal starts as it really does. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  return start.match(/--[\w-]+=\S+/g) ?? [];
}

/** One GET on a fresh connection: its status, or 0 when nothing answers yet. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve(0));
    request.on("timeout", () => request.destroy());
  });
}

async function firstOk(url: string, started: number, deadline: number): Promise<number> {
  while (performance.now() < deadline) {
    if ((await status(url)) === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 in time (run \`npm run build\` first)`);
}

function rssMb(pid: number): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) / 1024;
}

async function measure(args: string[], env: Record<string, string>, withReadiness: boolean): Promise<Start> {
  const base = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(PORT) }, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    const deadline = started + 60_000;
    const healthzMs = await firstOk(`${base}/healthz`, started, deadline);
    const healthzRssMb = rssMb(child.pid!);
    if (!withReadiness) return { healthzMs, healthzRssMb };
    const readyzMs = await firstOk(`${base}/readyz`, started, deadline);
    return { healthzMs, healthzRssMb, readyzMs, readyzRssMb: rssMb(child.pid!) };
  } finally {
    child.kill("SIGKILL");
    await exited;
  }
}

type Row = { name: string; args: string[]; env: Record<string, string>; withReadiness: boolean; starts: Start[] };

function print(row: Row, baselineMs: number) {
  const healthz = median(row.starts.map((start) => start.healthzMs));
  const cells = [
    row.name,
    healthz.toFixed(0),
    median(row.starts.map((start) => start.healthzRssMb)).toFixed(0),
    row.withReadiness ? median(row.starts.map((start) => start.readyzMs!)).toFixed(0) : "",
    row.withReadiness ? median(row.starts.map((start) => start.readyzRssMb!)).toFixed(0) : "",
    (healthz / baselineMs).toFixed(2),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cold-start-"));
  // One seeded database for the configured upstream (served from here) and one for the embedded upstream
  // (seeded by its first start, which is not measured).
  const upstream = await startReferenceUpstream({ port: UPSTREAM_PORT, dbPath: path.join(dir, "configured.db"), portalPort: PORT });
  const portal = [...startFlags(), "dist/server.js"];
  const common = { NODE_ENV: "production", LOG_LEVEL: "error", SESSION_SECRET: "cold-start-session-secret" };
  const embedded = { ...common, REFERENCE_UPSTREAM_DB: path.join(dir, "embedded.db") };
  try {
    await measure(portal, embedded, true);
    console.log(`# Cold start, ${new Date().toISOString()}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}, median of ${RUNS}\n`);
    const rows: Row[] = [
      {
        name: "bare Node http server importing the build (baseline)",
        args: ["scripts/cold-start-baseline.mjs"],
        env: common,
        withReadiness: false,
        starts: [],
      },
      { name: "portal, upstream configured (`UPSTREAM_URL`)", args: portal, env: { ...common, UPSTREAM_URL: upstream.url }, withReadiness: true, starts: [] },
      { name: "portal as `npm start` (embedded upstream, seeded database)", args: portal, env: embedded, withReadiness: true, starts: [] },
    ];
    // Round by round, so that a change in the machine's load falls on every row alike.
    for (let run = 0; run < RUNS; run += 1) for (const row of rows) row.starts.push(await measure(row.args, row.env, row.withReadiness));
    const baseline = median(rows[0].starts.map((start) => start.healthzMs));
    console.log("| process | /healthz ms | RSS MB | /readyz ms | RSS MB | /healthz × baseline |\n|---|---:|---:|---:|---:|---:|");
    for (const row of rows) print(row, baseline);
    console.log(`\nLoad average at the end ${os.loadavg()[0].toFixed(2)}. Target: /healthz ≤ 1.5 × the baseline.`);
    console.log("/readyz: the upstream answers and the HTML sanitiser is loaded.");
  } finally {
    await upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
