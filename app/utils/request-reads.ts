// What a render reads from a request's headers besides its address, cookies, user agent and language, each in
// one place: the pages use these, and the guest-HTML micro-cache (server/guest-html-cache.ts) keys on the same
// answers, so that a page rendered for one kind of request is never served to another.

export type HeaderReader = (name: string) => string | null | undefined;

/** A page the browser navigates to (typed, reloaded, followed without JS), not the data request of a
 * client navigation nor a script's fetch: the fetch metadata tell (an older browser without them asks a
 * document for HTML). */
export function isNavigation(header: HeaderReader): boolean {
  const mode = header("sec-fetch-mode");
  return mode ? mode === "navigate" : (header("accept") ?? "").includes("text/html");
}

/** Whether the visitor came from the home page of `origin` (its Referer): home keeps its relation cursor then. */
export function comesFromHome(referer: string | null | undefined, origin: string): boolean {
  if (!referer || !URL.canParse(referer)) return false;
  const url = new URL(referer);
  return url.origin === origin && url.pathname === "/";
}
