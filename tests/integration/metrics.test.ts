// The operator's view: Prometheus metrics on a port of their own, scraped before and after real
// traffic (pages, a cached page, a 404, an upstream failure, a form's double tap, a refused form post): every
// known label value has its series from the start, every figure an operator's dashboard shows moves, labels stay
// route ids however many addresses are asked, and the public port does not serve them. With WEB_CONCURRENCY=2 the primary serves both workers' figures, summed.
// Runs against the built dist/server.js (npm run build first).
import { afterAll, describe, expect, it } from "vitest";
import { decodeEntities } from "../html";
import { startPortal, type Portal } from "./portal";
import { testPort, testPorts } from "./ports";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The text exposition format, as Prometheus reads it (no timestamps). */
function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The sum of a metric's samples whose labels include `labels`. */
const sum = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((total, sample) => total + sample.value, 0);

const scrape = async (url: string) => {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
};

/** Resolves once `check` holds, asking again every 50 ms for at most `withinMs`. */
async function until(what: string, check: () => Promise<boolean>, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let portal: Portal | undefined;
afterAll(() => portal?.stop());

describe("metrics after real traffic", () => {
  it("move with the traffic, by route id, on the metrics port only", { timeout: 120_000 }, async () => {
    const port = testPort(32, 5600, 200);
    const metricsPort = testPort(36, 5900, 200);
    portal = await startPortal(port, "metrics", {
      METRICS_PORT: String(metricsPort),
      GUEST_HTML_CACHE_MS: "60000",
      RATE_LIMIT_FORM_PER_MIN: "3",
      FORM_MIN_FILL_MS: "0",
    });
    const metrics = `http://127.0.0.1:${metricsPort}`;
    const before = await scrape(metrics);
    // Before any event, every known label value has its series at 0: increase() and rate() see the first burst after a
    // start (a series that appears with its first event has nothing to increase from).
    const atStart = (name: string, labels: Record<string, string>) =>
      before.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value ?? "no series";
    const known: Array<[string, Record<string, string>]> = [
      ["portal_rate_limit_refusals_total", { limiter: "general" }],
      ["portal_rate_limit_refusals_total", { limiter: "form" }],
      ["portal_rate_limit_refusals_total", { limiter: "send" }],
      ["portal_single_use_refusals_total", { reason: "store_unavailable" }],
      ["portal_shared_store_errors_total", { reason: "timeout" }],
      ["portal_guest_cache_requests_total", { result: "stale" }],
      ["portal_upstream_request_duration_seconds_count", { role: "help", outcome: "timeout" }],
      ["portal_upstream_request_duration_seconds_count", { role: "ads", outcome: "breaker_open" }],
      ["portal_upstream_breaker_state", { role: "item" }],
    ];
    expect(known.map(([name, labels]) => [name, labels, atStart(name, labels)])).toEqual(known.map(([name, labels]) => [name, labels, 0]));

    const get = (address: string) => fetch(`${portal!.base}${address}`).then((r) => r.text().then(() => r.status));
    await get("/");
    await get("/");
    // A guest page: rendered twice (kept from its second ask), then served from the cache.
    for (let i = 0; i < 3; i += 1) await get("/live/all");
    expect(await get("/help")).toBe(200);
    // Forty addresses nobody links to: each is a route's page or the not-found page, never a label of its own.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 ? `/live/all?nonce=${i}-${Math.random()}` : `/nowhere-${i}-${Math.random()}/x`)),
    );
    expect(statuses).toContain(404);
    // An upstream failure: the star ranking's call answers 500 once.
    await fetch(`${portal.upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/live/api/star_rank.php", kind: "status", status: 500, times: 1 }),
    });
    expect(await get("/star-rank")).toBe(200);
    // A reader who leaves before the answer: the page's upstream call hangs, and once the portal has made it (the
    // upstream's journal shows it unanswered) the client goes away. That answer is counted apart, not timed.
    await fetch(`${portal.upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/live/api/star_rank.php", kind: "hang", times: 1 }),
    });
    const leaving = new AbortController();
    const left = fetch(`${portal.base}/star-rank?left=1`, { signal: leaving.signal }).then(
      () => "answered",
      () => "left",
    );
    await until("the star ranking's call reaches the upstream", async () => {
      const journal = (await fetch(`${portal!.upstream}/__test/requests`).then((r) => r.json())) as Array<{ path: string; answeredAt: number | null }>;
      return journal.some((call) => call.path === "/live/api/star_rank.php" && call.answeredAt === null);
    });
    leaving.abort();
    expect(await left).toBe("left");
    await until(
      "the abandoned answer is counted",
      async () => sum(await scrape(metrics), "portal_http_requests_abandoned_total") > sum(before, "portal_http_requests_abandoned_total"),
    );
    // A form's double tap (its key: answered as the first), then a post without its form's token, then one too many.
    const html = await (await fetch(`${portal.base}/help/faq/1001`)).text();
    const form = new URLSearchParams({ satisfied: "Y" });
    for (const match of html.matchAll(/<input[^>]*name="((?:name|from)__confirm|submissionKey)"[^>]*>/g))
      form.set(match[1], decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? ""));
    const post = (body: URLSearchParams) =>
      fetch(`${portal!.base}/help/faq/1001`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: portal!.base, "content-type": "application/x-www-form-urlencoded" },
        body,
      }).then((r) => r.status);
    const posts = [await post(form), await post(form), await post(new URLSearchParams({ satisfied: "Y" })), await post(form)];
    expect(posts).toEqual([302, 302, 400, 429]);
    // The public port never serves them.
    const publicMetrics = await fetch(`${portal.base}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain("portal_http_request_duration_seconds");

    const after = await scrape(metrics);
    const moved = (name: string, labels: Record<string, string> = {}) => sum(after, name, labels) - sum(before, name, labels);
    const duration = "portal_http_request_duration_seconds_count";
    expect(moved(duration, { route: "routes/_index", method: "GET", status: "200" })).toBe(2);
    expect(moved(duration, { route: "routes/live.all", method: "GET", status: "200" })).toBe(23);
    expect(moved(duration, { method: "POST", status: "429" })).toBe(1);
    // The star ranking answered once (its upstream's 500 as an empty ranking); the reader who left is not timed.
    expect(moved(duration, { route: "routes/star-rank" })).toBe(1);
    expect(moved("portal_http_requests_abandoned_total")).toBe(1);
    expect(moved("portal_http_requests_abandoned_total", { route: "routes/star-rank", method: "GET" })).toBe(1);
    // Refused by the form's own send limit (its page answers it), not before the app.
    expect(moved(duration, { route: "routes/help.faq.$questionId", method: "POST", status: "429" })).toBe(1);
    expect(moved("portal_guest_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(moved("portal_guest_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(2);
    expect(moved("portal_upstream_request_duration_seconds_count", { role: "live", outcome: "ok" })).toBeGreaterThan(0);
    expect(moved("portal_upstream_request_duration_seconds_count", { role: "live", outcome: "http" })).toBe(1);
    expect(moved("portal_rate_limit_refusals_total", { limiter: "send" })).toBe(1);
    expect(moved("portal_idempotent_replays_total")).toBe(1);
    expect(sum(after, "portal_shared_store_up")).toBe(1);
    expect(after.filter((sample) => sample.name === "portal_upstream_breaker_state").map((sample) => sample.labels.role)).toContain("live");
    // The process's own: event-loop lag, CPU, heap.
    for (const name of ["nodejs_eventloop_lag_p99_seconds", "process_cpu_user_seconds_total", "nodejs_heap_size_used_bytes"]) {
      expect(after.some((sample) => sample.name === name)).toBe(true);
    }
    // Labels are route ids and layer names only: none of the forty addresses made a series of its own.
    const routes = new Set(after.filter((sample) => sample.name === duration).map((sample) => sample.labels.route));
    for (const route of routes) expect(route).toMatch(/^(routes\/[\w.$()[\]-]+|root|healthz|readyz|build|public|refused|not_found|__manifest)$/);
    expect(routes.size).toBeLessThan(12);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => /nonce|nowhere/.test(value)))).toBe(false);
  });
});

describe("metrics of a cluster", () => {
  it("WEB_CONCURRENCY=2: the primary serves both workers' figures, summed", { timeout: 120_000 }, async () => {
    const [port, , metricsPort] = testPorts(38, 3, 6000, 300);
    const cluster = await startPortal(port, "metrics-cluster", { WEB_CONCURRENCY: "2", METRICS_PORT: String(metricsPort) });
    try {
      // New connections each (no keep-alive): the workers share them. Each page read whole, as a browser does: a
      // client that drops its connection after the headers leaves the answer unfinished, and so not counted (one in
      // thirty was, now and then, before the bodies were read).
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${cluster.base}/help`, { headers: { connection: "close" } }).then((r) => r.text().then(() => r.status))),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      // A request is counted when its answer has finished, which its client may see a moment before.
      let samples: Sample[] = [];
      const helpPages = () => sum(samples, "portal_http_request_duration_seconds_count", { route: "routes/help._index", status: "200" });
      await until(
        "the thirty answers are counted",
        async () => {
          samples = await scrape(`http://127.0.0.1:${metricsPort}`);
          return helpPages() >= 30;
        },
        5000,
      );
      expect(helpPages()).toBe(30);
      // Two workers' process figures, each counted.
      expect(sum(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    } finally {
      cluster.stop();
    }
  });
});
