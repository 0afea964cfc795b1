// The portal's one form system in the browser: conform's useForm with the form's own zod schema (the action's
// rules and messages, forms/*), validated as a field is left (then as it is typed in), the whole form checked
// again before it is sent. Imported only by forms that hydrate from their own chunk (lazy parts): conform and zod
// never weigh on a page's first load.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { config, type $ZodType } from "zod/v4/core";

// zod would try `new Function` for its fast path, which the portal's Content-Security-Policy (no 'unsafe-eval')
// refuses and reports as a violation on every page whose form is checked: the plain path it falls back to anyway.
config({ jitless: true });

/** The server's answer as conform reads it: what was sent and the errors per field (null: none). */
export type FormAnswer = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null; status?: "success" | "error" };

export function useSubmissionForm({ id, schema, answer }: { id: string; schema: $ZodType; answer: FormAnswer | undefined }) {
  const [form, fields] = useForm({
    id,
    lastResult: answer as SubmissionResult | undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  /** A field's messages: conform's once the field was checked (left, or the form sent), else the server's. */
  const errorsOf = (name: string): string[] | null => (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors ?? null;
  /** The form's errors that belong to no field (a refusal of the upstream's). */
  const formErrors = (form.errors as string[] | undefined) ?? null;
  return { form, errorsOf, formErrors };
}

/**
 * An action's answer that names a form's messages and values apart (the station dialogs' `errors` and `values`), as
 * conform reads it: none when there is no message. The same object while they are, so conform reads it once.
 */
export function useSentBack(errors: Record<string, readonly string[] | null | undefined>, values: Record<string, string | undefined>): FormAnswer | undefined {
  return useMemo(
    () =>
      Object.values(errors).some((messages) => messages?.length)
        ? {
            status: "error",
            initialValue: values,
            error: Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages ? [...messages] : null])),
          }
        : undefined,
    [errors, values],
  );
}
