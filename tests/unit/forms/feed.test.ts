// The feed's forms (forms/feed.ts): like / unlike a post, hide / unhide an author, the streamer-only switch.
// The action passes only what these schemas accept on to the upstream, so an id or number of another shape,
// or an intent of another form, must be refused here.
import { describe, expect, it } from "vitest";
import * as z from "zod/v4-mini";
import { BlindForm, LikeForm, OnlyStreamerForm } from "~/forms/feed";

const accepts = (schema: z.ZodMiniType, input: unknown) => z.safeParse(schema, input).success;

describe("like form", () => {
  const like = { intent: "like", stationUserId: "user_1.a-b", titleNo: "123456" };

  it("takes a like or an unlike of a post by its author's id and number", () => {
    expect(z.safeParse(LikeForm, like).data).toEqual(like);
    expect(accepts(LikeForm, { ...like, intent: "unlike" })).toBe(true);
  });

  it("refuses another intent", () => {
    expect(accepts(LikeForm, { ...like, intent: "love" })).toBe(false);
    expect(accepts(LikeForm, { ...like, intent: "" })).toBe(false);
  });

  it.each([
    ["up to 40 characters", "a".repeat(40), true],
    ["a single character", "a", true],
    ["41 characters", "a".repeat(41), false],
    ["a space inside", "user one", false],
    ["something before it", "/../user", false],
    ["something after it", "user?x=1", false],
    ["nothing", "", false],
  ])("an author id of %s: %s", (_name, stationUserId, ok) => expect(accepts(LikeForm, { ...like, stationUserId })).toBe(ok));

  it.each([
    ["20 digits", "9".repeat(20), true],
    ["one digit", "7", true],
    ["21 digits", "9".repeat(21), false],
    ["a letter after the digits", "12a", false],
    ["a letter before the digits", "a12", false],
    ["a minus sign", "-12", false],
  ])("a post number of %s: %s", (_name, titleNo, ok) => expect(accepts(LikeForm, { ...like, titleNo })).toBe(ok));
});

describe("hide form", () => {
  it("hides or unhides an author by id", () => {
    expect(z.safeParse(BlindForm, { intent: "hide", userId: "streamer01" }).data).toEqual({ intent: "hide", userId: "streamer01" });
    expect(accepts(BlindForm, { intent: "unhide", userId: "streamer01" })).toBe(true);
  });

  it("refuses another intent or an id of another shape", () => {
    expect(accepts(BlindForm, { intent: "like", userId: "streamer01" })).toBe(false);
    expect(accepts(BlindForm, { intent: "hide", userId: "a b" })).toBe(false);
  });
});

describe("streamer-only switch", () => {
  it("is on with '1' and off without the field", () => {
    expect(z.safeParse(OnlyStreamerForm, { intent: "only-streamer", onlyStreamer: "1" }).data).toEqual({ intent: "only-streamer", onlyStreamer: "1" });
    expect(z.safeParse(OnlyStreamerForm, { intent: "only-streamer" }).data).toEqual({ intent: "only-streamer" });
  });

  it("refuses another value or another form's intent", () => {
    expect(accepts(OnlyStreamerForm, { intent: "only-streamer", onlyStreamer: "0" })).toBe(false);
    expect(accepts(OnlyStreamerForm, { intent: "like", onlyStreamer: "1" })).toBe(false);
  });
});
