// SQLite storage of the reference upstream: WAL mode, and writes are acknowledged only after their
// transaction committed, so nothing acknowledged is lost when the process is killed.
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "./types";

export function openDatabase(file: string, { reset = false } = {}): Db {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    if (reset) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec("CREATE TABLE IF NOT EXISTS module_seeds (name TEXT PRIMARY KEY, version INTEGER NOT NULL, seeded_at TEXT NOT NULL)");
  return db;
}

/** JSON columns are stored as text. */
export const toJson = (value: unknown) => JSON.stringify(value ?? null);
export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * One page of a listing: how many rows `from` (its FROM … WHERE, with `params`) holds in all, and the
 * `columns` of the page's rows in `order`.
 */
export function pageOfRows<T>(db: Db, query: { columns: string; from: string; params: unknown[]; order: string; size: number; page: number }) {
  const { columns, from, params, order, size, page } = query;
  const total = db
    .prepare(`SELECT COUNT(*) ${from}`)
    .pluck()
    .get(...params) as number;
  const rows = db.prepare(`SELECT ${columns} ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, size, (page - 1) * size) as T[];
  return { total, rows };
}
