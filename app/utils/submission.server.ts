// One submission mechanism, server side: every form that changes something carries a key made when the form
// was rendered (SUBMISSION_KEY_FIELD), and the action runs the change once per key. The first post with a
// key claims it in the shared store (so that the claim holds across instances); what the change answered is
// kept there, and any later post with the same key (a double tap, Back and press again, the same draft sent
// from two tabs, a retry after a lost answer) is answered with it instead of changing anything again. A post
// that arrives while the first is still running waits for its answer. Only an answer the action marks as the
// change's outcome (`completed`) is kept: a form sent back with errors, or a change that failed, leaves the
// key free for the corrected or repeated post.
import crypto from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { submissionFailureTexts } from "~/i18n/ko/submission-failure";
import { currentPath } from "~/features/session/viewer.server";
import { getViewer } from "~/upstream/clients/station.server";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { getConfig } from "./env.server";
import { formDataOf } from "./form-data.server";
import { metrics } from "./metrics.server";
import { SharedStoreUnavailableError, storeOf, type SharedStore } from "./shared-store.server";
import { safeReturnPath } from "./return-url";
import { redirectWithToast } from "./session.server";
import { runAsSubmission } from "./submission-scope.server";

/** A form's key as rendered: a UUID. Anything else is no key. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The post's key, when it carries one as its form renders it; else null. */
export function submissionKeyOf(formData: FormData): string | null {
  const sent = formData.get(SUBMISSION_KEY_FIELD);
  return typeof sent === "string" && KEY_PATTERN.test(sent) ? sent : null;
}

/** Fields that say nothing of what was submitted: the key itself and the honeypot's fields. */
const BOOKKEEPING = (name: string) => name === SUBMISSION_KEY_FIELD || name.endsWith("__confirm");

/**
 * What a post says, as a digest: its fields and its files (name, size, type), in a fixed order. Two taps of
 * one form send the same; a form changed after its submission was received sends something else.
 */
export function fingerprintOf(formData: FormData, extra: unknown = null): string {
  const fields: Array<[string, string | [string, number, string]]> = [];
  for (const [name, value] of formData) {
    if (BOOKKEEPING(name)) continue;
    fields.push([name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : [value.name, value.size, value.type]]);
  }
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([fields, extra]))
    .digest("base64url");
}

/** Which change a key stands for: the form (`scope`, e.g. 'station:post:write:streamer01'), whose it is and what it said. */
export type SubmissionId = { scope: string; owner: string | null; key: string | null; fingerprint: string };

type KeptAnswer = { status: number; headers: Array<[string, string]>; body: string; meta?: unknown };
type Entry = { state: "pending"; fingerprint: string } | ({ state: "done"; fingerprint: string } & KeptAnswer);

/** How long an outcome is kept: longer than a draft or a tab left open lives. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A larger answer (none of the portal's outcomes is near it) is not kept: its key then guards nothing. */
const KEEP_MAX_BODY = 256 * 1024;
const POLL_MS = 100;

/** A claim outlives the longest a change can take (one upstream time-out for each of a few calls), so that a
 * process that died mid-change frees its key at last. */
const pendingMs = () => getConfig().upstreamTimeoutMs * 2 + 10_000;
/** A repeat waits for the first's answer about as long as the first may take; then it says the first is on its way. */
const waitMs = () => getConfig().upstreamTimeoutMs * 1.5;

const storeKey = ({ scope, owner, key }: SubmissionId) =>
  `submission:${crypto
    .createHash("sha256")
    .update(`${scope}\n${owner ?? ""}\n${key}`)
    .digest("base64url")}`;

const outcomes = new WeakMap<Response, { meta?: unknown }>();

/**
 * Marks `response` as the change's outcome: `once` keeps it and answers every repeat of the key with it.
 * `meta`: what the action wants to know of the change when the same form comes back changed (findSubmission).
 */
export function completed(response: Response, meta?: unknown): Response {
  outcomes.set(response, { meta });
  return response;
}

async function keep(response: Response, meta: unknown): Promise<KeptAnswer | null> {
  const body = await response.clone().text();
  if (body.length > KEEP_MAX_BODY) return null;
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  return { status: response.status, headers, body, meta };
}

function replay(entry: KeptAnswer): Response {
  metrics.replays.inc();
  const headers = new Headers();
  for (const [name, value] of entry.headers) headers.append(name, value);
  headers.set("X-Submission-Replayed", "1");
  // A body is not allowed with a redirect's or an empty answer's status.
  const bodyless = entry.status === 204 || entry.status === 304 || (entry.status >= 300 && entry.status < 400);
  return new Response(bodyless ? null : entry.body, { status: entry.status, headers });
}

