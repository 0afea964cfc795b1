// A form's field as every form of the portal draws it: the label tied to its control, the control tied to its
// hint and its messages (aria-describedby, aria-invalid), and the messages themselves (ErrorList). The forms
// give their own classes: a help form lays its labels out in a column, a station form stacks them.
import type { ReactNode } from "react";
import styles from "./forms.module.css";

/** What ties a control to its label (id), its hint and messages (aria-describedby) and the form (name). */
export type FieldWiring = { id: string; name: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };

export const errorIdOf = (id: string) => `${id}-error`;

/** The wiring of the control `name` (id `id`), with its messages and its hint's id. */
export function wiringOf(name: string, { id = name, errors, hintId }: { id?: string; errors?: readonly string[] | null; hintId?: string }): FieldWiring {
  const invalid = Boolean(errors?.length);
  return {
    id,
    name,
    "aria-describedby": [invalid ? errorIdOf(id) : "", hintId ?? ""].filter(Boolean).join(" ") || undefined,
    "aria-invalid": invalid || undefined,
  };
}

/** A field's messages, read out as they appear. */
export function ErrorList({ id, errors, className }: { id: string; errors?: readonly string[] | null; className?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className={className ?? styles.errors} role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

type FieldProps = {
  name: string;
  /** The control's id when it is not the name. */
  id?: string;
  label: ReactNode;
  errors?: readonly string[] | null;
  /** What helps fill it in, under the control; `hintId` names it when the hint is not a plain text. */
  hint?: ReactNode;
  hintId?: string;
  classes: { field?: string; label?: string; control?: string; hint?: string; error?: string };
  children: (wiring: FieldWiring) => ReactNode;
};

export function Field({ name, id = name, label, errors, hint, hintId, classes, children }: FieldProps) {
  const describedHint = hint ? (hintId ?? `${id}-hint`) : undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.control}>
        {children(wiringOf(name, { id, errors, hintId: describedHint }))}
        {hint && !hintId ? (
          <p id={describedHint} className={classes.hint}>
            {hint}
          </p>
        ) : (
          hint
        )}
        <ErrorList id={errorIdOf(id)} errors={errors} className={classes.error} />
      </div>
    </div>
  );
}
