// How the reference upstream is put together: a list of modules, each owning its tables, its seed and
// the routes it adds to the host roles. Later issues add modules; nothing here needs to change for that.
import type Database from "better-sqlite3";
import type { Router } from "express";
import type { Rng } from "./seed/prng";

export type Db = Database.Database;

/** Host roles as the portal sees them (app/utils/env.server.ts), plus the browser-facing hosts. */
export const ROLE_PATHS = [
  "live",
  "static",
  "search",
  "channel",
  "station",
  "my",
  "help",
  "item",
  "ads",
  "login",
  "img",
  "play",
  "vod",
  "st",
  "note",
  "staff",
  "assistant",
] as const;
export type RolePath = (typeof ROLE_PATHS)[number];
/** One router per role, mounted at /{role}; `test` is mounted at /__test only when the test API is on. */
export type RoleRouters = Record<RolePath | "test", Router>;

export type UpstreamOptions = {
  /** Browser-facing base URL (images, login page, player pages). */
  publicUrl: string;
  /** The portal's port: login accepts return URLs on the same host name with this port. */
  portalPort: number;
  /** Extra origins login may return to (operators running the portal elsewhere). */
  allowedReturnOrigins: string[];
  /** Test-only endpoints: fault switches, fresh accounts. */
  testApi: boolean;
  /** Delay added to every answer (benchmarks). */
  latencyMs: number;
};

export type ModuleContext = {
  db: Db;
  options: UpstreamOptions;
  /** Absolute browser-facing URL for a path on this upstream. */
  publicUrl: (path: string) => string;
  /** Protocol-relative form ('//host:port/path'), as the real upstream often sends. */
  protocolRelativeUrl: (path: string) => string;
};

export type SeedContext = ModuleContext & { rng: Rng; now: number };

/** A module's userTables where each table holds its owner in user_id, as all of them do. */
export const userIdTables = (...tables: string[]) => tables.map((table) => ({ table, column: "user_id" }));

export type UpstreamModule = {
  name: string;
  /** Bump to drop this module's tables and seed them again on the next start. */
  version: number;
  /** Tables this module owns (dropped when its version changes). */
  tables: string[];
  migrate(db: Db): void;
  seed?(ctx: SeedContext): void;
  mount?(routers: RoleRouters, ctx: ModuleContext): void;
  /** Per-user rows copied when a test account is cloned: table and the column holding the user id. */
  userTables?: Array<{ table: string; column: string }>;
  /** Anything else a clone needs (e.g. a station of its own). */
  onCloneUser?(db: Db, fromUserId: string, toUserId: string): void;
};
