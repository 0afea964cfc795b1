// Honeypot for public forms (house style, epic ADR 035): a hidden field bots fill in, plus a signed token
// saying when the form was rendered, from which time it may be sent (render + FORM_MIN_FILL_MS: a person
// needs longer than that) and until when (render + FORM_MAX_FILL_MS). Each token is bound to one form
// render (issue 19): its first post records it in the shared store, and a later post with it is refused,
// unless it carries the same idempotency key as the first (a double tap of one form: the submission's
// own key makes the repeat harmless). Public form actions call checkHoneypot() before anything is sent
// upstream. remix-utils renders the fields (HoneypotInputs); the token in them is ours.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { getConfig } from "./env.server";
import { storeOf } from "./shared-store.server";
import { readSigned, signValue } from "./signed.server";

const NAME_FIELD = "name__confirm";
const VALID_FROM_FIELD = "from__confirm";
const PURPOSE = "honeypot";

/** `first`: when the form was first rendered (a re-render after a post carries it; absent on a first render). */
type Token = { id: string; rendered: number; from: number; first?: number };

class FormHoneypot extends Honeypot {
  constructor(private readonly minFillMs: number) {
    super({ validFromFieldName: VALID_FROM_FIELD, nameFieldName: NAME_FIELD });
  }

  override getInputProps({ validFromTimestamp = Date.now() + this.minFillMs } = {}) {
    const token: Token = { id: crypto.randomUUID(), rendered: Date.now(), from: validFromTimestamp };
    return { nameFieldName: NAME_FIELD, validFromFieldName: VALID_FROM_FIELD, encryptedValidFrom: signValue(PURPOSE, token) };
  }
}

let honeypot: Honeypot | undefined;

export function getHoneypot(): Honeypot {
  honeypot ??= new FormHoneypot(getConfig().formMinFillMs);
  return honeypot;
}

/** The rendered form's token, when it is one of ours (signed, unaltered). */
export function honeypotToken(formData: FormData): Token | null {
  return readSigned<Token>(PURPOSE, formData.get(VALID_FROM_FIELD));
}

/**
 * The honeypot fields for the form re-rendered in answer to this post (issue 20): a new single-use token whose
 * fill time still counts from the form's first render, so that a post right after a re-render (a keyword
 * tapped after a reply, a form sent again after a validation error) is not taken for a bot's.
 */
export function carriedHoneypot(formData: FormData) {
  const token = honeypotToken(formData);
  const now = Date.now();
  const first = token && typeof token.rendered === "number" ? Math.min(now, token.first ?? token.rendered) : now;
  const carried: Token = { id: crypto.randomUUID(), rendered: now, from: first + getConfig().formMinFillMs, first };
  return { nameFieldName: NAME_FIELD, validFromFieldName: VALID_FROM_FIELD, encryptedValidFrom: signValue(PURPOSE, carried) };
}

export type HoneypotFields = ReturnType<typeof carriedHoneypot>;

const refuse = () => new Response("Form not submitted properly", { status: 400 });

/** A form's idempotency key as rendered (a UUID); anything else is no key. */
const SUBMISSION_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The post's idempotency key (issue 19), when it carries one as its form renders it; else null. */
export function submissionKeyOf(formData: FormData): string | null {
  const sent = formData.get(SUBMISSION_KEY_FIELD);
  return typeof sent === "string" && SUBMISSION_KEY.test(sent) ? sent : null;
}

/**
 * Throws a 400 Response when the form was filled by a bot: honeypot filled, fields missing, token altered,
 * sent too fast or too late, or a token already used by another submission. `submissionKey` is the
 * post's idempotency key, when its form has one.
 */
export async function checkHoneypot(formData: FormData, context?: Partial<AppLoadContext>, submissionKey: string | null = null): Promise<void> {
  if ((await honeypotVerdict(formData, context, submissionKey)) === "too-fast") throw refuse();
}

/**
 * As checkHoneypot, except that a post that is only too fast (everything else in order) answers "too-fast"
 * instead of throwing: the form's action then answers with the form as it was (issue 20), sending nothing
 * upstream. The token is not spent by such a post.
 */
export async function honeypotVerdict(formData: FormData, context?: Partial<AppLoadContext>, submissionKey: string | null = null): Promise<"ok" | "too-fast"> {
  const config = getConfig();
  const name = formData.get(NAME_FIELD);
  if (name === null || name !== "" || !formData.has(VALID_FROM_FIELD)) throw refuse();
  const token = honeypotToken(formData);
  const now = Date.now();
  if (!token || typeof token.id !== "string" || now - token.rendered > config.formMaxFillMs) throw refuse();
  if (now < token.from) return "too-fast";
  // One render, one submission: a repeat is welcome only as the same submission (same idempotency key).
  const binding = submissionKey ?? `single:${crypto.randomUUID()}`;
  const first = await storeOf(context).setIfAbsent(`honeypot:${token.id}`, binding, config.formMaxFillMs + 60_000);
  if (first !== null && (submissionKey === null || first !== submissionKey)) throw refuse();
  return "ok";
}

export { SpamError };
