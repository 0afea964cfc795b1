import { describe, expect, it } from "vitest";
import { accessLabel, canOpenPlaylist, formatDuration, parseDuration, progressPercent, thumbnailTypeFor, vodLabels } from "~/domain/cards";

describe("progress bar (minimum 7 %)", () => {
  it.each([
    [12000, 600000, 7],
    [42000, 600000, 7],
    [60000, 600000, 10],
    [300000, 600000, 50],
    [700000, 600000, 100],
    [0, 600000, null],
    [null, 600000, null],
    [1000, null, null],
  ])("%s of %s → %s", (last, total, percent) => expect(progressPercent(last, total)).toBe(percent));
});

describe("labels", () => {
  it.each([
    [{ isAdult: true, hasPassword: true }, "adultPassword"],
    [{ isAdult: true, hasPassword: false }, "adult"],
    [{ isAdult: false, hasPassword: true }, "password"],
    [{ isAdult: false, hasPassword: false }, null],
  ])("access %j → %s", (card, label) => expect(accessLabel(card)).toBe(label));

  it.each([
    [{ isPaid: true, fileType: "REVIEW" as const }, ["paid", "review"]],
    [{ isPaid: false, fileType: "HIGHLIGHT" as const }, ["highlight"]],
    [{ isPaid: false, fileType: "CATCH_STORY" as const }, ["story"]],
    [{ isPaid: false, fileType: "SMR" as const }, ["noPreview"]],
    [{ isPaid: false, fileType: "NORMAL" as const }, []],
  ])("VOD %j → %j", (card, labels) => expect(vodLabels(card)).toEqual(labels));

  it.each([
    [{ isAdult: true, hasPassword: false }, "ADULT"],
    [{ isAdult: true, hasPassword: true }, "ADULT_LOCK"],
    [{ isAdult: false, hasPassword: true }, "LOCK"],
    [{ isAdult: false, hasPassword: false, isDeleted: true }, "DELETE"],
    [{ isAdult: false, hasPassword: false, isPrivate: true }, "LOCK"],
    [{ isAdult: false, hasPassword: false }, null],
  ])("thumbnail %j → %s", (card, type) => expect(thumbnailTypeFor(card)).toBe(type));
});

describe("durations", () => {
  it.each([
    [0, "0:00"],
    [59000, "0:59"],
    [61000, "1:01"],
    [3723000, "1:02:03"],
    [69072738, "19:11:12"],
    [null, ""],
  ])("%s ms → %s", (ms, text) => expect(formatDuration(ms)).toBe(text));

  it.each([
    ["19:11:12", 69072000],
    ["4:05", 245000],
    ["abc", null],
    ["", null],
  ])("%s → %s ms", (text, ms) => expect(parseDuration(text)).toBe(ms));
});

it("a playlist with 0 items cannot be opened", () => {
  expect(canOpenPlaylist({ kind: "playlist", playlistCount: 0 })).toBe(false);
  expect(canOpenPlaylist({ kind: "playlist", playlistCount: 3 })).toBe(true);
  expect(canOpenPlaylist({ kind: "vod", playlistCount: null })).toBe(true);
});
