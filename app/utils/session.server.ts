// The portal's only cookie session: flash toasts carried across an action's redirect (POST/redirect/GET).
// It holds no user data; identity stays with the upstream.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Toast } from "~/domain/toast";
import { getConfig } from "./env.server";

type FlashData = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined;

function flashStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [getConfig().sessionSecret],
    },
  });
  return storage;
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** Headers that set a toast to show on the next page. */
export async function toastHeaders(request: Request, toast: Toast): Promise<Headers> {
  const store = flashStorage();
  const session = await store.getSession(request.headers.get("cookie"));
  session.flash("toast", { ...toast, id: toast.id ?? crypto.randomUUID() });
  return new Headers({ "set-cookie": await store.commitSession(session, { secure: isHttps(request) }) });
}

/** Redirect (POST/redirect/GET) carrying a toast for the next page. */
export async function redirectWithToast(request: Request, url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of await toastHeaders(request, toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending toast; the returned headers clear it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("__flash=")) return { toast: null, headers: null };
  const store = flashStorage();
  const session = await store.getSession(cookie);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null, headers: null };
  return { toast, headers: new Headers({ "set-cookie": await store.commitSession(session, { secure: isHttps(request) }) }) };
}
