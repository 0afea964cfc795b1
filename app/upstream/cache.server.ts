// The per-instance cache for upstream data that is the same for every user and changes slowly
// (categories, menus, static lists, admin sections, the FAQ tree), with stale-while-revalidate: a fresh
// entry is served as is; a stale one is served at once while one refresh runs in the background; when
// the upstream fails, the last good value is served for as long as `staleMs` allows. Cache what the
// page renders (normalised, sanitised), never anything that depends on the user's cookies.
import { LRUCache } from "lru-cache";
import { getConfig } from "~/utils/env.server";
import { logger } from "~/utils/log.server";

export type CachePolicy = {
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long after that it may still be served (while refreshing, or when the upstream fails). */
  staleMs: number;
};

/** A live list shared by everyone: viewer counts move, so it is fresh for a shorter time than static lists. */
export const LIVE_LIST_CACHE: CachePolicy = { ttlMs: 15_000, staleMs: 5 * 60_000 };

/** Lists that are the same for everyone (static files, admin settings); the live list is fresh for a shorter
 * time (LIVE_LIST_CACHE). */
export const SHARED_CACHE: CachePolicy = { ttlMs: 60_000, staleMs: 10 * 60_000 };

type Entry = { value: unknown; storedAt: number };

let store: LRUCache<string, Entry> | undefined;
const refreshing = new Map<string, Promise<unknown>>();

function entries(): LRUCache<string, Entry> {
  store ??= new LRUCache<string, Entry>({ max: getConfig().upstreamCacheEntries });
  return store;
}

/**
 * The value for `key`: cached when fresh; else loaded by `load`, which answers undefined when the
 * upstream failed (that answer is never cached; within `staleMs` the last good value is served instead).
 */
export async function cached<T>(key: string, policy: CachePolicy, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
  const entry = entries().get(key);
  const age = entry ? now - entry.storedAt : Infinity;
  if (entry && age <= policy.ttlMs) return entry.value as T;

  const refresh = () => {
    const running = refreshing.get(key);
    if (running) return running as Promise<T | undefined>;
    const started = load()
      .then((value) => {
        if (value !== undefined) entries().set(key, { value, storedAt: Date.now() });
        return value;
      })
      .catch((error: unknown) => {
        logger.error("cache_refresh_failed", { key, error: error instanceof Error ? error.message : String(error) });
        return undefined;
      })
      .finally(() => refreshing.delete(key));
    refreshing.set(key, started);
    return started;
  };

  if (entry && age <= policy.ttlMs + policy.staleMs) {
    void refresh();
    return entry.value as T;
  }
  return refresh();
}

/** Empties the cache (tests). */
export function clearCache(): void {
  entries().clear();
  refreshing.clear();
}

/** A shared list from the cache; its upstream's failure (null) is never cached and ends as the empty default. */
export async function sharedList<T>(key: string, policy: CachePolicy, load: () => Promise<T[] | null>): Promise<T[]> {
  return (await cached(key, policy, async () => (await load()) ?? undefined)) ?? [];
}
