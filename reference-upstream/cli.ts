// `npm run upstream` serves the reference upstream on its own; `npm run upstream:reset` re-seeds it.
import { openDatabase } from "./db";
import { MODULES } from "./modules";
import { prepareDatabase } from "./seed";
import { startReferenceUpstream } from "./index";

const command = process.argv[2] ?? "serve";
const port = Number(process.env.REFERENCE_UPSTREAM_PORT ?? 3001);
const dbPath = process.env.REFERENCE_UPSTREAM_DB ?? "data/reference.db";
const portalPort = Number(process.env.PORT ?? 3000);

if (command === "reset") {
  const started = Date.now();
  const db = openDatabase(dbPath, { reset: true });
  prepareDatabase(db, MODULES, { publicUrl: `http://localhost:${port}`, portalPort, allowedReturnOrigins: [], testApi: false, latencyMs: 0 });
  db.close();
  console.log(JSON.stringify({ level: "info", msg: "reference_upstream_reseeded", dbPath, ms: Date.now() - started }));
} else if (command === "serve") {
  const upstream = await startReferenceUpstream({
    port,
    host: process.env.REFERENCE_UPSTREAM_HOST ?? "127.0.0.1",
    dbPath,
    portalPort,
    testApi: process.env.REFERENCE_UPSTREAM_TEST_API === "1",
    frozen: process.env.REFERENCE_UPSTREAM_FROZEN === "1",
    latencyMs: Number(process.env.REFERENCE_UPSTREAM_LATENCY_MS ?? 0),
  });
  console.log(JSON.stringify({ level: "info", msg: "reference_upstream_listening", url: upstream.url, dbPath }));
  const stop = () => void upstream.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} else {
  console.error(`unknown command ${command}: use serve or reset`);
  process.exit(2);
}
