// The server that `npm run bench` and `npm run lighthouse` measure: the built dist/server.js, started with
// the node flags of `npm start`, rate limits lifted, and the pages both scripts measure. The reference
// upstream runs in a process of its own on a fresh database (the portal configured with UPSTREAM_URL, as in
// production), so that its SQLite work is not counted against the portal's CPU.
import { spawn, type ChildProcess } from "node:child_process";
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

/**
 * Pages rendered for every request: a member's home is never kept, a guest's page with a new query
 * string each time (`[<id>]`, autocannon's idReplacement) misses the guest micro-cache, a station is never kept.
 */
export const RENDERED_PAGES: Array<{ name: string; path: string; member?: boolean }> = [
  { name: "home rendered every time (guest)", path: "/?render=[<id>]" },
  { name: "home, member (viewer01), rendered", path: "/", member: true },
  { name: "search '게임', rendered", path: `/search?szKeyword=${encodeURIComponent("게임")}&render=[<id>]` },
  { name: "station home (never cached)", path: "/station/streamer01" },
  { name: "live list, rendered", path: "/live/all?render=[<id>]" },
  { name: "a category's lives, rendered", path: `/directory/category/${encodeURIComponent("리그 오브 레전드")}/live?render=[<id>]` },
];

/**
 * Every other page kind a member opens (a member's page is never kept, so each request renders it), read against
 * the empty route like the rendered pages.
 */
export const MEMBER_PAGES: Array<{ name: string; path: string; member: true }> = [
  { name: "favourites", path: "/my/favorite" },
  { name: "feed", path: "/my/feed" },
  { name: "hot list", path: "/my/feed/hotissue" },
  { name: "history: live", path: "/my/history/live" },
  { name: "history: VOD", path: "/my/history/vod" },
  { name: "history: later", path: "/my/history/later" },
  { name: "history: playlists", path: "/my/history/playlist" },
  { name: "history: posts and comments", path: "/my/history/story" },
  { name: "subscriptions", path: "/my/subscribe" },
  { name: "station board", path: "/station/streamer01/board" },
  { name: "station post", path: "/station/streamer01/post/90000001" },
  { name: "help inquiry form", path: "/help/inquiry" },
  { name: "help report form", path: "/help/report/illegal" },
  { name: "my inquiries", path: "/help/my-inquiry" },
].map((page) => ({ ...page, name: `${page.name}, member`, member: true as const }));

/** The node flags of `npm start` (the heap limit), so that the figures are those of the real server. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  return start.match(/--[\w-]+=\S+/g) ?? [];
}

export type MeasuredServer = {
  base: string;
  upstream: string;
  /** The portal's process. */
  pid: number;
  /** The reference upstream's process. */
  upstreamPid: number;
  /** The reference upstream's database (what it stored). */
  dbPath: string;
  /** Cookie header of a fresh copy of the demo viewer, logged in. */
  cookie: string;
  headersFor(page: MeasuredPage): Record<string, string>;
  /** Stops both processes (SIGTERM). */
  stop(): void;
  /** Resolves once both processes have exited (after stop). */
  exited(): Promise<void>;
};

/**
 * Starts the reference upstream on `port + 1` and the portal on `port`.
 * `nodeFlags` are added to the portal's (e.g. `--cpu-prof` for scripts/profile-render.ts).
 */
export async function startMeasuredServer(
  port: number,
  options: { nodeFlags?: string[]; env?: Record<string, string>; onLogLine?: (line: string) => void } = {},
): Promise<MeasuredServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "measure-"));
  const upstreamPort = port + 1;
  const upstream = `http://localhost:${upstreamPort}`;
  const upstreamChild = spawn(process.execPath, ["--import", "tsx", "reference-upstream/cli.ts", "serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      REFERENCE_UPSTREAM_PORT: String(upstreamPort),
      REFERENCE_UPSTREAM_DB: path.join(dir, "reference.db"),
      REFERENCE_UPSTREAM_TEST_API: "1",
      // Still lives: every round measures the same pages.
      REFERENCE_UPSTREAM_FROZEN: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let child: ChildProcess | null = null;
  const stop = () => {
    child?.kill("SIGTERM");
    upstreamChild.kill("SIGTERM");
    // The upstream's database goes with it (an exiting process keeps its open files).
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${upstream}/`, upstreamChild, "the reference upstream");
    child = spawn(process.execPath, [...startFlags(), ...(options.nodeFlags ?? []), "dist/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
        PUBLIC_UPSTREAM_URL: upstream,
        LOG_LEVEL: "error",
        // The empty route every figure is read against.
        BENCH_ROUTE: "1",
        RATE_LIMIT_GENERAL_PER_MIN: "100000000",
        RATE_LIMIT_MUTATION_PER_MIN: "100000000",
        RATE_LIMIT_FORM_PER_MIN: "100000000",
        // What a saturated instance serves is the figure: nothing shed (npm run overload turns it on).
        ADMISSION_CONTROL: "0",
        ...options.env,
      },
      stdio: ["ignore", options.onLogLine ? "pipe" : "ignore", options.onLogLine ? "pipe" : "inherit"],
    });
    // Both streams: the logger writes errors to stderr.
    for (const stream of options.onLogLine ? [child.stdout!, child.stderr!] : []) {
      let rest = "";
      stream.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) options.onLogLine!(line);
      });
    }
    const base = `http://localhost:${port}`;
    await waitForOk(`${base}/readyz`, child, "the server (run `npm run build` first)");
    const cookie = await demoLogin(upstream);
    const portal = child;
    return {
      base,
      upstream,
      pid: portal.pid!,
      upstreamPid: upstreamChild.pid!,
      dbPath: path.join(dir, "reference.db"),
      cookie,
      headersFor: (page): Record<string, string> => (page.loggedIn ? { cookie } : {}),
      stop,
      exited: () =>
        Promise.all(
          [portal, upstreamChild].map((proc) =>
            proc.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => proc.once("exit", () => resolve())),
          ),
        ).then(() => undefined),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function waitForOk(url: string, proc: ChildProcess, what: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready`);
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
