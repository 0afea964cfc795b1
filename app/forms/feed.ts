// The feed's forms (001 §2.7, §2.8, §4.2): like / unlike, hide / unhide an author's popular posts and the
// streamer-only switch. One schema per form, parsed on the server only (zod/v4-mini).
import * as z from "zod/v4-mini";

const id = z.string().check(z.regex(/^[\w.-]{1,40}$/));
const number = z.string().check(z.regex(/^\d{1,20}$/));

export const LikeForm = z.object({ intent: z.enum(["like", "unlike"]), stationUserId: id, titleNo: number });
export const BlindForm = z.object({ intent: z.enum(["hide", "unhide"]), userId: id });
/** The checkbox sends '1' when checked and nothing when not. */
export const OnlyStreamerForm = z.object({ intent: z.literal("only-streamer"), onlyStreamer: z.optional(z.literal("1")) });
