// The card menu's form (000 §2.9, §7.2): one post per action, with the card's identity.
import { z } from "zod";
import { CARD_ACTION_INTENTS } from "./card-action-post";

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
  list: z
    .string()
    .regex(/^[\w-]{0,40}$/)
    .default(""),
  index: z.coerce.number().int().min(0).max(1000).default(0),
});
export type CardActionForm = z.infer<typeof CardActionSchema>;

export const FavouriteSchema = z.object({
  intent: z.enum(["add", "remove"]),
  streamerId: z.string().regex(/^[\w.-]{1,40}$/),
  returnTo: z.string().max(2000).default("/"),
});

export { parseUndo, UNDO_PARAM, undoValue } from "./card-undo";
