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

export function packCardAction(intent: CardActionIntent, card: BroadcastCard, index?: number): string {
  return JSON.stringify({
    intent,
    key: card.key,
    type: contentTypeOf(card),
    id: card.id,
    bjId: card.userId,
    bjNick: card.userNickname,
    title: card.title,
    listDataType: card.listDataType ?? undefined,
    score: card.score !== null ? String(card.score) : undefined,
    index,
  });
}

/** The posted fields with the packed card's spread among them (a plain post of the fields works too). */
export function cardActionFields(form: FormData): Record<string, unknown> {
  const { [PACKED_CARD_FIELD]: packed, ...fields } = Object.fromEntries(form);
  if (typeof packed !== "string") return fields;
  try {
    const card: unknown = JSON.parse(packed);
    return card && typeof card === "object" && !Array.isArray(card) ? { ...fields, ...card } : fields;
  } catch {
    return fields;
  }
}
