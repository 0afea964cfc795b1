// The feed's rules (001 §2.7, §2.8, §4.2, §4.6, §9): cursor paging, the favourites list, the empty state by
// feed type, VOD preview eligibility (every row of §4.6) and which blocks have a message, the preview's
// start, and the one-player rule. The texts are asserted where they show (e2e/feed.spec.ts).
import { describe, expect, it } from "vitest";
import type { BroadcastCard } from "~/domain/cards";
import {
  activePreview,
  appendPage,
  cursorOf,
  FEED_TYPES,
  feedEmptyState,
  feedTypeOf,
  rankRanges,
  nextCursor,
  previewBlock,
  previewBlockMessageKey,
  shareParams,
  showFavouritesMore,
  toggledLike,
} from "~/domain/feed";
import { previewStartSeconds, previewTime } from "~/domain/feed-preview";
import { formatDuration } from "~/domain/cards";
import { feedPage } from "~/i18n/ko/feed-page";

describe("cursor paging on indexRegDate (001 §2.7)", () => {
  const items = [{ indexRegDate: 300 }, { indexRegDate: 200 }, { indexRegDate: 100 }];

  it("the next page starts after the last item's indexRegDate", () => {
    expect(nextCursor(items, true)).toBe("100");
  });
  it("no cursor when nothing follows or the page is empty", () => {
    expect(nextCursor(items, false)).toBeNull();
    expect(nextCursor([], true)).toBeNull();
  });
  it("a cursor from the URL is digits only", () => {
    expect(cursorOf("1795188637147")).toBe("1795188637147");
    for (const value of [null, "", "abc", "12a", "-1", "1".repeat(21)]) expect(cursorOf(value)).toBeNull();
  });
  it("appended pages never repeat an item already shown", () => {
    const shown = [{ key: "3" }, { key: "2" }];
    expect(appendPage(shown, [{ key: "2" }, { key: "1" }]).map((item) => item.key)).toEqual(["3", "2", "1"]);
  });
});

describe("feed types and empty texts (001 §2.7)", () => {
  it("the URL's type: all (''), POST_PHOTO or NOTICE; anything else reads as all", () => {
    expect(feedTypeOf("NOTICE")).toBe("NOTICE");
    expect(feedTypeOf("POST_PHOTO")).toBe("POST_PHOTO");
    expect(feedTypeOf("PARENT_COMMENT")).toBe("");
    expect(feedTypeOf(null)).toBe("");
  });

  it.each(["", "POST_PHOTO", "NOTICE"] as const)("with favourites, an empty %j feed says so for its type", (type) => {
    expect(feedEmptyState(true, type)).toEqual({ kind: "type", type });
  });

  it("without favourites: the same empty state whatever the type", () => {
    for (const type of FEED_TYPES) expect(feedEmptyState(false, type)).toEqual({ kind: "noFavourites" });
  });
});

describe("favourites list (001 §2.7, §9)", () => {
  it.each([
    [0, false],
    [8, false],
    [9, true],
    [40, true],
  ])("%i favourites → 'more' %s", (count, shown) => {
    expect(showFavouritesMore(count)).toBe(shown);
  });
});

describe("VOD preview eligibility (001 §4.6)", () => {
  const card = (over: Partial<BroadcastCard> = {}) =>
    ({ isPaid: false, isAdult: false, hasPassword: false, fileType: "REVIEW", thumbnailType: null, ...over }) as BroadcastCard;

  it.each([
    ["PPV", { card: card({ isPaid: true }), isAbroadBlocked: false }, "ppv", "ppv"],
    ["abroad-blocked", { card: card(), isAbroadBlocked: true }, "abroad", "abroad"],
    ["adult", { card: card({ isAdult: true, thumbnailType: "ADULT" }), isAbroadBlocked: false }, "adult", null],
    ["password", { card: card({ hasPassword: true, thumbnailType: "LOCK" }), isAbroadBlocked: false }, "password", null],
    ["SMR (TV clip)", { card: card({ fileType: "SMR" }), isAbroadBlocked: false }, "smr", "smr"],
    ["private (authNo 102 or BJ_HIDDEN)", { card: card({ thumbnailType: "LOCK" }), isAbroadBlocked: false }, "private", null],
    ["playable", { card: card(), isAbroadBlocked: false }, null, null],
  ] as const)("%s → %s, message %s", (_name, vod, block, message) => {
    expect(previewBlock(vod)).toBe(block);
    expect(previewBlockMessageKey(previewBlock(vod))).toBe(message);
  });

  it("PPV is checked first, then abroad, adult, password, SMR", () => {
    expect(previewBlock({ card: card({ isPaid: true, isAdult: true, fileType: "SMR" }), isAbroadBlocked: true })).toBe("ppv");
    expect(previewBlock({ card: card({ isAdult: true, hasPassword: true }), isAbroadBlocked: true })).toBe("abroad");
    expect(previewBlock({ card: card({ isAdult: true, hasPassword: true }), isAbroadBlocked: false })).toBe("adult");
  });
});

