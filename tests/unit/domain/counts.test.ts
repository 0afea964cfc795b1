import { describe, expect, it } from "vitest";
import { abbreviateCount } from "~/domain/counts";

describe("abbreviateCount (천 / 만 / 억, one decimal)", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1천"],
    [1234, "1.2천"],
    [9999, "9.9천"],
    [10000, "1만"],
    [12345, "1.2만"],
    [15000, "1.5만"],
    [99999, "9.9만"],
    [1234567, "123.4만"],
    [99_999_999, "9,999.9만"],
    [100_000_000, "1억"],
    [123_456_789, "1.2억"],
    [2_000_000_000, "20억"],
    [-1500, "-1.5천"],
    // The spec's units stop at 억: no 조 from 10,000억 on.
    [1_000_000_000_000, "10,000억"],
    [-1_000_000_000_000, "-10,000억"],
    [1_234_567_890_123, "12,345.6억"],
  ])("%d → %s", (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });

  it("treats non-numbers as zero", () => {
    expect(abbreviateCount(Number.NaN)).toBe("0");
  });

  it("never shows a minus zero", () => {
    expect(abbreviateCount(-0)).toBe("0");
    expect(abbreviateCount(-0.4)).toBe("0");
  });
});
