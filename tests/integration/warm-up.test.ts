// Cold start: the Remix build loads without jsdom (the HTML sanitiser's DOM, about a second and
// 80 MB), so that a start reaches /healthz without it; the server loads it right after it listens, and
// /readyz answers once it has. Runs against the built build/ and dist/server.js (npm run build first).
// Ports: E2E_PORT_BASE + 250 (default 3450), beside the e2e and hardening servers of the same checkout.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const PORT = Number(process.env.E2E_PORT_BASE ?? 3200) + 250;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Runs an ES module snippet in a fresh node process in this checkout and returns what it printed. */
function runModule(source: string): Promise<string> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  let stdout = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  return new Promise((resolve) => child.on("exit", () => resolve(stdout.trim())));
}

describe("cold start without jsdom", () => {
  it("importing the build loads no jsdom; the entry's warmUp loads it", async () => {
    const printed = await runModule(`
      import { createRequire } from "node:module";
      import path from "node:path";
      import { pathToFileURL } from "node:url";
      const jsdomLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/jsdom/"));
      const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
      const atImport = jsdomLoaded();
      build.entry.module.warmUp?.();
      console.log(JSON.stringify({ atImport, afterWarmUp: jsdomLoaded() }));
    `);
    expect(JSON.parse(printed)).toEqual({ atImport: false, afterWarmUp: true });
  });

  it("the server loads the sanitiser after it listens, and is ready once it has", async () => {
    const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-")), "reference.db");
    const child = spawn(process.execPath, ["dist/server.js"], {
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", PORT: String(PORT), REFERENCE_UPSTREAM_DB: db },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    let stdout = "";
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    const messages = () =>
      stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);

    // /readyz waits for the warm-up: its first 200 comes after it, whenever it is asked.
    const deadline = Date.now() + 30_000;
    let ready = 0;
    while (ready !== 200 && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    // The log line is written before the answer; its pipe may be read after it (10 s at most).
    await new Promise<void>((resolve) => {
      const done = () => {
        child.stdout!.off("data", check);
        clearTimeout(timer);
        resolve();
      };
      const check = () => {
        if (messages().includes("warmed_up")) done();
      };
      const timer = setTimeout(done, 10_000);
      child.stdout!.on("data", check);
      check();
    });
    const order = messages();
    expect(order.indexOf("portal_listening")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("warmed_up")).toBeGreaterThan(order.indexOf("portal_listening"));
  });
});
