// Search parameters read with a page's schema: empty values dropped, the first of repeated ones, and every
// unreadable value falling back to its field's default, never an error.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema, textField } from "~/utils/search-params";

const Schema = searchParamsSchema({
  page: pageField(20),
  sort: oneOfField(["reg_date", "read_cnt"], "reg_date"),
  keyword: textField(5),
  group: z.string().regex(/^\d+$/).nullable().catch(null),
});
const read = (query: string) => parseSearchParams(Schema, new URL(`http://portal.test/list?${query}`));

describe("a page number", () => {
  it.each([
    ["", 1],
    ["page=", 1],
    ["page=2", 2],
    ["page=02", 2],
    ["page=0", 1],
    ["page=-3", 1],
    ["page=1.5", 1],
    ["page=1e1", 1],
    ["page=x", 1],
    ["page=%202%20", 1],
    ["page=20", 20],
    ["page=999", 20],
    [`page=${"9".repeat(400)}`, 20],
  ])("%s reads as page %i", (query, page) => expect(read(query).page).toBe(page));
});

describe("a page's schema", () => {
  it("reads every field, an absent one as its default", () => {
    expect(read("sort=read_cnt&keyword=%20롤%20&group=12")).toEqual({ page: 1, sort: "read_cnt", keyword: "롤", group: "12" });
    expect(read("")).toEqual({ page: 1, sort: "reg_date", keyword: "", group: null });
  });

  it("falls back field by field on values it does not know, never throwing", () => {
    expect(read("page=abc&sort=nonsense&group=x1&other=1")).toEqual({ page: 1, sort: "reg_date", keyword: "", group: null });
  });

  it("cuts text to its length; blank values count as missing", () => {
    expect(read("keyword=가나다라마바사").keyword).toBe("가나다라마");
    expect(read("keyword=%20%20&sort=%20").sort).toBe("reg_date");
  });

  it("takes the first of a repeated parameter, as URLSearchParams.get does", () => {
    expect(read("sort=read_cnt&sort=reg_date&page=3&page=4")).toMatchObject({ sort: "read_cnt", page: 3 });
  });

  it("reads a missing parameter as zod does: a field's fallback, or what its type gives for nothing", () => {
    const WithSet = searchParamsSchema({
      closed: z
        .string()
        .transform((text) => new Set(text.split(",")))
        .catch(() => new Set<string>()),
      order: z.enum(["a", "b"]).optional().catch("a"),
    });
    const first = parseSearchParams(WithSet, new URLSearchParams(""));
    const second = parseSearchParams(WithSet, new URLSearchParams(""));
    expect(first).toEqual({ closed: new Set(), order: undefined });
    // A fallback object is each request's own: one request's changes never reach another's.
    first.closed.add("x");
    expect(second.closed).toEqual(new Set());
    expect(parseSearchParams(WithSet, new URLSearchParams("closed=1,2&order=b"))).toEqual({ closed: new Set(["1", "2"]), order: "b" });
  });

  it("reads a request's URL", () => {
    expect(parseSearchParams(Schema, new Request("http://portal.test/list?page=4")).page).toBe(4);
  });
});
