// Cases 1–4 of attacks through the help centre's upload forms. Oversized uploads (in the
// browser with JS on and off, a lying Content-Length and an endless chunked body against a portal of
// our own whose memory is watched), part bombs, type spoofs and hostile file names.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../fixtures";
import { helpRules } from "../../app/i18n/ko/help/rules";
import { serverErrors } from "../../app/i18n/ko/server-errors.server";
import { honeypotFields, multipart, ownPort, startPortal, stopAll, summarise, upstreamCallsOf, type Part } from "./support";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const MB = 1024 * 1024;
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

test.afterAll(stopAll);

/** Writes to the help upload paths that a refused post must never reach. */
const UPLOAD_OR_REGISTER = /^\/help\/(tempfile\.php|apihelp\.php)/;

/** A post to the inquiry form as a browser would send it: the honeypot fields of a freshly rendered form. */
async function postInquiry(baseURL: string, parts: readonly Part[]) {
  const html = await (await fetch(`${baseURL}/help/inquiry`)).text();
  const hidden = Object.entries(honeypotFields(html)).map(([name, value]) => ({ name, value }));
  const { body, contentType } = multipart([...hidden, ...parts]);
  const response = await fetch(`${baseURL}/help/inquiry`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType, origin: baseURL },
  });
  return { response, text: await response.text(), requestId: response.headers.get("x-request-id") };
}

const upstreamOf = (baseURL: string) => {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
};

test("case 1: a 20 MB attachment is refused with the Korean size message, JS on and off", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  // From a file on disk: the browser reads it where it is (a 20 MB buffer would go over the protocol, twice,
  // taking seconds of a busy CI machine each time).
  const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hardening-upload-")), "big.png");
  fs.writeFileSync(big, pngOf(20 * MB));
  await page.goto("/help/inquiry");
  await page.getByLabel("첨부파일").setInputFiles(big);
  await expect(page.getByText(helpRules.errors.fileSize(10))).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "ko-KR" });
  const plain = await noJs.newPage();
  await plain.goto("/help/inquiry");
  await plain.getByLabel("첨부파일").setInputFiles(big);
  const [answer] = await Promise.all([plain.waitForResponse((r) => r.request().method() === "POST"), plain.getByRole("button", { name: "문의하기" }).click()]);
  expect(answer.status()).toBe(413);
  await expect(plain.getByRole("heading", { name: serverErrors.payloadTooLarge(10) })).toBeVisible();
  await noJs.close();
  fs.rmSync(path.dirname(big), { recursive: true, force: true });
  summarise(test.info(), {
    case: 1,
    attack: "20 MB file in the inquiry form (browser)",
    expected: "Korean size message (JS), 413 (no JS)",
    seen: `JS: '${helpRules.errors.fileSize(10)}' shown; no JS: ${answer.status()} '${serverErrors.payloadTooLarge(10)}'`,
  });
});

/** RSS of a process in bytes, from /proc. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

/** Sends `total` bytes of a multipart body over a raw socket with a Content-Length of `declared` (or
 * chunked when null) and resolves with the answer's status (0 when none came). The server may close the
 * connection while bytes are still on their way: write errors are expected and ignored. */
