// The rate limits (server/rate-limit.ts) on a real Express app on loopback: every public form's address is
// counted by the form limit, whatever its case or trailing slash; reads and other posts are not; the general
// and write limits count what they say. Each test starts with empty counts.
import express, { Router } from "express";
import { beforeEach, describe, expect, it } from "vitest";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { loadConfig } from "~/utils/env.server";
import { MemoryStore } from "~/utils/shared-store.server";
import { isPublicFormPost, rateLimits } from "../../../server/rate-limit";
import { serveOnLoopback } from "../../setup/loopback";

const LIMITS = { RATE_LIMIT_GENERAL_PER_MIN: "12", RATE_LIMIT_MUTATION_PER_MIN: "5", RATE_LIMIT_FORM_TURN_PER_MIN: "2" };

let router = Router();
const loopback = serveOnLoopback(() => {
  const app = express();
  app.use((req, res, next) => router(req, res, next));
  return app;
});

beforeEach(() => {
  router = Router();
  router.use(rateLimits(loadConfig({ NODE_ENV: "test", ...LIMITS }), new MemoryStore()));
  router.use((_req, res) => {
    res.status(204).end();
  });
});

const send = (path: string, method = "POST") => fetch(`${loopback.base}${path}`, { method });
const statuses = async (path: string, times: number, method = "POST") => {
  const found: number[] = [];
  for (let i = 0; i < times; i += 1) found.push((await send(path, method)).status);
  return found;
};

const PUBLIC_FORMS = [
  "/help/inquiry",
  "/help/report/content",
  "/help/report/illegal",
  "/help/objection",
  "/help/chatbot",
  "/help/my-inquiry/survey",
  "/help/faq/123",
  "/login",
];

describe("the form limit", () => {
  it.each(PUBLIC_FORMS)("counts the posts to %s, with or without a trailing slash and in any case", async (path) => {
    expect(await statuses(path, 2)).toEqual([204, 204]);
    const refused = await send(`${path.toUpperCase()}/`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(serverErrors.tooManyRequests);
  });

  it("answers a form's post without the general counts' headers (its action says its own limit)", async () => {
    const form = await send("/help/inquiry");
    expect(form.headers.get("ratelimit")).toBeNull();
    expect(form.headers.get("ratelimit-policy")).toBeNull();
    const other = await send("/station/streamer01/post/1/comment");
    expect(other.headers.get("ratelimit")).not.toBeNull();
    expect(other.headers.get("ratelimit-policy")).not.toBeNull();
  });

  it.each(["/help/inquiry/1", "/help/inquiryx", "/x/help/inquiry", "/help/report/other", "/help/faq/abc", "/help/faq/", "/login/x", "/help/my-inquiry"])(
    "does not count posts to %s (the write limit does)",
    async (path) => {
      expect(await statuses(path, 5)).toEqual([204, 204, 204, 204, 204]);
      expect((await send(path)).status).toBe(429);
    },
  );

  it("does not count reads of a form's page", async () => {
    expect(await statuses("/help/inquiry", 5, "GET")).toEqual([204, 204, 204, 204, 204]);
    expect((await send("/help/inquiry")).status).toBe(204);
  });
});

describe("the general and write limits", () => {
  it("counts every read in the general limit", async () => {
    expect(await statuses("/", 12, "GET")).toEqual(Array(12).fill(204));
    const refused = await send("/", "GET");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(serverErrors.tooManyRequests);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("counts %s in the write limit, HEAD and OPTIONS not", async (method) => {
    expect(await statuses("/my/favorite", 2, "HEAD")).toEqual([204, 204]);
    expect(await statuses("/my/favorite", 1, "OPTIONS")).toEqual([204]);
    expect(await statuses("/my/favorite", 5, method)).toEqual(Array(5).fill(204));
    expect((await send("/my/favorite", method)).status).toBe(429);
  });
});

describe("isPublicFormPost", () => {
  const request = (method: string, path: string) => ({ method, path }) as never;
  it("is a write to a public form's address", () => {
    expect(isPublicFormPost(request("POST", "/help/faq/7/"))).toBe(true);
    expect(isPublicFormPost(request("PUT", "/Login"))).toBe(true);
    expect(isPublicFormPost(request("GET", "/login"))).toBe(false);
    expect(isPublicFormPost(request("HEAD", "/login"))).toBe(false);
    expect(isPublicFormPost(request("OPTIONS", "/login"))).toBe(false);
    expect(isPublicFormPost(request("POST", "/logout"))).toBe(false);
  });
});
