// Structured logging: one JSON object per line on stdout (stderr for errors), for operators' log pipelines.
import { format } from "node:util";
import { getConfig } from "./env.server";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

function threshold(): number {
  try {
    return ORDER[getConfig().logLevel];
  } catch {
    return ORDER.info;
  }
}

export function log(level: Level, msg: string, fields: LogFields = {}): void {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, msg, ...fields });
  if (level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: LogFields) => log("debug", msg, fields),
  info: (msg: string, fields?: LogFields) => log("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => log("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => log("error", msg, fields),
};

/**
 * Makes every line the process writes a JSON line: what libraries write with console (React Router's warning
 * about an address with broken percent-encoding was a line of prose on stderr), Node's process warnings, and a
 * crash (its stack as a field, then exit 1 as Node would), all through `log`. The server calls it once at start.
 */
export function logEverythingAsJson(): void {
  const through =
    (level: Level) =>
    (...args: unknown[]) =>
      log(level, "console", { detail: format(...args) });
  console.debug = through("debug");
  console.log = console.info = through("info");
  console.warn = through("warn");
  console.error = console.trace = through("error");
  // Node's own listener prints the warning as prose; ours is the only one.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log("warn", "process_warning", { name: warning.name, detail: warning.message }));
  process.on("uncaughtException", (error, origin) => {
    const thrown = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
    log("error", "process_crashed", { origin, ...thrown });
    process.exit(1);
  });
}
