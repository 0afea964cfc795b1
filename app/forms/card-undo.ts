// The `?undo=` marker a hide / not-recommend leaves on the page (000 §4.3). No zod here: the card
// components import it, and they reach the browser.
/** The search parameter that leaves an undo panel where a hidden or not-recommended card was. */
export const UNDO_PARAM = "undo";
export const undoValue = (action: "hidden" | "not-recommend", key: string) => `${action}:${key}`;
export function parseUndo(value: string | null): { action: "hidden" | "not-recommend"; key: string } | null {
  const match = /^(hidden|not-recommend):(.+)$/.exec(value ?? "");
  return match ? { action: match[1] as "hidden" | "not-recommend", key: match[2] } : null;
}
