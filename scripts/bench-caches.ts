// `node --expose-gc --import tsx scripts/bench-caches.ts`: the figures of docs/decisions/0010 (a script, not a test). The portal's two caches of
// upstream answers are hand-written on lru-cache's storage: a viewer's kept answers with the in-flight map
// (kept-answers.server.ts and upstreamFetch's askedNow) and the shared lists' stale-while-revalidate
// (cache.server.ts's cached). Beside each, the same job done by lru-cache's own fetchMethod, and what each does
// when the first asker gives up, when the upstream fails, and with what memory.
import { performance } from "node:perf_hooks";
import { LRUCache } from "lru-cache";
import { cached, clearCache, type CachePolicy } from "~/upstream/cache.server";
import { keepAnswer, keptAnswer } from "~/upstream/kept-answers.server";

type Answer = { ok: true; data: unknown } | { ok: false; failure: string };
const TTL = 5_000;
const answer = { data: { list: Array.from({ length: 12 }, (_, i) => ({ id: i, title: `방송 ${i}` })) }, status: 200 };

/** The kept answers as upstreamFetch uses them: the store, then the read on its way, then the upstream. */
const askedNow = new Map<string, Promise<Answer>>();
async function handWritten(key: string, ask: (signal: AbortSignal) => Promise<Answer>, signal: AbortSignal): Promise<Answer> {
  const kept = keptAnswer(TTL, key);
  if (kept) return { ok: true, data: kept.data };
  const asked = askedNow.get(key);
  if (asked) {
    const shared = await asked;
    return !shared.ok && shared.failure === "aborted" && !signal.aborted ? ask(signal) : shared;
  }
  const asking = ask(signal).then((result) => {
    if (result.ok) keepAnswer(TTL, key, { data: result.data, status: 200 }, 1000);
    return result;
  });
  askedNow.set(key, asking);
  void asking.finally(() => askedNow.delete(key));
  return asking;
}

/** A request's own signal, never aborted. */
const stays = () => new AbortController().signal;

/** The same with lru-cache's fetchMethod: a failure is not kept (undefined), so its kind must travel beside. */
function libraryStore(ask: (signal: AbortSignal) => Promise<Answer>, ignoreFetchAbort = false) {
  return new LRUCache<string, { data: unknown }, { failure?: string }>({
    ignoreFetchAbort,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: () => 1000,
    ttl: TTL,
    fetchMethod: async (_key, _stale, { signal, context }) => {
      // With ignoreFetchAbort the read must outlive the asker who left, or no waiter could have its answer.
      const result = await ask(ignoreFetchAbort ? stays() : signal);
      if (result.ok) return { data: result.data };
      context.failure = result.failure;
      return undefined;
    },
  });
}

async function opsPerSecond(name: string, run: () => Promise<unknown>, ms = 1500): Promise<number> {
  for (let i = 0; i < 20_000; i++) await run();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 1000; i++) await run();
    n += 1000;
  }
  const rate = n / ((performance.now() - start) / 1000);
  console.log(`  ${name.padEnd(58)} ${Math.round(rate).toLocaleString("en")} ops/s`);
  return rate;
}

const never = new AbortController().signal;
const upstream = (delayMs: number, calls: { n: number }) => (signal: AbortSignal) =>
  new Promise<Answer>((resolve) => {
    calls.n++;
    const timer = setTimeout(() => resolve({ ok: true, data: answer.data }), delayMs);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve({ ok: false, failure: "aborted" });
    });
  });

async function hits() {
  console.log("1. A kept answer asked again (a hit), one key, awaited one at a time:");
  const calls = { n: 0 };
  await handWritten("k", upstream(0, calls), never);
  const hand = await opsPerSecond("hand-written (keptAnswer + askedNow)", () => handWritten("k", upstream(0, calls), never));
  const lib = libraryStore(upstream(0, calls));
  await lib.fetch("k", { context: {} });
  const viaLib = await opsPerSecond("lru-cache fetch() with fetchMethod", () => lib.fetch("k", { context: {} }));
  const shared = { ttlMs: 60_000, staleMs: 600_000 } satisfies CachePolicy;
  await cached("s", shared, async () => answer);
  const sharedHand = await opsPerSecond("hand-written shared list (cached, fresh)", () => cached("s", shared, async () => answer));
  const swr = new LRUCache<string, object>({ max: 1000, ttl: 60_000, allowStale: true, fetchMethod: async () => answer });
  await swr.fetch("s");
  const sharedLib = await opsPerSecond("lru-cache fetch() allowStale (fresh)", () => swr.fetch("s"));
  console.log(`  kept: library / hand-written = ${(viaLib / hand).toFixed(2)}; shared: ${(sharedLib / sharedHand).toFixed(2)}`);
}

async function burst() {
  console.log("2. 100 requests for one expired read at once (upstream 20 ms):");
  const handCalls = { n: 0 };
  await Promise.all(Array.from({ length: 100 }, () => handWritten("burst", upstream(20, handCalls), stays())));
  const libCalls = { n: 0 };
  const lib = libraryStore(upstream(20, libCalls));
  await Promise.all(Array.from({ length: 100 }, () => lib.fetch("burst", { context: {} })));
  console.log(`  upstream calls: hand-written ${handCalls.n}, lru-cache ${libCalls.n}`);
}

