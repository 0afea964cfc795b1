// A GET form of list options (sorts, filters). The server renders it to HTML (the pages' *-html.server.tsx)
// with its submit button, which is all it needs without JS; FilterFormHtml enhances it in the browser.
// The page resets to 1 because the form does not carry it (000 §2.5); its action is the page's path, so
// that a '더보기' anchor (#page-N) does not stay on the new URL.
import type { ReactNode } from "react";
import styles from "./list.module.css";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

export function FilterForm({ action, label, submitLabel, children }: { action: string; label: string; submitLabel: string; children: ReactNode }) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label={label}>
      {children}
      <button type="submit" className={styles.button}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A labelled select of a FilterForm. */
export function FilterSelect<T extends string>({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
}) {
  const id = `filter-${name}`;
  return (
    <span className={styles.field}>
      <HiddenLabel htmlFor={id}>{label}</HiddenLabel>
      <select id={id} name={name} defaultValue={value} data-applies-on-change="">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
