import { describe, expect, it } from "vitest";
import {
  assistantPageUrl,
  clampPanelHeight,
  DEFAULT_ICON_SIZE,
  effectiveIconSize,
  iconPixels,
  maxPanelHeight,
  parseIconSize,
  requestedPanelHeight,
  snapSide,
  snapTop,
} from "~/domain/assistant";

describe("icon size", () => {
  it.each([
    ["small", "small"],
    ["medium", "medium"],
    ["large", "large"],
    ["LARGE", null],
    ["", null],
    [null, null],
    [260, null],
  ] as const)("parse %s → %s", (value, size) => expect(parseIconSize(value)).toBe(size));

  it.each([
    ["large", 1024, "medium", 56],
    ["large", 800, "medium", 56],
    ["large", 1025, "large", 64],
    ["medium", 1024, "medium", 56],
    ["small", 1024, "small", 48],
    ["small", 1920, "small", 48],
  ] as const)("%s at width %i shows as %s (%i px)", (size, width, shown, px) => {
    expect(effectiveIconSize(size, width)).toBe(shown);
    expect(iconPixels(size, width)).toBe(px);
  });

  it("with no size chosen the icon is medium (56 px)", () => expect(iconPixels(DEFAULT_ICON_SIZE, 1920)).toBe(56));
});

describe("snap on drop (right beyond 55 % of the width)", () => {
  it.each([
    [0, 1000, "left"],
    [549, 1000, "left"],
    [550, 1000, "left"],
    [551, 1000, "right"],
    [999, 1000, "right"],
    [700, 1280, "left"],
    [705, 1280, "right"],
  ] as const)("x %i of %i → %s", (x, width, side) => expect(snapSide(x, width)).toBe(side));

  it("keeps the icon inside the window by the edge margin", () => {
    expect(snapTop(400, 200, 900)).toBe(300);
    expect(snapTop(10, 200, 900)).toBe(30);
    expect(snapTop(899, 200, 900)).toBe(670);
    // A window shorter than the icon: the top margin wins.
    expect(snapTop(100, 260, 250)).toBe(30);
  });
});

describe("panel height (750 at first, 400 ≤ h ≤ window − 94, 'default' 60 %)", () => {
  it("maximum is the window height minus 94", () => expect(maxPanelHeight(900)).toBe(806));
  it.each([
    [750, 1000, 750],
    [750, 800, 706],
    [300, 1000, 400],
    [2000, 1000, 906],
    [750, 450, 400],
  ] as const)("%i in a %i px window → %i", (height, windowHeight, shown) => expect(clampPanelHeight(height, windowHeight)).toBe(shown));
  it.each([
    ["default", 1000, 600],
    ["default", 600, 400],
    ["default", 1500, 900],
    [500, 1000, 500],
    [390, 1000, 400],
  ] as const)("SETTING_HEIGHT %s in a %i px window → %i", (value, windowHeight, shown) => expect(requestedPanelHeight(value, windowHeight)).toBe(shown));
});

describe("embedded page address", () => {
  it("carries token, streamer_id and has_chat_history", () => {
    const url = new URL(assistantPageUrl("http://localhost:3001/assistant", "t o/k", { streamerId: "bj1", streamerNick: "n", streamerProfile: "" }, true));
    expect(url.pathname).toBe("/assistant/");
    expect(url.searchParams.get("token")).toBe("t o/k");
    expect(url.searchParams.get("streamer_id")).toBe("bj1");
    expect(url.searchParams.get("has_chat_history")).toBe("true");
  });
});