function parse(raw: string | null): Entry | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Entry;
  } catch {
    return null;
  }
}

/** Claims the key for this run, or answers what holds it; a store that cannot say is a held submission. */
async function claim(store: SharedStore, key: string, fingerprint: string): Promise<string | null> {
  try {
    return await store.setIfAbsent(key, JSON.stringify({ state: "pending", fingerprint } satisfies Entry), pendingMs());
  } catch (error) {
    if (error instanceof SharedStoreUnavailableError) throw new SubmissionHeld("server");
    throw error;
  }
}

/** A submission kept under this key, when there is one: whether it said the same, and its answer again. */
export async function findSubmission(
  context: Partial<AppLoadContext> | undefined,
  id: SubmissionId,
): Promise<{ sameContent: boolean; meta: unknown; replay: () => Response } | null> {
  if (!id.key) return null;
  const entry = parse(await storeOf(context).get(storeKey(id)));
  if (entry?.state !== "done") return null;
  return { sameContent: entry.fingerprint === id.fingerprint, meta: entry.meta, replay: () => replay(entry) };
}

/**
 * A submission that cannot be carried out now, though nothing is wrong with it: the same one is still on its way
 * (pending), or the shared store cannot say whether it was carried out already (server: single use fails closed
 * while the store is down). The form answers with what it holds and the failure; sending it again is safe.
 */
export class SubmissionHeld extends Error {
  constructor(readonly kind: "pending" | "server") {
    super(kind === "pending" ? "the same submission is still being processed" : "the shared store cannot check the submission's key");
  }
}

/**
 * Runs the change `run` once for the submission `id`: a repeat of a kept one gets the kept answer, one that
 * arrives while the first runs waits for the first's, and without a key every post is a change of its own.
 * Upstream writes made inside `run` carry keys derived from the form's (submission-scope.server.ts).
 * Throws SubmissionHeld when a repeat waited in vain, or the store cannot check the key.
 */
export async function once(context: Partial<AppLoadContext> | undefined, id: SubmissionId, run: () => Promise<Response>): Promise<Response> {
  if (!id.key) return run();
  const store = storeOf(context);
  const key = storeKey(id);
  const giveUpAt = Date.now() + waitMs();
  for (;;) {
    const claimed = await claim(store, key, id.fingerprint);
    if (claimed === null) break;
    const entry = parse(claimed);
    if (entry?.state === "done") return replay(entry);
    if (Date.now() >= giveUpAt) throw new SubmissionHeld("pending");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  let response: Response;
  try {
    // The upstream keys name what was sent too: the same form corrected after a refusal is a new write upstream.
    response = await runAsSubmission(`${key}\n${id.fingerprint}`, run);
  } catch (thrown) {
    await store.delete(key);
    throw thrown;
  }
  const outcome = outcomes.get(response);
  const kept = outcome ? await keep(response, outcome.meta) : null;
  if (kept) await store.set(key, JSON.stringify({ state: "done", fingerprint: id.fingerprint, ...kept } satisfies Entry), KEEP_MS);
  else await store.delete(key);
  return response;
}

/**
 * An action whose posts change a member's things (a favourite, a card's action, a group, a list's delete, a post's
 * pin), run once per form key: a repeat of one post (a double tap, a retry after a failure the browser saw) is
 * answered as the first; the page render's key serves all of its forms, which the action's address and what they
 * send tell apart. Such actions answer with a redirect back and a toast, success or refusal alike, and that answer
 * is the outcome kept (the page that follows brings a new key, so pressing again afterwards is a new post); a form
 * sent back with its errors is not. A post without a key is run as it is.
 */
export function oncePerKey(action: (args: ActionFunctionArgs) => Promise<Response>) {
  return async (args: ActionFunctionArgs): Promise<Response> => {
    const formData = await formDataOf(args.request.clone());
    const key = submissionKeyOf(formData);
    if (!key) return action(args);
    const viewer = await getViewer({ request: args.request, context: args.context });
    const fingerprint = fingerprintOf(formData);
    const id = { scope: `${new URL(args.request.url).pathname}:${fingerprint}`, owner: viewer?.userId ?? null, key, fingerprint };
    try {
      return await once(args.context, id, async () => {
        const response = await action(args);
        return response.status >= 300 && response.status < 400 ? completed(response) : response;
      });
    } catch (error) {
      if (!(error instanceof SubmissionHeld)) throw error;
      // Back to the page the form was on, which says why and may be sent again.
      const back = safeReturnPath(formData.get("returnTo") ?? currentPath(args.request), new URL(args.request.url).origin);
      return redirectWithToast(args.request, back, { message: submissionFailureTexts.failure[error.kind], kind: "error" });
    }
  };
}
