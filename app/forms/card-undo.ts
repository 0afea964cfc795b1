// The undo marker of card actions, kept apart from the zod schemas of card-action.ts so that the card
// grid can read it without bringing zod into the browser's bundle.

/** The search parameter that leaves an undo panel where a hidden or not-recommended card was. */
export const UNDO_PARAM = "undo";
export const undoValue = (action: "hidden" | "not-recommend", key: string) => `${action}:${key}`;
export function parseUndo(value: string | null): { action: "hidden" | "not-recommend"; key: string } | null {
  const match = /^(hidden|not-recommend):(.+)$/.exec(value ?? "");
  return match ? { action: match[1] as "hidden" | "not-recommend", key: match[2] } : null;
}
