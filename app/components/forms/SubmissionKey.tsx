// A form's key (utils/submission.server.ts): the root's data gives every form of a member's page render one key (a
// form's action tells its changes apart by what they send), the help layout its forms' with their anti-bot token; a
// form with a draft of its own (a help form, a station post) passes the key it keeps. A repeat post with the same
// key (a double tap, a retry after a lost answer) is the same submission: answered as the first, never stored
// twice.
import { createContext, useContext, type ReactNode } from "react";
import { SUBMISSION_KEY_FIELD } from "~/domain/submission-key";
import { useRootData } from "~/utils/root-data";

const SubmissionKeyContext = createContext<string | null>(null);

export function SubmissionKeyProvider({ value, children }: { value: string | null; children: ReactNode }) {
  return <SubmissionKeyContext.Provider value={value}>{children}</SubmissionKeyContext.Provider>;
}

/** The hidden key field: `value` when given, else the key of the help page's forms, else the page render's. */
export function SubmissionKeyInput({ value }: { value?: string }) {
  const helpKey = useContext(SubmissionKeyContext);
  const rendered = useRootData()?.submissionKey ?? null;
  const key = value ?? helpKey ?? rendered;
  return key ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} /> : null;
}
