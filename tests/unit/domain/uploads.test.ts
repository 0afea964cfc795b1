import { describe, expect, it } from "vitest";
import { safeUploadName } from "~/domain/uploads";

describe("safeUploadName", () => {
  it.each([
    ["../../x.png", "x.png"],
    ["..\\..\\x.png", "x.png"],
    ["a\u0000b.png", "ab.png"],
    ["한글파일.png".normalize("NFD"), "한글파일.png"],
    ["/", "file"],
    [".png", ".png"],
  ])("%j → %j", (name, expected) => {
    expect(safeUploadName(name)).toBe(expected);
  });

  it("keeps the extension of a 300-character name within 200 characters", () => {
    const name = safeUploadName(`${"가".repeat(296)}.png`);
    expect(name).toHaveLength(200);
    expect(name.endsWith(".png")).toBe(true);
  });
});
