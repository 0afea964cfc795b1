// Return URLs (login's request_uri, forms' redirectTo) are accepted only when they stay on our origin.
// Anything else - absolute URLs elsewhere, '//host', '/\host', 'javascript:', control characters -
// becomes '/'. The URL parser does the hard part: it reads '/\evil' and '//evil' as other hosts. The
// output is checked as well as the input: dot segments ('/.//evil', '/a/..//evil', '/%2e//evil')
// resolve to a path that starts with '//', which a browser reads as another host when it is a Location.
// A path longer than the portal takes (MAX_ADDRESS_BYTES) becomes '/' too: its Location would be refused,
// and a header that long breaks proxies and clients on the way.

/**
 * The longest address (path and query, as sent) the portal takes (server/security.ts answers longer ones
 * with 414). Its own longest is a login link that carries a tag search of the longest keyword in its
 * returnTo (about 1.6 KB); a page writes its address into a few dozen links and forms, so a longer one only
 * makes pages larger for nobody.
 */
export const MAX_ADDRESS_BYTES = 2048;

/** Returns a same-origin path (with query and hash) for `value`, or '/' when it leaves `origin`. */
export function safeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== "string") return "/";
  const text = value.trim();
  // Control characters (tab, newline, NUL) are stripped by URL parsers and hide tricks: refuse them.
  if (text === "" || /[\u0000-\u001f\u007f]/.test(text)) return "/";
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  if (url.protocol !== "http:" && url.protocol !== "https:") return "/";
  // Percent-encoded by the parser: its length is its size in bytes.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= MAX_ADDRESS_BYTES && leadsHome(path, origin) ? path : "/";
}

/** True when `path`, followed as a Location from `origin`, stays on `origin` ('/x', never '//x' or '/\x'). */
function leadsHome(path: string, origin: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false;
  try {
    return new URL(path, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The absolute same-origin URL for a return value, for upstream login's request_uri. */
export function safeReturnUrl(value: unknown, origin: string): string {
  return new URL(safeReturnPath(value, origin), origin).toString();
}

/**
 * The page a request came from as a same-origin path: its Referer when that is this site's (client navigations
 * keep it current), else `fallback` (a form's returnTo, a default page), each made safe by safeReturnPath.
 */
export function pageCameFrom(request: Request, fallback: unknown): string {
  const origin = new URL(request.url).origin;
  const referer = request.headers.get("referer");
  const fromPage = referer && URL.canParse(referer) && new URL(referer).origin === origin ? referer : null;
  return safeReturnPath(fromPage ?? fallback, origin);
}
