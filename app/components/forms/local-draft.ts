// A form's draft kept on the device while it is written (localStorage), with the form's key: a tab closed by
// mistake or a second tab opened on the same form finds what was typed, and since the draft carries the key, the
// same draft sent from two tabs is one submission (utils/submission.server.ts). Text and choices only: files are
// the browser's to give, and a draft is dropped once its form was sent (or after a week). Nothing here runs
// without JS or before the form's part hydrates; a device that refuses storage simply keeps no draft.
/** The storage key's prefix; components/forms/local-draft-present.ts asks for the same. */
const PREFIX = "form-draft:";
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export type LocalDraft = { key: string; values: Array<[string, string]>; savedAt: number };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Fields a draft leaves out: the form's bookkeeping (its key, anti-bot fields, kept uploads), buttons' intents. */
const bookkeeping = (name: string) => name === "submissionKey" || name.endsWith("__confirm") || name === "uploads" || name === "intent" || name === "member";

export function readLocalDraft(formId: string): LocalDraft | null {
  const raw = storage()?.getItem(PREFIX + formId);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    if (Date.now() - draft.savedAt > KEEP_MS || typeof draft.key !== "string") throw new Error("stale");
    return draft;
  } catch {
    clearLocalDraft(formId);
    return null;
  }
}

/** Keeps the form's text and choices as they are now, with its key. */
export function saveLocalDraft(formId: string, form: HTMLFormElement, key: string) {
  const values: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && !bookkeeping(name)) values.push([name, value]);
  try {
    storage()?.setItem(PREFIX + formId, JSON.stringify({ key, values, savedAt: Date.now() } satisfies LocalDraft));
  } catch {
    // Storage full or refused: the form works on without a kept draft.
  }
}

export function clearLocalDraft(formId: string) {
  try {
    storage()?.removeItem(PREFIX + formId);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Whether the form's fields hold only what the page drew them with (nothing typed or chosen yet). */
export function untouched(form: HTMLFormElement): boolean {
  return Array.from(form.elements).every((element) => {
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") return element.checked === element.defaultChecked;
      if (element.type === "file") return !element.files?.length;
      return element.type === "hidden" || element.value === element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value === element.defaultValue;
    if (element instanceof HTMLSelectElement) return Array.from(element.options).every((option) => option.selected === option.defaultSelected);
    return true;
  });
}

/** Puts a draft's values into the form's fields (those it has); answers the values of fields it does not have yet. */
export function fillFromDraft(form: HTMLFormElement, draft: LocalDraft): Array<[string, string]> {
  const missing: Array<[string, string]> = [];
  for (const [name, value] of draft.values) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const each of Array.from(field)) if (each instanceof HTMLInputElement) each.checked = each.value === value;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) field.checked = true;
    else if (field instanceof HTMLSelectElement && !Array.from(field.options).some((option) => option.value === value)) missing.push([name, value]);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) field.value = value;
    else missing.push([name, value]);
  }
  return missing;
}
