// The server's request checks (server/security.ts) on a real Express app on loopback: the cross-site
// POST check by Origin, Sec-Fetch-Site and Referer, malformed bodies, the Permissions-Policy and
// the address cap.
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { loadConfig, resetConfigForTests } from "~/utils/env.server";
import { FORM_MAX_BYTES, formDataOf } from "~/utils/form-data.server";
import { common } from "~/i18n/ko/common";
import { MAX_ADDRESS_BYTES } from "~/utils/return-url";
import { publicOrigin } from "../../../server/public-origin";
import {
  answerOversizedFormPost,
  limitAddressLength,
  limitBodySize,
  plainErrorHandler,
  refuseMalformedBody,
  rejectCrossSite,
  securityHeaders,
} from "../../../server/security";
import { serveOnLoopback } from "../../setup/loopback";

const loopback = serveOnLoopback(() => {
  const app = express();
  app.use(publicOrigin(loadConfig({ NODE_ENV: "production" })));
  app.use(securityHeaders(loadConfig({ NODE_ENV: "production" })));
  app.use(rejectCrossSite);
  app.all("/action", (_req, res) => {
    res.status(204).end();
  });
  app.post("/form", refuseMalformedBody, (_req, res) => {
    res.status(204).end();
  });
  app.use("/address", limitAddressLength, (_req, res) => {
    res.status(204).end();
  });
  app.get("/__manifest", limitAddressLength, (_req, res) => {
    res.status(204).end();
  });
  // The body cap (100 bytes here) with one form page whose oversized posts its page answers.
  app.use("/capped", limitBodySize(100, ["/help/inquiry"]), answerOversizedFormPost, (req, res) => {
    res.json({ method: req.method, oversized: res.locals.oversizedFormPost === true });
  });
  return app;
});

const post = (headers: Record<string, string>) => fetch(`${loopback.base}/action`, { method: "POST", headers }).then((r) => r.status);

describe("rejectCrossSite", () => {
  it.each([
    ["our Origin", { origin: "BASE", cookie: "s=1" }, 204],
    ["a foreign Origin", { origin: "https://evil.example", cookie: "s=1" }, 403],
    ["a foreign Origin with our Referer", { origin: "https://evil.example", referer: "BASE/page", cookie: "s=1" }, 403],
    ["no Origin, cross-site Sec-Fetch-Site", { "sec-fetch-site": "cross-site", cookie: "s=1" }, 403],
    ["no Origin, our Referer", { referer: "BASE/station/streamer01", cookie: "s=1" }, 204],
    ["no Origin, a foreign Referer", { referer: "https://evil.example/page", cookie: "s=1" }, 403],
    ["no Origin, a foreign Referer without cookies", { referer: "https://evil.example/page" }, 403],
    ["no Origin, an unreadable Referer", { referer: "not a url", cookie: "s=1" }, 403],
    ["neither Origin nor Referer, with cookies", { cookie: "s=1" }, 403],
    ["neither Origin nor Referer, same-origin Sec-Fetch-Site, with cookies", { "sec-fetch-site": "same-origin", cookie: "s=1" }, 403],
    ["neither Origin nor Referer, without cookies", {}, 204],
  ])("a POST with %s → %i", async (_label, headers, status) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace("BASE", loopback.base)]));
    expect(await post(resolved)).toBe(status);
  });

  it("lets reads through whatever their headers", async () => {
    expect((await fetch(`${loopback.base}/action`, { headers: { referer: "https://evil.example/" } })).status).toBe(204);
  });
});

