// Cache-Control of documents (design: HTML first, cheap repeat visits). Discovery pages a guest sees
// the same as every other guest may be kept by the guest's own browser for a short while; everything
// else - signed-in pages and forms - is revalidated every time, and so is any response that sets a cookie
// (a flash message, a remembered filter: server/cache-control.ts). Never a shared cache: every response
// has its own CSP nonce (the server's own guest micro-cache writes a fresh one in: server/guest-html-cache.ts).

/**
 * Public pages whose guest HTML does not depend on the visitor. Not the help centre: each of its renders
 * carries a single-use form token and idempotency key (utils/honeypot.server.ts), which two guests served
 * one copy would share (the second one's FAQ feedback taken for a repeat of the first's).
 */
const PUBLIC_PAGES = [/^\/$/, /^\/live(\/|$)/, /^\/directory(\/|$)/, /^\/search$/, /^\/star-rank$/];

export const GUEST_PAGE_CACHE = "private, max-age=30, stale-while-revalidate=60";
/** What a document varies by: the session, and for guests the user agent (app, device) and language. */
export const DOCUMENT_VARY = "Cookie, User-Agent, Accept-Language";
export const NO_REUSE = "private, no-cache";

export function documentCacheControl(request: Request, { signedIn }: { signedIn: boolean }): string {
  const { pathname } = new URL(request.url);
  const publicPage = PUBLIC_PAGES.some((pattern) => pattern.test(pathname));
  return publicPage && !signedIn ? GUEST_PAGE_CACHE : NO_REUSE;
}

/** The loader's headers with its Cache-Control; Vary: Cookie so that signing in never meets a guest copy. */
export function withCacheControl(headers: Headers | null, value: string): Headers {
  const merged = new Headers(headers ?? undefined);
  merged.set("Cache-Control", value);
  merged.set("Vary", DOCUMENT_VARY);
  return merged;
}
