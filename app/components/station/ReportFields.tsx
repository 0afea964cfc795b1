// A station report's fields (001 §7.1), a post's or a comment's: one of the upstream's reasons and an optional
// detail, wired and drawn by the form system (components/forms/Field.tsx); their messages are conform's once a field
// was checked, else the server's.
import { errorIdOf, ErrorList, Field, wiringOf } from "~/components/forms/Field";
import type { ReportReason } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import styles from "./station.module.css";

/** How a station dialog lays out a field of the form system. */
export const FIELD_CLASSES = { field: styles.field, control: styles.fieldControl, hint: styles.hint, error: styles.error };

export function ReportFields({
  idPrefix,
  reasons,
  errorsOf,
  sent,
}: {
  idPrefix: string;
  reasons: ReportReason[];
  errorsOf: (name: string) => string[] | null;
  /** What a form sent back was sent with. */
  sent: { reason?: string; comment?: string };
}) {
  const reasonId = `${idPrefix}-reason`;
  const reasonErrors = errorsOf("reason");
  return (
    <>
      <fieldset className={styles.field} aria-describedby={wiringOf("reason", { id: reasonId, errors: reasonErrors })["aria-describedby"]}>
        <legend>{e.dialogs.reportReason}</legend>
        <ul className={styles.radioList}>
          {reasons.map((reason) => (
            <li key={reason.no}>
              <label>
                <input type="radio" name="reason" value={reason.no} required defaultChecked={sent.reason === String(reason.no)} /> {reason.name}
              </label>
            </li>
          ))}
        </ul>
        <ErrorList id={errorIdOf(reasonId)} errors={reasonErrors} className={styles.error} />
      </fieldset>
      <Field name="comment" id={`${idPrefix}-comment`} label={e.dialogs.reportComment} errors={errorsOf("comment")} classes={FIELD_CLASSES}>
        {(wiring) => <textarea {...wiring} rows={3} style={{ minHeight: "auto" }} defaultValue={sent.comment} />}
      </Field>
    </>
  );
}
