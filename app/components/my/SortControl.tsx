// The sort select of the My lists (001 §2.3–2.5). The sort lives in the URL, so the form is a GET.
import { AppliedSelect } from "~/components/forms/AppliedSelect";
import { common } from "~/i18n/ko/common";
import { my } from "~/i18n/ko/my";
import styles from "./my.module.css";

/** A sort select (001 §2.3–2.5): submits on change with JS, with its own button without. The page goes
 * back to 1 (001 §4.1): the form sends only the sort and what it keeps. */
export function SortControl<T extends string>({ value, options, keep = {} }: { value: T; options: readonly T[]; keep?: Record<string, string | null> }) {
  return (
    <AppliedSelect
      className={styles.sort}
      keep={keep}
      name="sort"
      label={my.lists.sortLabel}
      value={value}
      options={options.map((option) => ({ value: option, label: my.lists.sorts[option as keyof typeof my.lists.sorts] }))}
      apply={common.actions.submit}
    />
  );
}
