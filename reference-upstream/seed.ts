// Creates each module's tables and seeds them once, deterministically (a PRNG per module, so adding a
// module never changes another's data). A module whose version changed is dropped and seeded again;
// when the core changes, everything is.
import { moduleContext } from "./app";
import { createRng } from "./seed/prng";
import { kstWallClock } from "./time";
import type { Db, UpstreamModule, UpstreamOptions } from "./types";

function dropTables(db: Db, tables: string[]) {
  db.pragma("foreign_keys = OFF");
  for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table}"`);
  db.pragma("foreign_keys = ON");
}

export function prepareDatabase(db: Db, modules: UpstreamModule[], options: UpstreamOptions): void {
  const versionOf = db.prepare("SELECT version FROM module_seeds WHERE name = ?").pluck();
  const coreStale = (() => {
    const core = modules[0];
    const version = versionOf.get(core.name) as number | undefined;
    return version !== undefined && version !== core.version;
  })();
  const now = Date.now();
  for (const module of modules) {
    const version = versionOf.get(module.name) as number | undefined;
    if (coreStale || (version !== undefined && version !== module.version)) {
      dropTables(db, module.tables);
      db.prepare("DELETE FROM module_seeds WHERE name = ?").run(module.name);
    }
    module.migrate(db);
    if (versionOf.get(module.name) === undefined) {
      db.transaction(() => {
        module.seed?.({ ...moduleContext(db, options), rng: createRng(`seed:${module.name}`), now });
        db.prepare("INSERT INTO module_seeds (name, version, seeded_at) VALUES (?, ?, ?)").run(module.name, module.version, kstWallClock(now));
      })();
    }
  }
}
