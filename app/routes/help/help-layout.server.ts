// Loader of the help layout (routes/help/route.tsx): the honeypot fields and the form key that every help form
// of this page render carries, and the visitor cookie a guest's sends of the public forms are counted by
// (utils/send-limit.server.ts), so that people behind one address are not refused together.
import crypto from "node:crypto";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getHoneypot } from "~/utils/honeypot.server";
import { visitorOf } from "~/utils/send-limit.server";

/** The honeypot fields of the help forms and their key; only help pages ship their providers. */
export function loader({ request }: LoaderFunctionArgs) {
  const { setCookie } = visitorOf(request);
  return json(
    { honeypot: getHoneypot().getInputProps(), submissionKey: crypto.randomUUID() },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}
