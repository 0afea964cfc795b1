// A list's card-menu items that post to the page's own action (delete one, cancel an UP): the list shares one
// form, and each item's button names it (form=) and carries its card's fields packed into one value. The cards
// are then plain data, rendered once for many requests like other lists' (cards/fragments.ts), and a page of 60
// cards holds one form instead of 60.
export const MENU_POST_FIELD = "item";

/** The fields an item posts, packed as one value (URL-encoded, like the form's own). */
export function packMenuPost(fields: Record<string, string | null | undefined>): string {
  const packed = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) packed.set(name, value);
  return packed.toString();
}

/** The posted fields with the packed item's spread among them; a field the form sends itself stays as sent. */
export function unpackMenuPost(form: FormData): FormData {
  const packed = form.get(MENU_POST_FIELD);
  if (typeof packed !== "string") return form;
  const fields = new FormData();
  for (const [name, value] of form) if (name !== MENU_POST_FIELD) fields.append(name, value);
  for (const [name, value] of new URLSearchParams(packed)) if (!fields.has(name)) fields.append(name, value);
  return fields;
}
