// The assistant's form (001 §2.15, §4.8): the icon's close button (toggle off), turning it on again,
// the token's removal (REMOVE_TOKEN) and the icon size (CHANG_FLOATING_PERSONA_SIZE).
import { z } from "zod";

export const AssistantSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("off") }),
  z.object({ intent: z.literal("on") }),
  z.object({ intent: z.literal("remove-token") }),
  z.object({ intent: z.literal("size"), size: z.enum(["small", "medium", "large"]) }),
]);
export type AssistantForm = z.infer<typeof AssistantSchema>;
