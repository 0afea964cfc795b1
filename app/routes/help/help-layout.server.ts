// Loader of the help layout (routes/help/route.tsx): the honeypot fields and the idempotency key that
// every help form of this page render carries.
import crypto from "node:crypto";
import { json } from "@remix-run/node";
import { getHoneypot } from "~/utils/honeypot.server";

/** The honeypot fields of the help forms and their key (issue 19); only help pages ship their providers. */
export function loader() {
  return json({ honeypot: getHoneypot().getInputProps(), submissionKey: crypto.randomUUID() });
}
