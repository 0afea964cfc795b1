// Hardening case 45 (issue 69, item 2), with processes of its own: two portals on one Redis and one reference
// upstream. A form's key claimed by a post still on its way is a lease, not a wait: a resend that meets it is
// answered within a few seconds with the form as it was and the 'pending' message (never held past nginx's 35 s
// read time-out, docs/deploy/nginx.conf, which answered 504 and lost the post); and a portal killed in the middle of
// the change frees the key within the lease, so that the resend is then carried out, and stored once.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { submissionTexts } from "../../app/i18n/ko/submission";
import { decodeEntities } from "../../tests/html";
import { honeypotFields, ownPort, setFault, startPortal, startUpstream, stopAll, summarise, tmpDb } from "./support";

let redis: ChildProcess | undefined;
test.afterAll(async () => {
  redis?.kill("SIGKILL");
  await stopAll();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** nginx's proxy_read_timeout in docs/deploy/nginx.conf: an answer later than this is its 504. */
const PROXY_READ_TIMEOUT_MS = 35_000;

/** Resolves once something listens on the port (at most `ms`). */
async function listening(port: number, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) return true;
  }
  return false;
}

test("case 45: a resend meeting a submission on its way answers at once with the form kept; a portal killed mid-change frees its key within the lease, and the resend is stored once", async () => {
  test.setTimeout(180_000);
  const [redisPort, upstreamPort, portA, portB] = [ownPort(450), ownPort(452), ownPort(454), ownPort(456)];
  redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  expect(await listening(redisPort)).toBe(true);
  const dbPath = tmpDb("lease");
  const upstream = await startUpstream(upstreamPort, dbPath);
  // Production's limits but for the sends, and an upstream time-out long enough that the first post is still on its
  // way when the second comes (and when its portal is killed).
  const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, FORM_MIN_FILL_MS: "0", RATE_LIMIT_FORM_PER_MIN: "1000", UPSTREAM_TIMEOUT_MS: "60000" };
  const [a, b] = await Promise.all([startPortal(portA, env, { upstreamUrl: upstream.url }), startPortal(portB, env, { upstreamUrl: upstream.url })]);

  // The inquiry form as a person sends it without JS, rendered by A.
  const html = await (await fetch(`${a.url}/help/inquiry`)).text();
  const key = decodeEntities(/name="submissionKey" value="([^"]+)"/.exec(html)![1]);
  const db = new Database(dbPath, { readonly: true });
  const main = "NODE0000000427";
  const sub = db.prepare("SELECT node_id FROM help_nodes WHERE parent_id = ? ORDER BY node_id LIMIT 1").pluck().get(main) as string;
  const title = `임대 확인 문의 ${Date.now()}`;
  const fields = {
    ...honeypotFields(html),
    submissionKey: key,
    intent: "submit",
    mainCategory: main,
    subCategory: sub,
    customerEmail: "lease@example.com",
    title,
    content: "처리 중에 다시 보낸 문의입니다. 한 번만 접수되어야 합니다.",
    agreement: "on",
  };
  const send = async (url: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const started = Date.now();
    const response = await fetch(`${url}/help/inquiry`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: url },
      signal: AbortSignal.timeout(30_000),
    });
    const text = decodeEntities(await response.text());
    const done = response.status === 302 && response.headers.get("location")?.includes("done=1");
    return {
      outcome: done ? "done" : String(response.status),
      ms: Date.now() - started,
      kept: text.includes(`value="${title}"`) && text.includes(submissionTexts.failure.pending),
    };
  };
  const registered = () => {
    const read = new Database(dbPath, { readonly: true });
    try {
      return read.prepare("SELECT COUNT(*) FROM help_tickets WHERE registered = 1 AND title = ?").pluck().get(title) as number;
    } finally {
      read.close();
    }
  };

  // The first post's registration hangs upstream: A holds the key while it waits.
  await setFault(upstream.url, { path: "/help/apihelp.php", command: "QnaRegister", kind: "hang", times: 1 });
  const first = send(a.url).catch((error: Error) => ({ outcome: error.name, ms: 0, kept: false }));
  const faultsLeft = async () => ((await (await fetch(`${upstream.url}/__test/faults`)).json()) as unknown[]).length;
  for (const end = Date.now() + 20_000; Date.now() < end && (await faultsLeft()) > 0;) await sleep(50);
  expect(await faultsLeft()).toBe(0);

  // The same form sent again to the other portal (a retry after a time-out, a balancer's other instance).
  const meanwhile = await send(b.url);

  // A dies in the middle of the change; B answers the resends at once until A's lease lapses, then carries it out.
  const killedAt = Date.now();
  await a.stop("SIGKILL");
  const resends: Array<{ outcome: string; ms: number }> = [];
  for (let tries = 0; tries < 60 && resends.at(-1)?.outcome !== "done" && Date.now() - killedAt < PROXY_READ_TIMEOUT_MS; tries += 1) {
    resends.push(await send(b.url));
    if (resends.at(-1)?.outcome === "409") await sleep(1000);
  }
  const freedAfterMs = Date.now() - killedAt;
  const stored = registered();
  await first;

  summarise(test.info(), {
    case: 45,
    attack:
      "two portals on one Redis; a help form's registration hangs upstream on A; the same form sent to B; A killed (SIGKILL) mid-change; B resent until it answers",
    expected: `B answers the resend within a few seconds (409, the form as typed, '${submissionTexts.failure.pending}'), never past nginx's 35 s; after the kill the key is free within the lease and the resend is stored once`,
    seen: `resend ${meanwhile.outcome} in ${meanwhile.ms} ms (form kept: ${meanwhile.kept}); after the kill ${resends.map((resend) => `${resend.outcome}/${resend.ms}ms`).join(", ")}; freed and stored ${freedAfterMs} ms after the kill; tickets ${stored}`,
  });
  expect({ outcome: meanwhile.outcome, kept: meanwhile.kept }).toEqual({ outcome: "409", kept: true });
  expect(meanwhile.ms).toBeLessThan(5_000);
  expect(resends.every((resend) => resend.ms < 5_000)).toBe(true);
  expect(resends.at(-1)?.outcome).toBe("done");
  expect(freedAfterMs).toBeLessThan(PROXY_READ_TIMEOUT_MS);
  expect(stored).toBe(1);
  await b.stop();
});
