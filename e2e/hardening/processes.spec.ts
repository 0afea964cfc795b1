// Hardening cases 13–15 and 39, each with processes of its own: the upstream down for 60 s under
// load, SIGTERM under load with slow requests, the reference upstream killed in the middle of writes, and SIGTERM
// as an orchestrator sends it (readiness drops first, pages still served, then the drain).
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import {
  type LogLine,
  freshAccount,
  honeypotFields,
  ownPort,
  percentile,
  setFault,
  startPortal,
  startUpstream,
  stopAll,
  summarise,
  tmpDb,
  waitForOk,
} from "./support";

test.afterAll(stopAll);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests `paths` in `concurrency` loops (each pausing `thinkMs` between requests, as people do) until
 * `until()` is true; returns each answer's status and time. */
async function load(base: string, paths: string[], concurrency: number, until: () => boolean, thinkMs = 0) {
  const samples: Array<{ status: number; ms: number; at: number; path: string; body: string }> = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; !until(); i += 1) {
        const path = paths[i % paths.length];
        const started = performance.now();
        const response = await fetch(`${base}${path}`).catch(() => null);
        const body = response ? await response.text() : "";
        samples.push({ status: response?.status ?? 0, ms: performance.now() - started, at: Date.now(), path, body });
        if (thinkMs) await sleep(thinkMs);
      }
    }),
  );
  return samples;
}

/** Times (ms) of the portal's access-log lines for `pages` between two moments. */
function serverTimesBetween(logs: LogLine[], pages: string[], from: number, to: number): number[] {
  return logs
    .filter((line) => line.msg === "request" && pages.some((page) => page.split("?")[0] === line.path))
    .filter((line) => {
      const at = Date.parse(String(line.time));
      return at >= from && at <= to;
    })
    .map((line) => Number(line.ms));
}

const CLIENTS = 4;
const THINK_MS = 50;

test("case 13: upstream down for 60 s under load: circuit opens, pages answer fast from stale data or empty defaults, then recover", async () => {
  test.setTimeout(180_000);
  const upstreamPort = ownPort(31);
  const db = tmpDb("outage");
  let upstream = await startUpstream(upstreamPort, db);
  const portal = await startPortal(ownPort(30), { RATE_LIMIT_GENERAL_PER_MIN: "1000000", LOG_LEVEL: "info" }, { upstreamUrl: upstream.url });
  const pages = ["/help", "/help/faq", "/search?szKeyword=게임"];
  // Warm: the FAQ tree and lists are cached while the upstream is up.
  const warm = await load(
    portal.url,
    pages,
    2,
    (() => {
      let n = 0;
      return () => n++ >= 6;
    })(),
  );
  expect(warm.every((s) => s.status === 200)).toBe(true);
  const faqTitle = /비밀번호를 잊어버렸어요/;
  expect(warm.find((s) => s.path === "/help")!.body).toMatch(faqTitle);

  // The same load with the upstream up: the machine's own figure, for comparison.
  const upFrom = Date.now();
  await load(portal.url, pages, CLIENTS, () => Date.now() - upFrom > 10_000, THINK_MS);
  const upP95 = percentile(serverTimesBetween(portal.logs(), pages, upFrom, Date.now()), 95);

  await upstream.stop("SIGKILL");
  const downFrom = Date.now();
  // Load sized for a 2-core CI machine shared with a browser: the figure is about waiting on a dead
  // host, not about CPU saturation.
  const during = await load(portal.url, pages, CLIENTS, () => Date.now() - downFrom > 60_000, THINK_MS);
  const readyDown = (await fetch(`${portal.url}/readyz`)).status;

  const closedBefore = portal.logs().filter((line) => line.msg === "upstream_circuit_closed").length;
  upstream = await startUpstream(upstreamPort, db);
  const backAt = Date.now();
  let recovered = 0;
  while (!recovered && Date.now() - backAt < 30_000) {
    const [page, ready] = await Promise.all([fetch(`${portal.url}/search?szKeyword=게임`).then((r) => r.text()), fetch(`${portal.url}/readyz`)]);
    const closed = portal.logs().filter((line) => line.msg === "upstream_circuit_closed").length > closedBefore;
    const probedBack = portal.logs().some((line) => line.msg === "upstream_reachable");
    if (page && ready.status === 200 && closed && probedBack) recovered = Date.now() - backAt;
    else await sleep(250);
  }
  const logs = portal.logs();
  await portal.stop();
  await upstream.stop();

  // p95 as the portal's access log measures it (what an operator's dashboard shows); the clients' own
  // figure is reported beside it (it also counts the shared CI machine's scheduling).
  const serverTimes = serverTimesBetween(logs, pages, downFrom, downFrom + 60_000);
  const p95 = percentile(serverTimes, 95);
  const times = during.map((s) => s.ms);
  const statuses = [...new Set(during.map((s) => s.status))];
  const staleHelp = during.filter((s) => s.path === "/help" && faqTitle.test(s.body)).length;
  const helpCount = during.filter((s) => s.path === "/help").length;
  const opened = logs.filter((line) => line.msg === "upstream_circuit_open").length;
  // The outage as the instance's probe saw it: one line at each edge, however many probes it lasted.
  const edges = logs.filter((line) => line.msg === "upstream_unreachable" || line.msg === "upstream_reachable").map((line) => line.msg);
  expect(statuses).toEqual([200]);
  // 300 ms is the target; on a CI machine so busy that the portal is slower than that with the upstream
  // up, the outage must at least not make it slower.
  expect(p95).toBeLessThan(Math.max(300, upP95));
  expect(opened).toBeGreaterThan(0);
  // The upstream is every instance's: its outage does not take this one out of a balancer.
  expect(readyDown).toBe(200);
  expect(recovered).toBeGreaterThan(0);
  expect(edges).toEqual(["upstream_unreachable", "upstream_reachable"]);
  summarise(test.info(), {
    case: 13,
    attack: `upstream process killed for 60 s, ${CLIENTS} clients (${THINK_MS} ms pauses) on ${pages.join(" ")}`,
    expected:
      "200s from stale data or empty defaults, server p95 < 300 ms (on a saturated machine: not above the same load with the upstream up), circuit opens, readyz 200, the outage logged once at each edge, recovery",
    seen: `${during.length} answers all ${statuses.join("/")}, server p95 ${p95.toFixed(0)} ms (upstream up: ${upP95.toFixed(0)} ms) (p50 ${percentile(serverTimes, 50).toFixed(0)} ms; at the clients p95 ${percentile(times, 95).toFixed(0)} ms), /help stale FAQ in ${staleHelp}/${helpCount}, circuit opened ${opened}x, readyz ${readyDown}, logged ${edges.join(" ")}; recovered ${(recovered / 1000).toFixed(1)} s after restart`,
  });
});

