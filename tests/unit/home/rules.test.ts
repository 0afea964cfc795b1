import { describe, expect, it } from "vitest";
import { cardStub, type BroadcastCard } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import {
  featuredLive,
  homeMenu,
  isPreviewable,
  moreLink,
  orderCategories,
  parseMoreStage,
  parseRelationCursor,
  formatRelationCursor,
  preferSections,
  resolveMode,
  sectionItems,
  selectPreview,
  sortBanners,
  parseAfterKey,
  stageItems,
  stageNeeds,
  stageStart,
  visibleSections,
} from "~/domain/home";

const live = (id: string, fields: Partial<BroadcastCard> = {}) =>
  cardStub({ kind: "live", id, userId: `bj${id}`, userNickname: `닉${id}`, title: `방송 ${id}`, ...fields });
const range = (count: number) => Array.from({ length: count }, (_, index) => index);
/** A fixed random source cycling through the values. */
const sequence = (...values: number[]) => {
  let at = 0;
  return () => values[at++ % values.length];
};

describe("mode (000 §2.4, §4.1)", () => {
  it.each([
    [null, false, "popular"],
    ["prefer", false, "popular"],
    [null, true, "prefer"],
    ["", true, "prefer"],
    ["prefer", true, "prefer"],
    ["popular", true, "popular"],
    ["something", true, "popular"],
  ])("remembered %j, signed in %s → %s", (remembered, signedIn, mode) => expect(resolveMode(remembered, signedIn)).toBe(mode));

  it("the relation cursor round-trips and drops anything that is not a plain token", () => {
    expect(parseRelationCursor(formatRelationCursor({ current: "FAVORITE", next: "CATEGORY" }))).toEqual({ current: "FAVORITE", next: "CATEGORY" });
    expect(parseRelationCursor(undefined)).toEqual({ current: "", next: "" });
    expect(parseRelationCursor("<script>|VIEWER")).toEqual({ current: "", next: "VIEWER" });
  });
});

describe("popular sections: who sees them", () => {
  const sections = [
    { code: "A", order: 3, isAdult: false, abroadAllowed: true },
    { code: "ADULT", order: 1, isAdult: true, abroadAllowed: true },
    { code: "DOMESTIC", order: 2, isAdult: false, abroadAllowed: false },
    { code: "B", order: 3, isAdult: false, abroadAllowed: true },
  ];
  const codes = (viewer: Parameters<typeof visibleSections>[1]) => visibleSections(sections, viewer).map((section) => section.code);

  it("orders by order, ties in the admin's order", () => expect(codes({ age: 30, isAbroad: false })).toEqual(["ADULT", "DOMESTIC", "A", "B"]));
  it("adult sections need a known age of 19 or more", () => {
    expect(codes({ age: 18, isAbroad: false })).toEqual(["DOMESTIC", "A", "B"]);
    expect(codes({ age: 19, isAbroad: false })).toContain("ADULT");
    expect(codes({ age: null, isAbroad: false })).not.toContain("ADULT");
    expect(codes(null)).toEqual(["DOMESTIC", "A", "B"]);
  });
  it("abroad viewers only get abroadYn sections", () => expect(codes({ age: 30, isAbroad: true })).toEqual(["ADULT", "A", "B"]));
});

describe("section limits (000 §9)", () => {
  const slider = { useSlider: true, rowCount: 1 };
  it.each([
    ["LIVE", 5, null],
    ["LIVE", 6, 6],
    ["VOD", 5, null],
    ["CATCH", 9, null],
    ["CATCH", 10, 10],
    ["CATEGORY", 9, null],
    ["STORY", 1, 1],
  ] as const)("%s with %i items → %s", (type, count, shown) => expect(sectionItems(type, range(count), slider)?.length ?? null).toBe(shown));

  it("sliders cap at 12 cards, 20 categories or Catch", () => {
    expect(sectionItems("VOD", range(40), slider)).toHaveLength(12);
    expect(sectionItems("LIVE", range(40), slider)).toHaveLength(12);
    expect(sectionItems("CATEGORY", range(40), slider)).toHaveLength(20);
    expect(sectionItems("CATCH", range(40), slider)).toHaveLength(20);
  });
  it("grids send rowCount rows of the widest grid; live never above 60", () => {
    expect(sectionItems("VOD", range(100), { useSlider: false, rowCount: 2 })).toHaveLength(12);
    expect(sectionItems("CATEGORY", range(100), { useSlider: false, rowCount: 2 })).toHaveLength(20);
    expect(sectionItems("LIVE", range(100), { useSlider: false, rowCount: 20 })).toHaveLength(60);
  });

  it("preferred categories come first, in preference order", () => {
    const tile = (categoryNo: string) => ({ categoryNo }) as CategoryTile;
    const ordered = orderCategories([tile("1"), tile("2"), tile("3"), tile("4")], ["3", "1"]);
    expect(ordered.map((item) => item.categoryNo)).toEqual(["3", "1", "2", "4"]);
  });
});

