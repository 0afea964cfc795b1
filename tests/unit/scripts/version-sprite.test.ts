// The icon sprite's versioned address (server/sprite-version.mjs): what the build writes into scripts and
// styles, and which requests the server keeps for a year.
import { describe, expect, it } from "vitest";
import { spriteCacheControl, spriteVersion, versionSpriteReferences } from "../../../server/sprite-version.mjs";

describe("the sprite's version", () => {
  it("is ten hex digits of the content's hash: the same content the same, another content another", () => {
    const version = spriteVersion('<svg><symbol id="close"/></svg>');
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(spriteVersion('<svg><symbol id="close"/></svg>')).toBe(version);
    expect(spriteVersion('<svg><symbol id="close"/><symbol id="menu"/></svg>')).not.toBe(version);
  });

  it("goes into every kind of reference the build holds: string, template, CSS url()", () => {
    const code = [
      'jsx("use",{href:"/icons.svg#close"})',
      'jsx("use",{href:`/icons.svg#${name}`})',
      'mask: url("/icons.svg#view-chevron-down") center',
      'fetch("/icons.svg")',
    ].join("\n");
    expect(versionSpriteReferences(code, "abc1234567").split("\n")).toEqual([
      'jsx("use",{href:"/icons.svg?v=abc1234567#close"})',
      'jsx("use",{href:`/icons.svg?v=abc1234567#${name}`})',
      'mask: url("/icons.svg?v=abc1234567#view-chevron-down") center',
      // Not a reference to one of its icons: left as it is.
      'fetch("/icons.svg")',
    ]);
  });

  it("the current version's address is immutable for a year; any other keeps the default", () => {
    expect(spriteCacheControl("abc1234567", "abc1234567")).toBe("public, max-age=31536000, immutable");
    expect(spriteCacheControl("0000000000", "abc1234567")).toBeNull();
    expect(spriteCacheControl(undefined, "abc1234567")).toBeNull();
    expect(spriteCacheControl(["abc1234567", "x"], "abc1234567")).toBeNull();
  });
});
