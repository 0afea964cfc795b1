// The card-action post as pages send it, kept apart from the zod schemas of card-action.ts so that card
// lists can build it without bringing zod into the browser's bundle.
import { contentTypeOf, type BroadcastCard } from "~/domain/cards";

export const CARD_ACTION_PATH = "/resources/card-action";

export const CARD_ACTION_INTENTS = ["view-later", "hidden", "unhide", "not-recommend", "undo-not-recommend"] as const;
export type CardActionIntent = (typeof CARD_ACTION_INTENTS)[number];

/**
 * A list shares one card-action form (the page to come back to, where the cards are shown); each menu
 * button names that form and carries its card and intent packed into this one field, so that a page of
 * 150 cards does not hold 150 forms of a dozen hidden fields.
 */
export const PACKED_CARD_FIELD = "card";

/**
 * The packed card's fields, in the order a packed value lists them: a JSON array of values, not an object of
 * names (in an attribute every quote is six bytes: the names were half of a card menu's markup, 40 KB of home).
 */
const PACKED_FIELDS = ["intent", "key", "type", "id", "bjId", "bjNick", "title", "listDataType", "score", "index"] as const;

export function packCardAction(intent: CardActionIntent, card: BroadcastCard, index?: number): string {
  const values: Record<(typeof PACKED_FIELDS)[number], string | number | null> = {
    intent,
    key: card.key,
    type: contentTypeOf(card),
    id: card.id,
    bjId: card.userId,
    bjNick: card.userNickname,
    title: card.title,
    listDataType: card.listDataType,
    score: card.score !== null ? String(card.score) : null,
    index: index ?? null,
  };
  return JSON.stringify(PACKED_FIELDS.map((field) => values[field]));
}

/** The posted fields with the packed card's spread among them (a plain post of the fields works too, and a card
 * packed as an object of names, as pages rendered before the array was). */
export function cardActionFields(form: FormData): Record<string, unknown> {
  const { [PACKED_CARD_FIELD]: packed, ...fields } = Object.fromEntries(form);
  if (typeof packed !== "string") return fields;
  try {
    const card: unknown = JSON.parse(packed);
    if (Array.isArray(card)) {
      const named = PACKED_FIELDS.flatMap((field, index) => (card[index] === null || card[index] === undefined ? [] : [[field, card[index]]]));
      return { ...fields, ...Object.fromEntries(named) };
    }
    return card && typeof card === "object" ? { ...fields, ...card } : fields;
  } catch {
    return fields;
  }
}
