// The sort select of the My lists (001 §2.3–2.5). The sort lives in the URL, so the form is a GET.
import { Form, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { common } from "~/i18n/ko/common";
import { my } from "~/i18n/ko/my";
import { Fields } from "./Fields";
import styles from "./my.module.css";

/** A sort select (001 §2.3–2.5): submits on change with JS, with its own button without. The page goes
 * back to 1 (001 §4.1): the form sends only the sort and what it keeps. */
export function SortControl<T extends string>({ value, options, keep = {} }: { value: T; options: readonly T[]; keep?: Record<string, string | null> }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" className={styles.sort} preventScrollReset>
      <Fields values={keep} />
      <label htmlFor={id}>{my.lists.sortLabel}</label>
      <select
        id={id}
        name="sort"
        defaultValue={value}
        data-applies-on-change=""
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {my.lists.sorts[option as keyof typeof my.lists.sorts]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{common.actions.submit}</button>
      </noscript>
    </Form>
  );
}
