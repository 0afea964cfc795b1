// What server.ts hands to every loader and action through Remix's load context.
import "@remix-run/node";
import type { SharedStore } from "./shared-store.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-response CSP nonce: read by entry.server only, never put into loader data. */
    cspNonce: string;
    /** Request id of the access log, forwarded upstream as X-Request-Id. */
    requestId: string;
    /** Per-request memo (memoPerRequest), so that one page asks the upstream who the user is only once. */
    memo: Map<string, unknown>;
    /** The client's address as the server trusts it (TRUST_PROXY): what limits count per address. */
    clientAddress?: string;
    /** The state instances share (honeypot tokens, idempotency keys): memory, or Redis with REDIS_URL. */
    store?: SharedStore;
    /** A help form's post over MAX_BODY_MB, rendered as a read of the form's page (server/security.ts): 413. */
    oversizedFormPost?: boolean;
    /**
     * The request asks for a whole page (its HTML), not a client navigation's data (`?_data`, which Remix takes
     * off the URL before loaders see it): a page may then leave out of its data what its HTML already shows.
     */
    wholePage?: boolean;
    /**
     * Set by the admission control (server.ts) on a form's post it lets through while this instance is overloaded:
     * the action carries out nothing and calls no upstream for it, and answers with the form as it was, 503 and
     * `Retry-After: retryAfterSeconds` (one-tap forms: back with an error toast). One place decides it for every
     * action: admitChange (utils/submission.server.ts).
     */
    shed?: { retryAfterSeconds: number };
  }
}

export {};
