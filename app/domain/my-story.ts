// '내 글/댓글', the user's own posts and comments (001 §2.6, §4.1, §9), and the rules of their deletes.
// Apart from domain/my so that only the story pages ship them.

export type StoryFeedType = "POST" | "PHOTO" | "PARENT_COMMENT" | "CHILD_COMMENT" | "VOD";

export type StoryItem = {
  /** Unique in the list. */
  key: string;
  feedType: StoryFeedType;
  stationUserId: string;
  stationUserNick: string;
  titleNo: string;
  pCommentNo: string | null;
  cCommentNo: string | null;
  title: string;
  /** The post's text without markup. */
  excerpt: string;
  /** The user's comment or reply. */
  comment: string | null;
  /** For a reply: the comment it answers. */
  parentComment: string | null;
  createdAt: number | null;
  photoUrl: string | null;
  isPrivate: boolean;
  isNotice: boolean;
  counts: { read: number; comment: number; like: number };
};

/** Story filters (001 §9): all, posts, comments, replies. */
export const STORY_FILTERS = ["", "POST_PHOTO", "PARENT_COMMENT", "CHILD_COMMENT"] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];

/** What deleting a story item deletes: the post (with comments and replies), the comment (with replies) or the reply. */
export type StoryDeleteKind = "post" | "comment" | "reply";
export function storyDeleteKind(item: Pick<StoryItem, "feedType">): StoryDeleteKind {
  if (item.feedType === "PARENT_COMMENT") return "comment";
  if (item.feedType === "CHILD_COMMENT") return "reply";
  return "post";
}

/**
 * Items a delete removes from the list at once (001 §4.1), keyed by titleNo for posts, pCommentNo for
 * comments and cCommentNo for replies: a deleted post takes the user's comments on it along.
 */
export function removedByDelete(deleted: StoryItem, item: StoryItem): boolean {
  if (item.stationUserId !== deleted.stationUserId || item.titleNo !== deleted.titleNo) return false;
  const kind = storyDeleteKind(deleted);
  if (kind === "post") return true;
  if (kind === "comment") return item.pCommentNo === deleted.pCommentNo;
  return item.cCommentNo === deleted.cCommentNo;
}

/** The fields a story delete needs, read back from an item's key (feedType:station:titleNo:p:c). */
export function storyRefOfKey(key: string): Pick<StoryItem, "feedType" | "stationUserId" | "titleNo" | "pCommentNo" | "cCommentNo"> | null {
  const [feedType, stationUserId, titleNo, pCommentNo, cCommentNo, ...rest] = key.split(":");
  const types: string[] = ["POST", "PHOTO", "PARENT_COMMENT", "CHILD_COMMENT", "VOD"];
  if (rest.length || !types.includes(feedType) || !/^[\w.-]+$/.test(stationUserId ?? "") || !/^\d+$/.test(titleNo ?? "")) return null;
  return { feedType: feedType as StoryFeedType, stationUserId, titleNo, pCommentNo: pCommentNo || null, cCommentNo: cCommentNo || null };
}
