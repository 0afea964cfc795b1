// A draft kept through the login round trip: a member's form sent after their session ran out (a post written for
// half an hour, the station's settings) is not lost. The action keeps what was typed in the shared store (so that
// whichever instance serves the page after the login finds it), gives the browser a cookie that names it, and
// sends the user to the login page with the form's page as the way back; that page's loader takes the draft and
// the form comes back as it was sent. The cookie is the portal's own ('__': never sent upstream) and lives as
// long as the draft: an hour, the login's time many times over. Files are not kept (a form says so): they are
// the browser's, and only a post that carries them can send them.
import crypto from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { cookieFromHeader, deviceCookie } from "./device-cookie.server";
import { storeOf } from "./shared-store.server";
import { currentPath, loginUrlFor } from "./login-url.server";

const DRAFT_COOKIE = "__draft";
const DRAFT_MS = 60 * 60 * 1000;
const DRAFT_ID = /^[0-9a-f-]{36}$/;

/** What a draft keeps: the form's fields as they were sent (several values for a field of several), and whether
 * it came with files, which it could not keep. */
export type Draft = { values: Record<string, string | string[]>; hadFiles: boolean };

type Kept = Draft & { path: string };

/** The fields of a post worth keeping: the typed and chosen ones, its key (the same submission after the login). */
function draftOf(formData: FormData): Draft {
  const values: Record<string, string | string[]> = {};
  let hadFiles = false;
  for (const [name, value] of formData) {
    if (typeof value !== "string") {
      hadFiles ||= value.size > 0;
      continue;
    }
    if (name.endsWith("__confirm") || name === "intent") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...[before].flat(), value];
  }
  return { values, hadFiles };
}

/**
 * Keeps the post's draft for the form's page and answers with the way to the login page, which comes back to the
 * form. `path`: the form's page when it is not the address the form posts to.
 */
export async function keepDraftThroughLogin(request: Request, context: Partial<AppLoadContext> | undefined, formData: FormData, path = currentPath(request)) {
  const id = crypto.randomUUID();
  const kept: Kept = { ...draftOf(formData), path };
  await storeOf(context).set(`draft:${id}`, JSON.stringify(kept), DRAFT_MS);
  return redirect(loginUrlFor(request, path), { headers: { "Set-Cookie": deviceCookie(request, DRAFT_COOKIE, id, DRAFT_MS / 1000) } });
}

/**
 * The draft kept for this page (the request's path), when the browser has one: it is taken (read once), and the
 * page's answer clears the cookie with `setCookie`.
 */
export async function takeDraft(request: Request, context: Partial<AppLoadContext> | undefined): Promise<{ draft: Draft | null; setCookie: string | null }> {
  const id = cookieFromHeader(request.headers.get("cookie"), DRAFT_COOKIE);
  if (!id || !DRAFT_ID.test(id)) return { draft: null, setCookie: null };
  const store = storeOf(context);
  const raw = await store.get(`draft:${id}`);
  let kept: Kept | null = null;
  try {
    kept = raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    kept = null;
  }
  // Another page's draft stays for its page; one that is gone (its hour passed) takes its cookie with it.
  if (kept && kept.path !== currentPath(request)) return { draft: null, setCookie: null };
  await store.delete(`draft:${id}`);
  return { draft: kept && { values: kept.values, hadFiles: kept.hadFiles }, setCookie: deviceCookie(request, DRAFT_COOKIE, "", 0) };
}

/** A draft's single value of `name` (the first, for a field sent several times). */
export const draftText = (draft: Draft | null, name: string): string | undefined => {
  const value = draft?.values[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The draft's form key: the same submission once the member is back. */
export const draftKey = (draft: Draft | null) => draftText(draft, SUBMISSION_KEY_FIELD);
