// Cases 30–32 on portals of their own behind a trusted proxy (TRUST_PROXY=loopback,
// as docs/deploy/nginx.conf runs them) with a long guest-HTML micro-cache: a client's X-Forwarded-Host poisoning
// the page every app guest gets, malformed host lines, and a cached page that depended on more than its key
// (a script's fetch served to a navigation) or carried one client's RateLimit counts to another.
// tests/integration/nginx.test.ts holds the same attacks through the repository's nginx pair.
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { common } from "../../app/i18n/ko/common";
import { ownPort, startPortal, stopAll, summarise } from "./support";

test.afterAll(stopAll);

const APP = "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StreamOnApp/9.9.9";
const BEHIND_PROXY = { LOG_LEVEL: "warn", TRUST_PROXY: "loopback", GUEST_HTML_CACHE_MS: "60000" };

/** A request written by hand (a request line and headers no fetch would send); its status line and body. */
function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString("utf8")));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.slice(answer.indexOf("\r\n\r\n") + 4) }));
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

test("case 30: a client's X-Forwarded-Host never reaches the links other guests get: a foreign host is refused, an allowed one keys its own page", async () => {
  test.setTimeout(90_000);
  const portal = await startPortal(ownPort(200), BEHIND_PROXY);
  const origin = portal.url;
  const get = (forwardedHost?: string) =>
    fetch(`${origin}/live/all`, { headers: { "user-agent": APP, ...(forwardedHost ? { "x-forwarded-host": forwardedHost } : {}) } });

  // The report's attack: four requests with the app's user agent naming evil.example.
  const poisoned: number[] = [];
  for (let i = 0; i < 4; i += 1) poisoned.push(await get("evil.example").then((r) => r.status));
  // An allowed host name on another port (the default list allows loopback names): answered, for itself only.
  const otherPort = "localhost:1";
  const ownPage = await Promise.all([get(otherPort), get(otherPort), get(otherPort)]).then((answers) => Promise.all(answers.map((r) => r.text())));
  // Then guests of the same kind, three times (kept from the second, the third is served from the cache).
  const guests = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await get();
    guests.push({ status: response.status, cache: response.headers.get("x-guest-cache"), html: await response.text() });
  }
  await portal.stop();

  const foreignLinks = guests.map((guest) => (guest.html.match(/evil\.example|localhost%3A1\b|localhost:1\//g) ?? []).length);
  const ownLinks = (guests[2].html.match(new RegExp(encodeURIComponent(`${origin}/`), "g")) ?? []).length;
  summarise(test.info(), {
    case: 30,
    attack:
      "4 requests to /live/all with the app's user agent and X-Forwarded-Host: evil.example, 3 with X-Forwarded-Host: localhost:1 (an allowed name), through a trusted proxy, 60 s micro-cache",
    expected: "the foreign host 400; every guest's page links only to the portal's own origin, and is still served from the cache",
    seen: `evil.example: ${poisoned.join("/")}; guests ${guests.map((g) => `${g.status} ${g.cache}`).join(", ")}, foreign links ${foreignLinks.join("/")}, own-origin deep links ${ownLinks}`,
  });
  expect(poisoned).toEqual([400, 400, 400, 400]);
  expect(ownPage[2]).toContain(encodeURIComponent("http://localhost:1/"));
  expect(guests.map((guest) => guest.status)).toEqual([200, 200, 200]);
  expect(foreignLinks).toEqual([0, 0, 0]);
  expect(ownLinks).toBeGreaterThan(10);
  expect(guests[2].cache).toBe("hit");
});

test("case 31: malformed host lines are refused with 400 and the generic page, never a 500", async () => {
  test.setTimeout(60_000);
  const port = ownPort(202);
  const portal = await startPortal(port, BEHIND_PROXY);
  const host = `localhost:${port}`;
  const cases: Array<[string, string, number]> = [
    ["Host: a b", `GET / HTTP/1.1\r\nHost: a b`, 400],
    ["an absolute request line to another host", `GET http://other.example/ HTTP/1.1\r\nHost: ${host}`, 400],
    ["X-Forwarded-Host: a b (trusted proxy)", `GET /live/all HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: a b`, 400],
    ["X-Forwarded-Host: evil.example/x?", `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: evil.example/x?`, 400],
    ["an absolute request line to the portal itself", `GET http://${host}/help HTTP/1.1\r\nHost: ${host}`, 200],
  ];
  const seen: string[] = [];
  const wrong: string[] = [];
  for (const [label, head, expected] of cases) {
    const answer = await rawRequest(port, head);
    seen.push(`${label} → ${answer.status}`);
    const page = expected === 400 ? answer.body.includes(common.errors.genericTitle) : answer.body.includes('<html lang="ko"');
    if (answer.status !== expected || !page || /\bat .*\.js:\d+/.test(answer.body)) wrong.push(`${label}: ${answer.status}`);
  }
  // The portal serves on.
  const after = (await fetch(`${portal.url}/help`)).status;
  await portal.stop();
  summarise(test.info(), {
    case: 31,
    attack: "raw requests: Host 'a b', absolute request lines (another host, the portal), malformed X-Forwarded-Host from a trusted proxy",
    expected: "400 with the generic Korean page for each malformed or foreign host; the portal's own absolute line answered; no 500",
    seen: `${seen.join("; ")}; then /help ${after}`,
  });
  expect(wrong).toEqual([]);
  expect(after).toBe(200);
});

/** The `remaining` of a draft-7 RateLimit header ('limit=1000, remaining=995, reset=60'). */
const remaining = (response: Response) => Number(/remaining=(\d+)/.exec(response.headers.get("ratelimit") ?? "")?.[1] ?? NaN);

test("case 32: the guest cache keys on what the page depends on (a script's fetch is not a navigation) and never stores one client's RateLimit headers", async () => {
  test.setTimeout(90_000);
  const portal = await startPortal(ownPort(204), { ...BEHIND_PROXY, RATE_LIMIT_GENERAL_PER_MIN: "1000" });

  // A list opened past its end: a navigation is sent to the list, a script's fetch gets the empty list.
  // Node's http, not fetch: fetch sends a Sec-Fetch-Mode of its own (cors).
  const pastTheEnd = (mode: string) =>
    new Promise<{ status: number; to: string }>((resolve, reject) => {
      const request = http.get(`${portal.url}/live/all?page=999`, { headers: { "sec-fetch-mode": mode, "user-agent": "hardening" } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, to: String(response.headers.location ?? response.headers["x-guest-cache"]) }));
      });
      request.on("error", reject);
    });
  const fetched = [await pastTheEnd("cors"), await pastTheEnd("cors")].map((r) => r.status);
  const navigation = await pastTheEnd("navigate");
  const navigated = `${navigation.status} ${navigation.to}`;

  // Client A asks a page five times (kept from its second), then client B once: B's counts are B's own.
  const as = (client: string) => fetch(`${portal.url}/live/all?x=rate`, { headers: { "x-forwarded-for": client } });
  let a: Response | undefined;
  for (let i = 0; i < 5; i += 1) a = await as("203.0.113.1");
  const b = await as("203.0.113.2");
  const [aLeft, bLeft] = [remaining(a!), remaining(b)];
  await portal.stop();

  summarise(test.info(), {
    case: 32,
    attack:
      "/live/all?page=999 fetched twice with Sec-Fetch-Mode: cors, then navigated; a page asked 5 times by one client then once by another (60 s micro-cache)",
    expected: "the navigation redirected to the list; the second client's RateLimit is its own (remaining 999), from the cache",
    seen: `fetches ${fetched.join("/")}, navigation ${navigated}; RateLimit remaining A ${aLeft}, B ${bLeft} (${b.headers.get("x-guest-cache")})`,
  });
  expect(fetched).toEqual([200, 200]);
  expect(navigated).toBe("302 /live/all");
  expect(b.headers.get("x-guest-cache")).toBe("hit");
  expect(aLeft).toBe(995);
  expect(bLeft).toBe(999);
});
