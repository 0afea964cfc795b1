// The field readers every normaliser is built on: a field under several names, numbers as strings,
// "" for nothing (upstream-shapes.md §0, §10).
import { describe, expect, it } from "vitest";
import { date, first, flag, flagValue, lift, number, optionalText, snakeKey, snakeKeys, stringList, text } from "~/normalise/fields";

describe("snake_case keys", () => {
  it("camelCase becomes snake_case; snake_case, UPPER_CASE and capitalised keys stay", () => {
    expect(snakeKey("bBroadTitle")).toBe("b_broad_title");
    expect(snakeKey("broad_no")).toBe("broad_no");
    expect(snakeKey("USER_ID")).toBe("USER_ID");
    expect(snakeKey("Title")).toBe("Title");
    expect(snakeKey("title")).toBe("title");
  });

  it("a shallow copy where the first spelling of a field wins; anything but an object is empty", () => {
    expect(snakeKeys({ userId: "a", user_id: "b", nick: "c" })).toEqual({ user_id: "a", nick: "c" });
    expect(snakeKeys({ user_id: "b", userId: "a" })).toEqual({ user_id: "b" });
    expect(snakeKeys(null)).toEqual({});
    expect(snakeKeys("text")).toEqual({});
    expect(snakeKeys(["a"])).toEqual({});
  });
});

describe("first present field", () => {
  it('skips fields that are missing, null or "" and takes 0 and false', () => {
    expect(first({ a: "", b: null, c: undefined, d: "값" }, "a", "b", "c", "d")).toBe("값");
    expect(first({ a: "" }, "a")).toBeUndefined();
    expect(first({ a: 0, b: 5 }, "a", "b")).toBe(0);
    expect(first({ a: false, b: true }, "a", "b")).toBe(false);
  });
});

describe("text", () => {
  it("trimmed, without control characters; numbers as their digits; anything else empty", () => {
    expect(text({ title: "  제목\u0000\u202E  " }, "title")).toBe("제목");
    expect(text({ title: "", name: " 이름 " }, "title", "name")).toBe("이름");
    expect(text({ count: 12 }, "count")).toBe("12");
    expect(text({ flag: true }, "flag")).toBe("");
    expect(optionalText({ title: "  " }, "title")).toBeNull();
    expect(optionalText({ title: " 제목 " }, "title")).toBe("제목");
  });
});

describe("number", () => {
  it("numbers and numeric strings, decimals and signs kept; anything else null", () => {
    expect(number({ n: "1.5" }, "n")).toBe(1.5);
    expect(number({ n: " -12.25 " }, "n")).toBe(-12.25);
    expect(number({ n: "007" }, "n")).toBe(7);
    expect(number({ n: 3.75 }, "n")).toBe(3.75);
    expect(number({ n: "", m: "4" }, "n", "m")).toBe(4);
    expect(number({ n: Number.POSITIVE_INFINITY }, "n")).toBeNull();
    expect(number({ n: Number.NaN }, "n")).toBeNull();
    expect(number({ n: "1." }, "n")).toBeNull();
    expect(number({ n: ".5" }, "n")).toBeNull();
    expect(number({ n: "1,000" }, "n")).toBeNull();
    expect(number({ n: "12abc" }, "n")).toBeNull();
    expect(number({ n: "abc12" }, "n")).toBeNull();
    expect(number({ n: true }, "n")).toBeNull();
    expect(number({}, "n")).toBeNull();
  });
});

describe("flags", () => {
  it("every form of on, and the raw value when it is a flag's type", () => {
    expect(flag({ a: "Y" }, "a")).toBe(true);
    expect(flag({ a: "", b: 1 }, "a", "b")).toBe(true);
    expect(flag({ a: "N" }, "a")).toBe(false);
    expect(flag({}, "a")).toBe(false);
    expect(flagValue({ a: "Y" }, "a")).toBe("Y");
    expect(flagValue({ a: 0 }, "a")).toBe(0);
    expect(flagValue({ a: false }, "a")).toBe(false);
    expect(flagValue({ a: {} }, "a")).toBeUndefined();
    expect(flagValue({ a: null }, "a")).toBeUndefined();
  });
});

describe("date", () => {
  it("reads the first present date field", () => {
    expect(date({ a: "", b: "2024-01-02 09:00:00" }, "a", "b")).toBe(Date.UTC(2024, 0, 2, 0, 0, 0));
    expect(date({}, "a")).toBeNull();
  });
});

describe("stringList", () => {
  it("an array of strings, a comma-separated string, or nothing; empty items and controls dropped", () => {
    expect(stringList({ tags: [" 게임 ", 3, "", "토\u0000크"] }, "tags")).toEqual(["게임", "토크"]);
    expect(stringList({ tags: "게임, 토크,,  " }, "tags")).toEqual(["게임", "토크"]);
    expect(stringList({ tags: "게\u0007임" }, "tags")).toEqual(["게임"]);
    expect(stringList({ tags: "" }, "tags")).toEqual([]);
    expect(stringList({ tags: 5 }, "tags")).toEqual([]);
  });
});

describe("lift", () => {
  it("nested fields come up (snake_cased) without overwriting present ones; empty ones are filled", () => {
    const raw = { title: "위", empty: "", ucc: { title: "아래", empty: "채움", fileType: "REVIEW" }, count: { readCnt: "3" } };
    expect(lift(raw, "ucc", "count")).toEqual({
      title: "위",
      empty: "채움",
      ucc: raw.ucc,
      count: raw.count,
      file_type: "REVIEW",
      read_cnt: "3",
    });
    expect(lift({ a: 1, ucc: null }, "ucc")).toEqual({ a: 1, ucc: null });
    expect(raw.empty).toBe("");
  });
});
