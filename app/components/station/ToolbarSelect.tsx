// A select of a station list's toolbar (search field and scope, sort): fixed options with their labels, a
// label only screen readers read, and, for a sort, the form submitted on change (its button without JS).
import { HiddenLabel } from "~/components/forms/HiddenLabel";
export function ToolbarSelect<Option extends string>({
  id,
  name,
  label,
  value,
  options,
  labels,
  submitOnChange = false,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  labels: Record<Option, string>;
  submitOnChange?: boolean;
}) {
  return (
    <>
      <HiddenLabel htmlFor={id}>{label}</HiddenLabel>
      <select
        id={id}
        name={name}
        defaultValue={value}
        data-applies-on-change={submitOnChange || undefined}
        onChange={submitOnChange ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </>
  );
}
