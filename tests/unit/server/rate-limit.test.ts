// The rate limits (server/rate-limit.ts) on a real Express app on loopback: every public form's address is
// counted by the form limit, whatever its case or trailing slash; reads and other posts are not; the general
// and write limits count what they say, and a refusal is counted in the metrics under its limiter. The store
// over the shared store keeps each limiter's counts under its own prefix. Each test starts with empty counts.
import express, { Router } from "express";
import { register } from "prom-client";
import { beforeEach, describe, expect, it } from "vitest";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { loadConfig } from "~/utils/env.server";
import { enableMetrics } from "~/utils/metrics.server";
import { MemoryStore, type SharedStore } from "~/utils/shared-store.server";
import { isPublicFormPost, rateLimits, rateLimitStore } from "../../../server/rate-limit";
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

describe("what a refused client and the operators see", () => {
  it("the draft-7 RateLimit headers only, not the legacy X-RateLimit ones", async () => {
    const answer = await send("/", "GET");
    expect(answer.headers.get("ratelimit-policy")).not.toBeNull();
    expect(answer.headers.get("x-ratelimit-limit")).toBeNull();
    expect(answer.headers.get("x-ratelimit-remaining")).toBeNull();
  });

  it.each([
    ["form", "/help/inquiry", "POST", 3],
    ["mutation", "/my/favorite", "POST", 6],
    ["general", "/", "GET", 13],
  ])("a refusal counted in the metrics under the limiter that refused (%s)", async (limiter, path, method, times) => {
    await enableMetrics();
    const refusals = async () => {
      const metric = await register.getSingleMetric("portal_rate_limit_refusals_total")!.get();
      return metric.values.find(({ labels }) => labels.limiter === limiter)?.value ?? 0;
    };
    const before = await refusals();
    expect((await statuses(path, times, method)).at(-1)).toBe(429);
    expect((await refusals()) - before).toBe(1);
  });
});

describe("rateLimitStore", () => {
  it("counts each key under its limiter's prefix in the shared store, over the limiter's window", async () => {
    const shared = new MemoryStore();
    const store = rateLimitStore(shared, "rate:test:");
    store.init?.({ windowMs: 5_000 } as never);
    const started = Date.now();
    const first = await store.increment("1.2.3.4");
    expect(first.totalHits).toBe(1);
    expect(first.resetTime!.getTime() - started).toBeGreaterThanOrEqual(4_900);
    expect(first.resetTime!.getTime() - started).toBeLessThanOrEqual(5_100);
    expect((await store.increment("1.2.3.4")).totalHits).toBe(2);
    expect((await shared.increment("rate:test:1.2.3.4", 5_000)).count).toBe(3);
  });

  it("takes back a hit and forgets a key", async () => {
    const shared = new MemoryStore();
    const store = rateLimitStore(shared, "rate:test:");
    await store.increment("a");
    await store.increment("a");
    await store.decrement("a");
    expect((await store.increment("a")).totalHits).toBe(2);
    await store.resetKey("a");
    expect((await store.increment("a")).totalHits).toBe(1);
  });

  it("keeps its keys local only over the process's memory (Redis is shared by the instances)", () => {
    expect(rateLimitStore(new MemoryStore(), "p:").localKeys).toBe(true);
    expect(rateLimitStore({ kind: "redis" } as SharedStore, "p:").localKeys).toBe(false);
  });
});