test("case 14: SIGTERM under load with slow requests: in-flight requests finish, readiness 503, exit 0 within 10 s", async () => {
  test.setTimeout(90_000);
  const portal = await startPortal(ownPort(40), { RATE_LIMIT_GENERAL_PER_MIN: "1000000", SHUTDOWN_TIMEOUT_MS: "10000", LOG_LEVEL: "warn" });
  // The authentication call takes 2 s: every page request with a session cookie is slow.
  await setFault(portal.upstreamUrl, { path: "/station/authentication", kind: "latency", latencyMs: 2000 });
  const slow = Array.from({ length: 20 }, () =>
    fetch(`${portal.url}/help`, { headers: { cookie: "UserTicket=slow" } }).then(async (r) => ({ status: r.status, body: await r.text() })),
  );
  let stop = false;
  const fast = load(portal.url, ["/healthz", "/help/faq"], 4, () => stop);
  // In flight = the portal is working on them: all 20 are waiting for the authentication call.
  const journal = async () =>
    ((await (await fetch(`${portal.upstreamUrl}/__test/requests`)).json()) as Array<{ path: string }>).filter((r) => r.path === "/station/authentication")
      .length;
  while ((await journal()) < 20) await sleep(50);
  const signalled = Date.now();
  portal.child.kill("SIGTERM");
  // Readiness drops while the slow requests are still running (the signal may take a moment to land).
  let ready: number | string = 200;
  for (let i = 0; i < 20 && ready === 200; i += 1) {
    await sleep(50);
    ready = await fetch(`${portal.url}/readyz`)
      .then((r) => r.status)
      .catch(() => "refused");
  }
  const inFlight = await Promise.all(slow);
  const code = await portal.exited;
  const exitMs = Date.now() - signalled;
  stop = true;
  await fast;
  expect(inFlight.map((r) => r.status)).toEqual(inFlight.map(() => 200));
  expect(inFlight.every((r) => r.body.includes('<html lang="ko"'))).toBe(true);
  expect([503, "refused"]).toContain(ready);
  expect(code).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
  summarise(test.info(), {
    case: 14,
    attack: "SIGTERM with 20 slow (2 s) page requests in flight and 4 clients looping",
    expected: "in-flight finish 200, readiness 503, exit 0 < 10 s",
    seen: `${inFlight.filter((r) => r.status === 200).length}/20 finished 200, readyz ${ready}, exit ${code} after ${(exitMs / 1000).toFixed(1)} s`,
  });
});

