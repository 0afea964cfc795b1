// The bound on an upstream answer's nesting, read on its bytes as they arrive, across chunks.
import { describe, expect, it } from "vitest";
import { NestingMeter } from "~/upstream/nesting.server";

const feed = (max: number, ...chunks: string[]) => {
  const meter = new NestingMeter(max);
  return chunks.every((chunk) => meter.feed(Buffer.from(chunk)));
};

describe("NestingMeter", () => {
  it.each([
    ["real answers", [JSON.stringify({ result: 1, data: [{ user_id: "a", tags: ["x"], ucc: { count: { view: "1" } } }] })], 6, true],
    ["exactly the bound", ["[[[[]]]]"], 4, true],
    ["one past it", ["[[[[[]]]]]"], 4, false],
    ["objects and arrays alike", ['{"a":[{"b":[{}]}]}'], 4, false],
    ["past it across chunks", ["[[", "[{", '"a":['], 4, false],
    ["brackets inside strings", ['{"t":"[[[[[[[[{{{{"}'], 4, true],
    ["escaped quotes keep the string open", ['{"t":"\\"[[[[[[["}'], 4, true],
    ["a string split across chunks", ['{"t":"[[[', "[[[[[\\", '"[[["}'], 4, true],
    ["closing brackets bring it back", ["[[[[]]]][[[[]]]][[[[]]]]"], 4, true],
    ["Hangul and emoji are never brackets", ['["한글 🎉 방송"]'], 1, true],
    ["a script's JSON", ['var list = {"data": [1, 2]};'], 2, true],
  ])("%s", (_label, chunks, max, within) => expect(feed(max as number, ...(chunks as string[]))).toBe(within));

  it("stops at the bound, without reading the rest of a 4 MB answer", () => {
    const meter = new NestingMeter(64);
    const nested = Buffer.from("[".repeat(2_000_000));
    const started = performance.now();
    expect(meter.feed(nested)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
