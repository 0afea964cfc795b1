// A select or checkbox that applies itself on change does nothing until the page has hydrated: on a slow
// phone the reader may choose before that, and would then see their choice beside a list that does not
// follow it. Once hydrated, such a choice is applied as if it had been made then.
import { type RefObject, useEffect, useRef } from "react";

type Choice = HTMLSelectElement | HTMLInputElement;

/** The field of the form whose state is not the one the server sent (a select, a checkbox or a radio), if any. */
export function choiceMadeBeforeHydration(form: HTMLFormElement): Choice | undefined {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (served && field.value !== served.value) return field;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio") && field.checked !== field.defaultChecked) {
      return field;
    }
  }
  return undefined;
}

/**
 * Calls `apply` once, when the component has hydrated, for the first form in `box` (the form itself or a
 * box around forms) that the reader changed before: `apply` is what the field's change does once hydrated.
 */
export function useChoiceMadeBeforeHydration(box: RefObject<HTMLElement>, apply: (field: Choice, form: HTMLFormElement) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !box.current) return;
    done.current = true;
    const forms = box.current instanceof HTMLFormElement ? [box.current] : [...box.current.querySelectorAll("form")];
    for (const form of forms) {
      const field = choiceMadeBeforeHydration(form);
      if (field) return apply(field, form);
    }
  }, [box, apply]);
}
