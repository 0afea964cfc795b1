// Which forms of a page hold a choice the reader made before the page hydrated (a select or checkbox that applies
// itself on change, marked `data-applies-on-change`, whose state is not the one the server sent): read by
// utils/chosen-before-hydration.ts, which applies them once the page can, and by a search that follows the typing,
// which then leaves a word typed before hydration to that form's submission (it carries the word along).

type Choice = HTMLSelectElement | HTMLInputElement;

/** Whether the field's state is not the one the server sent (a select, a checkbox or a radio). */
export function changedSinceServed(field: Choice): boolean {
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return served !== undefined && field.value !== served.value;
  }
  return (field.type === "checkbox" || field.type === "radio") && field.checked !== field.defaultChecked;
}

/** The forms with a field that applies itself on change and no longer says what the server sent. */
export function formsChosenBeforeHydration(doc: Document): Set<HTMLFormElement> {
  const forms = new Set<HTMLFormElement>();
  for (const field of doc.querySelectorAll<Choice>("select[data-applies-on-change], input[data-applies-on-change]")) {
    if (field.form && changedSinceServed(field)) forms.add(field.form);
  }
  return forms;
}

/** Whether two GET forms ask for the same page (one's query replaces the other's). */
export const samePage = (a: HTMLFormElement, b: HTMLFormElement | null) =>
  b !== null && a !== b && a.method === "get" && b.method === "get" && new URL(a.action).pathname === new URL(b.action).pathname;
