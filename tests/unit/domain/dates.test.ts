import { describe, expect, it } from "vitest";
import { elapsedHoursMinutes, formatKst, parseUpstreamDate, relativeDate } from "~/domain/dates";

const NOW = Date.parse("2026-09-22T10:00:00Z"); // 19:00 in Korea

describe("parseUpstreamDate", () => {
  it.each([
    ["2026-09-22 19:59:31", Date.parse("2026-09-22T10:59:31Z")],
    ["2026-09-22 18:27:14.0", Date.parse("2026-09-22T09:27:14Z")],
    ["2026-09-22", Date.parse("2026-09-21T15:00:00Z")],
    [1758535171, 1758535171000],
    ["1758535171", 1758535171000],
    [1758535171000, 1758535171000],
    ["2026-09-22T10:00:00Z", NOW],
  ] as const)("%s", (input, ms) => {
    expect(parseUpstreamDate(input)).toBe(ms);
  });

  it.each([null, undefined, "", "not a date", 0, -5, {}])("unreadable %s → null", (input) => {
    expect(parseUpstreamDate(input)).toBeNull();
  });
});

describe("relativeDate (under 4 days relative, else YYYY-MM-DD in Korea time)", () => {
  it.each([
    [0, "0초 전"],
    [59 * 1000, "59초 전"],
    [60 * 1000, "1분 전"],
    [59 * 60 * 1000, "59분 전"],
    [60 * 60 * 1000, "1시간 전"],
    [23 * 60 * 60 * 1000, "23시간 전"],
    [24 * 60 * 60 * 1000, "1일 전"],
    [4 * 24 * 60 * 60 * 1000 - 1, "3일 전"],
    [4 * 24 * 60 * 60 * 1000, "2026-09-18"],
  ])("%d ms ago → %s", (ago, text) => {
    expect(relativeDate(NOW - ago, NOW)).toBe(text);
  });

  it("shows the Korea date from 4 days on, whatever the machine's zone", () => {
    // 2026-09-18 01:00 UTC is 2026-09-18 10:00 in Korea.
    expect(relativeDate(NOW - 4 * 24 * 60 * 60 * 1000 - 9 * 60 * 60 * 1000, NOW)).toBe("2026-09-18");
    // 2026-09-17 20:00 UTC is already 2026-09-18 in Korea.
    expect(relativeDate(Date.parse("2026-09-17T20:00:00Z"), NOW)).toBe("2026-09-18");
  });

  it("gives each time its own Korea date and words, asked in any order", () => {
    const times = ["2026-09-17T14:59:59Z", "2026-09-17T15:00:00Z", "2026-09-01T03:00:00Z", "2026-09-17T14:59:59Z", "2026-09-17T15:00:00Z"];
    expect(times.map((time) => relativeDate(Date.parse(time), NOW))).toEqual(["2026-09-17", "2026-09-18", "2026-09-01", "2026-09-17", "2026-09-18"]);
    expect([relativeDate(NOW - 60_000, NOW), relativeDate(NOW - 2 * 60_000, NOW), relativeDate(NOW - 60_000, NOW)]).toEqual(["1분 전", "2분 전", "1분 전"]);
  });

  it("never shows a future date as negative", () => {
    expect(relativeDate(NOW + 5000, NOW)).toBe("0초 전");
  });
});

describe("formatKst", () => {
  it("formats broadcast start as 'MM-DD HH:mm' in Korea time", () => {
    expect(formatKst(Date.parse("2026-09-22T10:05:00Z"), "MM-DD HH:mm")).toBe("09-22 19:05");
  });
});

describe("formatKst tokens", () => {
  it.each([
    ["YYYY-MM-DD", "2026-01-02"],
    ["YYYY.MM.DD HH:mm", "2026.01.02 08:05"],
    ["YYYY-MM-DD HH:mm:ss", "2026-01-02 08:05:09"],
  ])("%s → %s", (pattern, text) => {
    expect(formatKst(Date.parse("2026-01-01T23:05:09Z"), pattern)).toBe(text);
  });
});

describe("elapsedHoursMinutes (a live card's time on air)", () => {
  const NOW_MS = Date.parse("2026-11-27T12:00:00+09:00");
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [59_999, { hours: 0, minutes: 0 }],
    [60_000, { hours: 0, minutes: 1 }],
    [59 * 60_000, { hours: 0, minutes: 59 }],
    [60 * 60_000, { hours: 1, minutes: 0 }],
    [(25 * 60 + 7) * 60_000 + 30_000, { hours: 25, minutes: 7 }],
  ])("%i ms on air reads %o", (elapsed, expected) => {
    expect(elapsedHoursMinutes(NOW_MS - elapsed, NOW_MS)).toEqual(expected);
  });
  it("counts a start after the render time (clocks apart) as just started", () => {
    expect(elapsedHoursMinutes(NOW_MS + 5_000, NOW_MS)).toEqual({ hours: 0, minutes: 0 });
  });
});
