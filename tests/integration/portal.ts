// The built portal (dist/server.js) with its embedded reference upstream on a fresh database, for the
// integration tests that ask many pages: every answer rendered (no guest micro-cache) and no rate limit in
// the way of their requests. npm run build first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Portal = {
  base: string;
  upstream: string;
  /** The reference upstream's database. */
  db: string;
  /** What the portal wrote to stdout and stderr so far (its JSON log lines). */
  output: () => string;
  /** A new member made from one of the reference upstream's templates: its id and cookie header. */
  signIn: (template: string) => Promise<{ userId: string; cookie: string }>;
  /** SIGTERM; resolves once the process has exited (its ports free again). */
  stop: () => Promise<void>;
};

/** `env` adds to or replaces the test servers' settings (the kept reads, say). */
export async function startPortal(port: number, name: string, env: Record<string, string> = {}): Promise<Portal> {
  const base = `http://127.0.0.1:${port}`;
  const upstream = `http://127.0.0.1:${port + 1}`;
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), "reference.db");
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PORT: String(port),
      REFERENCE_UPSTREAM_DB: db,
      REFERENCE_UPSTREAM_TEST_API: "1",
      GUEST_HTML_CACHE_MS: "0",
      UPSTREAM_ANSWER_CACHE_MS: "0",
      RATE_LIMIT_GENERAL_PER_MIN: "1000000",
      RATE_LIMIT_MUTATION_PER_MIN: "1000000",
      RATE_LIMIT_FORM_PER_MIN: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready && child.exitCode === null && Date.now() < deadline) {
    ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!ready) {
    const exited = child.exitCode !== null ? `exited with code ${child.exitCode}` : "was not ready within 60 s";
    child.kill("SIGKILL");
    throw new Error(`the portal on port ${port} ${exited}`);
  }
  const signIn = async (template: string) => {
    const account = (await fetch(`${upstream}/__test/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ template }),
    }).then((response) => response.json())) as { user_id: string; cookie: { name: string; value: string } };
    return { userId: account.user_id, cookie: `${account.cookie.name}=${account.cookie.value}` };
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { base, upstream, db, output: () => output, signIn, stop };
}
