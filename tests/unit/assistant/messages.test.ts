import { describe, expect, it } from "vitest";
import { navigateTarget, PAGE_CHANGE_MESSAGE_TYPE, parseAssistantMessage, TOAST_MAX_LENGTH } from "~/domain/assistant";

describe("incoming messages (001 §7.10)", () => {
  it.each([
    [{ type: "CLOSE_WEBVIEW" }, { type: "CLOSE_WEBVIEW" }],
    [{ type: "REMOVE_TOKEN" }, { type: "REMOVE_TOKEN" }],
    [{ type: PAGE_CHANGE_MESSAGE_TYPE, page: "chat" }, { type: "PAGE_CHANGE" }],
    [
      { type: "WATCH_LIVE", streamer_id: "bj01", broad_no: "250001" },
      { type: "WATCH_LIVE", streamerId: "bj01", broadNo: "250001" },
    ],
    [
      { type: "WATCH_LIVE", streamer_id: "bj01", broad_no: 250001 },
      { type: "WATCH_LIVE", streamerId: "bj01", broadNo: "250001" },
    ],
    [
      { type: "WATCH_VOD", title_no: "1234" },
      { type: "WATCH_VOD", titleNo: "1234" },
    ],
    [
      { type: "WATCH_CATCH", title_no: 99 },
      { type: "WATCH_CATCH", titleNo: "99" },
    ],
    [
      { type: "NAVIGATE_BROWSER", url: "/live/all" },
      { type: "NAVIGATE_BROWSER", url: "/live/all" },
    ],
    [
      { type: "THROW_TOAST", msg: " 안녕하세요 " },
      { type: "THROW_TOAST", msg: "안녕하세요" },
    ],
    [
      { type: "SETTING_HEIGHT", height: 500 },
      { type: "SETTING_HEIGHT", height: 500 },
    ],
    [
      { type: "SETTING_HEIGHT", height: "520" },
      { type: "SETTING_HEIGHT", height: 520 },
    ],
    [
      { type: "SETTING_HEIGHT", height: "default" },
      { type: "SETTING_HEIGHT", height: "default" },
    ],
    [
      { type: "CHANG_FLOATING_PERSONA_SIZE", size: "large" },
      { type: "CHANG_FLOATING_PERSONA_SIZE", size: "large" },
    ],
    [
      { type: "UPDATE_PERSONA", streamer_id: "bj02", streamer_nick: "둘", streamer_profile: "//img.example/p.jpg" },
      { type: "UPDATE_PERSONA", persona: { streamerId: "bj02", streamerNick: "둘", streamerProfile: "//img.example/p.jpg" } },
    ],
  ])("%j", (data, message) => expect(parseAssistantMessage(data)).toEqual(message));

  it("accepts the same message as a JSON string", () =>
    expect(parseAssistantMessage(JSON.stringify({ type: "THROW_TOAST", msg: "hi" }))).toEqual({ type: "THROW_TOAST", msg: "hi" }));

  it("cuts a long toast", () =>
    expect(parseAssistantMessage({ type: "THROW_TOAST", msg: "가".repeat(500) })).toEqual({ type: "THROW_TOAST", msg: "가".repeat(TOAST_MAX_LENGTH) }));

  it.each([
    null,
    "not json",
    [],
    { type: "theme", value: "light" },
    { type: "UNKNOWN" },
    { type: "THROW_TOAST" },
    { type: "THROW_TOAST", msg: "  " },
    { type: "WATCH_LIVE", streamer_id: "bj01" },
    { type: "WATCH_LIVE", streamer_id: "<script>", broad_no: "1" },
    { type: "WATCH_VOD", title_no: "1; drop" },
    { type: "SETTING_HEIGHT", height: "tall" },
    { type: "SETTING_HEIGHT", height: -5 },
    { type: "SETTING_HEIGHT", height: "" },
    { type: "CHANG_FLOATING_PERSONA_SIZE", size: "huge" },
    { type: "UPDATE_PERSONA", streamer_id: "bj02", streamer_nick: "둘", streamer_profile: "javascript:alert(1)" },
    { type: "UPDATE_PERSONA", streamer_id: "bj02", streamer_nick: "둘", streamer_profile: "data:image/svg+xml,<svg/>" },
    { type: "UPDATE_PERSONA", streamer_id: "bj02", streamer_profile: "https://x/p.jpg" },
  ])("ignores %j", (data) => expect(parseAssistantMessage(data)).toBeNull());
});

describe("NAVIGATE_BROWSER targets", () => {
  const portal = "http://localhost:3000";
  const allowed = ["http://localhost:3001"];
  it.each([
    ["/live/all", { kind: "internal", path: "/live/all" }],
    ["http://localhost:3000/my/favorite?x=1#a", { kind: "internal", path: "/my/favorite?x=1#a" }],
    ["http://localhost:3001/play/bj/1", { kind: "external", url: "http://localhost:3001/play/bj/1" }],
    ["https://evil.example/", null],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["/ok\n", null],
  ] as const)("%s", (url, target) => expect(navigateTarget(url, portal, allowed)).toEqual(target));
});
