import { describe, expect, it } from "vitest";
import { normaliseAssistantSession } from "~/normalise/assistant";

const persona = { streamer_id: "bj01", streamer_nick: "하나", streamer_profile: "//localhost:3001/img/LOGO/bj/bj01/bj01.jpg" };

describe("assistant session (001 §3.4)", () => {
  it("reads the service's snake_case answer", () =>
    expect(normaliseAssistantSession({ token: "ast_1", persona, has_chat_history: "Y", toggle: "ON", icon: { size: "large" } })).toEqual({
      token: "ast_1",
      persona: { streamerId: "bj01", streamerNick: "하나", streamerProfile: "//localhost:3001/img/LOGO/bj/bj01/bj01.jpg" },
      hasChatHistory: true,
      enabled: true,
      size: "large",
    }));

  it("reads the spec's camelCase names", () =>
    expect(
      normaliseAssistantSession({
        token: "t",
        persona: { streamerId: "bj01", streamerNick: "하나", streamerProfile: "https://x/p.jpg" },
        hasChatHistory: false,
        toggle: "off",
      }),
    ).toMatchObject({ persona: { streamerId: "bj01", streamerProfile: "https://x/p.jpg" }, hasChatHistory: false, enabled: false, size: null }));

  it.each(["OFF", "off", "N", "0", false])("toggle %s is off", (toggle) =>
    expect(normaliseAssistantSession({ token: "t", persona, toggle })?.enabled).toBe(false),
  );
  it.each(["ON", "Y", "1", undefined])("toggle %s is on", (toggle) => expect(normaliseAssistantSession({ token: "t", persona, toggle })?.enabled).toBe(true));

  it.each([
    ["an empty token", { token: "", persona }],
    ["no token", { persona }],
    ["no persona", { token: "t" }],
    ["nothing", null],
  ])("%s: not shown", (_name, raw) => expect(normaliseAssistantSession(raw)).toBeNull());

  it("drops an unusable profile image and an unknown size", () =>
    expect(normaliseAssistantSession({ token: "t", persona: { ...persona, streamer_profile: "javascript:x" }, icon: { size: "huge" } })).toMatchObject({
      persona: { streamerProfile: "" },
      size: null,
    }));
});
