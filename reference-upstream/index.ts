// Starts the reference upstream: the embedded stand-in for every upstream host role (design §8).
// server.ts starts it in the same process when no upstream URL is configured; `npm run upstream`
// runs it on its own.
import type { Server } from "node:http";
import { createUpstreamApp } from "./app";
import { openDatabase } from "./db";
import { FaultSwitches } from "./faults";
import { MODULES } from "./modules";
import { startLiveliness } from "./modules/liveliness";
import { prepareDatabase } from "./seed";
import type { Db, UpstreamOptions } from "./types";

export type StartOptions = Partial<UpstreamOptions> & {
  port: number;
  host?: string;
  dbPath: string;
  reset?: boolean;
  /** Counts that never drift and broadcasts that start and end only through the test API (tests). */
  frozen?: boolean;
};

export type RunningUpstream = { url: string; db: Db; faults: FaultSwitches; close: () => Promise<void> };

export async function startReferenceUpstream(options: StartOptions): Promise<RunningUpstream> {
  const host = options.host ?? "127.0.0.1";
  const upstreamOptions: UpstreamOptions = {
    publicUrl: options.publicUrl ?? `http://localhost:${options.port}`,
    portalPort: options.portalPort ?? 3000,
    allowedReturnOrigins: options.allowedReturnOrigins ?? [],
    testApi: options.testApi ?? false,
    latencyMs: options.latencyMs ?? 0,
  };
  const db = openDatabase(options.dbPath, { reset: options.reset });
  prepareDatabase(db, MODULES, upstreamOptions);
  const faults = new FaultSwitches();
  const app = createUpstreamApp(db, upstreamOptions, MODULES, faults);
  const liveliness = options.frozen ? null : startLiveliness(db);

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, host, () => resolve(listening));
    listening.once("error", reject);
  });
  return {
    url: `http://${host}:${options.port}`,
    db,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        faults.clear();
        liveliness?.stop();
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