function rawUpload(url: string, declared: number | null, total: number): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const { contentType } = multipart([]);
    const socket = net.connect(Number(target.port), target.hostname);
    let answer = "";
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      if (/\r\n\r\n/.test(answer)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    const length = declared === null ? "Transfer-Encoding: chunked" : `Content-Length: ${declared}`;
    socket.write(`POST ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nOrigin: ${target.origin}\r\nContent-Type: ${contentType}\r\n${length}\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    // Chunk by chunk with a turn of the event loop in between (as a browser would), so that an early
    // answer is read before a write fails on the closed connection.
    void (async () => {
      // A server that judges by the headers answers at once: give that answer time to arrive before the
      // body's first write can fail on the closed connection (which discards what was not read yet).
      await new Promise((next) => setTimeout(next, 200));
      for (let sent = 0; sent < total && !socket.destroyed && !answer; sent += chunk.length) {
        const ok = socket.write(declared === null ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk);
        await new Promise((next) => (ok ? setImmediate(next) : socket.once("drain", next)));
      }
      if (!socket.destroyed && !answer && declared === null) socket.write("0\r\n\r\n");
    })();
  });
}

test("case 1: 20 and 50 MB bodies get 413 (411 when chunked); the process keeps serving within twice the limit of memory", async () => {
  test.setTimeout(90_000);
  const portal = await startPortal(ownPort(0), { MAX_BODY_MB: "12", LOG_LEVEL: "warn", FORM_MIN_FILL_MS: "0" });
  const limit = 12 * MB;
  // Warm up (first renders compile and cache), then take the baseline.
  for (let i = 0; i < 3; i += 1) await fetch(`${portal.url}/help/inquiry`).then((r) => r.text());
  const baseline = rssOf(portal.child.pid!);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(portal.child.pid!))), 10);
  const twenty = await rawUpload(`${portal.url}/help/inquiry`, 20 * MB, 20 * MB);
  const declared = await rawUpload(`${portal.url}/help/inquiry`, 50 * MB, 2 * MB);
  const chunked = await rawUpload(`${portal.url}/help/inquiry`, null, 50 * MB);
  const chunkedAgain = await rawUpload(`${portal.url}/help/inquiry`, null, 50 * MB);
  const growth = peak - baseline;

  // The largest body the cap lets through (an 11.5 MB file, over the 10 MB attachment limit) is parsed
  // and answered with the form and the size message.
  const nearCap = await postInquiry(portal.url, [
    { name: "attachedFiles", filename: "near.png", type: "image/png", data: pngOf(11.5 * MB) },
    { name: "intent", value: "submit" },
  ]);
  const nearCapGrowth = peak - baseline;
  clearInterval(sampler);
  const serving = await fetch(`${portal.url}/help/inquiry`);
  await portal.stop();

  expect([twenty, declared, chunked, chunkedAgain]).toEqual([413, 413, 411, 411]);
  expect(nearCap.response.status).toBe(400);
  expect(nearCap.text).toContain(helpRules.errors.fileSize(10));
  expect(serving.status).toBe(200);
  expect(growth).toBeLessThan(2 * limit);
  expect(nearCapGrowth).toBeLessThan(2 * limit);
  summarise(test.info(), {
    case: 1,
    attack: "20 MB body; Content-Length 50 MB; chunked 50 MB (x2); then an 11.5 MB file under the 12 MB cap",
    expected: "413 (411 without a length), RSS growth < 2 x 12 MB; near-cap: size message; still serving",
    seen: `${twenty}/${declared}/${chunked}/${chunkedAgain}, RSS +${(growth / MB).toFixed(1)} MB; near-cap ${nearCap.response.status} with size message, RSS +${(nearCapGrowth / MB).toFixed(1)} MB; next GET ${serving.status}`,
  });
});

test("case 2: part bombs (1,000 file parts; 10,000 fields) are refused at the limit, nothing goes upstream", async ({ baseURL }) => {
  const files = Array.from({ length: 1000 }, (_, i) => ({ name: "attachedFiles", filename: `p${i}.png`, type: "image/png", data: PNG }));
  const fields = Array.from({ length: 10_000 }, (_, i) => ({ name: `f${i}`, value: "x" }));
  const valid = [
    { name: "mainCategory", value: "NODE0000000002" },
    { name: "customerEmail", value: "bomb@example.com" },
    { name: "title", value: "부품 폭탄 시험입니다" },
    { name: "content", value: "본문이 충분히 길어야 합니다. ".repeat(3) },
    { name: "agreement", value: "on" },
    { name: "intent", value: "submit" },
  ];
  const seen: string[] = [];
  for (const [label, parts] of [
    ["1,000 file parts", [...valid, ...files]],
    ["10,000 fields", [...valid, ...fields]],
  ] as const) {
    const { response, requestId } = await postInquiry(baseURL!, parts);
    const calls = (await upstreamCallsOf(upstreamOf(baseURL!), requestId)).filter((call) => UPLOAD_OR_REGISTER.test(call.path));
    expect(response.status, label).toBe(413);
    expect(calls, label).toEqual([]);
    seen.push(`${label}: ${response.status}, ${calls.length} uploads or registrations`);
  }
  summarise(test.info(), {
    case: 2,
    attack: "1,000 file parts / 10,000 fields to /help/inquiry",
    expected: "refused (413), nothing upstream",
    seen: seen.join("; "),
  });
});

test("case 3: disguised files (HTML and SVG with script as .jpg, zip as .png) are refused by their content", async ({ baseURL }) => {
  const spoofs = [
    { filename: "photo.jpg", type: "image/jpeg", data: Buffer.from("<html><body><script>alert(1)</script></body></html>") },
    { filename: "icon.jpg", type: "image/jpeg", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    { filename: "image.png", type: "image/png", data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]) },
  ];
  const seen: string[] = [];
  for (const spoof of spoofs) {
    const { response, text, requestId } = await postInquiry(baseURL!, [
      { name: "attachedFiles", ...spoof },
      { name: "intent", value: "submit" },
    ]);
    const calls = (await upstreamCallsOf(upstreamOf(baseURL!), requestId)).filter((call) => UPLOAD_OR_REGISTER.test(call.path));
    expect(response.status, spoof.filename).toBe(400);
    expect(text, spoof.filename).toContain(helpRules.errors.fileType);
    expect(calls, spoof.filename).toEqual([]);
    seen.push(`${spoof.filename} ${response.status}`);
  }
  summarise(test.info(), {
    case: 3,
    attack: "HTML .jpg, SVG+script .jpg, zip .png",
    expected: `400 '${helpRules.errors.fileType}', no upload`,
    seen: `${seen.join(", ")}; message shown, 0 uploads`,
  });
});

test("case 4: hostile file names are stored under generated names outside public folders, the name kept as data", async ({ baseURL }) => {
  const uploads = path.resolve("data", "uploads", `e2e-${new URL(baseURL!).port}`);
  const names = ["../../x.png", `${"가".repeat(296)}.png`, "한글파일.png".normalize("NFD")];
  const before = new Set(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []);
  const publicBefore = fs.readdirSync("public", { recursive: true }).length;
  const shown: string[] = [];
  for (const name of names) {
    const { response, text, requestId } = await postInquiry(baseURL!, [
      { name: "attachedFiles", filename: name.replace(/"/g, ""), type: "image/png", data: PNG },
      { name: "intent", value: "upload" },
    ]);
    expect(response.status, JSON.stringify(name)).toBe(200);
    const calls = await upstreamCallsOf(upstreamOf(baseURL!), requestId);
    expect(
      calls.some((call) => call.path === "/help/tempfile.php"),
      JSON.stringify(name),
    ).toBe(true);
    // The original name comes back only as text of the file list (no path separators resolved).
    const base = name
      .replace(/\u0000/g, "")
      .split("/")
      .pop()!
      .slice(0, 20);
    expect(text.normalize("NFC")).toContain(base.normalize("NFC"));
    shown.push(JSON.stringify(name.length > 30 ? `${name.slice(0, 8)}…(${name.length})` : name));
  }
  // A raw NUL byte in a part header is malformed (HTTP field grammar; browsers never send one): refused whole.
  const nul = await postInquiry(baseURL!, [
    { name: "attachedFiles", filename: "a\u0000b.png", type: "image/png", data: PNG },
    { name: "intent", value: "upload" },
  ]);
  const nulCalls = await upstreamCallsOf(upstreamOf(baseURL!), nul.requestId);
  expect(nul.response.status).toBe(400);
  expect(nul.text).toContain(helpRules.errors.fileType);
  expect(nulCalls).toEqual([]);
  const stored = fs.readdirSync(uploads).filter((file) => !before.has(file));
  expect(stored.length).toBe(names.length);
  for (const file of stored) expect(file).toMatch(/^[0-9a-f-]{36}\.bin$/);
  expect(fs.existsSync(path.resolve(uploads, "../../x.png"))).toBe(false);
  expect(fs.existsSync(path.resolve("x.png"))).toBe(false);
  expect(fs.readdirSync("public", { recursive: true }).length).toBe(publicBefore);
  summarise(test.info(), {
    case: 4,
    attack: `file names ${shown.join(", ")}`,
    expected: "generated names outside public/, original name as data; a raw NUL in the header refused",
    seen: `${stored.length} files stored as {uuid}.bin in data/uploads/, none elsewhere; names listed as text; "a\\u0000b.png" ${nul.response.status}, ${nulCalls.length} upstream calls`,
  });
});
