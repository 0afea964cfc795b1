// The post management forms (forms/station-manage.ts): a pin's expiry is a day from today up to a year ahead,
// counted in Korea time whatever the server's clock zone; a report's detail is bounded as its reader counts it.
import { describe, expect, it } from "vitest";
import * as z from "zod/v4-mini";
import { manageSchema, pinDateOk, REPORT_COMMENT_MAX } from "~/forms/station-manage";
import { stationPostEdit } from "~/i18n/ko/station/post-edit";

const e = stationPostEdit.form.errors;
// 16:00 UTC on 15 January 2026 is 01:00 on the 16th in Korea: "today" is the 16th.
const NOW = Date.UTC(2026, 0, 15, 16, 0);

describe("a pin's expiry date", () => {
  it.each([
    ["today in Korea", "2026-01-16"],
    ["a month ahead", "2026-02-16"],
    ["a year ahead", "2027-01-16"],
  ])("takes %s", (_name, value) => expect(pinDateOk(value, NOW)).toBe(true));

  it.each([
    ["yesterday in Korea (today by the UTC clock)", "2026-01-15"],
    ["a year and a day ahead", "2027-01-17"],
    ["a date and a time", "2026-01-20T10:00"],
    ["something before the date", "2026-02-2026-01-20"],
    ["a date without leading zeros", "2026-1-20"],
    ["nothing", ""],
  ])("refuses %s", (_name, value) => expect(pinDateOk(value, NOW)).toBe(false));

  it("is what the pin form checks, with the form's message", () => {
    const result = z.safeParse(manageSchema, { intent: "pin", expireDate: "1999-01-01" });
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([e.pinDate]);
  });
});

describe("a report's detail", () => {
  const report = (comment: string) => z.safeParse(manageSchema, { intent: "report", reason: "3", comment });

  it("takes the limit in characters as read (an emoji is one), spaces around it not counted", () => {
    expect(report(`  ${"😀".repeat(REPORT_COMMENT_MAX)}  `).success).toBe(true);
  });

  it("refuses one character more, with the form's message", () => {
    const result = report("가".repeat(REPORT_COMMENT_MAX + 1));
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([e.reportCommentMax(REPORT_COMMENT_MAX)]);
  });
});
