// A GET form of list options (sorts, filters). Without JS it has a submit button; once hydrated a
// changed select (or a completed date pair) submits at once (design §4), and the button goes away. The page resets to 1 because
// the form does not carry it (000 §2.5).
import { Form, useSubmit } from "@remix-run/react";
import { type ChangeEvent, type ReactNode, useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import styles from "./list.module.css";

export function FilterForm({ label, submitLabel, children, action }: { label: string; submitLabel: string; children: ReactNode; action?: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={action}
      className={styles.filters}
      aria-label={label}
      preventScrollReset
      onChange={(event) => {
        const field = event.target;
        const form = event.currentTarget;
        // Selects submit at once; the dates of a custom period once both are set.
        const dates = field instanceof HTMLInputElement && field.type === "date" && [...form.querySelectorAll<HTMLInputElement>('input[type="date"]')].every((input) => input.value);
        if (field instanceof HTMLSelectElement || dates) submit(form, { preventScrollReset: true });
      }}
    >
      {children}
      {hydrated ? null : (
        <button type="submit" className={styles.button}>
          {submitLabel}
        </button>
      )}
    </Form>
  );
}

/** A labelled select of a FilterForm. */
export function FilterSelect<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = `filter-${name}`;
  // Uncontrolled, so the form posts it as chosen; a new page's value (after a navigation) is set here.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = value;
  }, [value]);
  return (
    <span className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select ref={select} id={id} name={name} defaultValue={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
