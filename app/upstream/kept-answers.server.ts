// A viewer's reads kept for a few seconds (UPSTREAM_ANSWER_CACHE_MS, 5 s by default): a call that says
// it may be kept (`keep` in upstreamFetch: the lists a page reads and the session check, never a write) is
// answered again, for the same viewer, without asking the upstream. A member's home asks a dozen lists that
// its reloads, the revalidation after each action and a way back from another page ask again within seconds.
//
// The viewer is everything the upstream sees of them: the cookies the portal forwards, the user agent and the
// language. Guests with the same of those share their answers, as they share a page in the guest micro-cache.
// What a member changes through the portal is never answered from before: every post of a member's gets a new
// LAST_CHANGE_COOKIE (utils/last-change.ts), which is part of the key, so whichever instance serves them next asks anew.
// Changes made elsewhere (another device, the streamer) show within the few seconds.
import { LRUCache } from "lru-cache";
import { normaliseList } from "~/normalise/cards";

/** About this many bytes of answers (counted as their JSON's length, which their objects take about twice of). */
const MAX_BYTES = 16 * 1024 * 1024;

type Kept = { data: unknown; status: number };

let kept: LRUCache<string, Kept> | undefined;
let keptFor = 0;

function store(ttlMs: number): LRUCache<string, Kept> {
  if (!kept || keptFor !== ttlMs) {
    kept = new LRUCache<string, Kept>({ maxSize: MAX_BYTES, ttl: ttlMs, ttlAutopurge: false });
    keptFor = ttlMs;
  }
  return kept;
}

/** What names a kept answer: the call and the viewer as the upstream sees them. */
export function answerKey(
  call: { method: string; url: string; body?: Buffer },
  viewer: { headers: Record<string, string>; lastChange: string | null },
): string {
  const { cookie = "", "user-agent": userAgent = "", "accept-language": language = "" } = viewer.headers;
  return [call.method, call.url, call.body?.toString("latin1") ?? "", cookie, viewer.lastChange ?? "", userAgent, language].join("\n");
}

export function keptAnswer(ttlMs: number, key: string): Kept | undefined {
  return store(ttlMs).get(key);
}

/** `bytes`: the answer's size as it arrived. */
export function keepAnswer(ttlMs: number, key: string, answer: Kept, bytes: number): void {
  store(ttlMs).set(key, answer, { size: Math.max(1, bytes + key.length) });
}

/** Forgets every kept answer (tests). */
export function clearKeptAnswers(): void {
  kept?.clear();
}

/**
 * A value derived from a kept answer (its cards, normalised), made once per answer: an answer from the store is
 * the same object each time, so what was made of it is too. `derive` must be the same function each time (a
 * module's own), and depend on nothing but the answer.
 */
const derivedOf = new WeakMap<object, Map<(answer: never) => unknown, unknown>>();
export function derivedOnce<A extends object, T>(answer: A, derive: (answer: A) => T): T {
  let values = derivedOf.get(answer);
  if (!values) derivedOf.set(answer, (values = new Map()));
  if (!values.has(derive as (answer: never) => unknown)) values.set(derive as (answer: never) => unknown, derive(answer));
  return values.get(derive as (answer: never) => unknown) as T;
}

const listDerivers = new WeakMap<(item: unknown) => unknown, (items: unknown[]) => unknown[]>();

/** An answer's items normalised (normaliseList), once per items array and normaliser (see derivedOnce). */
export function normalisedOnce<T>(items: unknown[] | null | undefined, normalise: (item: unknown) => T | null): T[] {
  if (!items) return [];
  let derive = listDerivers.get(normalise);
  if (!derive) listDerivers.set(normalise, (derive = (list: unknown[]) => normaliseList(list, normalise)));
  return derivedOnce(items, derive) as T[];
}
