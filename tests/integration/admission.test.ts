// Admission control on the built portal (issue 69, item 1): an instance with more requests open than it may hold
// sheds what it would have to render, truthfully: a page answers 503 with Retry-After and the portal's own Korean
// page (its security headers too), a guest's kept page and the probes are still served, a form's post comes back
// as the form with everything typed (never a 500), and once the load is gone it serves again; both edges logged
// once. The load is real: the star ranking's upstream call hangs (the reference upstream's fault switch) and
// readers keep asking for it, so that requests stay open past the instance's limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { decodeEntities } from "../html";
import { startPortal, type Portal } from "./portal";
import { testPorts } from "./ports";

const [PORT, , METRICS_PORT] = testPorts(60, 3, 6700, 300);
const MAX_IN_FLIGHT = 4;
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal(PORT, "admission", {
    LOG_LEVEL: "info",
    GUEST_HTML_CACHE_MS: "60000",
    FORM_MIN_FILL_MS: "0",
    SHUTDOWN_GRACE_MS: "0",
    METRICS_PORT: String(METRICS_PORT),
    // Only the count of open requests decides here (the loop's delay and use are the machine's, not the test's).
    ADMISSION_CONTROL: "1",
    ADMISSION_MAX_LAG_MS: "0",
    ADMISSION_MAX_WAIT_MS: "0",
    ADMISSION_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
  });
}, 90_000);
afterAll(() => portal?.stop(), 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, check: () => Promise<T | null | false>, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`waited ${ms} ms for ${what}`);
}
const logLines = (msg: string) =>
  portal
    .output()
    .split("\n")
    .filter((line) => line.includes(`"msg":"${msg}"`));

/** The inquiry form as a person without JS sends it: its page read (again while a read is shed), then posted. */
async function sendInquiry(n: number): Promise<{ status: number; kept: boolean; stored: boolean; retryAfter: string | null }> {
  const html = await until("the inquiry form to be served", async () => {
    const page = await fetch(`${portal.base}/help/inquiry`);
    return page.status === 200 ? page.text() : (await page.text(), null);
  });
  const form = new FormData();
  for (const match of html.matchAll(/<input[^>]*name="((?:name|from)__confirm|submissionKey)"[^>]*>/g))
    form.append(match[1], decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? ""));
  const title = `바쁜 시간의 문의 ${n}`;
  const content = `인스턴스가 바쁠 때 보낸 문의 ${n}번입니다. 입력한 내용이 그대로 돌아와야 합니다.`;
  const db = new Database(portal.db, { readonly: true });
  const sub = db.prepare("SELECT node_id FROM help_nodes WHERE parent_id = 'NODE0000000427' ORDER BY node_id LIMIT 1").pluck().get() as string;
  db.close();
  for (const [name, value] of Object.entries({
    intent: "submit",
    mainCategory: "NODE0000000427",
    subCategory: sub,
    customerEmail: "busy@example.com",
    title,
    agreement: "on",
    content,
  }))
    form.append(name, value);
  const answer = await fetch(`${portal.base}/help/inquiry`, { method: "POST", body: form, redirect: "manual", headers: { origin: portal.base } });
  const body = await answer.text();
  return {
    status: answer.status,
    stored: answer.status === 302 && Boolean(answer.headers.get("location")?.includes("done=1")),
    kept: body.includes(content) && body.includes(title),
    retryAfter: answer.headers.get("retry-after"),
  };
}

describe("an instance past its limit of open requests", () => {
  it("sheds pages with the portal's own 503, still serves kept pages, probes and forms kept, then serves again; each edge logged once", async () => {
    // A guest's page, kept from its second read (as a browser asks for a page).
    const navigate = { accept: "text/html", "sec-fetch-mode": "navigate" };
    for (let read = 0; read < 2; read += 1) await fetch(`${portal.base}/`, { headers: navigate }).then((r) => r.text());
    expect((await fetch(`${portal.base}/`, { headers: navigate })).headers.get("x-guest-cache")).toBe("hit");

    // Readers of a page whose upstream call hangs keep more requests open than the instance may hold.
    await fetch(`${portal.upstream}/__test/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/live/api/star_rank.php", kind: "hang" }),
    });
    const held = Array.from({ length: MAX_IN_FLIGHT + 2 }, (_, i) =>
      fetch(`${portal.base}/star-rank?reader=${i}`).then(
        (r) => r.text(),
        () => "",
      ),
    );

    const busy = await until("a page to be shed", async () => {
      const page = await fetch(`${portal.base}/live/all?probe=${Math.random()}`);
      const body = await page.text();
      return page.status === 503 ? { page, body } : null;
    });
    expect(Number(busy.page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(busy.page.headers.get("cache-control")).toBe("no-store");
    expect(busy.page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(busy.page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(busy.body).toContain(serverErrors.busy.title);
    expect(busy.body).toContain('lang="ko"');

    // While it sheds: the kept page and the probes answer; a client navigation's data is a thrown 503.
    const kept = await fetch(`${portal.base}/`, { headers: navigate });
    expect([kept.status, kept.headers.get("x-guest-cache")]).toEqual([200, "hit"]);
    expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
    const data = await until("a client navigation's data to be shed", async () => {
      const answer = await fetch(`${portal.base}/live/all?_data=root&probe=${Math.random()}`);
      await answer.text();
      return answer.status === 503 ? answer : null;
    });
    expect(data.headers.get("x-remix-catch")).toBe("yes");

    // Forms sent without JS meanwhile: each stored, or sent back with what was typed and when to send again.
    const sent = [];
    for (let n = 0; n < 8; n += 1) sent.push(await sendInquiry(n));
    expect(sent.filter((answer) => !answer.stored && !(answer.status === 503 && answer.kept && answer.retryAfter))).toEqual([]);
    expect(sent.some((answer) => answer.status === 503)).toBe(true);

    const scrape = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((r) => r.text());
    expect(Number(/^portal_admission_shed_total\{kind="page"\} (\d+)/m.exec(scrape)?.[1])).toBeGreaterThan(0);

    // The load goes (the hung answers are let go): pages are served again, and the quiet is logged once.
    await fetch(`${portal.upstream}/__test/faults`, { method: "DELETE" });
    await Promise.all(held);
    await until("pages to be served again", async () => {
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () => fetch(`${portal.base}/live/all?again=${Math.random()}`).then((r) => r.text().then(() => r.status))),
      );
      return statuses.every((status) => status === 200);
    });
    await until("the end of shedding to be logged", async () => logLines("admission_shedding_stopped").length > 0);
    expect([logLines("admission_shedding_started").length, logLines("admission_shedding_stopped").length]).toEqual([1, 1]);
    // Nothing of it was a 500.
    expect(portal.output()).not.toMatch(/"status":5(?!03)\d\d/);
  }, 120_000);
});
