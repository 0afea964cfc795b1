// The directory's filter choices, remembered on the device (000 §2.5; design §4): a cookie the server
// reads, so that the first HTML already shows the remembered sort, file type and period. Its name starts
// with '__' so that it stays with the portal (the upstream transport forwards the other cookies).
import { createCookie } from "@remix-run/node";
import { type DirectoryPrefs, samePrefs, sanitizePrefs } from "~/domain/directory";

const ONE_YEAR = 60 * 60 * 24 * 365;
const prefsCookie = createCookie("__directoryFilter", { path: "/", sameSite: "lax", httpOnly: true, maxAge: ONE_YEAR });

export async function readDirectoryPrefs(request: Request): Promise<DirectoryPrefs> {
  const value = await prefsCookie.parse(request.headers.get("cookie")).catch(() => null);
  return sanitizePrefs(value);
}

/** Set-Cookie headers when the choices changed, else none. */
export async function prefsHeaders(request: Request, before: DirectoryPrefs, after: DirectoryPrefs): Promise<HeadersInit> {
  if (samePrefs(before, after)) return {};
  const secure = new URL(request.url).protocol === "https:";
  return { "Set-Cookie": await prefsCookie.serialize(after, { secure }) };
}
