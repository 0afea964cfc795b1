// The server that `npm run bench` and `npm run lighthouse` measure: the built dist/server.js, started with
// the node flags of `npm start`, on its embedded reference upstream with a fresh database, rate limits
// lifted, and the pages both scripts measure.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type MeasuredPage = { name: string; path: string; loggedIn?: boolean };

export const MEASURED_PAGES: MeasuredPage[] = [
  { name: "home", path: "/" },
  { name: "live list", path: "/live/all" },
  { name: "category directory", path: "/directory/category" },
  { name: "search", path: `/search?szKeyword=${encodeURIComponent("게임")}` },
  { name: "my favourites", path: "/my/favorite", loggedIn: true },
  { name: "help home", path: "/help" },
  { name: "help inquiry", path: "/help/inquiry" },
];

/** The node flags of `npm start` (the heap limit), so that the figures are those of the real server. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  return start.match(/--[\w-]+=\S+/g) ?? [];
}

export type MeasuredServer = {
  base: string;
  upstream: string;
  pid: number;
  /** Cookie header of a fresh copy of the demo viewer, logged in. */
  cookie: string;
  headersFor(page: MeasuredPage): Record<string, string>;
  stop(): void;
};

export async function startMeasuredServer(port: number): Promise<MeasuredServer> {
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "measure-")), "reference.db");
  const child = spawn(process.execPath, [...startFlags(), "dist/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      REFERENCE_UPSTREAM_DB: db,
      REFERENCE_UPSTREAM_TEST_API: "1",
      LOG_LEVEL: "error",
      RATE_LIMIT_GENERAL_PER_MIN: "100000000",
      RATE_LIMIT_MUTATION_PER_MIN: "100000000",
      RATE_LIMIT_FORM_PER_MIN: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  const upstream = `http://localhost:${port + 1}`;
  try {
    await waitForReady(base);
    const cookie = await demoLogin(upstream);
    return {
      base,
      upstream,
      pid: child.pid!,
      cookie,
      headersFor: (page): Record<string, string> => (page.loggedIn ? { cookie } : {}),
      stop: () => child.kill("SIGTERM"),
    };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
}

async function waitForReady(base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become ready (run `npm run build` first)");
}

async function demoLogin(upstream: string): Promise<string> {
  const response = await fetch(`${upstream}/__test/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ template: "viewer01" }),
  });
  const { cookie } = (await response.json()) as { cookie: { name: string; value: string } };
  return `${cookie.name}=${cookie.value}`;
}
