// Whether this device keeps a draft of a form (components/forms/local-draft.ts), asked before the form's part
// loads: a module of its own, so that the page's first load carries only this line.
export function hasLocalDraft(formId: string): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(`form-draft:${formId}`) !== null;
  } catch {
    return false;
  }
}
