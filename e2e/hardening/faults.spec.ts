// Hardening cases 11 and 12 on portals of their own (the fault switches act on every request of an
// upstream, so they never touch the shared e2e servers): a 35 s hang against the 30 s time-out, and
// 500s, refused connections, malformed JSON and schema drift answered with empty defaults and one log
// line each, with the request id, and no stack trace in the page.
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { clearFaults, ownPort, setFault, startPortal, startUpstream, stopAll, summarise, tmpDb, upstreamCallsOf } from "./support";

test.afterAll(stopAll);

/** TCP connections that process `pid` holds to `port`, from `ss`. */
const connectionsTo = (pid: number, port: number) =>
  execFileSync("ss", ["-Htnp", "state", "established", `( dport = :${port} )`], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`)).length;

const STACK = /\bat [\w.<>]+ \(|node_modules|\.server\.ts|TypeError|SyntaxError|ZodError/;

test("case 11: an upstream that takes 35 s: the page answers at the 30 s time-out with the empty default, no socket left", async () => {
  test.setTimeout(120_000);
  const port = ownPort(80);
  const portal = await startPortal(port, { LOG_LEVEL: "info" });
  await (await fetch(`${portal.url}/help`)).text();
  await new Promise((resolve) => setTimeout(resolve, 5000)); // idle keep-alive sockets close after 4 s
  const before = connectionsTo(portal.child.pid!, port + 1);
  await setFault(portal.upstreamUrl, { path: "/help/apihelp.php", kind: "latency", latencyMs: 35_000 });
  const started = Date.now();
  const response = await fetch(`${portal.url}/help`);
  const html = await response.text();
  const elapsed = Date.now() - started;
  const right = connectionsTo(portal.child.pid!, port + 1);
  // Past the upstream's 35 s and the 4 s keep-alive of idle sockets: nothing of that request is left.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const after = connectionsTo(portal.child.pid!, port + 1);
  const timeouts = portal
    .logs()
    .filter((line) => line.msg === "upstream_failure" && line.kind === "timeout" && line.requestId === response.headers.get("x-request-id"));
  await clearFaults(portal.upstreamUrl);
  await portal.stop();
  expect(response.status).toBe(200);
  expect(html).toContain("<h1");
  expect(html).not.toMatch(STACK);
  expect(elapsed).toBeGreaterThanOrEqual(29_500);
  expect(elapsed).toBeLessThan(34_000);
  expect(timeouts.length).toBeGreaterThan(0);
  expect(after).toBeLessThanOrEqual(before);
  summarise(test.info(), {
    case: 11,
    attack: "every help-service command answers after 35 s (latency fault) while /help renders",
    expected: "page at ~30 s with empty defaults, time-out logged, no socket left open",
    seen: `${response.status} after ${(elapsed / 1000).toFixed(1)} s, ${timeouts.length} timeout lines with the request id, portal-upstream connections ${before} before, ${right} at the answer, ${after} 6 s later`,
  });
});

test("case 12: upstream 500, refused connection, malformed JSON, schema drift: empty defaults, one log line each with the request id, no stack trace", async () => {
  test.setTimeout(90_000);
  const upstream = await startUpstream(ownPort(91), tmpDb("faults"));
  // The search role points at a port where nothing listens: its connections are refused.
  const closed = ownPort(99);
  const portal = await startPortal(ownPort(90), { LOG_LEVEL: "info", SEARCH_API_URL: `http://127.0.0.1:${closed}/search` }, { upstreamUrl: upstream.url });
  const seen: string[] = [];

  const faults = [
    { label: "500", fault: { kind: "status", status: 500 }, kind: "http" },
    { label: "malformed JSON", fault: { kind: "malformed" }, kind: "not_json" },
    { label: "HTML instead of JSON", fault: { kind: "html" }, kind: "not_json" },
    { label: "schema drift", fault: { kind: "drift" }, kind: "schema" },
  ];
  for (const { label, fault, kind } of faults) {
    await setFault(upstream.url, { path: "/help/apihelp.php", ...fault });
    const response = await fetch(`${portal.url}/help`);
    const html = await response.text();
    await clearFaults(upstream.url);
    const requestId = response.headers.get("x-request-id");
    const calls = (await upstreamCallsOf(upstream.url, requestId)).filter((call) => call.path === "/help/apihelp.php");
    const lines = portal.logs().filter((line) => line.msg === "upstream_failure" && line.requestId === requestId);
    expect(response.status, label).toBe(200);
    expect(html, label).toContain("<h1");
    expect(html, label).not.toMatch(STACK);
    expect(calls.length, label).toBeGreaterThan(0);
    expect(lines.length, label).toBe(calls.length);
    expect(
      lines.every((line) => line.kind === kind && line.role === "help"),
      label,
    ).toBe(true);
    seen.push(`${label}: 200, ${calls.length} calls → ${lines.length} '${kind}' lines`);
  }

  const response = await fetch(`${portal.url}/search?szKeyword=${encodeURIComponent("게임")}`);
  const html = await response.text();
  const requestId = response.headers.get("x-request-id");
  const lines = portal.logs().filter((line) => line.msg === "upstream_failure" && line.requestId === requestId);
  expect(response.status).toBe(200);
  expect(html).not.toMatch(STACK);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.role === "search" && ["network", "unavailable"].includes(String(line.kind)))).toBe(true);
  // No other line of the portal carries a stack trace either.
  expect(portal.output()).not.toMatch(/\n\s+at .+:\d+:\d+\)/);
  seen.push(`refused: 200, ${lines.length} '${[...new Set(lines.map((line) => line.kind))].join("'/'")}' lines`);
  await portal.stop();
  await upstream.stop();
  summarise(test.info(), {
    case: 12,
    attack: "help commands answer 500 / malformed JSON / HTML / drifted JSON; the search host refuses connections",
    expected: "200 pages with empty defaults, one upstream_failure line per failed call with the request id, no stack trace",
    seen: seen.join("; "),
  });
});
