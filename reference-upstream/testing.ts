// A reference upstream for tests: its own seeded database in a temporary folder (uploads are stored beside
// it), listening on a free loopback port.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createUpstreamApp } from "./app";
import { openDatabase } from "./db";
import { MODULES } from "./modules";
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
