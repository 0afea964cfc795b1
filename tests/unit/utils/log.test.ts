// Every line the process writes is JSON (app/utils/log.server.ts): what a library writes with console (React
// Router's warning about an address with broken percent-encoding), Node's process warnings and a crash go through
// the logger once the server has called logEverythingAsJson().
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/utils/env.server";
import { logEverythingAsJson } from "~/utils/log.server";

type Line = Record<string, unknown>;
const CONSOLE = ["debug", "log", "info", "warn", "error", "trace"] as const;
let saved: { console: Record<string, unknown>; warning: NodeJS.WarningListener[]; crash: NodeJS.UncaughtExceptionListener[] };
let lines: Line[];

beforeEach(() => {
  vi.stubEnv("LOG_LEVEL", "info");
  resetConfigForTests();
  saved = {
    console: Object.fromEntries(CONSOLE.map((name) => [name, console[name]])),
    warning: process.listeners("warning"),
    crash: process.listeners("uncaughtException"),
  };
  lines = [];
  const take = (chunk: string | Uint8Array) => (lines.push(JSON.parse(String(chunk)) as Line), true);
  vi.spyOn(process.stdout, "write").mockImplementation(take);
  vi.spyOn(process.stderr, "write").mockImplementation(take);
  logEverythingAsJson();
});

afterEach(() => {
  Object.assign(console, saved.console);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetConfigForTests();
  process.removeAllListeners("warning");
  for (const listener of saved.warning) process.on("warning", listener);
  for (const listener of process.listeners("uncaughtException")) if (!saved.crash.includes(listener)) process.off("uncaughtException", listener);
});

describe("logEverythingAsJson", () => {
  it("writes what libraries write with console as JSON lines at its level", () => {
    console.warn('The URL path "%s" could not be decoded because it is is a malformed URL segment.', "/%E0%A4%A");
    console.error(new Error("boom"));
    console.log("plain", { a: 1 });
    expect(lines).toMatchObject([
      { level: "warn", msg: "console", detail: 'The URL path "/%E0%A4%A" could not be decoded because it is is a malformed URL segment.' },
      { level: "error", msg: "console", detail: expect.stringContaining("Error: boom") },
      { level: "info", msg: "console", detail: "plain { a: 1 }" },
    ]);
  });

  it("writes Node's process warnings as JSON lines, and nothing else for them", async () => {
    const warned = new Promise((resolve) => process.once("warning", resolve));
    process.emitWarning("listeners piling up", "MaxListenersExceededWarning");
    await warned;
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", msg: "process_warning", name: "MaxListenersExceededWarning", detail: "listeners piling up" }),
    ]);
  });

  it("writes a crash as one JSON line with its stack, then exits 1 as Node would", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const crashed = process.listeners("uncaughtException").find((listener) => !saved.crash.includes(listener))!;
    crashed(new TypeError("cards is not iterable"), "uncaughtException");
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "process_crashed",
        origin: "uncaughtException",
        error: "cards is not iterable",
        stack: expect.stringContaining("TypeError"),
      }),
    ]);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
