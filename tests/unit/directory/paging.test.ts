import { describe, expect, it } from "vitest";
import { chunkPages, fillPages, keepLastPages, liveIsMore, MAX_CARDS_IN_VIEW, pageWindow } from "~/domain/paging";

describe("live list paging (000 §7.3): isMore = page < ceil(totalCnt / 60)", () => {
  it.each([
    [1, "2120", true],
    [35, "2120", true],
    [36, "2120", false],
    [1, 60, false],
    [1, 61, true],
    [2, "120", false],
    [1, "0", false],
    [1, "", false],
    [1, null, false],
    [1, "abc", false],
  ])("page %s of total %j → %s", (page, total, expected) => expect(liveIsMore(page, total)).toBe(expected));
});

describe("'more' pages", () => {
  it("cuts a list into its pages", () => {
    expect(chunkPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkPages([], 60)).toEqual([]);
  });
});

type Item = { id: number; user: string };
const upstream = (total: number, size: number, hidden: (id: number) => boolean = () => false) => {
  const asked: number[] = [];
  const fetchPage = async (page: number) => {
    asked.push(page);
    const items: Item[] = [];
    for (let id = (page - 1) * size + 1; id <= Math.min(total, page * size); id += 1) items.push({ id, user: hidden(id) ? "hidden" : `u${id}` });
    return { items, more: page * size < total };
  };
  return { asked, fetchPage };
};
const keyOf = (item: Item) => String(item.id);