describe("prefer sections and 'more'", () => {
  it("keeps known codes in order, once each, with their dividers", () => {
    const order = preferSections([
      { code: "PREFER_VOD_01", order: 5, divider: false },
      { code: "UNKNOWN_01", order: 1, divider: false },
      { code: "PREFER_LIVE_01", order: 2, divider: true },
      { code: "PREFER_LIVE_01", order: 3, divider: false },
      { code: "CINETY_01", order: 9, divider: false },
    ]);
    expect(order).toEqual([
      { code: "PREFER_LIVE_01", divider: true },
      { code: "PREFER_VOD_01", divider: false },
      { code: "CINETY_01", divider: false },
    ]);
  });

  it("stages: two rows of the widest grid, then 60, then all, paged by 60", () => {
    expect(parseMoreStage(null)).toBe("initial");
    expect(parseMoreStage("60")).toBe("60");
    expect(parseMoreStage("all")).toBe("all");
    expect(parseMoreStage("1000")).toBe("initial");
    expect(stageItems(range(200), "initial")).toHaveLength(12);
    expect(stageItems(range(200), "60")).toEqual(range(60));
    // 'all' is its page 2, the 60 after the first 60; further pages each the next 60, never a repeat.
    expect(stageItems(range(200), "all")).toEqual(range(200).slice(60, 120));
    expect(stageItems(range(200), "all", 1)).toEqual(range(200).slice(60, 120));
    expect(stageItems(range(200), "all", 3)).toEqual(range(200).slice(120, 180));
    expect(stageItems(range(200), "all", 4)).toEqual(range(200).slice(180));
    expect(stageItems(range(200), "all", 99)).toEqual([]);
    expect(stageNeeds("initial")).toBe(12);
    expect(stageNeeds("60")).toBe(60);
    expect(stageNeeds("all", 3)).toBe(180);
  });

  it("a page of 'all' starts after the last card of the page before, wherever the list has it now", () => {
    const keys = (count: number, prefix = "vod:") => range(count).map((index) => `${prefix}${index}`);
    const before = keys(200);
    // Unchanged: the card after page 2's last (index 119) is page 3's offset.
    expect(stageStart(before, "all", 3, "vod:119")).toBe(120);
    // Twelve cards added above it (a streamer's uploads): page 3 starts after it, 12 further down.
    const grown = [...keys(12, "vod:new"), ...before];
    expect(stageStart(grown, "all", 3, "vod:119")).toBe(132);
    expect(stageItems(grown, "all", 3, 132)[0]).toBe("vod:120");
    // Three gone above it: nothing is skipped.
    const shrunk = before.filter((key) => !["vod:3", "vod:50", "vod:100"].includes(key));
    expect(stageItems(shrunk, "all", 3, stageStart(shrunk, "all", 3, "vod:119"))[0]).toBe("vod:120");
    // Gone, further than a page from where it was, or a first stage: the page's offset.
    expect(
      stageStart(
        before.filter((key) => key !== "vod:119"),
        "all",
        3,
        "vod:119",
      ),
    ).toBe(120);
    expect(stageStart(before, "all", 3, "vod:10")).toBe(120);
    expect(stageStart(before, "all", 3, "vod:190")).toBe(120);
    expect(stageStart(before, "60", null, "vod:30")).toBe(0);
    expect(stageStart(before, "all", 3, null)).toBe(120);
    // Fetched a page further, for a cursor moved down by up to a page.
    expect(stageNeeds("all", 3, "vod:119")).toBe(240);
    expect(stageNeeds("60", null, "vod:30")).toBe(60);
    // Only a card's key is a cursor.
    expect(parseAfterKey("vod:150007237")).toBe("vod:150007237");
    expect(parseAfterKey("live:280001583")).toBe("live:280001583");
    for (const hostile of ["", "vod", "vod:", "<b>:1", "vod:1 2", `vod:${"9".repeat(41)}`, "../vod:1"]) expect(parseAfterKey(hostile)).toBeNull();
  });

  it("offers 'more' only when it can show something new", () => {
    expect(moreLink(2, "initial")).toBeNull();
    // Up to 12 sent: only when the current width's two rows hide some of them.
    expect(moreLink(8, "initial")).toEqual({ next: "60", page: null, onlyWhenRowsHide: true });
    expect(moreLink(13, "initial")).toEqual({ next: "60", page: null, onlyWhenRowsHide: false });
    expect(moreLink(60, "60")).toBeNull();
    expect(moreLink(61, "60")).toEqual({ next: "all", page: null, onlyWhenRowsHide: false });
    expect(moreLink(120, "all")).toBeNull();
    expect(moreLink(121, "all")).toEqual({ next: "all", page: 3, onlyWhenRowsHide: false });
    expect(moreLink(500, "all", 3)).toEqual({ next: "all", page: 4, onlyWhenRowsHide: false });
    expect(moreLink(500, "all", 20)).toBeNull();
  });

  it("recommendation lists put '추천받지 않기' before '스트리머 숨기기'", () => {
    expect(homeMenu("live", false)).not.toContain("not-recommend");
    const menu = homeMenu("live", true);
    expect(menu.indexOf("not-recommend")).toBe(menu.indexOf("hidden") - 1);
  });
});

