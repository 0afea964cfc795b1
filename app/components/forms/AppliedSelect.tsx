// A select in a GET form (the choice lives in the URL): JS applies it on change, without JS its own button does.
import { Form, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { Fields } from "~/components/my/Fields";

export function AppliedSelect({
  name,
  label,
  value,
  options,
  apply,
  keep = {},
  className,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The no-JS button's word. */
  apply: string;
  /** Other parameters the form sends as they are. */
  keep?: Record<string, string | null>;
  className?: string;
}) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" className={className} preventScrollReset>
      <Fields values={keep} />
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        data-applies-on-change=""
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{apply}</button>
      </noscript>
    </Form>
  );
}
