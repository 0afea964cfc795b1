// Cases 50–53, the edge of one instance (issue 69, item 10), each on a portal of its own: a form's address written
// another way (escaped letters, dot segments, a backslash) is still that form's address for every check in front
// of the pages; a Host whose port is no port, and every other refusal before the pages, answered 400 with the
// security headers and a reason in the access line; a request id believed only from the proxy TRUST_PROXY
// trusts; every line the process writes is JSON, probes left out unless asked. tests/integration/nginx.test.ts
// holds the nginx side (every location's forwarding headers, backslashes, time-outs and connections per address).
import http from "node:http";
import { expect, test } from "@playwright/test";
import { common } from "../../app/i18n/ko/common";
import { ownPort, startPortal, stopAll, summarise, upstreamCallsOf, type LogLine, type Proc } from "./support";

test.afterAll(stopAll);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request sent with its path exactly as written (fetch would resolve '.', '..' and '\' first). */
function send(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The portal's log lines that `match`, once there are `count` of them (its output is read as it comes: within 5 s). */
async function logged(portal: Proc, match: (line: LogLine) => boolean, count: number): Promise<LogLine[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = portal.logs().filter(match);
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("case 50: a form's address written another way (escaped letters, dot segments) is that form's for the limits and the body cap; a backslash is refused", async () => {
  test.setTimeout(60_000);
  const port = ownPort(350);
  const portal = await startPortal(port, { RATE_LIMIT_FORM_TURN_PER_MIN: "4", MAX_BODY_MB: "1" });
  const origin = `http://127.0.0.1:${port}`;
  const form = { origin, "content-type": "application/x-www-form-urlencoded" };
  // A help form's post over the body cap, at its address written another way, is answered by its page (the body
  // unread), and counted as a post to a public form.
  const oversized = await send(port, "/help/%69nquiry", {
    method: "POST",
    headers: { origin, "content-type": "multipart/form-data; boundary=x", "content-length": String(2 * 1024 * 1024) },
  }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
  // The chatbot's address five ways, each its page for Remix: the form-turn limit (4 a minute) counts them all.
  const variants = ["/help/%63hatbot", "/help/./chatbot", "/build/%2e%2e/help/chatbot", "/help/chatbo%74", "/HELP/%43HATBOT/"];
  const turns: number[] = [];
  for (const path of variants) turns.push((await send(port, path, { method: "POST", headers: form, body: "question=hi" })).status);
  // nginx's /build/ and the portal's /help/chatbot: refused, raw or escaped.
  const backslashes = [await send(port, "/build/..\\help\\chatbot"), await send(port, "/help%5Cchatbot", { method: "POST", headers: form, body: "q=hi" })];
  await portal.stop();

  summarise(test.info(), {
    case: 50,
    attack: `a 2 MB post to /help/%69nquiry (cap 1 MB), then posts to ${variants.join(", ")} (the form-turn limit 4 a minute); /build/..\\help\\chatbot, /help%5Cchatbot`,
    expected:
      "the oversized post answered by the inquiry page (413 with its form); the 4th and 5th chatbot posts 429; backslash paths 400 with the not-found words",
    seen: `oversized ${oversized.status}${oversized.body.includes("<form") ? " with the form" : " without the form"}; turns ${turns.join("/")}; backslashes ${backslashes.map((answer) => answer.status).join("/")}`,
  });
  expect(turns.slice(0, 3).every((status) => status !== 429)).toBe(true);
  expect(turns.slice(3)).toEqual([429, 429]);
  expect(oversized.status).toBe(413);
  expect(oversized.body).toContain("<form");
  for (const answer of backslashes) {
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(common.errors.notFoundTitle);
  }
});

/** What every refusal before the pages carries (the pages' own headers are case 8's). */
function refusalHeadersMissing(answer: Answer): string[] {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  const missing = ["default-src 'none'", "base-uri 'none'", "frame-ancestors"].filter((directive) => !csp.includes(directive));
  if (answer.headers["x-content-type-options"] !== "nosniff") missing.push("nosniff");
  if (answer.headers["referrer-policy"] !== "strict-origin-when-cross-origin") missing.push("referrer-policy");
  return missing;
}

test("case 51: a Host whose port is no port is a 400 with the generic page and a reason in the access line; every refusal before the pages carries the security headers", async () => {
  test.setTimeout(60_000);
  const port = ownPort(352);
  const portal = await startPortal(port, { LOG_LEVEL: "info", TRUST_PROXY: "loopback" });
  const refusals: Array<[string, Promise<Answer>]> = [
    ["Host: localhost:99999", send(port, "/", { headers: { host: "localhost:99999" } })],
    ["Host: [:::1]", send(port, "/", { headers: { host: "[:::1]" } })],
    ["Host: evil.example", send(port, "/", { headers: { host: "evil.example" } })],
    ["X-Forwarded-Host: localhost:99999", send(port, "/live/all", { headers: { "x-forwarded-host": "localhost:99999" } })],
    ["/help\\inquiry", send(port, "/help\\inquiry")],
  ];
  const answers: Array<[string, Answer]> = [];
  for (const [label, answer] of refusals) answers.push([label, await answer]);
  const after = (await fetch(`${portal.url}/help`)).status;
  const refused = (await logged(portal, (line) => line.msg === "request" && line.status === 400, answers.length)).map(
    (line) => (line.refused as { reason?: string } | undefined)?.reason,
  );
  await portal.stop();
  const errors = portal.logs().filter((line) => line.level === "error");

  summarise(test.info(), {
    case: 51,
    attack: `${answers.map(([label]) => label).join(", ")}`,
    expected:
      "400 with the generic page (the not-found words for a path), CSP default-src 'none' with frame-ancestors, nosniff, Referrer-Policy; the access line says why; no error line; still serving",
    seen: `${answers.map(([label, answer]) => `${label} → ${answer.status}${refusalHeadersMissing(answer).length ? ` missing ${refusalHeadersMissing(answer).join(" ")}` : ""}`).join("; ")}; refused: ${refused.join(" ")}; ${errors.length} error lines; then /help ${after}`,
  });
  for (const [label, answer] of answers) {
    expect(answer.status, label).toBe(400);
    expect(answer.body, label).toContain(label.startsWith("/") ? common.errors.notFoundTitle : common.errors.genericTitle);
    expect(refusalHeadersMissing(answer), label).toEqual([]);
  }
  expect(refused).toEqual(["host", "host", "host", "host", "path"]);
  expect(errors).toEqual([]);
  expect(after).toBe(200);
});

test("case 52: X-Request-Id is believed only from the proxy TRUST_PROXY trusts, not from any peer once it is set", async () => {
  test.setTimeout(60_000);
  const forged = "client-chosen-request-id";
  /** The id the portal answers with, and the one its upstream calls carried, for a page asked with `forged`. */
  const idsOf = async (trustProxy: string, port: number) => {
    const portal = await startPortal(port, { TRUST_PROXY: trustProxy });
    const response = await fetch(`${portal.url}/help`, { headers: { "x-request-id": forged } });
    await response.text();
    const answered = response.headers.get("x-request-id");
    const upstreamCalls = (await upstreamCallsOf(portal.upstreamUrl, answered)).length;
    await portal.stop();
    return { answered, upstreamCalls };
  };
  // The peer (loopback) is not the proxy TRUST_PROXY names, then it is.
  const untrusted = await idsOf("192.0.2.1", ownPort(354));
  const trusted = await idsOf("loopback", ownPort(356));

  summarise(test.info(), {
    case: 52,
    attack: `/help with X-Request-Id: ${forged} from loopback, TRUST_PROXY=192.0.2.1 (another proxy) and TRUST_PROXY=loopback`,
    expected: "another proxy's setting: a fresh id, answered and sent upstream; the trusted proxy's id kept",
    seen: `TRUST_PROXY=192.0.2.1: ${untrusted.answered} (${untrusted.upstreamCalls} upstream calls under it); loopback: ${trusted.answered} (${trusted.upstreamCalls})`,
  });
  expect(untrusted.answered).not.toBe(forged);
  expect(untrusted.answered).toMatch(/^[0-9a-f-]{36}$/);
  expect(untrusted.upstreamCalls).toBeGreaterThan(0);
  expect(trusted.answered).toBe(forged);
});

test("case 53: every line the process writes is JSON (an address with broken percent-encoding included); probes are access-logged only with LOG_PROBES=1", async () => {
  test.setTimeout(60_000);
  // With metrics on, the route label's matcher meets the broken address too (React Router warned on the console).
  const visit = async (port: number, metricsPort: number, env: Record<string, string>) => {
    const portal = await startPortal(port, { LOG_LEVEL: "info", METRICS_PORT: String(metricsPort), ...env });
    const statuses = [];
    for (const address of ["/help/faq/%E0%A4%A", "/%E0%A4%A", "/healthz", "/readyz", "/healthz", "/help"]) {
      const response = await fetch(`${portal.url}${address}`);
      await response.text();
      statuses.push(response.status);
    }
    // The page's line is the last this asks for: once it is written, so are the others'.
    await logged(portal, (line) => line.msg === "request" && line.path === "/help", 1);
    await portal.stop();
    const lines = portal
      .output()
      .split("\n")
      .filter((line) => line.trim());
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    const probeLines = portal.logs().filter((line) => line.msg === "request" && (line.path === "/healthz" || line.path === "/readyz")).length;
    const pageLines = portal.logs().filter((line) => line.msg === "request" && line.path === "/help").length;
    return { statuses, notJson, probeLines, pageLines };
  };
  const quiet = await visit(ownPort(358), ownPort(360), {});
  const asked = await visit(ownPort(362), ownPort(364), { LOG_PROBES: "1" });

  summarise(test.info(), {
    case: 53,
    attack: "/help/faq/%E0%A4%A and /%E0%A4%A (broken percent-encoding), /healthz and /readyz, /help, metrics on; then again with LOG_PROBES=1",
    expected: "every output line JSON; no probe access line by default, each with LOG_PROBES=1; the page's line either way",
    seen: `statuses ${quiet.statuses.join("/")}; lines not JSON: ${quiet.notJson.length}${quiet.notJson.length ? ` (${quiet.notJson[0].slice(0, 80)})` : ""}; probe lines ${quiet.probeLines}, with LOG_PROBES=1 ${asked.probeLines}; page lines ${quiet.pageLines}/${asked.pageLines}`,
  });
  expect(quiet.statuses).toEqual([400, 400, 200, 200, 200, 200]);
  expect([...quiet.notJson, ...asked.notJson]).toEqual([]);
  expect(quiet.probeLines).toBe(0);
  // Those three, and the start's own probes (support.ts waits for /healthz).
  expect(asked.probeLines).toBeGreaterThanOrEqual(3);
  expect([quiet.pageLines, asked.pageLines]).toEqual([1, 1]);
});