describe("preview selection (000 §2.4)", () => {
  it.each([
    ["paid", { isPaid: true }],
    ["password", { hasPassword: true }],
    ["adult", { isAdult: true }],
    ["subscription-only", { subscriptionOnly: true }],
    ["category 00130000", { categoryNo: "00130000" }],
  ])("leaves out %s broadcasts", (_, fields) => expect(isPreviewable(live("1", fields))).toBe(false));
  it("takes an ordinary live broadcast", () => expect(isPreviewable(live("1"))).toBe(true));

  const candidates = range(8).map((index) => live(String(index)));
  const ad = { key: "ad" };

  it("popular: 4 random broadcasts without an ad", () => {
    const slots = selectPreview(candidates, null, "popular", sequence(0.3, 0.9, 0.1, 0.6));
    expect(slots).toHaveLength(4);
    expect(slots.every((slot) => slot.kind === "live")).toBe(true);
    expect(new Set(slots.map((slot) => (slot.kind === "live" ? slot.card.id : "")))).toHaveProperty("size", 4);
    expect(slots.map((slot) => (slot.kind === "live" ? slot.card.id : ""))).not.toEqual(["0", "1", "2", "3"]);
  });

  it("popular: 3 broadcasts and the ad at a random place", () => {
    const slots = selectPreview(candidates, ad, "popular", sequence(0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.3));
    expect(slots.filter((slot) => slot.kind === "live")).toHaveLength(3);
    expect(slots.findIndex((slot) => slot.kind === "ad")).toBe(1);
  });

  it("prefer: the top list in order, the ad at position 4; unusable broadcasts and repeats skipped", () => {
    const list = [live("1"), live("2", { isPaid: true }), live("1"), live("3"), live("4"), live("5")];
    const slots = selectPreview(list, ad, "prefer");
    expect(slots.map((slot) => (slot.kind === "live" ? slot.card.id : "ad"))).toEqual(["1", "3", "4", "ad"]);
    expect(selectPreview(list, null, "prefer").map((slot) => (slot.kind === "live" ? slot.card.id : "ad"))).toEqual(["1", "3", "4", "5"]);
  });

  it("no broadcasts, no ad alone", () => expect(selectPreview([], ad, "prefer")).toEqual([]));
});

describe("the featured live (issue 72)", () => {
  const lives = [live("1", { viewCount: 300 }), live("2", { viewCount: 900, isAdult: true }), live("3", { viewCount: 700 }), live("4", { viewCount: 500 })];

  it("popular: the most watched broadcast the preview may show", () => expect(featuredLive(lives, new Set(), "popular")?.id).toBe("3"));
  it("prefer: the first of the top list the preview may show, in the server's order", () => expect(featuredLive(lives, new Set(), "prefer")?.id).toBe("1"));
  it("never a hidden streamer's", () => expect(featuredLive(lives, new Set(["bj3"]), "popular")?.id).toBe("4"));
  it("none when nothing may be shown", () => expect(featuredLive([live("2", { isAdult: true })], new Set(), "popular")).toBeNull());
});

describe("banners", () => {
  it("sorts top banners by orderNo and shuffles ties", () => {
    const banners = [
      { id: "c", orderNo: 2 },
      { id: "a1", orderNo: 1 },
      { id: "a2", orderNo: 1 },
      { id: "b", orderNo: 0 },
    ];
    expect(sortBanners(banners, () => 0.99).map((banner) => banner.id)).toEqual(["b", "a1", "a2", "c"]);
    expect(sortBanners(banners, () => 0).map((banner) => banner.id)).toEqual(["b", "a2", "a1", "c"]);
  });
});
