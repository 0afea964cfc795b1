// The submission an action is carrying out, for the upstream calls it makes meanwhile: every write the
// portal sends upstream on behalf of a form carries an Idempotency-Key derived from the form's own key, so
// that a retry after a lost answer (the portal timed out, the upstream had stored it) is answered by the
// upstream as the first instead of storing again. A leaf module: the upstream transport reads it without
// knowing about forms.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

type Scope = { key: string; writes: Map<string, number> };

const current = new AsyncLocalStorage<Scope>();

/** Runs `work` as the submission `key`: the upstream writes it makes carry keys derived from it. */
export function runAsSubmission<T>(key: string, work: () => Promise<T>): Promise<T> {
  return current.run({ key, writes: new Map() }, work);
}

/**
 * The Idempotency-Key of an upstream write made now, or null outside a submission. The same form's retry
 * makes the same writes in the same order, so the n-th write to one address gets the same key each time;
 * two different writes of one submission (an upload, then the registration) get different ones.
 */
export function upstreamWriteKey(method: string, url: string): string | null {
  const scope = current.getStore();
  if (!scope) return null;
  const target = `${method} ${url.split("?")[0]}`;
  const nth = (scope.writes.get(target) ?? 0) + 1;
  scope.writes.set(target, nth);
  return crypto.createHash("sha256").update(`${scope.key}\n${target}\n${nth}`).digest("base64url").slice(0, 32);
}
