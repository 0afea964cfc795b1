// Honeypot for public forms (house style, epic ADR 035): a hidden field bots fill in, plus a signed
// time from which the form may be sent (its render time + FORM_MIN_FILL_MS: a person needs longer than
// that to fill a form in). Public form actions call checkHoneypot(formData) before anything is sent upstream.
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getConfig } from "./env.server";

const NAME_FIELD = "name__confirm";
const VALID_FROM_FIELD = "from__confirm";

class FormHoneypot extends Honeypot {
  constructor(
    seed: string,
    private readonly minFillMs: number,
  ) {
    super({ encryptionSeed: seed, validFromFieldName: VALID_FROM_FIELD, nameFieldName: NAME_FIELD });
  }

  override getInputProps({ validFromTimestamp = Date.now() + this.minFillMs } = {}) {
    return super.getInputProps({ validFromTimestamp });
  }
}

let honeypot: Honeypot | undefined;

export function getHoneypot(): Honeypot {
  const config = getConfig();
  honeypot ??= new FormHoneypot(config.sessionSecret, config.formMinFillMs);
  return honeypot;
}

/** Throws a 400 Response when the form was filled by a bot: honeypot filled, sent too fast, or without the
 * honeypot fields at all (remix-utils skips its check when both are missing). */
export async function checkHoneypot(formData: FormData): Promise<void> {
  try {
    if (!formData.has(NAME_FIELD) || !formData.has(VALID_FROM_FIELD)) throw new SpamError("Missing honeypot inputs");
    await getHoneypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted properly", { status: 400 });
    throw error;
  }
}

export { SpamError };
