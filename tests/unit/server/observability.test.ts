// Request ids and access lines (server/observability.ts) on a real Express app on loopback: a client's
// X-Request-Id is kept only from the proxy TRUST_PROXY trusts; a probe's answer is no access line unless
// LOG_PROBES asks for it; a refusal before the pages says why.
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/utils/env.server";
import { labelled } from "../../../server/metrics";
import { accessLog, requestIds } from "../../../server/observability";
import { sendPlainError } from "../../../server/security";
import { serveOnLoopback } from "../../setup/loopback";

/** The portal's layers in front of its probes and a refusal, with `trustProxy` as TRUST_PROXY. */
const app = (trustProxy: string | boolean, logProbes: boolean) => () => {
  const served = express();
  served.set("trust proxy", trustProxy);
  served.use(requestIds());
  served.use(accessLog({ logProbes }));
  served.get("/healthz", labelled("healthz"), (_req, res) => void res.json({ status: "ok" }));
  served.get("/refused", (_req, res) => sendPlainError(res, 400, "refused", { reason: "host", host: "evil.example" }));
  served.get("/page", (_req, res) => void res.send("page"));
  return served;
};
const behindAnotherProxy = serveOnLoopback(app("192.0.2.1", false));
const behindLoopback = serveOnLoopback(app("loopback", true));

/** The JSON lines the logger writes while `run` runs and until there are `count` (an answer's line is written once
 * it has gone, which its client may see first), at the level operators run it. */
async function logLines(count: number, run: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  vi.stubEnv("LOG_LEVEL", "info");
  resetConfigForTests();
  const lines: Array<Record<string, unknown>> = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), true));
  try {
    await run();
    for (const deadline = Date.now() + 2000; lines.length < count && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe("requestIds", () => {
  const idFrom = async (base: string) => (await fetch(`${base}/page`, { headers: { "x-request-id": "client-chosen-request-id" } })).headers.get("x-request-id");

  it("gives a fresh id to a request from a peer that is not the trusted proxy, though TRUST_PROXY is set", async () => {
    expect(await idFrom(behindAnotherProxy.base)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the trusted proxy's id", async () => {
    expect(await idFrom(behindLoopback.base)).toBe("client-chosen-request-id");
  });
});

describe("accessLog", () => {
  it("writes no line for a probe's answer unless LOG_PROBES, one for a page either way", async () => {
    const ask = (base: string) => async () => {
      for (const path of ["/healthz", "/page"]) await (await fetch(`${base}${path}`)).text();
    };
    const quiet = await logLines(1, ask(behindAnotherProxy.base));
    const asked = await logLines(2, ask(behindLoopback.base));
    expect(quiet.map((line) => line.path)).toEqual(["/page"]);
    expect(asked.map((line) => line.path)).toEqual(["/healthz", "/page"]);
  });

  it("says why a request was refused before the pages", async () => {
    const [line] = await logLines(1, async () => void (await (await fetch(`${behindAnotherProxy.base}/refused`)).text()));
    expect(line).toMatchObject({ msg: "request", status: 400, refused: { reason: "host", host: "evil.example" } });
  });
});
