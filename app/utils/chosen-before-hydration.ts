// A select or checkbox that applies itself on change (marked `data-applies-on-change`) does nothing until
// the page has hydrated: on a slow phone the reader may choose before that, and would then see their
// choice beside a list that does not follow it. Once hydrated, such a choice is applied as if it had been
// made then. Choosing is an input, so this loads at the first one (entry.client.tsx, utils/first-intent.ts).
// A search that follows the typing (marked `data-applies-on-input`) is applied by its own component once
// hydrated, unless a form of the same page was chosen in (utils/chosen-fields.ts): a form submitted here takes
// along what was typed for its page, or its page (which carries the word the server sent) would replace the
// search and wipe the field.

import { formsChosenBeforeHydration, samePage } from "./chosen-fields";

/** Resolves once <html> says `ready` (the attributes the page sets as it hydrates). */
const until = (doc: Document, ready: (root: HTMLElement) => boolean) =>
  new Promise<void>((resolve) => {
    const root = doc.documentElement;
    if (ready(root)) return resolve();
    const watch = new MutationObserver(() => {
      if (!ready(root)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated", "data-lazy-pending"] });
  });

const hydrated = (root: HTMLElement) => root.hasAttribute("data-hydrated");
/** No lazily hydrated part still waits for its chunk (utils/lazy-hydration.tsx; the choice, an input, sent for
 * them): a page the router changes before such a part has hydrated has React throw that part's HTML away
 * (error #421), and on a slow network the part stays blank until its chunk arrives. */
const partsHydrated = (root: HTMLElement) => hydrated(root) && !root.hasAttribute("data-lazy-pending");

/** Puts a search word typed before hydration into the form about to be submitted, as its field of that name. */
function carryTypedWord(form: HTMLFormElement, typed: HTMLInputElement) {
  const own = form.elements.namedItem(typed.name);
  if (own instanceof HTMLInputElement) {
    own.value = typed.value;
    return;
  }
  const carried = form.ownerDocument.createElement("input");
  carried.type = "hidden";
  carried.name = typed.name;
  carried.value = typed.value;
  form.append(carried);
}

/**
 * Once the page has hydrated, submits each form with a marked field changed before, as the field's change
 * does then (a part of the page not hydrated yet gets the plain form submission, as without JS), after the
 * page's lazily hydrated parts (the form says it is busy meanwhile). A choice made once hydrated is not
 * found: its field applied it, and React moves the served marks (`defaultValue`, `defaultChecked`) with the
 * page it brought. Only in the instant between such a change and its page may the form go twice, to the
 * same page.
 */
export async function applyChoicesMadeBeforeHydration(doc: Document = document): Promise<void> {
  await until(doc, hydrated);
  const forms = formsChosenBeforeHydration(doc);
  if (forms.size === 0) return;
  forms.forEach((form) => form.setAttribute("aria-busy", "true"));
  await until(doc, partsHydrated);
  const typed = [...doc.querySelectorAll<HTMLInputElement>("input[data-applies-on-input][name]")].filter((field) => field.value !== field.defaultValue);
  for (const form of forms) {
    form.removeAttribute("aria-busy");
    for (const field of typed) if (samePage(form, field.form)) carryTypedWord(form, field);
    form.requestSubmit();
  }
}
