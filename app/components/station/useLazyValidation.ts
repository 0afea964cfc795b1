// Validation as the user leaves a field (after the first touch), with the form's own zod schema loaded
// lazily (forms/station-validate), so that the first load carries no zod. The server checks again.
import { useRef, useState, type FocusEvent } from "react";

type Validate = (formData: FormData) => Promise<Record<string, string>>;
type ServerAnswer = { result: { error?: Record<string, string[] | null | undefined> | null } } | undefined;

/** `answer` is the action's answer: its errors replace the live ones until a field is left again. */
export function useLazyValidation(validate: Validate, answer: ServerAnswer) {
  const touched = useRef(new Set<string>());
  const [live, setLive] = useState<{ answer: ServerAnswer; errors: Record<string, string> } | null>(null);
  const onBlur = async (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (!name) return;
    touched.current.add(name);
    const all = await validate(new FormData(event.currentTarget));
    const errors = Object.fromEntries(Object.entries(all).filter(([field]) => touched.current.has(field) || touched.current.has(field.replace(/\.\w+$/, ""))));
    setLive({ answer, errors });
  };
  /** The message shown for a field: the live one once checked, else the server's. */
  const errorOf = (field: string) => (live && live.answer === answer ? live.errors[field] : answer?.result.error?.[field]?.[0]) ?? null;
  return { onBlur, errorOf };
}
