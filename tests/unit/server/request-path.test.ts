// One reading of a request's path (server/request-path.ts): the target as the pages read it, and every list in
// front of the pages (the form-turn limit, the help forms' body cap) matching that, on a real Express app on
// loopback (a raw socket sends the paths fetch would resolve first).
import net from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { common } from "~/i18n/ko/common";
import { loadConfig } from "~/utils/env.server";
import { MemoryStore } from "~/utils/shared-store.server";
import { rateLimits } from "../../../server/rate-limit";
import { canonicalPath, canonicalTarget } from "../../../server/request-path";
import { limitBodySize } from "../../../server/security";
import { serveOnLoopback } from "../../setup/loopback";

describe("canonicalTarget", () => {
  it.each([
    ["/help/chatbot", "/help/chatbot"],
    // Escaped unreserved characters, which the router decodes.
    ["/help/%63hatbot", "/help/chatbot"],
    ["/help/%43HATBO%54/", "/help/CHATBOT/"],
    ["/help/faq/%31%30%30%31", "/help/faq/1001"],
    // Dot segments, escaped or not, resolved as the URL parser resolves them.
    ["/help/./chatbot", "/help/chatbot"],
    ["/build/../help/chatbot", "/help/chatbot"],
    ["/build/%2e%2e/help/chatbot", "/help/chatbot"],
    ["/../../help", "/help"],
    // Other escapes stay as sent: an escaped '/' is a character of its segment (a category's name), a broken escape
    // is the router's to refuse, Hangul stays escaped.
    ["/directory/category/%ED%8E%AB%2F%EB%8F%99%EB%AC%BC/live", "/directory/category/%ED%8E%AB%2F%EB%8F%99%EB%AC%BC/live"],
    ["/help/faq/%E0%A4%A", "/help/faq/%E0%A4%A"],
    ["/help/%2e%2Fchatbot", "/help/.%2Fchatbot"],
    // '//host' stays a path of this origin; the query is the query, whatever it holds.
    ["//evil.example/x", "//evil.example/x"],
    ["/help?returnTo=%2Fmy%5C&q=a\\b", "/help?returnTo=%2Fmy%5C&q=a\\b"],
    ["/help/%63hatbot?_data=routes%2Fhelp.chatbot", "/help/chatbot?_data=routes%2Fhelp.chatbot"],
    ["/help#x?y", "/help"],
  ])("%s → %s", (target, canonical) => expect(canonicalTarget(target)).toBe(canonical));

  it.each(["/build/..\\help\\chatbot", "/help\\chatbot", "/help%5Cchatbot", "/help%5cchatbot", "*", "help"])("refuses %s", (target) =>
    expect(canonicalTarget(target)).toBeNull(),
  );
});

/** The checks in front of the pages after canonicalPath: the form-turn limit (2 a minute), or the body cap. */
const app = (check: express.RequestHandler | express.RequestHandler[]) => () => {
  const served = express();
  served.use(canonicalPath);
  served.use(check);
  served.use((req, res) => {
    res.json({ path: req.path, originalUrl: req.originalUrl, oversized: res.locals.oversizedFormPost === true });
  });
  return served;
};
const limited = serveOnLoopback(app(rateLimits(loadConfig({ NODE_ENV: "test", RATE_LIMIT_FORM_TURN_PER_MIN: "2" }), new MemoryStore())));
const capped = serveOnLoopback(app(limitBodySize(100, ["/help/inquiry"])));

/** A request line and headers as written to `loopback`; the answer's status, head and body. */
function raw(head: string, loopback = limited): Promise<{ status: number; head: string; body: string }> {
  const port = Number(new URL(loopback.base).port);
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString("utf8")));
    socket.on("close", () => {
      const end = answer.indexOf("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), head: answer.slice(0, end), body: answer.slice(end + 4) });
    });
    socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe("canonicalPath", () => {
  it("puts the target the pages read in place of the one sent, for every check after it", async () => {
    expect(JSON.parse((await raw("GET /build/%2e%2e/help/%63hatbot?x=1 HTTP/1.1")).body)).toEqual({
      path: "/help/chatbot",
      originalUrl: "/help/chatbot?x=1",
      oversized: false,
    });
  });

  it("counts a form's address written another way as that form's address (the form-turn limit: 2 a minute)", async () => {
    const statuses = [];
    for (const path of ["/help/%63hatbot", "/help/./chatbot", "/build/../help/chatbot"]) statuses.push((await raw(`POST ${path} HTTP/1.1`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("hands an oversized help form's post at its address written another way to its page", async () => {
    const answer = await raw("POST /help/%69nquiry HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000", capped);
    expect(JSON.parse(answer.body)).toMatchObject({ path: "/help/inquiry", oversized: true });
  });

  it("refuses a backslash, raw or escaped, with 400, the not-found words and the headers of a refusal", async () => {
    for (const path of ["/build/..\\help\\chatbot", "/help%5Cchatbot"]) {
      const answer = await raw(`GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain(common.errors.notFoundTitle);
      expect(answer.head, path).toMatch(/^Content-Security-Policy: default-src 'none'/im);
    }
  });
});