test("case 15: the reference upstream killed mid-write and restarted loses no acknowledged inquiry, favourite or survey answer", async () => {
  test.setTimeout(120_000);
  const upstreamPort = ownPort(51);
  const dbPath = tmpDb("durability");
  let upstream = await startUpstream(upstreamPort, dbPath);
  const portal = await startPortal(
    ownPort(50),
    {
      RATE_LIMIT_GENERAL_PER_MIN: "1000000",
      RATE_LIMIT_MUTATION_PER_MIN: "1000000",
      RATE_LIMIT_FORM_PER_MIN: "1000000",
      FORM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
    },
    { upstreamUrl: upstream.url },
  );
  const reader = new Database(dbPath, { readonly: true });
  const streamers = reader.prepare("SELECT user_id FROM users WHERE user_id NOT LIKE '%01' ORDER BY user_id LIMIT 400").pluck().all() as string[];
  const main = "NODE0000000427";
  const sub = reader.prepare("SELECT node_id FROM help_nodes WHERE parent_id = ? ORDER BY node_id LIMIT 1").pluck().get(main) as string;
  reader.close();
  const accounts = await Promise.all(Array.from({ length: 8 }, () => freshAccount(upstream.url)));
  // A form's honeypot is good for one post: each inquiry is sent from a form of its own.
  const freshHoneypot = async () => honeypotFields(await (await fetch(`${portal.url}/help/inquiry`)).text());

  const acked = { favourites: [] as Array<{ userId: string; bjId: string }>, inquiries: [] as string[], surveys: [] as number[] };
  let attempts = 0;
  let stop = false;
  const favourites = accounts.map(async (account, a) => {
    for (let i = 0; !stop && i < 45; i += 1) {
      const bjId = streamers[(a * 45 + i) % streamers.length];
      attempts += 1;
      const answer = await fetch(`${upstream.url}/station/favorite`, {
        method: "POST",
        headers: { cookie: account.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: `bj_id=${bjId}`,
      })
        .then((r) => r.json() as Promise<{ result: number }>)
        .catch(() => null);
      if (answer?.result === 1) acked.favourites.push({ userId: account.userId, bjId });
      await sleep(150); // spread over the whole window (the daily limit is 50 per account)
    }
  });
  const inquiries = Array.from({ length: 3 }, async (_, w) => {
    for (let i = 0; !stop; i += 1) {
      const title = `장애 문의 ${w}-${i} 재생 안 됨`;
      const form = new URLSearchParams({
        ...(await freshHoneypot()),
        intent: "submit",
        mainCategory: main,
        subCategory: sub,
        customerEmail: "wal@example.com",
        title,
        content: `재생 버튼을 눌러도 영상이 나오지 않습니다. (${w}-${i})`,
        agreement: "on",
      });
      const multipartBody = new FormData();
      for (const [name, value] of form) multipartBody.append(name, value);
      attempts += 1;
      const answer = await fetch(`${portal.url}/help/inquiry`, {
        method: "POST",
        body: multipartBody,
        redirect: "manual",
        headers: { origin: portal.url },
      }).catch(() => null);
      if (answer?.status === 302 && answer.headers.get("location")?.includes("done=1")) acked.inquiries.push(title);
    }
  });
  // Survey answers on the guest inquiries registered so far (read beside the writer: WAL allows it).
  const unanswered = new Database(dbPath, { readonly: true }).prepare(
    "SELECT ticket_id FROM help_tickets WHERE registered = 1 AND user_id IS NULL AND node_id != 'NODE0000000473' AND ticket_id NOT IN (SELECT ticket_id FROM help_surveys) LIMIT 1",
  );
  const surveys = (async () => {
    while (!stop) {
      const ticketId = unanswered.pluck().get() as number | undefined;
      if (!ticketId || acked.surveys.includes(ticketId)) {
        await sleep(50);
        continue;
      }
      attempts += 1;
      const answer = await fetch(`${upstream.url}/help/apihelp.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          command: "setSurveyAnswer",
          domainId: "streamon",
          targetId: String(ticketId),
          serviceType: "SVQNA",
          surveyType: "CUSAF",
          option01: "80",
          feedback: "100",
          isMember: "N",
        }),
      })
        .then((r) => r.json() as Promise<{ errorCode?: number | string }>)
        .catch(() => null);
      if (answer && Number(answer.errorCode) === 0) acked.surveys.push(ticketId);
      else await sleep(50);
    }
  })();

  // Kill the upstream while the writes are flowing (once each kind has been acknowledged a few times),
  // then bring it back on the same database.
  for (let waited = 0; waited < 30_000 && (acked.favourites.length < 10 || acked.inquiries.length < 2 || acked.surveys.length < 1); waited += 100)
    await sleep(100);
  const before = { ...acked, favourites: acked.favourites.length, inquiries: acked.inquiries.length, surveys: acked.surveys.length };
  await upstream.stop("SIGKILL");
  await sleep(1000);
  stop = true;
  await Promise.all([...favourites, ...inquiries, surveys]);
  upstream = await startUpstream(upstreamPort, dbPath);
  await waitForOk(`${upstream.url}/`);

  const check = new Database(dbPath, { readonly: true });
  const hasFavourite = check.prepare("SELECT 1 FROM favorites WHERE user_id = ? AND bj_id = ?");
  const hasInquiry = check.prepare("SELECT 1 FROM help_tickets WHERE registered = 1 AND title = ?");
  const hasSurvey = check.prepare("SELECT 1 FROM help_surveys WHERE ticket_id = ?");
  const lost = {
    favourites: acked.favourites.filter((f) => !hasFavourite.get(f.userId, f.bjId)).length,
    inquiries: acked.inquiries.filter((title) => !hasInquiry.get(title)).length,
    surveys: acked.surveys.filter((id) => !hasSurvey.get(id)).length,
  };
  check.close();
  await portal.stop();
  await upstream.stop();

  expect(before.favourites + before.inquiries + before.surveys).toBeGreaterThan(0);
  expect(acked.inquiries.length).toBeGreaterThan(0);
  expect(lost).toEqual({ favourites: 0, inquiries: 0, surveys: 0 });
  summarise(test.info(), {
    case: 15,
    attack: `SIGKILL of the reference upstream during ${attempts} writes (favourites, inquiries through the portal, survey answers), restart on the same database`,
    expected: "every acknowledged write present after restart",
    seen: `acknowledged ${acked.favourites.length} favourites, ${acked.inquiries.length} inquiries, ${acked.surveys.length} surveys; lost ${lost.favourites}/${lost.inquiries}/${lost.surveys}`,
  });
});

test("case 39: SIGTERM first answers 503 on /readyz while still serving pages for the grace period, then drains and exits 0", async () => {
  test.setTimeout(60_000);
  const portal = await startPortal(ownPort(230), { SHUTDOWN_GRACE_MS: "5000", LOG_LEVEL: "info" });
  const exited = () => portal.child.exitCode !== null || portal.child.signalCode !== null;
  const logged = async (msg: string) => {
    while (!portal.logs().some((line) => line.msg === msg) && !exited()) await sleep(20);
  };
  const statusOf = (path: string) =>
    fetch(`${portal.url}${path}`)
      .then(async (r) => `${r.status}${path === "/readyz" ? ` ${((await r.json()) as { status: string }).status}` : ""}`)
      .catch(() => "refused");
  expect(await statusOf("/readyz")).toBe("200 ready");

  const signalled = Date.now();
  portal.child.kill("SIGTERM");
  await logged("shutdown_started");
  // What a load balancer sees during the grace period: not ready, yet every page still answered.
  const during = { readyz: await statusOf("/readyz"), page: await statusOf("/help") };
  const duringMs = Date.now() - signalled;
  await logged("shutdown_draining");
  const drainedAfter = Date.now() - signalled;
  const after = await statusOf("/help");
  const code = await portal.exited;
  const exitMs = Date.now() - signalled;

  summarise(test.info(), {
    case: 39,
    attack: "SIGTERM with SHUTDOWN_GRACE_MS=5000 (an orchestrator taking the instance out)",
    expected: "during the grace period /readyz 503 'draining' and pages 200; then the listener closes and the process exits 0",
    seen: `${(duringMs / 1000).toFixed(1)} s after the signal: readyz ${during.readyz}, /help ${during.page}; listener closed after ${(drainedAfter / 1000).toFixed(1)} s, then /help ${after}; exit ${code} after ${(exitMs / 1000).toFixed(1)} s`,
  });
  expect(during).toEqual({ readyz: "503 draining", page: "200" });
  expect(duringMs).toBeLessThan(5000);
  expect(drainedAfter).toBeGreaterThanOrEqual(5000);
  expect(after).toBe("refused");
  expect(code).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
});
