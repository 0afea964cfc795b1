// Validation as the user leaves a field (after the first touch), with the form's own zod schema loaded
// lazily (forms/station-validate), so that the first load carries no zod. The server checks again.
import { useRef, useState, type FocusEvent } from "react";

type Validate = (formData: FormData) => Promise<Record<string, string>>;

export function useLazyValidation(validate: Validate, serverErrors: Record<string, string[] | null | undefined> = {}) {
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const onBlur = async (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (!name) return;
    touched.current.add(name);
    const all = await validate(new FormData(event.currentTarget));
    setErrors(Object.fromEntries(Object.entries(all).filter(([field]) => touched.current.has(field) || touched.current.has(field.replace(/\.\w+$/, "")))));
  };
  /** The message shown for a field: the live one once checked, else the server's. */
  const errorOf = (field: string) => (errors ? errors[field] : serverErrors[field]?.[0]) ?? null;
  return { onBlur, errorOf };
}
