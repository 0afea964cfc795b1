// A held form on a page of its own (domain/submission.ts, SentForm). Without JS a form the portal could not carry
// out now (the shared store, the session check or the instance unable to serve it) comes back as its page; when that
// page cannot be read either (the whole upstream down: its loaders throw), the route's error boundary draws this
// instead of the unavailable page, so that what was typed stays on the screen: what happened, that nothing is lost,
// the wait, and 다시 보내기, a plain form post to the same address with every field as it was sent (its key: sent
// again, it is the same submission, stored once). With JS the form on the page keeps its text and none is kept.
import { useLocation } from "@remix-run/react";
import type { HeldSubmission } from "~/domain/submission";
import { common } from "~/i18n/ko/common";
import { heldFormTexts as t } from "~/i18n/ko/held-form";
import { useRootData } from "~/utils/root-data";
import { Field } from "./Field";
import { SubmissionProblem } from "./SubmissionProblem";
import styles from "./HeldForm.module.css";

/**
 * The form this page's post was held with, as it was sent, or null. It comes with the root's data, which every
 * boundary reads, a layout's too (the settings' layout reads the upstream, and its boundary shows above the page that
 * acted, where useActionData reads nothing); only on the address it was sent to (with JS, the root's data stays
 * through later navigations).
 */
export function useHeldSubmission(): HeldSubmission | null {
  const held = useRootData()?.held;
  const location = useLocation();
  return held && held.resend.action === asLoadersRead(location) ? held : null;
}

/** A page's address as its loaders and actions read it: Remix leaves out an index route's bare `index` parameter
 * (server-runtime's stripIndexParam), which the address keeps so that a post reaches the index route's action. */
function asLoadersRead({ pathname, search }: { pathname: string; search: string }): string {
  const params = new URLSearchParams(search);
  const kept = params.getAll("index").filter(Boolean);
  params.delete("index");
  for (const value of kept) params.append("index", value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const FIELD_CLASSES = { field: styles.heldField };

export function HeldForm({ held }: { held: HeldSubmission }) {
  const { typed, hidden, filesLeftOut } = held.resend;
  return (
    <section className={styles.held} aria-labelledby="held-form-title" data-held-form>
      <h1 id="held-form-title">{common.errors.genericTitle}</h1>
      {/* No action: it is sent to the page's address, as it was (an index route's with its `?index`). */}
      <form method="post">
        {hidden.map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        {typed.map((field, index) => (
          <Field key={field.name} name={field.name} id={`held-field-${index}`} label={field.label} classes={FIELD_CLASSES}>
            {(wiring) => (field.multiline ? <textarea {...wiring} defaultValue={field.value} rows={6} /> : <input {...wiring} defaultValue={field.value} />)}
          </Field>
        ))}
        {filesLeftOut ? <p className={styles.heldNote}>{t.withoutFiles}</p> : null}
        <SubmissionProblem failure={held.submissionFailed} />
      </form>
    </section>
  );
}