describe("securityHeaders", () => {
  it("turns off powerful features the portal never uses (Permissions-Policy)", async () => {
    const policy = (await fetch(`${loopback.base}/action`)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
  });
});

describe("limitAddressLength", () => {
  /** An address of exactly `bytes` bytes: /address?q= and a query of Korean (9 bytes a syllable, encoded) and ASCII. */
  const address = (bytes: number) => {
    const head = `/address?q=${encodeURIComponent("가".repeat(100))}`;
    return head + "a".repeat(bytes - head.length);
  };

  it("takes an address of the longest size, a search of the longest keyword among it", async () => {
    expect((await fetch(`${loopback.base}${address(MAX_ADDRESS_BYTES)}`)).status).toBe(204);
  });

  it("takes Remix's route discovery (/__manifest) as long as Remix makes it, and no longer", async () => {
    const paths = (bytes: number) => `/__manifest?${"p=%2Fmy%2Ffavorite%2Fgroup%2Fstreamer01&".repeat(200)}`.slice(0, bytes);
    expect((await fetch(`${loopback.base}${paths(7680)}`)).status).toBe(204);
    expect((await fetch(`${loopback.base}${paths(7681)}`)).status).toBe(414);
  });

  it.each(["GET", "POST"])("refuses a %s to a longer one with 414 and the not-found words, before the page works", async (method) => {
    const response = await fetch(`${loopback.base}${address(MAX_ADDRESS_BYTES + 1)}`, { method, headers: { origin: loopback.base } });
    expect(response.status).toBe(414);
    expect(await response.text()).toContain(common.errors.notFoundTitle);
  });
});

describe("refuseMalformedBody", () => {
  const send = async (headers: Record<string, string>, body?: string) => {
    const response = await fetch(`${loopback.base}/form`, { method: "POST", headers: { origin: loopback.base, ...headers }, body });
    return { status: response.status, generic: (await response.text()).includes("일시적으로 서비스에 접속할 수 없습니다.") };
  };

  it.each([
    ["no body at all", {}, undefined, 400],
    ["JSON", { "content-type": "application/json" }, '{"intent":"delete"}', 415],
    ["text/plain", { "content-type": "text/plain;charset=UTF-8" }, "intent=delete", 415],
    ["XML", { "content-type": "application/xml" }, "<a/>", 415],
    ["multipart without its boundary", { "content-type": "multipart/form-data" }, "x", 400],
  ])("%s → %i with the generic page", async (_label, headers, body, status) => {
    expect(await send(headers, body)).toEqual({ status, generic: true });
  });

  it.each([
    ["a urlencoded form", { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" }, "intent=delete"],
    ["an empty urlencoded form (a button without fields)", { "content-type": "application/x-www-form-urlencoded" }, ""],
    ["a multipart form", { "content-type": "multipart/form-data; boundary=----x" }, "------x--\r\n"],
  ])("lets %s through", async (_label, headers, body) => {
    expect((await send(headers, body)).status).toBe(204);
  });
});

describe("limitBodySize", () => {
  const send = async (path: string, body: string | ReadableStream) => {
    const response = await fetch(`${loopback.base}/capped${path}`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=----x" },
      body,
      duplex: "half",
    } as RequestInit);
    const text = await response.text();
    return { status: response.status, connection: response.headers.get("connection"), page: text.startsWith("{") ? JSON.parse(text) : text };
  };

  it("hands a help form's document post over the cap to its page as a read, its body unread", async () => {
    expect(await send("/help/inquiry", "x".repeat(200))).toEqual({ status: 200, connection: "close", page: { method: "GET", oversized: true } });
    // Its address as its route matches it: any case, a trailing slash.
    expect(await send("/HELP/Inquiry/", "x".repeat(200))).toMatchObject({ status: 200, page: { method: "GET", oversized: true } });
    expect(await send("/help/inquiry", "x".repeat(100))).toMatchObject({ status: 200, page: { method: "POST", oversized: false } });
  });

  it("refuses other bodies over the cap with the plain 413, and bodies without a length with 411", async () => {
    const refused = await send("/station/streamer01/post/write", "x".repeat(200));
    expect(refused.status).toBe(413);
    expect(refused.page).toContain("10MB 이하의 파일만 첨부 가능합니다.");
    // The page's data request (JS on) has no page to show it.
    expect((await send("/help/inquiry?_data=routes%2Fhelp.inquiry", "x".repeat(200))).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(10)));
        controller.close();
      },
    });
    expect((await send("/help/inquiry", chunked)).status).toBe(411);
  });
});

describe("plainErrorHandler", () => {
  const failing = serveOnLoopback(() => {
    const app = express();
    app.get("/client", (_req, _res, next) => next(Object.assign(new Error("bad escape"), { status: 400 })));
    app.get("/portal", () => {
      throw new TypeError("cards is not iterable");
    });
    app.use(plainErrorHandler);
    return app;
  });

  it("answers an error outside Remix with the generic page and the headers of a refusal; the portal's own is an error line", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    resetConfigForTests();
    const errors: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (errors.push(String(chunk)), true));
    try {
      const answers = [];
      for (const path of ["/client", "/portal"]) {
        const response = await fetch(`${failing.base}${path}`);
        answers.push({
          status: response.status,
          csp: response.headers.get("content-security-policy"),
          page: (await response.text()).includes(common.errors.genericTitle),
        });
      }
      expect(answers).toEqual([
        { status: 400, csp: expect.stringContaining("default-src 'none'"), page: true },
        { status: 500, csp: expect.stringContaining("default-src 'none'"), page: true },
      ]);
      expect(errors.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ level: "error", msg: "request_error", error: "cards is not iterable" }),
      ]);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
  });
});

describe("formDataOf", () => {
  it("turns a broken multipart body into 400 instead of an error (a 500)", async () => {
    const broken = new Request("http://portal.test/x", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=----x" },
      body: "------x\r\nContent-Disposition: form-da",
    });
    const thrown = await formDataOf(broken).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    const good = new Request("http://portal.test/x", { method: "POST", body: new URLSearchParams({ intent: "a" }) });
    expect((await formDataOf(good)).get("intent")).toBe("a");
  });

  it("refuses a form of more than 256 KB from its length, unread (a field bomb took the event loop for a second)", async () => {
    const post = (body: string) =>
      new Request("http://portal.test/x", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) },
        body,
      });
    const fields = (count: number) => Array.from({ length: count }, (_, i) => `a${i}=v`).join("&");
    const bomb = fields(40_000);
    expect(Buffer.byteLength(bomb)).toBeGreaterThan(FORM_MAX_BYTES);
    const thrown = await formDataOf(post(bomb)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    // A form of its size is read; a caller with a larger limit of its own (a station post's text) reads more.
    expect([...(await formDataOf(post(fields(20_000)))).keys()]).toHaveLength(20_000);
    expect([...(await formDataOf(post(bomb), 1024 * 1024)).keys()]).toHaveLength(40_000);
  });
});
