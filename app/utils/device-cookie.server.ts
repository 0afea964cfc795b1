// Choices remembered on the device (design §4): plain cookies under the spec's key names, read by the
// server so that the first HTML is already right.
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get("cookie"), name);
}

/** The named cookie's value in a Cookie header, or null. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** Set-Cookie value for a device preference (a year unless told, the whole site, sent on top-level navigations). */
export function deviceCookie(request: Request, name: string, value: string, maxAgeSeconds = YEAR_SECONDS): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secure}`;
}
