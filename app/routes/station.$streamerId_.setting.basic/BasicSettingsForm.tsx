// 기본 설정 (001 §2.13): station name (codes 1305 / 1306 / 1307), title, profile message and up to six links
// whose URLs follow the URL rule (001 §5), on the portal's one form system (conform with the form's schema,
// checked as fields are left). A plain form post that works without JS; with JS it hydrates from its own chunk at
// the first input (lazy.tsx). Nothing typed is lost: a save that does not get through leaves the form as it is
// with a button to send it again (the same key: saved once), one sent after the session ran out comes back after
// the login, and no field cuts what is pasted into it.
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ErrorList, Field } from "~/components/forms/Field";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { useSubmissionForm, type FormAnswer } from "~/components/forms/use-submission-form";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import styles from "~/components/station/station.module.css";
import { LINK_TYPE_CODES } from "~/domain/station";
import { BASIC_LIMITS, STATION_NAME } from "~/domain/station-settings";
import type { SubmissionFailure } from "~/domain/submission";
import { basicSchema } from "~/forms/station-basic";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { submissionTexts } from "~/i18n/ko/submission";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";

const b = t.settings.basic;

/** What a save sent, as the form starts from it. */
function typedIn(sent: FormAnswer["initialValue"]): Pick<BasicFormStart, "name" | "title" | "profileText" | "links"> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const links = Array.isArray(sent?.links) ? (sent.links as Array<Record<string, unknown> | null>) : [];
  return {
    name: text(sent?.name),
    title: text(sent?.title),
    profileText: text(sent?.profileText),
    links: Array.from({ length: BASIC_LIMITS.links }, (_, index) => ({
      type: text(links[index]?.type),
      url: text(links[index]?.url),
      name: text(links[index]?.name),
    })),
  };
}
const FIELD_CLASSES = { field: styles.field, hint: styles.hint, error: styles.error };

type Link = { type: string; url: string; name: string };
/** Where the form starts: the settings as they are (every link row, empty ones too), or the draft a save left when
 * its session ran out. */
export type BasicFormStart = { name: string; title: string; profileText: string; links: Link[]; submissionKey: string; restored: boolean };
export type BasicFormProps = {
  start: BasicFormStart;
  answer: { result: FormAnswer; submissionKey: string | null } | undefined;
  failure: SubmissionFailure["submissionFailed"] | null;
};

export function BasicSettingsForm({ start, answer, failure }: BasicFormProps) {
  const navigation = useNavigation();
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures(useLocation().pathname);
  // Drawn once with what it starts from (the server's answer, when the form comes back without JS); the key stays
  // the form's for every try.
  const [initial] = useState(() => (answer ? { ...start, ...typedIn(answer.result.initialValue) } : start));
  const { form, errorsOf, formErrors } = useSubmissionForm({ id: "basic-settings", schema: basicSchema, answer: answer?.result });
  const field = (name: string, label: string, control: Parameters<typeof Field>[0]["children"], hint?: string) => (
    <Field name={name} id={`basic-${name}`} label={label} errors={errorsOf(name)} hint={hint} classes={FIELD_CLASSES}>
      {control}
    </Field>
  );
  /** A control whose label only screen readers read (a cell of a row of controls), with its messages. */
  const cell = (name: string, id: string, label: string, control: Parameters<typeof Field>[0]["children"]) => (
    <Field name={name} id={id} label={label} errors={errorsOf(name)} classes={{ label: "visually-hidden", error: styles.error }}>
      {control}
    </Field>
  );
  return (
    <Form method="post" className={styles.form} id={form.id} noValidate onSubmit={form.onSubmit}>
      <h1>{t.settings.items.basic}</h1>
      {initial.restored ? (
        <p className={styles.notice} role="status">
          {submissionTexts.restored}
        </p>
      ) : null}
      <ErrorList id="basic-form-error" errors={formErrors} className={styles.error} />
      <SubmissionKeyInput value={answer?.submissionKey ?? initial.submissionKey} />
      {field(
        "name",
        b.name,
        (wiring) => (
          <input {...wiring} defaultValue={initial.name} required />
        ),
        b.nameHint(STATION_NAME.MAX_BYTES),
      )}
      {field("title", b.title, (wiring) => (
        <input {...wiring} defaultValue={initial.title} />
      ))}
      {field("profileText", b.profileText, (wiring) => (
        <textarea {...wiring} defaultValue={initial.profileText} rows={4} style={{ minHeight: "auto" }} />
      ))}
      <fieldset className={styles.field}>
        <legend>{b.links}</legend>
        {initial.links.map((link, index) => (
          <div key={index} className={styles.linkRow}>
            {cell(`links[${index}].type`, `link-${index}-type`, b.linkType(index + 1), (wiring) => (
              <select {...wiring} defaultValue={link.type}>
                <option value="">{b.noLink}</option>
                {Object.entries(LINK_TYPE_CODES).map(([type, code]) => (
                  <option key={type} value={code}>
                    {b.linkTypes[type as keyof typeof LINK_TYPE_CODES]}
                  </option>
                ))}
              </select>
            ))}
            {cell(`links[${index}].url`, `link-${index}-url`, b.linkUrl(index + 1), (wiring) => (
              <input {...wiring} defaultValue={link.url} inputMode="url" placeholder="https://" />
            ))}
            {cell(`links[${index}].name`, `link-${index}-name`, b.linkName(index + 1), (wiring) => (
              <input {...wiring} defaultValue={link.name} placeholder={b.linkName(index + 1)} />
            ))}
          </div>
        ))}
      </fieldset>
      {failure ? <SubmissionProblem failure={failure} /> : null}
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={navigation.state === "submitting"}>
          {b.save}
        </button>
      </div>
    </Form>
  );
}
