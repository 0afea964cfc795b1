// The idempotency key of a help form (issue 19), beside its honeypot fields: the help layout gives every
// form of a page render one key with its token, as the honeypot's provider gives the token; a form that
// comes back from its action (a ticket form, the chatbot) passes its own. A repeat post with the same key
// (a double tap, a retry after a lost answer) is the same submission: answered as the first, never stored
// twice; a replayed token without it is still refused (utils/honeypot.server.ts).
import { createContext, useContext, type ReactNode } from "react";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";

const SubmissionKeyContext = createContext<string | null>(null);

export function SubmissionKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SubmissionKeyContext.Provider value={value}>{children}</SubmissionKeyContext.Provider>;
}

/** The hidden key field: `value` when given, else the page render's key. */
export function SubmissionKeyInput({ value }: { value?: string }) {
  const rendered = useContext(SubmissionKeyContext);
  const key = value ?? rendered;
  return key ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} /> : null;
}
