// One submission mechanism, server side: every form that changes something carries a key made when the form
// was rendered (SUBMISSION_KEY_FIELD), and the action runs the change once per key. The first post with a
// key claims it in the shared store (so that the claim holds across instances); what the change answered is
// kept there, and any later post with the same key (a double tap, Back and press again, the same draft sent
// from two tabs, a retry after a lost answer) is answered with it instead of changing anything again. While the
// first is still running its claim is a lease (renewed as long as the change runs), and a post that meets it is
// answered within REPEAT_WAIT_MS: with the first's outcome when it comes by then, else as held (the form kept, to
// be sent again). Only an answer the action marks as the change's outcome (`completed`) is kept: a form sent back
// with errors, or a change that failed, leaves the key free for the corrected or repeated post.
import crypto from "node:crypto";
import { json, type AppLoadContext } from "@remix-run/node";
import { parse as parseForm, type SubmissionResult } from "@conform-to/react";
import { submissionFailure, type HeldSubmission, type SentForm, type SubmissionFailure } from "~/domain/submission";
import { submissionFailureTexts } from "~/i18n/ko/submission-failure";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { metrics } from "./metrics.server";
import { SharedStoreUnavailableError, storeOf, type SharedStore } from "./shared-store.server";
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

/**
 * Which change a key stands for: the form (`scope`, e.g. 'station:post:write:streamer01'), whose it is and what it
 * said. `typed`: words a member wrote (a comment, a station post), which a browser without JS fills in again when Back
 * loads the form's page afresh with a new key (see TYPED_AGAIN_MS).
 */
export type SubmissionId = { scope: string; owner: string | null; key: string | null; fingerprint: string; typed?: boolean };

type KeptAnswer = { status: number; headers: Array<[string, string]>; body: string; meta?: unknown };
/** `holder`: the run whose lease it is (each run's own id), so that a run renews its own lease only. */
type Entry = { state: "pending"; fingerprint: string; holder: string } | ({ state: "done"; fingerprint: string } & KeptAnswer);

/** How long an outcome is kept: longer than a draft or a tab left open lives. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A larger answer (none of the portal's outcomes is near it) is not kept: its key then guards nothing. */
const KEEP_MAX_BODY = 256 * 1024;
const POLL_MS = 100;

/**
 * A change on its way holds its key by a lease, not for as long as it might take: a process that died mid-change
 * frees the key within LEASE_MS, and nothing waits on a claim past a proxy's read time-out (nginx's 35 s in
 * docs/deploy/nginx.conf). The run renews it every RENEW_EVERY_MS while it lasts, so that a slow change keeps it.
 */
export const LEASE_MS = 15_000;
const RENEW_EVERY_MS = 5_000;
/**
 * Without JS, Back after a success (or after an answer that was lost) loads the form's page afresh, with a new key,
 * while the browser fills the words in again: a browser keeps what was typed into a field, not a key the page
 * wrote. So a member's typed submission (`typed`) sent again as a whole page's post (no JS), with the same words to
 * the same place, within this long after the first was claimed, is that first submission: answered as it was (or
 * as held while it is still on its way), whatever its key. Posting the very same words twice on purpose without JS
 * inside this window is answered as the first as well.
 */
const TYPED_AGAIN_MS = 5 * 60 * 1000;
/** A repeat that meets a lease waits this long at most for the first's outcome (a double tap of a quick change):
 * then it is answered as held ('pending'), with the form kept to be sent again. */
export const REPEAT_WAIT_MS = 2_000;

const storeKey = ({ scope, owner, key }: SubmissionId) =>
  `submission:${crypto
    .createHash("sha256")
    .update(`${scope}\n${owner ?? ""}\n${key}`)
    .digest("base64url")}`;
