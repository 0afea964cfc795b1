// Loader of the help layout (routes/help/route.tsx): the honeypot fields that every help form renders.
import { json } from "@remix-run/node";
import { getHoneypot } from "~/utils/honeypot.server";

/** The honeypot fields of the help forms; only help pages ship their provider. */
export function loader() {
  return json({ honeypot: getHoneypot().getInputProps() });
}
