// A list's menu item posts its card's fields packed in one (forms/menu-post.ts): what the action reads of it.
import { describe, expect, it } from "vitest";
import { MENU_POST_FIELD, packMenuPost, unpackMenuPost } from "~/forms/menu-post";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("menu item posts", () => {
  it("packs the fields a card has, leaving out those it has not (an empty text is a value)", () => {
    const packed = packMenuPost({ intent: "delete", id: "150000001", type: null, streamerId: undefined, note: "" });
    const fields = unpackMenuPost(form([[MENU_POST_FIELD, packed]]));
    expect([...fields]).toEqual([
      ["intent", "delete"],
      ["id", "150000001"],
      ["note", ""],
    ]);
  });

  it("spreads the packed fields among the form's own, without the packed field itself", () => {
    const fields = unpackMenuPost(
      form([
        ["__key", "k1"],
        [MENU_POST_FIELD, packMenuPost({ intent: "cancel-up", titleNo: "7", pending: "vod:7" })],
      ]),
    );
    expect([...fields]).toEqual([
      ["__key", "k1"],
      ["intent", "cancel-up"],
      ["titleNo", "7"],
      ["pending", "vod:7"],
    ]);
  });

  it("leaves a plain post as it is", () => {
    const plain = form([
      ["intent", "delete-all"],
      ["returnTo", "/my/history/vod"],
    ]);
    expect([...unpackMenuPost(plain)]).toEqual([
      ["intent", "delete-all"],
      ["returnTo", "/my/history/vod"],
    ]);
  });
});
