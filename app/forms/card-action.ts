// The card menu's form (000 §2.9, §7.2): one post per action, with the card's identity.
import { z } from "zod";
import { contentTypeOf, type BroadcastCard } from "~/domain/cards";

export const CARD_ACTION_PATH = "/resources/card-action";

export const CARD_ACTION_INTENTS = ["view-later", "hidden", "unhide", "not-recommend", "undo-not-recommend"] as const;
export type CardActionIntent = (typeof CARD_ACTION_INTENTS)[number];

export const CardActionSchema = z.object({
  intent: z.enum(CARD_ACTION_INTENTS),
  key: z.string().min(1).max(80),
  type: z.enum(["LIVE", "VOD", "CATCH", "CATCHSTORY"]),
  id: z.string().regex(/^[\w-]{1,40}$/),
  bjId: z.string().regex(/^[\w.-]{1,40}$/),
  bjNick: z.string().max(60).default(""),
  title: z.string().max(300).default(""),
  listDataType: z.string().max(40).default(""),
  location: z.string().max(40).default(""),
  namespace: z.string().max(40).default(""),
  score: z.string().max(20).optional(),
  returnTo: z.string().max(2000).default("/"),
  /** The list the card was shown in and its place there (recommendation lists keep the undo panel there). */
  list: z.string().regex(/^[\w-]{0,40}$/).default(""),
  index: z.coerce.number().int().min(0).max(1000).default(0),
});
export type CardActionForm = z.infer<typeof CardActionSchema>;

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

export const FavouriteSchema = z.object({
  intent: z.enum(["add", "remove"]),
  streamerId: z.string().regex(/^[\w.-]{1,40}$/),
  returnTo: z.string().max(2000).default("/"),
});

export { parseUndo, UNDO_PARAM, undoValue } from "./card-undo";
