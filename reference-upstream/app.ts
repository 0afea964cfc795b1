// The reference upstream as an Express app: every host role under its own path (/live, /search, …),
// each module mounting its routes there, plus the test API (fault switches, fresh accounts).
import express, { type NextFunction, type Request, type Response } from "express";
import { FaultSwitches } from "./faults";
import { idempotentWrites } from "./idempotency";
import { createSession, SESSION_COOKIE } from "./modules/auth";
import { kstWallClock } from "./time";
import { ROLE_PATHS, type Db, type ModuleContext, type RoleRouters, type UpstreamModule, type UpstreamOptions } from "./types";

export function moduleContext(db: Db, options: UpstreamOptions): ModuleContext {
  const base = options.publicUrl.replace(/\/+$/, "");
  return {
    db,
    options,
    publicUrl: (path) => `${base}${path}`,
    protocolRelativeUrl: (path) => `${base.replace(/^https?:/, "")}${path}`,
  };
}

/** Copies the rows of `table` owned by `from` (in `column`) to `to`; rowid keys get new values. */
function copyUserRows(db: Db, table: string, column: string, from: string, to: string) {
  const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string; type: string; pk: number }>;
  const keyColumns = columns.filter((c) => c.pk > 0);
  const rowidKey = keyColumns.length === 1 && keyColumns[0].type.toUpperCase() === "INTEGER" ? keyColumns[0].name : null;
  const copied = columns.map((c) => c.name).filter((name) => name !== rowidKey);
  const list = copied.map((name) => `"${name}"`).join(", ");
  const select = copied.map((name) => (name === column ? "?" : `"${name}"`)).join(", ");
  db.prepare(`INSERT INTO "${table}" (${list}) SELECT ${select} FROM "${table}" WHERE "${column}" = ?`).run(to, from);
}

let cloneCounter = 0;

/** A new user with a copy of every per-user row of `template`, for isolated end-to-end tests. */
export function cloneUser(db: Db, modules: UpstreamModule[], template: string): string | null {
  const exists = db.prepare("SELECT 1 FROM users WHERE user_id = ?").get(template);
  if (!exists) return null;
  cloneCounter += 1;
  const userId = `${template}t${Date.now().toString(36)}${cloneCounter}`;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO users (user_id, nickname, password, kind, age, is_abroad, is_suspended, is_best_bj, is_partner_bj, is_demo, cloned_from, joined_at)
       SELECT ?, nickname, password, kind, age, is_abroad, is_suspended, is_best_bj, is_partner_bj, 0, user_id, ? FROM users WHERE user_id = ?`,
    ).run(userId, kstWallClock(Date.now()), template);
    for (const module of modules) {
      for (const { table, column } of module.userTables ?? []) copyUserRows(db, table, column, template, userId);
      module.onCloneUser?.(db, template, userId);
    }
  })();
  return userId;
}

export function createUpstreamApp(db: Db, options: UpstreamOptions, modules: UpstreamModule[], faults = new FaultSwitches()) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.use(express.urlencoded({ extended: false, limit: "1mb" }));
  app.use(express.json({ limit: "1mb" }));
  if (options.latencyMs > 0) app.use((_req, _res, next) => setTimeout(next, options.latencyMs));
  if (options.testApi) app.use(faults.middleware);
  // After the fault switches: a fault's own answer is not the write's.
  app.use(idempotentWrites(db));

  const ctx = moduleContext(db, options);
  const routers = Object.fromEntries([...ROLE_PATHS, "test"].map((role) => [role, express.Router()])) as RoleRouters;
  for (const module of modules) module.mount?.(routers, ctx);
  for (const role of ROLE_PATHS) app.use(`/${role}`, routers[role]);

  if (options.testApi) {
    const test = express.Router();
    faults.mount(test);
    test.post("/accounts", (req, res) => {
      const template = String(req.body.template ?? "viewer01");
      const userId = cloneUser(db, modules, template);
      if (!userId) {
        res.status(404).json({ message: "no such template account" });
        return;
      }
      res.json({ user_id: userId, cookie: { name: SESSION_COOKIE, value: createSession(db, userId) } });
    });
    // When each module was seeded (Korea wall clock): seeded data is laid out from that day, which is
    // not today once a run has crossed midnight in Korea.
    test.get("/seeds", (_req, res) => {
      const rows = db.prepare("SELECT name, seeded_at FROM module_seeds").all() as Array<{ name: string; seeded_at: string }>;
      res.json(Object.fromEntries(rows.map((row) => [row.name, row.seeded_at])));
    });
    test.use(routers.test);
    app.use("/__test", test);
  }

  app.get("/", (_req, res) => {
    res.json({ name: "reference-upstream", roles: ROLE_PATHS });
  });
  app.use((req, res) => {
    res.status(404).json({ code: 404, message: `no route for ${req.method} ${req.path}` });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    process.stderr.write(`${JSON.stringify({ level: "error", msg: "reference_upstream_error", path: req.path, error: String(error) })}\n`);
    if (!res.headersSent) res.status(500).json({ code: 500, message: "internal error" });
  });
  return app;
}
