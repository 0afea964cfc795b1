// End-to-end tests on Debian Chromium (never a downloaded browser), against the server started the way
// the README starts it (`npm start`) on the embedded reference upstream. Two projects, JavaScript on and
// off, each with its own server and database so that they never see each other's changes.
import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium";

// E2E_PORT_BASE lets several checkouts run their suites at once (JS on: base, JS off: base + 100).
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3200);
// One id per run, set when the runner loads this file and inherited by its workers (e2e/fixtures.ts).
process.env.E2E_RUN_ID ??= `${PORT_BASE}-${Date.now()}`;
export const E2E_PORTS = { js: PORT_BASE, nojs: PORT_BASE + 100 } as const;
// Every portal of the run (the web servers and the hardening suite's own) inherits this: three browsers beside two
// servers on two cores keep a loop late and busy, and admission control would shed the tests' own pages (it has
// its own test: tests/integration/admission.test.ts).
process.env.ADMISSION_CONTROL ??= "0";
// The reference upstream's lives stand still (no drift, no broadcast starting or ending by itself): the tests read
// counts and LIVE badges, and start or end a broadcast through its test API (reference-upstream/modules/liveliness.ts).
process.env.REFERENCE_UPSTREAM_FROZEN ??= "1";
// The hardening suite's files (a regular expression: a glob would also match a checkout named 'hardening').
const HARDENING = /e2e[\\/]hardening[\\/].*\.spec\.ts$/;

// The runner (not its workers) builds once when the sources are newer than the build, before it starts its servers:
// each server's `npm start` would otherwise build too, side by side, inside the servers' start-up time-out.
if (!process.env.TEST_WORKER_INDEX) execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

/** The projects the command line names (`--project js`, `--project=nojs`), or null for every project. */
function projectsAsked(argv = process.argv): Set<string> | null {
  const asked = argv.flatMap((arg, i) => (arg.startsWith("--project=") ? [arg.slice("--project=".length)] : arg === "--project" ? [argv[i + 1]] : []));
  return asked.length > 0 ? new Set(asked) : null;
}
const asked = projectsAsked();
// Only the servers the projects asked for: the hardening suite uses the JS-on server.
const serves = { js: !asked || asked.has("js") || asked.has("hardening"), nojs: !asked || asked.has("nojs") };

// A fresh run (CI) starts its own servers: it refuses, naming the process, when a killed run's servers (each with
// its embedded upstream on the port + 1) still hold the ports, rather than fail on Playwright's "already used".
if (!process.env.TEST_WORKER_INDEX && process.env.CI) {
  const ports = [...(serves.js ? [E2E_PORTS.js] : []), ...(serves.nojs ? [E2E_PORTS.nojs] : [])].flatMap((port) => [port, port + 1]);
  try {
    execFileSync(process.execPath, ["scripts/ports-free.mjs", ...ports.map(String)], { stdio: "inherit" });
  } catch {
    process.exit(1);
  }
}

function webServer(port: number) {
  return {
    command: "npm start",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      REFERENCE_UPSTREAM_DB: `data/e2e-${port}.db`,
      REFERENCE_UPSTREAM_RESET: "1",
      REFERENCE_UPSTREAM_TEST_API: "1",
      RATE_LIMIT_GENERAL_PER_MIN: "100000",
      RATE_LIMIT_MUTATION_PER_MIN: "100000",
      RATE_LIMIT_FORM_PER_MIN: "100000",
      RATE_LIMIT_FORM_ADDRESS_PER_MIN: "100000",
      RATE_LIMIT_FORM_TURN_PER_MIN: "100000",
      // Tests fill forms faster than people; the hardening suite checks the minimum on a server of its own.
      FORM_MIN_FILL_MS: "0",
      // Tests switch upstream faults and change the upstream's data between page loads; the guest-HTML
      // micro-cache and the kept reads would answer from before the change (each has its own test:
      // tests/integration/server.test.ts).
      GUEST_HTML_CACHE_MS: "0",
      UPSTREAM_ANSWER_CACHE_MS: "0",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Three workers keep two cores busy (two and four took the same time; four made answers slower).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // No retries: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  reporter: [
    ...(process.env.CI ? [["list"] as const, ["html", { open: "never" }] as const] : [["list"] as const]),
    // One line per case of the hardening suite (issue 12) at the end of the run.
    ["./e2e/hardening/summary-reporter.ts"],
  ],
  // The same run took 17 minutes on one day's CI machine and 45 on another's: limits for the slow one. They
  // cost a passing test nothing; a test that hangs fails later.
  timeout: 120_000,
  // A busy CI machine (three workers, two servers, Chromium) can take several seconds for one answer.
  expect: { timeout: 15_000, toPass: { timeout: 15_000 } },
  use: {
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // A page a test fulfils itself (layout-shifts.ts, long-pages.spec) has no address of its own to Chromium, which
    // then holds it a public site's and refuses its pictures from the upstream on localhost (Local Network Access:
    // "Permission was denied … the loopback address space"): such pages were measured without their pictures. A
    // reader's pages and pictures both come from the public network.
    permissions: ["local-network-access"],
    // A trace records every action's DOM and a screencast even when it is thrown away: it made the suite
    // 45 % slower on two cores. A failure still leaves its page snapshot (error-context.md); E2E_TRACE=1
    // records traces to look into one.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // First, so that its long cases (an upstream down for 60 s, a 35 s time-out) overlap the others.
    // Attacks and faults (issue 12) against the JS-on server, plus portals and upstreams of their own
    // (spawned on E2E_PORT_BASE + 300 and up) for the cases that kill processes or need other settings.
    { name: "hardening", testMatch: HARDENING, use: { baseURL: `http://localhost:${E2E_PORTS.js}`, javaScriptEnabled: true } },
    { name: "js", testIgnore: HARDENING, use: { baseURL: `http://localhost:${E2E_PORTS.js}`, javaScriptEnabled: true } },
    { name: "nojs", testIgnore: HARDENING, use: { baseURL: `http://localhost:${E2E_PORTS.nojs}`, javaScriptEnabled: false } },
  ],
  webServer: [...(serves.js ? [webServer(E2E_PORTS.js)] : []), ...(serves.nojs ? [webServer(E2E_PORTS.nojs)] : [])],
});