/** Where the first submission of these words (its store key) is found, whatever key it came with (TYPED_AGAIN_MS). */
const typedKey = ({ scope, owner, fingerprint }: SubmissionId) =>
  `submission-typed:${crypto
    .createHash("sha256")
    .update(`${scope}\n${owner ?? ""}\n${fingerprint}`)
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

/** Claims the key for this run with its lease, or answers what holds it; a store that cannot say is a held submission. */
async function claim(store: SharedStore, key: string, lease: string): Promise<string | null> {
  try {
    return await store.setIfAbsent(key, lease, LEASE_MS);
  } catch (error) {
    if (error instanceof SharedStoreUnavailableError) throw new SubmissionHeld("server");
    throw error;
  }
}

/**
 * Renews this run's lease while its change runs; the function returned stops it (and waits for a renewal on its
 * way, so that none lands after the outcome is written). A renewal reads the key first and renews it only while it
 * still holds this run's lease: once the outcome is written, or another run took a lease that lapsed (this process
 * stalled past LEASE_MS), it is not theirs to overwrite. Between that read and the write another run could take a
 * lease that lapsed in that instant; both runs then carry the same upstream Idempotency-Key
 * (submission-scope.server.ts), so the upstream still stores the change once.
 */
function keepLease(store: SharedStore, key: string, lease: string): () => Promise<void> {
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing
      .then(async () => {
        if ((await store.get(key)) === lease) await store.set(key, lease, LEASE_MS);
      })
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await renewing;
  };
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
 * A submission that cannot be carried out now, though nothing is wrong with it; sending it again is safe:
 * - pending: the same one is still on its way (its lease is held);
 * - server: what it needs cannot answer: the shared store cannot say whether it was carried out already (single use
 *   fails closed while the store is down), or the upstream could not say who the member is (a failed session check
 *   is not a logout: the form is neither sent as a guest's nor sent to the login page);
 * - busy: the instance is shedding load (admitChange), `retryAfterSeconds` until it may be sent again.
 * The form answers with what it holds and the failure (heldForm); a one-tap form goes back with a toast (oncePerKey).
 */
export class SubmissionHeld extends Error {
  constructor(
    readonly kind: "pending" | "server" | "busy",
    readonly retryAfterSeconds?: number,
  ) {
    super(
      kind === "pending"
        ? "the same submission is still being processed"
        : kind === "busy"
          ? "the instance is shedding load"
          : "what the submission needs (the shared store, the session check) cannot answer",
    );
  }

  /** 409 for a repeat of a submission on its way; 503 when the portal cannot carry it out now. */
  get status(): number {
    return this.kind === "pending" ? 409 : 503;
  }

  get failure(): SubmissionFailure {
    return submissionFailure(this.kind, this.retryAfterSeconds);
  }

  /** When to send it again, for clients and proxies. */
  get headers(): Record<string, string> {
    return this.retryAfterSeconds ? { "Retry-After": String(this.retryAfterSeconds) } : {};
  }

  /** What a toast says of it (a one-tap form's). */
  get toastText(): string {
    const wait = this.retryAfterSeconds ? ` ${submissionFailureTexts.waitSeconds(this.retryAfterSeconds)}` : "";
    return `${submissionFailureTexts.failure[this.kind]}${wait}`;
  }
}

/** A field its user types in, labelled as the form labels it; `multiline`: a text area. */
export type TypedField = { name: string; label: string; multiline?: boolean };
/** A held member form's post, with the fields its user typed in (heldForm). */
type HeldPage = { context: Partial<AppLoadContext> | undefined; formData: FormData; typed: TypedField[] };
/** What a held form's page is drawn from, but for its address (heldFormOf). */
type KeptForm = SubmissionFailure & { resend: Omit<SentForm, "action"> };

const HELD_FORM = "submission:held-form";

/**
 * A held submission's answer: the form's own data (what was sent, to show it again) with the failure, its status and
 * Retry-After. With JS the form shows it in place; without, the form's page comes back with it. `page`: a member's
 * form whose page may not be readable (the whole upstream down), with the fields its user typed in (TypedField): for a
 * whole page's post the form as sent is kept for that page's render (heldFormOf).
 */
export function heldForm<T extends object>(data: T, held: SubmissionHeld, page?: HeldPage) {
  if (page?.context?.wholePage === true) page.context.memo?.set(HELD_FORM, { ...held.failure, resend: sentForm(page) } satisfies KeptForm);
  return json({ ...data, ...held.failure }, { status: held.status, headers: held.headers });
}

/**
 * The form a whole page's post (no JS) was held with, as it was sent (heldForm), or null: the root loader hands it to
 * the page. Should the page around the form not be readable (its loaders throw), its error boundary draws the form
 * from it (components/forms/HeldForm.tsx). Not the action's data: the boundary that shows may be a layout's (the
 * settings' layout reads the upstream too), which useActionData does not reach. Its address is the page's, as its
 * loaders read it.
 */
export function heldFormOf({ request, context }: { request: Request; context: Partial<AppLoadContext> | undefined }): HeldSubmission | null {
  const kept = context?.memo?.get(HELD_FORM) as KeptForm | undefined;
  if (!kept) return null;
  const { pathname, search } = new URL(request.url);
  return { ...kept, resend: { ...kept.resend, action: `${pathname}${search}` } };
}

/** The fields its user typed in (which the action names: it knows its form) and every other field as it was sent
 * (the key: sent again, it is the same submission); files cannot be sent back. */
function sentForm({ formData, typed }: HeldPage): KeptForm["resend"] {
  const typedNames = new Set(typed.map((field) => field.name));
  const hidden: SentForm["hidden"] = [];
  let filesLeftOut = false;
  for (const [name, value] of formData) {
    // A file input left empty still sends a part (no name, no bytes).
    if (typeof value !== "string") filesLeftOut ||= value.size > 0;
    else if (!typedNames.has(name)) hidden.push([name, value]);
  }
  return {
    typed: typed.flatMap(({ name, label, multiline = false }) => {
      const value = formData.get(name);
      return typeof value === "string" ? [{ name, label, value, multiline }] : [];
    }),
    hidden,
    filesLeftOut,
  };
}

/** What a form sent (its text fields), as conform's answer shows the form again: for a form held before its own
 * checks ran (they may need the upstream), with no error of its own. Files cannot be sent back: with JS the form
 * still holds them. */
export function asSent(formData: FormData): SubmissionResult<string[]> {
  const text = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") text.append(name, value);
  return parseForm<unknown, string[]>(text, { resolve: (value) => ({ value }) }).reply();
}

/**
 * The one check of admission control in every action that changes something: while this instance sheds load
 * (`context.shed`, set by server.ts), the change is not carried out and no upstream is called for it; the post is
 * held as 'busy' with the seconds to wait. once() and oncePerKey() make it themselves; an action that works before
 * either (reads the upstream, uploads files, spends a form's token) makes it first.
 */
export function admitChange(context: Partial<AppLoadContext> | undefined): void {
  const held = sheddingHold(context);
  if (held) throw held;
}

/** The hold admitChange throws, or null: for an action that first does what keeps the form (takes its files). */
export function sheddingHold(context: Partial<AppLoadContext> | undefined): SubmissionHeld | null {
  return context?.shed ? new SubmissionHeld("busy", Math.max(1, Math.ceil(context.shed.retryAfterSeconds))) : null;
}

/** The answer of the first submission of a member's words sent again without JS under another key (TYPED_AGAIN_MS):
 * its kept outcome, or held while it is still on its way; null when there is none (or it failed: the key is free). */
async function firstOfTheseWords(store: SharedStore, id: SubmissionId, key: string, context: Partial<AppLoadContext> | undefined) {
  if (!id.typed || !id.owner || context?.wholePage !== true) return null;
  const first = await store.get(typedKey(id));
  if (!first || first === key) return null;
  const entry = parse(await store.get(first));
  if (entry?.state === "done" && entry.fingerprint === id.fingerprint) return replay(entry);
  if (entry?.state === "pending") throw new SubmissionHeld("pending");
  return null;
}

/**
 * Runs the change `run` once for the submission `id`: a repeat of a kept one gets the kept answer, one that
 * arrives while the first runs gets the first's if it comes within REPEAT_WAIT_MS, and without a key every post
 * is a change of its own. Upstream writes made inside `run` carry keys derived from the form's
 * (submission-scope.server.ts). Throws SubmissionHeld when the instance sheds load, a repeat meets the first's
 * lease, or the store cannot check the key.
 */
export async function once(context: Partial<AppLoadContext> | undefined, id: SubmissionId, run: () => Promise<Response>): Promise<Response> {
  admitChange(context);
  if (!id.key) return run();
  const store = storeOf(context);
  const key = storeKey(id);
  const typedBefore = await firstOfTheseWords(store, id, key, context);
  if (typedBefore) return typedBefore;
  const lease = JSON.stringify({ state: "pending", fingerprint: id.fingerprint, holder: crypto.randomUUID() } satisfies Entry);
  const giveUpAt = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const claimed = await claim(store, key, lease);
    if (claimed === null) break;
    const entry = parse(claimed);
    if (entry?.state === "done") return replay(entry);
    if (Date.now() >= giveUpAt) throw new SubmissionHeld("pending");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (id.typed && id.owner) await store.set(typedKey(id), key, TYPED_AGAIN_MS);
  const release = keepLease(store, key, lease);
  let response: Response;
  try {
    // The upstream keys name what was sent too: the same form corrected after a refusal is a new write upstream.
    response = await runAsSubmission(`${key}\n${id.fingerprint}`, run);
  } catch (thrown) {
    await release();
    await store.delete(key);
    throw thrown;
  }
  await release();
  const outcome = outcomes.get(response);
  const kept = outcome ? await keep(response, outcome.meta) : null;
  if (kept) await store.set(key, JSON.stringify({ state: "done", fingerprint: id.fingerprint, ...kept } satisfies Entry), KEEP_MS);
  else await store.delete(key);
  return response;
}
