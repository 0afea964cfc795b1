// Readiness says whether this instance can serve, not how the upstream every instance shares is doing: two instances
// on an upstream that answers in 2.5 s both stay ready (a balancer that follows readiness keeps them), and the
// upstream's state is a metric; an instance whose Redis has never answered is not ready until it does. Runs the built
// dist/server.js (npm run build first), the reference upstream on its own and Debian's redis-server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, listening, run, until, type Proc } from "./nginx-pair";
import { testPorts } from "./ports";

const [UPSTREAM, PORTAL_A, METRICS_A, PORTAL_B, METRICS_B, PORTAL_C, REDIS] = testPorts(52, 7, 7000, 700);
const upstream = `http://127.0.0.1:${UPSTREAM}`;

const processes: Proc[] = [];
const start = (command: string, args: string[], env: Record<string, string>) => {
  const proc = run(command, args, env);
  processes.push(proc);
  return proc;
};
const startPortal = (port: number, env: Record<string, string>) =>
  start(process.execPath, ["dist/server.js"], {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    PORT: String(port),
    SESSION_SECRET: "readiness-test-session-secret-0123456789",
    UPSTREAM_URL: upstream,
    PUBLIC_UPSTREAM_URL: `http://localhost:${UPSTREAM}`,
    ...env,
  });

// An upstream that answers everything in 2.5 s, past the 2 s the probe once allowed.
beforeAll(async () => {
  start(process.execPath, ["--import", "tsx", "reference-upstream/cli.ts", "serve"], {
    REFERENCE_UPSTREAM_PORT: String(UPSTREAM),
    REFERENCE_UPSTREAM_DB: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "readiness-")), "reference.db"),
    REFERENCE_UPSTREAM_LATENCY_MS: "2500",
  });
  await listening(UPSTREAM);
}, 60_000);

afterAll(async () => {
  const running = processes.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
  for (const proc of running) proc.child.kill("SIGTERM");
  await Promise.all(running.map((proc) => proc.exited));
}, 30_000);

const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));

/** A gauge's value for the upstream's origin, or null while it has none. */
const gauge = async (metricsPort: number, name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const line = text.split("\n").find((sample) => sample.startsWith(`${name}{origin="${upstream}"} `));
  return line ? Number(line.split(" ")[1]) : null;
};

describe("readiness", () => {
  it("stays 200 on every instance while the upstream answers slowly (2.5 s); the metric shows the upstream", { timeout: 90_000 }, async () => {
    const instances = [
      { port: PORTAL_A, metrics: METRICS_A },
      { port: PORTAL_B, metrics: METRICS_B },
    ];
    for (const instance of instances) startPortal(instance.port, { METRICS_PORT: String(instance.metrics) });
    await Promise.all(instances.map((instance) => answers(`http://127.0.0.1:${instance.port}/healthz`)));
    // The first probe of each instance has had its answer (2.5 s after it asked).
    for (const instance of instances) await until("the upstream probed", async () => (await gauge(instance.metrics, "portal_upstream_reachable")) !== null);

    for (const instance of instances) {
      expect(await readiness(instance.port)).toEqual({
        status: 200,
        body: { status: "ready", sharedStore: { kind: "memory", available: true, answered: true, instances: 1 }, upstream: { reachable: true } },
      });
      expect(await gauge(instance.metrics, "portal_upstream_reachable")).toBe(1);
      expect(await gauge(instance.metrics, "portal_upstream_probe_seconds")).toBeGreaterThanOrEqual(2.5);
    }
  });

  it("answers 503 while a configured Redis has never answered, and 200 once it has", { timeout: 60_000 }, async () => {
    startPortal(PORTAL_C, { REDIS_URL: `redis://127.0.0.1:${REDIS}` });
    await answers(`http://127.0.0.1:${PORTAL_C}/healthz`);
    // Every form post would be refused: nothing of the other instances' claims to go by.
    expect(await readiness(PORTAL_C)).toEqual({
      status: 503,
      body: {
        status: "shared_store_not_ready",
        sharedStore: { kind: "redis", available: false, answered: false, instances: 1 },
        upstream: { reachable: true },
      },
    });

    start("redis-server", ["--port", String(REDIS), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {});
    await until("ready once Redis answers", async () => (await readiness(PORTAL_C)).status === 200);
    expect((await readiness(PORTAL_C)).body).toMatchObject({ status: "ready", sharedStore: { kind: "redis", available: true } });
  });
});