async function firstAskerGivesUp() {
  console.log("3. The first asker closes its tab 5 ms into a 20 ms read; 9 others wait for the same read:");
  const handCalls = { n: 0 };
  const first = new AbortController();
  const handAsk = upstream(20, handCalls);
  const handAll = [handWritten("gone", handAsk, first.signal), ...Array.from({ length: 9 }, () => handWritten("gone", handAsk, stays()))];
  setTimeout(() => first.abort(), 5);
  const hand = await Promise.all(handAll);
  console.log(`  hand-written: ${hand.slice(1).filter((r) => r.ok).length} of 9 answered, upstream calls ${handCalls.n} (each waiter asks again on its own)`);

  for (const ignoreFetchAbort of [false, true]) {
    const libCalls = { n: 0 };
    const lib = libraryStore(upstream(20, libCalls), ignoreFetchAbort);
    const libFirst = new AbortController();
    const libAll = [lib.fetch("gone", { signal: libFirst.signal, context: {} }), ...Array.from({ length: 9 }, () => lib.fetch("gone", { context: {} }))].map(
      (p) =>
        p.then(
          (value) => (value ? "answered" : "empty"),
          () => "rejected",
        ),
    );
    setTimeout(() => libFirst.abort(), 5);
    const viaLib = await Promise.all(libAll);
    const answered = viaLib.slice(1).filter((r) => r === "answered").length;
    console.log(
      `  lru-cache${ignoreFetchAbort ? " (ignoreFetchAbort)" : ""}: ${answered} of 9 answered${answered < 9 ? ` (the others ${viaLib[1]})` : ""}, upstream calls ${libCalls.n}`,
    );
  }
  const allGone = { n: 0, finished: 0 };
  const slowAsk = (signal: AbortSignal) => upstream(20, allGone)(signal).then((r) => (r.ok && allGone.finished++, r));
  const lib = libraryStore(slowAsk, true);
  const only = new AbortController();
  const alone = lib.fetch("alone", { signal: only.signal, context: {} }).catch(() => undefined);
  setTimeout(() => only.abort(), 5);
  await alone;
  await new Promise((resolve) => setTimeout(resolve, 40));
  console.log(`  lru-cache (ignoreFetchAbort), the only asker gone: the upstream read ${allGone.finished ? "ran to its end anyway" : "was cancelled"}`);
}

async function staleBound() {
  console.log("4. A shared list whose upstream fails 20 s after its last good answer (fresh 1 s, stale allowed 10 s):");
  clearCache();
  const policy = { ttlMs: 1_000, staleMs: 10_000 } satisfies CachePolicy;
  const start = Date.now();
  await cached("list", policy, async () => answer, start);
  const hand = await cached("list", policy, async () => undefined, start + 20_000);
  console.log(`  hand-written: ${hand === undefined ? "empty (the spec's default), past staleMs" : "the old list"}`);

  let failing = false;
  let clock = 0;
  const lib = new LRUCache<string, object>({
    max: 100,
    ttl: 1_000,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    perf: { now: () => clock },
    fetchMethod: async () => {
      if (failing) throw new Error("upstream down");
      return answer;
    },
  });
  await lib.fetch("list", { context: {} });
  failing = true;
  clock = 20_000;
  const viaLib = await lib.fetch("list", { context: {} }).catch(() => undefined);
  console.log(
    `  lru-cache (allowStaleOnFetchRejection): ${viaLib ? "the old list, 20 s old (no bound on staleness but code of our own in fetchMethod)" : "empty"}`,
  );
}

function heapAfter(fill: () => unknown): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = fill();
  gc?.();
  const used = process.memoryUsage().heapUsed - before;
  void kept;
  return used;
}

function memory() {
  console.log("5. Heap for 10,000 kept answers (the same 12-item answer object each):");
  const hand = heapAfter(() => {
    const store = new LRUCache<string, { data: unknown; status: number }>({ maxSize: 1e9, ttl: TTL, ttlAutopurge: false });
    for (let i = 0; i < 10_000; i++) store.set(`GET https://live.example/list?page=${i}`, answer, { size: 1000 });
    return store;
  });
  const lib = heapAfter(() => {
    const store = libraryStore(async () => ({ ok: true, data: answer.data }));
    for (let i = 0; i < 10_000; i++) store.set(`GET https://live.example/list?page=${i}`, answer);
    return store;
  });
  console.log(`  hand-written store ${(hand / 1024).toFixed(0)} KiB, lru-cache with fetchMethod ${(lib / 1024).toFixed(0)} KiB`);
}

console.log(`node ${process.version}, lru-cache 11.5.3${(globalThis as { gc?: unknown }).gc ? "" : " (run with --expose-gc for the heap figures)"}`);
await hits();
await burst();
await firstAskerGivesUp();
await staleBound();
memory();
process.exit(0);
