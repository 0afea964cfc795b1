import { describe, expect, it } from "vitest";
import { hasPassword, isAdultLive, isAdultVod, isOn, isPaidLive, isPrivateThumbnail, isSubscriptionOnly } from "~/domain/access";
import { padCategoryNo } from "~/domain/category";

describe("padCategoryNo (8 digits)", () => {
  it.each([
    ["00130000", "00130000"],
    ["40070", "00040070"],
    [130000, "00130000"],
    ["30000", "00030000"],
    ["123456789", "123456789"],
    ["", ""],
    [null, ""],
  ] as const)("%s → %s", (input, padded) => expect(padCategoryNo(input)).toBe(padded));
});

describe("isOn (every flag form)", () => {
  it.each([
    ["Y", true],
    ["y", true],
    ["N", false],
    ["1", true],
    ["0", false],
    [1, true],
    [0, false],
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
    ["true", true],
  ] as const)("%s → %s", (value, on) => expect(isOn(value)).toBe(on));
});

describe("adult rules", () => {
  it.each([
    [{ broadGrade: "19" }, true],
    [{ broadGrade: 19 }, true],
    [{ grade: 19 }, true],
    [{ grade: "0" }, false],
    [{ broadGrade: "0" }, false],
    [{ isAdult: true }, true],
    [{}, false],
  ])("live %j → %s", (item, adult) => expect(isAdultLive(item)).toBe(adult));

  it.each([
    [{ grade: 19 }, true],
    [{ grade: "19", vodCategory: "00040070" }, true],
    [{ grade: 0, vodCategory: "30000" }, true],
    [{ grade: 0, vodCategory: "00030000" }, true],
    [{ grade: 0, category: 30000 }, true],
    [{ grade: 0, vodCategory: "00040070" }, false],
    [{}, false],
  ])("VOD / Catch %j → %s (grade 19 or adult category)", (item, adult) => expect(isAdultVod(item)).toBe(adult));
});

describe("password, paid, subscription-only, private thumbnail", () => {
  it.each([
    ["Y", true],
    ["N", false],
    ["1", true],
    [1, true],
    [0, false],
    [true, true],
    [false, false],
  ] as const)("isPassword %s → %s", (value, on) => expect(hasPassword({ isPassword: value })).toBe(on));
  it.each([
    ["40", true],
    [40, true],
    ["21", false],
    [30, false],
  ] as const)("broadType %s paid → %s", (value, paid) => expect(isPaidLive({ broadType: value })).toBe(paid));
  it.each([
    ["0", false],
    [0, false],
    ["1", true],
    [1, true],
    ["2", true],
    [2, true],
    [3, false],
  ] as const)("subscriptionOnly %s → %s", (value, only) => expect(isSubscriptionOnly({ subscriptionOnly: value })).toBe(only));
  it.each([
    [{ authNo: 102 }, true],
    [{ authNo: "102" }, true],
    [{ authNo: 101 }, false],
    [{ authNo: 101, flag: "BJ_HIDDEN" }, true],
    [{ flag: "SUCCEED" }, false],
  ])("private thumbnail %j → %s", (item, isPrivate) => expect(isPrivateThumbnail(item)).toBe(isPrivate));
});
