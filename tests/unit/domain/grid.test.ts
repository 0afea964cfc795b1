import { describe, expect, it } from "vitest";
import { cardColumns, categoryColumns, liveColumns } from "~/domain/grid";

// 000 §9: columns by container width. One case per row and boundary.
describe("cardColumns", () => {
  it.each([
    [1687, 6],
    [1686, 5],
    [1261, 5],
    [1260, 4],
    [1060, 4],
    [1059, 3],
    [810, 3],
    [809, 2],
    [556, 2],
    [555, 1],
    [320, 1],
  ])("width %d → %d", (width, columns) => expect(cardColumns(width)).toBe(columns));
});

describe("liveColumns (inner width)", () => {
  it.each([
    [1623, 6],
    [1622, 5],
    [1202, 5],
    [1201, 4],
    [1000, 4],
    [999, 3],
    [751, 3],
    [750, 2],
    [496, 2],
    [495, 1],
  ])("width %d → %d", (width, columns) => expect(liveColumns(width)).toBe(columns));
});

describe("categoryColumns (card thresholds)", () => {
  it.each([
    [1687, 10],
    [1261, 8],
    [1060, 6],
    [810, 5],
    [556, 4],
    [555, 3],
  ])("width %d → %d", (width, columns) => expect(categoryColumns(width)).toBe(columns));
});
