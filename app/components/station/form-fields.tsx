// The station forms' fields (post write / edit, 기본 설정): validation as the user leaves a field (after the
// first touch), with the form's own zod schema loaded lazily (forms/station-validate), so that the first
// load carries no zod (the server checks again); and the one way a control is tied to its label, hint and
// error.
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import styles from "./station.module.css";

type Validate = (formData: FormData) => Promise<Record<string, string>>;
type ServerAnswer = { result: { error?: Record<string, string[] | null | undefined> | null } } | undefined;

/** `answer` is the action's answer: its errors replace the live ones until a field is left again. */
export function useLazyValidation(validate: Validate, answer: ServerAnswer) {
  const touched = useRef(new Set<string>());
  const [live, setLive] = useState<{ answer: ServerAnswer; errors: Record<string, string> } | null>(null);
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => (pressing.current = false);
    window.addEventListener("pointerdown", down, true);
    window.addEventListener("pointerup", up, true);
    window.addEventListener("pointercancel", up, true);
    return () => {
      window.removeEventListener("pointerdown", down, true);
      window.removeEventListener("pointerup", up, true);
      window.removeEventListener("pointercancel", up, true);
    };
  }, []);
  const onBlur = async (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (!name) return;
    touched.current.add(name);
    const all = await validate(new FormData(event.currentTarget));
    const errors = Object.fromEntries(Object.entries(all).filter(([field]) => touched.current.has(field) || touched.current.has(field.replace(/\.\w+$/, ""))));
    // A blur by pressing the form's button: a message appearing or going above it would move the button
    // between press and release, and the click (the submission) would land beside it. The messages wait
    // until the press is over and its click has been dispatched.
    if (pressing.current) window.addEventListener("pointerup", () => setTimeout(() => setLive({ answer, errors })), { once: true });
    else setLive({ answer, errors });
  };
  /** The message shown for a field: the live one once checked, else the server's. */
  const errorOf = (field: string) => (live && live.answer === answer ? live.errors[field] : answer?.result.error?.[field]?.[0]) ?? null;
  return { onBlur, errorOf };
}

/** What ties a control to its label (id), its hint and error (aria-describedby) and the form (name). */
export type ControlWiring = { id: string; name: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };

/** The fields of a form whose controls' ids are `{idPrefix}-{name}` and whose errors come from `errorOf`. */
export function formFields(idPrefix: string, errorOf: (name: string) => string | null) {
  const wire = (name: string, { id = `${idPrefix}-${name}`, hint = false } = {}): ControlWiring => ({
    id,
    name,
    "aria-describedby": [hint ? `${name}-hint` : "", errorOf(name) ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined,
    "aria-invalid": errorOf(name) ? true : undefined,
  });
  const error = (name: string) => {
    const message = errorOf(name);
    return message ? (
      <p id={`${name}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };
  /** A labelled control with its hint and error. */
  const field = (name: string, label: string, control: (wiring: ControlWiring) => ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      {control(wire(name, { hint: Boolean(hint) }))}
      {hint ? (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error(name)}
    </div>
  );
  /** A control whose label only screen readers read (a cell of a row of controls), with its error. */
  const cell = (name: string, id: string, label: string, control: (wiring: ControlWiring) => ReactNode) => (
    <div>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {control(wire(name, { id }))}
      {error(name)}
    </div>
  );
  return { field, cell };
}
