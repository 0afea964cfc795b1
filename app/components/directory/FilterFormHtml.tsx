// A server-rendered FilterForm, enhanced once hydrated (design §4): a changed select submits at once, the
// dates of a custom period once both are set, and the button goes away. '직접입력' calls onCustomPeriod
// (the date-range picker of PeriodFilters) instead of submitting.
import { useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import styles from "./list.module.css";

export function FilterFormHtml({ html, onCustomPeriod }: { html: string; onCustomPeriod?: () => void }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const send = (form: HTMLFormElement) => submit(form, { method: "get", preventScrollReset: true });
  // 'input' rather than React's onChange, which only sees the fields React renders itself.
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const field = event.target;
    const form = event.currentTarget.querySelector("form");
    if (!form) return;
    if (field instanceof HTMLSelectElement) {
      if (field.name === "period" && field.value === "directInput" && onCustomPeriod) onCustomPeriod();
      else send(form);
    } else if (
      field instanceof HTMLInputElement &&
      field.type === "date" &&
      [...form.querySelectorAll<HTMLInputElement>('input[type="date"]')].every((input) => input.value)
    ) {
      send(form);
    }
  };
  return (
    <div
      className={hydrated ? styles.enhanced : undefined}
      onInput={onInput}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.target as HTMLFormElement);
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
