import { describe, expect, it, vi } from "vitest";
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

describe("the Korean formatters are made on first use", () => {
  // A page whose counts are all in the server's HTML loads the module in the browser and formats nothing: making
  // the first Korean formatter cost a mid-range phone about 70 ms of its first load (Lighthouse on the directory).
  it("loading counts.ts and dates.ts makes no formatter; the first count and date make theirs, once", async () => {
    vi.resetModules();
    const made = { number: 0, relative: 0 };
    const { NumberFormat, RelativeTimeFormat } = Intl;
    // Intl's own classes, counting what is made of them.
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.number += 1;
        }
      },
      RelativeTimeFormat: class extends RelativeTimeFormat {
        constructor(...args: ConstructorParameters<typeof RelativeTimeFormat>) {
          super(...args);
          made.relative += 1;
        }
      },
    });
    try {
      const counts = await import("~/domain/counts");
      const dates = await import("~/domain/dates");
      expect(made).toEqual({ number: 0, relative: 0 });
      expect([counts.abbreviateCount(12345), counts.abbreviateCount(1500)]).toEqual(["1.2만", "1.5천"]);
      expect(made.number).toBe(1);
      expect(counts.formatCount(1234)).toBe("1,234");
      expect(made.number).toBe(2);
      const now = Date.parse("2026-11-28T00:00:00Z");
      expect([dates.relativeDate(now - 3 * 60_000, now), dates.relativeDate(now - 2 * 3_600_000, now)]).toEqual(["3분 전", "2시간 전"]);
      expect(made.relative).toBe(1);
    } finally {
      Object.assign(Intl, { NumberFormat, RelativeTimeFormat });
    }
  });
});
