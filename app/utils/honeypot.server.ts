// Honeypot for public forms (house style, epic ADR 035): a hidden field bots fill in, plus a signed
// render time. Public form actions call checkHoneypot(formData) before anything is sent upstream.
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getConfig } from "./env.server";

let honeypot: Honeypot | undefined;

export function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({ encryptionSeed: getConfig().sessionSecret, validFromFieldName: "from__confirm", nameFieldName: "name__confirm" });
  return honeypot;
}

/** Throws a 400 Response when the form was filled by a bot. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  try {
    await getHoneypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted properly", { status: 400 });
    throw error;
  }
}

export { SpamError };