describe("preview start and length (001 §4.6, §9)", () => {
  it.each([
    [null, 0.5, 0],
    [60_000, 0.9, 0],
    [120_000, 0.9, 0],
    [121_000, 0, 0],
    [121_000, 0.999, 60],
    [3_600_000, 0.5, 1770],
  ])("duration %s ms, random %s → starts at %i s", (duration, random, start) => {
    expect(previewStartSeconds(duration, random)).toBe(start);
  });
  it("a random start always leaves the 60 s of the preview", () => {
    for (const random of [0, 0.25, 0.5, 0.75, 0.9999]) expect(previewStartSeconds(600_000, random) + 60).toBeLessThanOrEqual(600);
  });
  it("time is shown as 'current / total'", () => {
    const time = previewTime(65.7, 3_723_000, formatDuration);
    expect(feedPage.item.time(time.current, time.total)).toBe("1:05 / 1:02:03");
  });
});

describe("one player (001 §4.6)", () => {
  const visible = [
    { key: "a", indexRegDate: 500 },
    { key: "b", indexRegDate: 400 },
    { key: "c", indexRegDate: 300 },
  ];
  it("of the visible VODs, the last by indexRegDate (furthest down the feed) plays", () => {
    expect(activePreview(visible, new Set())).toBe("c");
    expect(activePreview([...visible].reverse(), new Set())).toBe("c");
  });
  it("a VOD that errored drops out of the playable list", () => {
    expect(activePreview(visible, new Set(["c"]))).toBe("b");
    expect(activePreview(visible, new Set(["a", "b", "c"]))).toBeNull();
  });
  it("nothing plays when no VOD is on screen", () => {
    expect(activePreview([], new Set())).toBeNull();
  });
  it("a new VOD scrolling in below takes over", () => {
    expect(activePreview([visible[0]], new Set())).toBe("a");
    expect(activePreview([visible[0], visible[1]], new Set())).toBe("b");
  });
});

describe("likes and the hot list (001 §2.8, §4.2)", () => {
  it("like ↔ not liked changes the count by one", () => {
    expect(toggledLike({ liked: false, count: 9 })).toEqual({ liked: true, count: 10 });
    expect(toggledLike({ liked: true, count: 10 })).toEqual({ liked: false, count: 9 });
    expect(toggledLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });
  it("share parameters: title, description, first photo and link", () => {
    const post = { title: "제목", excerpt: "가".repeat(150), photoUrls: ["//img/1.png", "//img/2.png"], url: null };
    expect(shareParams(post, "/station/a/post/1")).toEqual({ title: "제목", description: "가".repeat(100), imageUrl: "//img/1.png", url: "/station/a/post/1" });
  });
});

describe("the hot list's rank ranges", () => {
  it("are 20 ranks a page, the last one ending at the list's last post", () => {
    expect(rankRanges(45)).toEqual([
      { page: 1, from: 1, to: 20 },
      { page: 2, from: 21, to: 40 },
      { page: 3, from: 41, to: 45 },
    ]);
    expect(rankRanges(40)).toHaveLength(2);
  });

  it("keep one page for an empty list", () => {
    expect(rankRanges(0)).toEqual([{ page: 1, from: 1, to: 0 }]);
  });
});
