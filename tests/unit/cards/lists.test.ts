// Hidden streamers and refused recommendations in lists (000 §4.3, §4.7).
import { describe, expect, it } from "vitest";
import { cardStub, fillVisible, withRefused, type BroadcastCard } from "~/domain/cards";

const live = (id: number, userId = `bj${id}`) => cardStub({ kind: "live", id: String(id), userId, userNickname: userId, title: `방송 ${id}` });
const keys = (cards: BroadcastCard[]) => cards.map((card) => card.id);

describe("over-fetching past hidden streamers", () => {
  /** Pages of 4 cards; every second card belongs to the hidden streamer. */
  const pages = (total: number) => async (pageNo: number) => {
    const cards = Array.from({ length: 4 }, (_, index) => (pageNo - 1) * 4 + index + 1)
      .filter((id) => id <= total)
      .map((id) => live(id, id % 2 === 0 ? "hidden" : `bj${id}`));
    return { cards, hasMore: pageNo * 4 < total };
  };

  it("fetches further pages until the page size is filled", async () => {
    const asked: number[] = [];
    const result = await fillVisible({
      size: 4,
      hidden: new Set(["hidden"]),
      fetchPage: (pageNo) => {
        asked.push(pageNo);
        return pages(100)(pageNo);
      },
    });
    expect(keys(result.cards)).toEqual(["1", "3", "5", "7"]);
    expect(asked).toEqual([1, 2]);
    expect(result.hasMore).toBe(true);
  });

  it("stops at the last page or after maxPages", async () => {
    expect(keys((await fillVisible({ size: 10, hidden: new Set(["hidden"]), fetchPage: pages(6) })).cards)).toEqual(["1", "3", "5"]);
    const capped = await fillVisible({ size: 100, hidden: new Set(["hidden"]), maxPages: 2, fetchPage: pages(100) });
    expect(keys(capped.cards)).toEqual(["1", "3", "5", "7"]);
  });

  it("keeps the card whose undo panel is shown, and lists unfiltered when nothing is hidden", async () => {
    expect(keys((await fillVisible({ size: 3, hidden: new Set(["hidden"]), keepKey: "live:2", fetchPage: pages(100) })).cards)).toEqual(["1", "2", "3"]);
    expect(keys((await fillVisible({ size: 4, hidden: new Set(), fetchPage: pages(100) })).cards)).toEqual(["1", "2", "3", "4"]);
  });
});

describe("a refused recommendation", () => {
  const list = [live(1), live(2), live(3)];
  const refused = { slot: { list: "PREFER_LIVE_01", index: 1 }, card: live(9), replacements: [live(20), live(3)] };

  it("comes back in its place with the new replacements after it", () => {
    expect(keys(withRefused(list, "PREFER_LIVE_01", refused, "live:9"))).toEqual(["1", "9", "20", "2", "3"]);
  });
  it("only in its own list and while its undo panel is shown", () => {
    expect(withRefused(list, "PREFER_VOD_01", refused, "live:9")).toBe(list);
    expect(withRefused(list, "PREFER_LIVE_01", refused, null)).toBe(list);
    expect(withRefused(list, "PREFER_LIVE_01", null, "live:9")).toBe(list);
  });
});
