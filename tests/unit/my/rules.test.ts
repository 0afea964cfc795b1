// The My area's rules (001 §4.1, §5, §9): pin order, local paging, sorts, the playlist edit rule and
// story delete keys. Its texts are asserted where they show: on the pages (e2e/my.spec.ts) and in the
// actions' toasts (actions.test.ts).
import { describe, expect, it } from "vitest";
import type { BroadcastCard } from "~/domain/cards";
import { canEditPlaylist, liveView, pageLocally, pinnedFirst, sortLives } from "~/domain/my";
import { removedByDelete, storyDeleteKind, storyRefOfKey, type StoryItem } from "~/domain/my-story";

describe("pinned streamers first (001 §4.1)", () => {
  const streamer = (userId: string, pinnedAt: number | null) => ({ userId, isPinned: pinnedAt !== null, pinnedAt });

  it("pinned move to the top, the most recently pinned first; the others keep their order", () => {
    const list = [streamer("a", null), streamer("b", 100), streamer("c", null), streamer("d", 300), streamer("e", null)];
    expect(pinnedFirst(list).map((s) => s.userId)).toEqual(["d", "b", "a", "c", "e"]);
  });

  it("no pins: the order stays", () => {
    expect(pinnedFirst([streamer("a", null), streamer("b", null)]).map((s) => s.userId)).toEqual(["a", "b"]);
  });
});

describe("local paging of live lists by 60 (001 §9)", () => {
  const items = Array.from({ length: 130 }, (_, index) => index);

  it.each([
    [1, 60, true],
    [2, 120, true],
    [3, 130, false],
    [9, 130, false],
  ])("page %i shows %i, more: %s", (page, shown, hasMore) => {
    expect(pageLocally(items, page)).toEqual({ items: items.slice(0, shown), hasMore });
  });

  it("shows at most the last three pages up to the one asked for (one HTML page holds at most 180 cards)", () => {
    const many = Array.from({ length: 400 }, (_, index) => index);
    expect(pageLocally(many, 3)).toEqual({ items: many.slice(0, 180), hasMore: true });
    expect(pageLocally(many, 4)).toEqual({ items: many.slice(60, 240), hasMore: true });
    expect(pageLocally(many, 7)).toEqual({ items: many.slice(240, 400), hasMore: false });
    expect(pageLocally(many, 20)).toEqual({ items: many.slice(240, 400), hasMore: false });
  });

  it("exactly 60 has no 'more'", () => {
    expect(pageLocally(items.slice(0, 60), 1).hasMore).toBe(false);
  });
});

describe("live sorts (001 §9)", () => {
  const card = (id: string, viewCount: number, startedAt: number) => ({ id, key: `live:${id}`, viewCount, startedAt }) as BroadcastCard;
  const cards = [card("a", 10, 3), card("b", 30, 1), card("c", 20, 2)];

  it.each([
    ["total_viewers_desc", ["b", "c", "a"]],
    ["total_viewers_asc", ["a", "c", "b"]],
    ["broad_start", ["a", "c", "b"]],
    ["recent_watch", ["a", "b", "c"]],
  ] as const)("%s", (sort, order) => {
    expect(sortLives(cards, sort).map((c) => c.id)).toEqual(order);
  });

  it("liveView: in its sort, the first page", () => {
    const many = Array.from({ length: 70 }, (_, index) => card(String(index), index, index));
    const view = liveView(many, { sort: "total_viewers_asc", livePage: 1 });
    expect(view).toMatchObject({ sort: "total_viewers_asc", page: 1, hasMore: true });
    expect(view.items).toHaveLength(60);
    expect(view.items[0].id).toBe("0");
  });
});

describe("playlist edit rule (001 §5)", () => {
  it.each([
    ["viewer01", "viewer01", true],
    ["viewer01", "haru123", false],
    ["", "", false],
  ])("addId %j, regId %j → %s", (addId, regId, editable) => {
    expect(canEditPlaylist({ addId, regId })).toBe(editable);
  });
});

describe("story deletes (001 §4.1, §7.7)", () => {
  const item = (feedType: StoryItem["feedType"], titleNo: string, p: string | null = null, c: string | null = null, station = "haru123") =>
    ({ key: `${feedType}:${station}:${titleNo}:${p ?? ""}:${c ?? ""}`, feedType, stationUserId: station, titleNo, pCommentNo: p, cCommentNo: c }) as StoryItem;
  const post = item("POST", "10");
  const comment = item("PARENT_COMMENT", "10", "500");
  const reply = item("CHILD_COMMENT", "10", "500", "501");
  const otherReply = item("CHILD_COMMENT", "10", "600", "601");
  const otherPost = item("PHOTO", "11");
  const sameNumberElsewhere = item("PARENT_COMMENT", "10", "500", null, "other");
  const list = [post, comment, reply, otherReply, otherPost, sameNumberElsewhere];

  it.each([
    ["POST", "post"],
    ["PHOTO", "post"],
    ["VOD", "post"],
    ["PARENT_COMMENT", "comment"],
    ["CHILD_COMMENT", "reply"],
  ] as const)("%s deletes as a %s", (feedType, kind) => {
    expect(storyDeleteKind({ feedType })).toBe(kind);
  });

  it("a post is keyed by titleNo: its comments and replies go with it", () => {
    expect(list.filter((i) => !removedByDelete(post, i))).toEqual([otherPost, sameNumberElsewhere]);
  });

  it("a comment is keyed by pCommentNo: its replies go with it", () => {
    expect(list.filter((i) => !removedByDelete(comment, i))).toEqual([post, otherReply, otherPost, sameNumberElsewhere]);
  });

  it("a reply is keyed by cCommentNo", () => {
    expect(list.filter((i) => !removedByDelete(reply, i))).toEqual([post, comment, otherReply, otherPost, sameNumberElsewhere]);
  });

  it("the confirmation route reads an item back from its key", () => {
    expect(storyRefOfKey(reply.key)).toEqual({ feedType: "CHILD_COMMENT", stationUserId: "haru123", titleNo: "10", pCommentNo: "500", cCommentNo: "501" });
    expect(storyRefOfKey(post.key)).toEqual({ feedType: "POST", stationUserId: "haru123", titleNo: "10", pCommentNo: null, cCommentNo: null });
    for (const bad of ["", "POST", "NOTICE:a:1::", "POST:a b:1::", "POST:a:x::", "POST:a:1:::extra"]) expect(storyRefOfKey(bad)).toBeNull();
  });
});
