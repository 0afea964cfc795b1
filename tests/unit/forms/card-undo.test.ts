// The undo marker a card action leaves in the URL (forms/card-undo.ts): the card grid reads it back to show
// the undo panel where the card was. Anything else in the parameter shows no panel.
import { describe, expect, it } from "vitest";
import { parseUndo, undoValue } from "~/forms/card-undo";

describe("card undo marker", () => {
  it("reads back what the action wrote, keys with colons included", () => {
    expect(parseUndo(undoValue("hidden", "vod:150000001"))).toEqual({ action: "hidden", key: "vod:150000001" });
    expect(parseUndo(undoValue("not-recommend", "live:abc"))).toEqual({ action: "not-recommend", key: "live:abc" });
  });

  it.each([
    ["no parameter", null],
    ["an empty one", ""],
    ["no key", "hidden:"],
    ["another action", "deleted:vod:1"],
    ["text before the action", "xhidden:vod:1"],
    ["a line break in the key", "hidden:vod:1\nlive:2"],
  ])("shows no panel for %s", (_name, value) => expect(parseUndo(value)).toBeNull());
});
