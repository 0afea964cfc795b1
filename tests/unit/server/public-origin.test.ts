// One public origin: the origin a request is answered for, and the refusals of hosts that are not
// ours or not hosts at all, on a real Express app on loopback (a raw socket sends what fetch never would).
import net from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/utils/env.server";
import { isAllowedHost, publicOrigin, requestOrigin } from "../../../server/public-origin";
import { serveOnLoopback } from "../../setup/loopback";

const loopbackOnly = { publicOrigin: null, allowedHosts: ["localhost", "127.0.0.1", "[::1]"] };
const configured = { publicOrigin: "https://www.example.com", allowedHosts: ["www.example.com", "example.com"] };

describe("requestOrigin", () => {
  it.each([
    [{ host: "localhost:3000", protocol: "http" }, loopbackOnly, "http://localhost:3000"],
    [{ host: "LOCALHOST:3000", protocol: "http" }, loopbackOnly, "http://localhost:3000"],
    [{ host: "[::1]:3000", protocol: "http" }, loopbackOnly, "http://[::1]:3000"],
    [{ host: "127.0.0.1", protocol: "https" }, loopbackOnly, "https://127.0.0.1"],
    // A trusted proxy's forwarded host is a host like any other: allowed, or refused.
    [{ host: "localhost:3000", forwardedHost: "localhost:8080", protocol: "http" }, loopbackOnly, "http://localhost:8080"],
    [{ host: "localhost:3000", forwardedHost: "evil.example", protocol: "http" }, loopbackOnly, null],
    [{ host: "evil.example", protocol: "http" }, loopbackOnly, null],
    // An allowed name is the whole host, never its start or end: these are other people's hosts.
    [{ host: "localhost.evil.example", protocol: "http" }, loopbackOnly, null],
    [{ host: "127.0.0.1.evil.example:3000", protocol: "http" }, loopbackOnly, null],
    [{ host: "evillocalhost", protocol: "http" }, loopbackOnly, null],
    [{ host: "localhost:3000", forwardedHost: "localhost.evil.example", protocol: "http" }, loopbackOnly, null],
    [{ host: "example.com.evil.example", protocol: "http" }, configured, null],
    [{ host: "a b", protocol: "http" }, loopbackOnly, null],
    [{ host: "localhost/x", protocol: "http" }, loopbackOnly, null],
    // A port past 65535, an IPv6 address the URL parser cannot read: Remix's parse of the origin threw (500).
    [{ host: "localhost:99999", protocol: "http" }, loopbackOnly, null],
    [{ host: "localhost:65535", protocol: "http" }, loopbackOnly, "http://localhost:65535"],
    [{ host: "[:::1]", protocol: "http" }, loopbackOnly, null],
    [{ host: "localhost:3000", forwardedHost: "localhost:70000", protocol: "http" }, loopbackOnly, null],
    [{ host: "www.example.com:99999", protocol: "http" }, configured, null],
    [{ host: "localhost:3000", protocol: "javascript" }, loopbackOnly, null],
    [{ protocol: "http" }, loopbackOnly, null],
    [{ absoluteHost: "other.example", host: "localhost", protocol: "http" }, loopbackOnly, null],
    [{ absoluteHost: "localhost:3000", host: "evil.example", protocol: "http" }, loopbackOnly, "http://localhost:3000"],
    // Configured: always that origin, for its own host or an allowed one; any other host refused.
    [{ host: "www.example.com", protocol: "http" }, configured, "https://www.example.com"],
    [{ host: "example.com:8080", protocol: "http" }, configured, "https://www.example.com"],
    [{ protocol: "http" }, configured, "https://www.example.com"],
    [{ host: "10.0.0.5:3000", protocol: "http" }, configured, null],
  ])("%j (%j) → %s", (target, config, origin) => expect(requestOrigin(target, config)).toBe(origin));

  it("an allowed entry with a port is that port only", () => {
    expect(isAllowedHost("portal.example:8080", ["portal.example:8080"])).toBe(true);
    expect(isAllowedHost("portal.example:9090", ["portal.example:8080"])).toBe(false);
    expect(isAllowedHost("portal.example:9090", ["portal.example"])).toBe(true);
  });
});

/** The origin middleware before an answer that tells what it decided; `trustProxy`: Express's setting (TRUST_PROXY). */
function originApp(trustProxy: string | false) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(publicOrigin(loadConfig({ NODE_ENV: "production" })));
  app.use((req, res) => {
    res.json({ origin: res.locals.origin, url: req.url, originalUrl: req.originalUrl });
  });
  return app;
}

const loopback = serveOnLoopback(() => originApp("loopback"));
// No proxy trusted (TRUST_PROXY unset): the peer, loopback here, is a client like any other.
const direct = serveOnLoopback(() => originApp(false));

/** A request line and headers as written; the answer's status, head and body. */
function raw(head: string, base = loopback.base): Promise<{ status: number; head: string; body: string }> {
  const port = Number(new URL(base).port);
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString("utf8")));
    socket.on("close", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        head: answer.slice(0, answer.indexOf("\r\n\r\n")),
        body: answer.slice(answer.indexOf("\r\n\r\n") + 4),
      }),
    );
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

describe("publicOrigin", () => {
  it("answers for the request's allowed host, a trusted proxy's forwarded one included", async () => {
    const host = new URL(loopback.base).host;
    expect(JSON.parse((await raw(`GET /live/all?x=1 HTTP/1.1\r\nHost: ${host}`)).body)).toMatchObject({ origin: `http://${host}` });
    expect(JSON.parse((await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: localhost:8443\r\nX-Forwarded-Proto: https`)).body)).toMatchObject({
      origin: "https://localhost:8443",
    });
  });

  it("reads X-Forwarded-Host and -Proto only from a trusted proxy: a client's own are ignored", async () => {
    const host = new URL(direct.base).host;
    const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: localhost:8443\r\nX-Forwarded-Proto: https`, direct.base);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ origin: `http://${host}` });
  });

  it("takes an absolute request line's host and answers its path", async () => {
    const answer = await raw(`GET http://localhost:3000/help?x=1 HTTP/1.1\r\nHost: evil.example`);
    expect(JSON.parse(answer.body)).toEqual({ origin: "http://localhost:3000", url: "/help?x=1", originalUrl: "/help?x=1" });
  });

  it.each([
    ["Host: a b", "GET / HTTP/1.1\r\nHost: a b"],
    ["a foreign host", "GET / HTTP/1.1\r\nHost: evil.example"],
    ["a foreign forwarded host", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil.example"],
    ["a malformed forwarded host", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil.example/x?"],
    ["an absolute line to another host", "GET http://other.example/ HTTP/1.1\r\nHost: localhost"],
    ["a port past 65535", "GET / HTTP/1.1\r\nHost: localhost:99999"],
  ])("refuses %s with 400, the generic page and the headers of a refusal", async (_label, head) => {
    const answer = await raw(head);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("일시적으로 서비스에 접속할 수 없습니다.");
    expect(answer.head).toMatch(/^Content-Security-Policy: default-src 'none'; .*frame-ancestors 'none'$/im);
    expect(answer.head).toMatch(/^X-Content-Type-Options: nosniff$/im);
  });
});
