// A reference upstream for tests: its own seeded database in a temporary folder (uploads are stored beside
// it), listening on a free loopback port.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import { cloneUser, createUpstreamApp } from "./app";
import { openDatabase } from "./db";
import { createSession, SESSION_COOKIE } from "./modules/auth";
import { MODULES } from "./modules";
import { FaultSwitches } from "./faults";
import { prepareDatabase } from "./seed";
import type { Db } from "./types";

export type TestUpstream = { base: string; db: Db; dir: string; stop: () => void };

export async function startTestUpstream(name: string): Promise<TestUpstream> {
  const options = { publicUrl: "http://localhost:1", portalPort: 3000, allowedReturnOrigins: [], testApi: false, latencyMs: 0 };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const db = openDatabase(path.join(dir, "reference.db"));
  prepareDatabase(db, MODULES, options);
  const listening = createUpstreamApp(db, options, MODULES).listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    db,
    dir,
    stop: () => {
      listening.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a test upstream before the file's tests (handing it to `started`) and stops it after them. */
export function useTestUpstream(name: string, started: (upstream: TestUpstream) => void) {
  let upstream: TestUpstream | undefined;
  beforeAll(async () => {
    upstream = await startTestUpstream(name);
    started(upstream);
  }, 60_000);
  afterAll(() => upstream?.stop());
}

/** A fresh copy of a demo account, signed in: its user id and the cookie that carries its session. */
export function signedInCopy(db: Db, template: string) {
  const userId = cloneUser(db, MODULES, template)!;
  return { userId, cookie: `${SESSION_COOKIE}=${createSession(db, userId)}` };
}

/**
 * A bare app behind the fault switches (their test API under /__test), with the routes `addRoutes` adds,
 * listening on a free loopback port before the file's tests; `started` gets its base URL.
 */
export function useFaultSwitchedApp(addRoutes: (app: express.Express) => void, started: (base: string) => void) {
  let stop = () => {};
  beforeAll(async () => {
    const faults = new FaultSwitches();
    const app = express();
    app.use(express.json());
    const admin = express.Router();
    faults.mount(admin);
    app.use("/__test", admin);
    app.use(faults.middleware);
    addRoutes(app);
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    started(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`);
    stop = () => void listening.close();
  });
  afterAll(() => stop());
}
