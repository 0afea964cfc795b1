// Writes that come with an Idempotency-Key are carried out once: the portal derives the key from the form the
// user sent (app/utils/submission-scope.server.ts), so a retry of a write whose answer the portal never got
// (its time-out came first, the connection broke) is answered with what the first write answered instead of
// storing a second post, comment or setting. The answer is recorded when the handler gives it, before it
// reaches the wire, so that a retry finds it even while the first answer is still on its way; a retry that
// arrives while the first is still being handled waits for it. As real APIs with such keys do, a key is
// remembered for a day and belongs to one method and path.
import type { NextFunction, Request, Response } from "express";
import type { Db } from "./types";

const KEEP_MS = 24 * 60 * 60 * 1000;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Recorded = { status: number; content_type: string | null; body: Buffer };

export function idempotentWrites(db: Db) {
  db.exec(`CREATE TABLE IF NOT EXISTS idempotent_writes (
    idem_key TEXT NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER NOT NULL,
    content_type TEXT,
    body BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (idem_key, method, path)
  )`);
  const find = db.prepare("SELECT status, content_type, body FROM idempotent_writes WHERE idem_key = ? AND method = ? AND path = ? AND created_at > ?");
  const record = db.prepare(
    "INSERT OR REPLACE INTO idempotent_writes (idem_key, method, path, status, content_type, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  /** Writes being handled now, by key: a repeat waits for the first. */
  const inFlight = new Map<string, Promise<void>>();

  return async function idempotent(req: Request, res: Response, next: NextFunction) {
    const key = req.get("idempotency-key");
    if (!key || !WRITES.has(req.method) || key.length > 200) return next();
    const id = `${key}\n${req.method}\n${req.baseUrl}${req.path}`;
    const earlier = inFlight.get(id);
    if (earlier) await earlier;
    const found = find.get(key, req.method, `${req.baseUrl}${req.path}`, Date.now() - KEEP_MS) as Recorded | undefined;
    if (found) {
      res.status(found.status).set("Idempotent-Replayed", "true");
      if (found.content_type) res.type(found.content_type);
      res.end(found.body);
      return;
    }
    let done!: () => void;
    inFlight.set(id, new Promise<void>((resolve) => (done = resolve)));
    const finish = () => {
      inFlight.delete(id);
      done();
    };
    res.on("close", finish);
    // The answer as the handler gives it (a fault switch may still hold it back from the wire).
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as string));
      // Only an answer the write gave: a refusal of the request as such (a server error) may be tried again.
      if (res.statusCode < 500) {
        const type = res.getHeader("content-type");
        record.run(key, req.method, `${req.baseUrl}${req.path}`, res.statusCode, typeof type === "string" ? type : null, Buffer.concat(chunks), Date.now());
      }
      finish();
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