describe("filling pages when hidden streamers are left out (000 §4.7)", () => {
  it("pages 1..N in one list, and whether more is left", async () => {
    const { asked, fetchPage } = upstream(150, 60);
    const result = await fillPages({ pages: 2, pageSize: 60, fetchPage, keyOf });
    expect(result.items).toHaveLength(120);
    expect(result.isMore).toBe(true);
    expect(asked).toEqual([1, 2]);
  });

  it("over-fetches to fill the page when items are left out", async () => {
    const { asked, fetchPage } = upstream(300, 60, (id) => id % 3 === 0);
    const result = await fillPages({ pages: 1, pageSize: 60, fetchPage, keyOf, keep: (item) => item.user !== "hidden" });
    expect(result.items).toHaveLength(60);
    expect(result.items.every((item) => item.user !== "hidden")).toBe(true);
    expect(asked).toEqual([1, 2]);
    expect(result.isMore).toBe(true);
  });

  it("stops at the end of the list, and after a few extra pages", async () => {
    const short = upstream(70, 60, (id) => id > 10);
    const result = await fillPages({ pages: 1, pageSize: 60, fetchPage: short.fetchPage, keyOf, keep: (item) => item.user !== "hidden" });
    expect(result).toMatchObject({ isMore: false });
    expect(result.items).toHaveLength(10);
    const long = upstream(10_000, 60, (id) => id > 5);
    const capped = await fillPages({ pages: 1, pageSize: 60, fetchPage: long.fetchPage, keyOf, keep: (item) => item.user !== "hidden", maxExtra: 3 });
    expect(long.asked).toEqual([1, 2, 3, 4]);
    expect(capped.isMore).toBe(true);
  });

  it("drops duplicates at page boundaries", async () => {
    const fetchPage = async (page: number) => ({
      items:
        page === 1
          ? [
              { id: 1, user: "a" },
              { id: 2, user: "b" },
            ]
          : [
              { id: 2, user: "b" },
              { id: 3, user: "c" },
            ],
      more: page < 2,
    });
    expect((await fillPages({ pages: 2, pageSize: 2, fetchPage, keyOf })).items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("a failed page ends the list (empty default)", async () => {
    const fetchPage = async (page: number) => (page === 1 ? { items: [{ id: 1, user: "a" }], more: true } : { items: [], more: false });
    expect(await fillPages({ pages: 3, pageSize: 1, fetchPage, keyOf })).toEqual({ items: [{ id: 1, user: "a" }], isMore: false });
  });
});

describe("a page's HTML holds at most MAX_CARDS_IN_VIEW cards: 'more' slides a window of pages", () => {
  it("pages 1..N while they fit, then the last ones that fit, at least page N", () => {
    expect(MAX_CARDS_IN_VIEW).toBe(180);
    expect(pageWindow(1, 60)).toEqual({ first: 1, last: 1 });
    expect(pageWindow(3, 60)).toEqual({ first: 1, last: 3 });
    expect(pageWindow(4, 60)).toEqual({ first: 2, last: 4 });
    expect(pageWindow(20, 60)).toEqual({ first: 18, last: 20 });
    expect(pageWindow(2, 120)).toEqual({ first: 2, last: 2 });
    expect(pageWindow(10, 40)).toEqual({ first: 7, last: 10 });
    expect(pageWindow(7, 120, 600)).toEqual({ first: 3, last: 7 });
  });

  it("fetches only the window's pages, and the next page's cards follow the previous view's without a repeat", async () => {
    const asked: number[] = [];
    const fetchPage = async (page: number) => {
      asked.push(page);
      return { items: Array.from({ length: 60 }, (_, index) => `p${page}-${index}`), more: page < 10 };
    };
    const third = await fillPages({ pages: 3, first: pageWindow(3, 60).first, pageSize: 60, fetchPage, keyOf: (item) => item });
    asked.length = 0;
    const fourth = await fillPages({ pages: 4, first: pageWindow(4, 60).first, pageSize: 60, fetchPage, keyOf: (item) => item });
    expect(asked).toEqual([2, 3, 4]);
    expect(fourth.items).toHaveLength(180);
    const newOnes = fourth.items.slice(120);
    expect(newOnes[0]).toBe("p4-0");
    expect(newOnes.filter((item) => third.items.includes(item))).toEqual([]);
    expect(fourth.isMore).toBe(true);
  });

  it("a list whose page size only the upstream knows keeps its last pages within the cap", () => {
    const page = (size: number) => Array.from({ length: size }, (_, index) => index);
    expect(keepLastPages([page(50), page(50), page(50), page(50)])).toMatchObject({ dropped: 1 });
    expect(keepLastPages([page(100), page(100)]).pages).toHaveLength(1);
    expect(keepLastPages([page(500)]).pages).toHaveLength(1);
    expect(keepLastPages([page(20), page(20)]).dropped).toBe(0);
  });
});

describe("filling pages from what the upstream answers, whatever it answers", () => {
  /** An upstream that answers each page as the table says (pages past the table: empty, no more). */
  const scripted = (table: Record<number, { ids: number[]; more: boolean }>) => {
    const asked: number[] = [];
    const fetchPage = async (page: number) => {
      asked.push(page);
      const answer = table[page] ?? { ids: [], more: false };
      return { items: answer.ids.map((id) => ({ id, user: id < 0 ? "hidden" : `u${id}` })), more: answer.more };
    };
    return { asked, fetchPage };
  };
  const keep = (item: Item) => item.user !== "hidden";

  it("takes an empty page as the end of the list, even when it says there is more", async () => {
    const { asked, fetchPage } = scripted({ 1: { ids: [], more: true } });
    expect(await fillPages({ pages: 1, pageSize: 3, fetchPage, keyOf })).toEqual({ items: [], isMore: false });
    expect(asked).toEqual([1]);
  });

  it("ignores pages after the one that ended the list", async () => {
    const { fetchPage } = scripted({ 1: { ids: [1, 2], more: false }, 2: { ids: [3], more: true } });
    const result = await fillPages({ pages: 2, pageSize: 3, fetchPage, keyOf });
    expect(result.items.map((item) => item.id)).toEqual([1, 2]);
    expect(result.isMore).toBe(false);
  });

  it("stops over-fetching at an extra page that ends the list, or that is empty", async () => {
    const ended = scripted({ 1: { ids: [1, -2, -3], more: true }, 2: { ids: [-4, -5, 6], more: false }, 3: { ids: [7], more: false } });
    expect(await fillPages({ pages: 1, pageSize: 3, fetchPage: ended.fetchPage, keyOf, keep })).toMatchObject({ isMore: false });
    expect(ended.asked).toEqual([1, 2]);
    const empty = scripted({ 1: { ids: [1, -2, -3], more: true }, 2: { ids: [], more: true }, 3: { ids: [7], more: false } });
    expect(await fillPages({ pages: 1, pageSize: 3, fetchPage: empty.fetchPage, keyOf, keep })).toMatchObject({ isMore: false });
    expect(empty.asked).toEqual([1, 2]);
  });

  it("has more when an extra page brought more than the view shows, though the upstream has no more", async () => {
    const { fetchPage } = scripted({ 1: { ids: [1, -2, 3], more: true }, 2: { ids: [4, 5, 6], more: false } });
    const result = await fillPages({ pages: 1, pageSize: 3, fetchPage, keyOf, keep });
    expect(result.items.map((item) => item.id)).toEqual([1, 3, 4]);
    expect(result.isMore).toBe(true);
  });
});

describe("keeping the last pages of a list within the cap", () => {
  const page = (size: number) => Array.from({ length: size }, (_, index) => index);

  it("keeps pages that fill the cap exactly", () => {
    expect(keepLastPages([page(MAX_CARDS_IN_VIEW / 2), page(MAX_CARDS_IN_VIEW / 2)]).dropped).toBe(0);
  });

  it("keeps the last page even when it alone is over the cap", () => {
    const result = keepLastPages([page(MAX_CARDS_IN_VIEW + 1), page(MAX_CARDS_IN_VIEW + 1)]);
    expect(result.dropped).toBe(1);
    expect(result.pages).toHaveLength(1);
  });
});
