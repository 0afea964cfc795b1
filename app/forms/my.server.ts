// The My area's forms (001 §4.1, §5, §7.5–7.7): one schema per form, parsed on the server with
// conform's parseWithZod. zod/v4-mini keeps them small; only actions import this module.
import * as z from "zod/v4-mini";
import { GROUP_TITLE_MAX } from "~/domain/my";
import { myMessages } from "~/i18n/ko/my-messages.server";

const id = z.string().check(z.regex(/^[\w.-]{1,40}$/));
const number = z.string().check(z.regex(/^\d{1,20}$/));

const groupTitle = z
  .string(myMessages.groups.nameRequired)
  .check(z.trim(), z.minLength(1, myMessages.groups.nameRequired), z.maxLength(GROUP_TITLE_MAX, myMessages.groups.nameTooLong(GROUP_TITLE_MAX)));

/** Pin or unpin a streamer of the strip (favourites, subscriptions, fan clubs). */
export const PinForm = z.object({ intent: z.enum(["pin", "unpin"]), streamerId: id });

/** The favourites page's own forms: groups, group members and not-recommend. */
export const GroupCreateForm = z.object({ intent: z.literal("group-create"), title: groupTitle });
export const GroupRenameForm = z.object({ intent: z.literal("group-rename"), idx: number, title: groupTitle });
export const GroupDeleteForm = z.object({ intent: z.literal("group-delete"), idx: number });
/** Which groups a streamer belongs to: the checked ones out of those shown. */
export const GroupMembersForm = z.object({
  intent: z.literal("group-members"),
  streamerId: id,
  shown: z.array(number),
  groups: z.optional(z.array(number)),
});
export const NotRecommendForm = z.object({
  intent: z.literal("not-recommend"),
  streamerId: id,
  broadcastId: number,
  logic: z.optional(z.string().check(z.maxLength(40))),
  shown: z.optional(z.string().check(z.maxLength(2000))),
});

/** History deletes: one entry or all of a list (later also: all played). */
export const HistoryDeleteForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: id, type: z.optional(z.enum(["VOD", "LIVE"])) }),
  z.object({ intent: z.literal("delete-all") }),
  z.object({ intent: z.literal("delete-played") }),
]);

/** Watch later: a thumbnail click marks the entry viewed, then opens its player (`href`). */
export const MarkViewedForm = z.object({
  intent: z.literal("mark-viewed"),
  type: z.enum(["VOD", "LIVE"]),
  id: number,
  // A thumbnail's player address never holds spaces or control characters (a CR/LF would split the Location).
  href: z.string().check(z.maxLength(2000), z.regex(/^[^\s\u0000-\u001f\u007f]+$/)),
});

export const CancelUpForm = z.object({ intent: z.literal("cancel-up"), streamerId: id, titleNo: number });

export const PlaylistDeleteForm = z.object({ intent: z.literal("delete"), listIdx: number, owner: z.enum(["0", "1"]) });

export const StoryDeleteForm = z.object({
  intent: z.literal("delete"),
  feedType: z.enum(["POST", "PHOTO", "PARENT_COMMENT", "CHILD_COMMENT", "VOD"]),
  stationUserId: id,
  titleNo: number,
  pCommentNo: z.optional(number),
  cCommentNo: z.optional(number),
});
