// A server-rendered FilterForm, enhanced once hydrated (design §4): a changed select submits at once (one
// changed before hydration too), the dates of a custom period once both are set, and the button goes away.
// '직접입력' calls onCustomPeriod (the date-range picker of PeriodFilters) instead of submitting.
import { useSubmit } from "@remix-run/react";
import { type FormEvent, useCallback, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useChoiceMadeBeforeHydration } from "~/utils/chosen-before-hydration";
import styles from "./list.module.css";

export function FilterFormHtml({ html, onCustomPeriod }: { html: string; onCustomPeriod?: () => void }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const apply = useCallback(
    (field: EventTarget, form: HTMLFormElement) => {
      const send = () => submit(form, { method: "get", preventScrollReset: true });
      if (field instanceof HTMLSelectElement) {
        if (field.name === "period" && field.value === "directInput" && onCustomPeriod) onCustomPeriod();
        else send();
      } else if (
        field instanceof HTMLInputElement &&
        field.type === "date" &&
        [...form.querySelectorAll<HTMLInputElement>('input[type="date"]')].every((input) => input.value)
      ) {
        send();
      }
    },
    [submit, onCustomPeriod],
  );
  useChoiceMadeBeforeHydration(box, apply);
  // 'input' rather than React's onChange, which only sees the fields React renders itself.
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const form = event.currentTarget.querySelector("form");
    if (form) apply(event.target, form);
  };
  return (
    <div
      ref={box}
      className={hydrated ? styles.enhanced : undefined}
      onInput={onInput}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.target as HTMLFormElement, { method: "get", preventScrollReset: true });
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
