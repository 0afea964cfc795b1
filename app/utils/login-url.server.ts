// The way to the upstream's login page and back (000 §2.2): read from the request alone, so that every layer
// above (the session's gates, a form's action, a draft kept through the login) takes it from here.
import { getConfig } from "./env.server";
import { links } from "./links";
import { safeReturnUrl } from "./return-url";

/** The upstream login page with this request's URL to come back to (000 §2.2). */
export function loginUrlFor(request: Request, returnTo?: string): string {
  const url = new URL(request.url);
  return links.login(getConfig(), safeReturnUrl(returnTo ?? currentPath(request), url.origin));
}

/** The page the user is on: the request's path and query without Remix's data-request marker. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}
