// What an operator reads when a request fails: a client's mistake that Remix answers itself (a post to a
// page without an action) is a warning with its status and reason, not an error line of "[object Object]".
import { createStaticHandler } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { resetConfigForTests } from "~/utils/env.server";

function capture() {
  // The unit tests run silent; these read what an operator's default level prints.
  vi.stubEnv("LOG_LEVEL", "info");
  resetConfigForTests();
  const lines: Array<Record<string, unknown>> = [];
  const take = (chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(take);
  vi.spyOn(process.stderr, "write").mockImplementation(take);
  return lines;
}

/** The error Remix hands to handleError for a request its router refuses (the same router, a page without an action). */
async function routerError(request: Request): Promise<unknown> {
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => null }]);
  const context = await handler.query(request);
  if (context instanceof Response || !context.errors) throw new Error("the router accepted the request");
  return Object.values(context.errors)[0];
}

const context = { requestId: "req-1" } as never;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("handleError", () => {
  it("logs a post to a page without an action as a warning with its status and Remix's reason", async () => {
    const request = new Request("http://portal.test/?index", { method: "POST", body: new URLSearchParams() });
    const error = await routerError(request);
    const lines = capture();
    handleError(error, { request, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "request_refused", path: "/", status: 405, requestId: "req-1" });
    expect(lines[0].error).toMatch(/did not provide an `action`/);
  });

  it("logs a thrown error as an error line with its message and stack", () => {
    const request = new Request("http://portal.test/live/all");
    const lines = capture();
    handleError(new TypeError("cards is not iterable"), { request, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "request_error", path: "/live/all", error: "cards is not iterable" });
    expect(lines[0].stack).toMatch(/TypeError: cards is not iterable/);
  });

  it("says nothing about a request the reader abandoned", () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://portal.test/", { signal: controller.signal });
    const lines = capture();
    handleError(new Error("aborted"), { request, context });
    expect(lines).toHaveLength(0);
  });
});
