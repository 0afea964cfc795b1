// Honeypot for public forms (house style, epic ADR 035): a hidden field bots fill in, plus a signed token
// saying when the form was rendered, from which time it may be sent (render + FORM_MIN_FILL_MS: a person
// needs longer than that) and until when (render + FORM_MAX_FILL_MS). Each token is bound to one form
// render: its first post records it in the shared store, and a later post with it is refused, unless it
// carries the same form key as the first (a double tap of one form: the submission's own key makes the
// repeat harmless). Public form actions ask for the verdict before anything is sent upstream. remix-utils
// renders the fields (HoneypotInputs); the token in them is ours.
//
// Only what no person's browser sends (the hidden field filled, the fields missing, a token altered) is
// refused outright. A form sent too soon, after its token expired (a person writing a long report) or with a
// token already spent (a form kept open in a second tab) is a person's as often as a bot's: the action answers
// it with the form as it was and a fresh token, so that pressing the button again sends it.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getConfig } from "./env.server";
import { submissionFailure, type SubmissionFailure } from "~/domain/submission";
import { storeOf } from "./shared-store.server";
import { isClaimUnchecked } from "./store-claims.server";
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
 * The honeypot fields for the form re-rendered in answer to this post: a new single-use token whose
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

/** ok: a person's post to carry out; the others: a person's post to answer with the form, nothing sent
 * ("unavailable": the shared store cannot say whether the token was spent, and single use fails closed). */
export type HoneypotVerdict = "ok" | "too-fast" | "expired" | "used" | "unavailable";

/**
 * Throws a 400 Response when the form was filled by a bot (honeypot filled, fields missing, token altered); else
 * the verdict on when and how often the form was sent. An "ok" post spends the token: its key is recorded, and
 * only a post with the same key may use the token again. `submissionKey` is the post's form key, when it has
 * one; `minFill: false` for a form a person may rightly send at once (a question chip, a one-tap rating).
 */
export async function honeypotVerdict(
  formData: FormData,
  context?: Partial<AppLoadContext>,
  submissionKey: string | null = null,
  { minFill = true }: { minFill?: boolean } = {},
): Promise<HoneypotVerdict> {
  const config = getConfig();
  const name = formData.get(NAME_FIELD);
  if (name === null || name !== "" || !formData.has(VALID_FROM_FIELD)) throw refuse();
  const token = honeypotToken(formData);
  const now = Date.now();
  if (!token || typeof token.id !== "string" || typeof token.rendered !== "number") throw refuse();
  if (now - token.rendered > config.formMaxFillMs) return "expired";
  if (minFill && now < token.from) return "too-fast";
  // One render, one submission: a repeat is welcome only as the same submission (same key).
  const binding = submissionKey ?? `single:${crypto.randomUUID()}`;
  let first: string | null;
  try {
    first = await storeOf(context).setIfAbsent(`honeypot:${token.id}`, binding, config.formMaxFillMs + 60_000);
  } catch (error) {
    if (isClaimUnchecked(error)) return "unavailable";
    throw error;
  }
  if (first !== null && (submissionKey === null || first !== submissionKey)) return "used";
  return "ok";
}

export { SpamError };

/** What a form says of a post its verdict stops (not "ok"), and the status its page answers with. */
export function verdictFailure(verdict: Exclude<HoneypotVerdict, "ok">): { failure: SubmissionFailure; status: number } {
  return verdict === "unavailable" ? { failure: submissionFailure("server"), status: 503 } : { failure: submissionFailure("confirm"), status: 400 };
}
