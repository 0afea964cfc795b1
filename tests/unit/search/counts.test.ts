// The tabs' result counts (docs/choices.md): LIVE counted from the list itself (liveSearch's TOTAL_CNT
// cannot be trusted), the other lists from TOTAL_CNT, and how a tab shows a count.
import { describe, expect, it } from "vitest";
import { liveResultCount, NO_RESULT_COUNTS, totalResultCount, type ResultCounts } from "~/domain/search";
import type { SearchPageData } from "~/domain/search-page";
import { parseSearchQuery } from "~/forms/search-query.server";
import { searchControls } from "~/routes/search/controls.server";

describe("LIVE's count, from the list itself", () => {
  it.each([
    // what was fetched, the count
    ["the total tab's page ends short: exact", { first: 1, size: 12, received: [5], shown: 5 }, { value: 5, atLeast: false }],
    ["no hits (TOTAL_CNT stays non-zero upstream): 0", { first: 1, size: 12, received: [0], shown: 0 }, { value: 0, atLeast: false }],
    ["a full page: at least what it listed", { first: 1, size: 12, received: [12], shown: 12 }, { value: 12, atLeast: true }],
    ["hidden streamers are not counted", { first: 1, size: 12, received: [5], shown: 3 }, { value: 3, atLeast: false }],
    ["a list tab's pages 1..3, the last one short", { first: 1, size: 40, received: [40, 40, 7], shown: 87 }, { value: 87, atLeast: false }],
    ["a list tab's pages, an empty one after full ones", { first: 1, size: 40, received: [40, 0], shown: 40 }, { value: 40, atLeast: false }],
    ["a list tab's pages, all full", { first: 1, size: 40, received: [40, 40], shown: 80 }, { value: 80, atLeast: true }],
    ["a window of pages 3..6 counts the full pages before it", { first: 3, size: 40, received: [40, 40, 40, 9], shown: 129 }, { value: 209, atLeast: false }],
  ])("%s", (_, input, expected) => {
    expect(liveResultCount(input)).toEqual(expected);
  });

  it("is not known when a page's call failed, or when nothing was fetched", () => {
    expect(liveResultCount({ first: 1, size: 12, received: [null], shown: 0 })).toBeNull();
    expect(liveResultCount({ first: 1, size: 40, received: [40, null], shown: 40 })).toBeNull();
    expect(liveResultCount({ first: 1, size: 40, received: [], shown: 0 })).toBeNull();
  });
});

describe("the other lists' count: TOTAL_CNT", () => {
  it.each([
    ["the upstream's count", [1234], 12, 1234],
    ["the largest of the pages'", [1234, 1236], 80, 1236],
    ["never fewer than the pages listed", [3], 12, 12],
    ["a failed page's missing count is left out", [null, 57], 40, 57],
    ["none", [0], 0, 0],
  ] as const)("%s", (_, totals, listed, value) => {
    expect(totalResultCount([...totals], listed)).toEqual({ value, atLeast: false });
  });

  it("is not known when no page answered one", () => {
    expect(totalResultCount([null], 0)).toBeNull();
    expect(totalResultCount([], 0)).toBeNull();
  });
});

describe("the tabs show the counts the page knows", () => {
  function tabsFor(query: string, resultCounts: ResultCounts) {
    const params = new URLSearchParams(query);
    const data = {
      query: parseSearchQuery(params, "2026-11-21"),
      today: "2026-11-21",
      live: { hasMore: false },
      vod: { hasMore: false },
      posts: { hasMore: false },
      streamers: { hasMore: false },
      resultCounts,
    } as unknown as SearchPageData;
    return searchControls(params, data).tabs.map((tab) => [tab.label, tab.count]);
  }

  it("each list's tab its count, written as the portal writes numbers; 통합검색 none", () => {
    const counts: ResultCounts = {
      live: { value: 12, atLeast: true },
      vod: { value: 1234, atLeast: false },
      post: { value: 0, atLeast: false },
      streamer: { value: 1_234_567, atLeast: false },
    };
    expect(tabsFor("szKeyword=a", counts)).toEqual([
      ["통합검색", null],
      ["LIVE", { number: "12", atLeast: true }],
      ["VOD", { number: "1,234", atLeast: false }],
      ["게시글", { number: "0", atLeast: false }],
      ["스트리머", { number: "1,234,567", atLeast: false }],
    ]);
  });

  it("a tab whose count is not known shows none", () => {
    expect(tabsFor("szKeyword=a&szSearchType=vod", { ...NO_RESULT_COUNTS, vod: { value: 40, atLeast: false } })).toEqual([
      ["통합검색", null],
      ["LIVE", null],
      ["VOD", { number: "40", atLeast: false }],
      ["게시글", null],
      ["스트리머", null],
    ]);
  });

  it("tag search: LIVE and VOD", () => {
    expect(tabsFor("hash=hashtag&tagname=a&hashtype=live", { ...NO_RESULT_COUNTS, live: { value: 3, atLeast: false } })).toEqual([
      ["LIVE", { number: "3", atLeast: false }],
      ["VOD", null],
    ]);
  });
});
