// The signed-in viewer from the station API's authentication answer, and media addresses.
import { describe, expect, it } from "vitest";
import { mediaUrl } from "~/domain/media";
import { normaliseViewer } from "~/normalise/viewer";

describe("normaliseViewer", () => {
  it("reads every flag in its string or number form, the age and the note count", () => {
    expect(
      normaliseViewer({
        user_id: "viewer01",
        nickname: " 시청자\u202E ",
        profile_image: " https://img.example/a.png ",
        user_age: "19",
        is_realname_check: "Y",
        note_cnt: "3",
        is_best_bj: 1,
        is_partner_bj: "1",
        is_abroad_join: "true",
        is_af_supporters_bj: true,
        is_suspended: "y",
      }),
    ).toEqual({
      userId: "viewer01",
      nickname: "시청자",
      profileImageUrl: "https://img.example/a.png",
      age: 19,
      isAdult: true,
      isAbroad: true,
      isSuspended: true,
      isRealnameChecked: true,
      isBestBj: true,
      isPartnerBj: true,
      isSupportersBj: true,
      noteCount: 3,
    });
  });

  it("an age under 19 or unknown is a minor's; flags off; no notes", () => {
    const minor = normaliseViewer({ user_id: "kid", user_age: 18, is_suspended: "N", is_best_bj: 0 });
    expect(minor).toMatchObject({ age: 18, isAdult: false, isSuspended: false, isBestBj: false, noteCount: 0, profileImageUrl: null });
    for (const user_age of [null, undefined, "", "열아홉"]) {
      expect(normaliseViewer({ user_id: "x", user_age })).toMatchObject({ age: null, isAdult: false });
    }
    expect(normaliseViewer({ user_id: "x", note_cnt: "많음" }).noteCount).toBe(0);
  });

  it("the nickname falls back to user_nick, then to the id", () => {
    expect(normaliseViewer({ user_id: "id1", nickname: " \u0000 ", user_nick: " 닉 " }).nickname).toBe("닉");
    expect(normaliseViewer({ user_id: "id1", nickname: null, user_nick: "  " }).nickname).toBe("id1");
    expect(normaliseViewer({ user_id: "id1" }).nickname).toBe("id1");
  });
});

describe("mediaUrl", () => {
  it("keeps absolute http(s) and protocol-relative addresses; anything else is none", () => {
    expect(mediaUrl("//img.example/a.jpg")).toBe("//img.example/a.jpg");
    expect(mediaUrl(" HTTPS://img.example/a.jpg ")).toBe("HTTPS://img.example/a.jpg");
    expect(mediaUrl("http://img.example/a.jpg")).toBe("http://img.example/a.jpg");
    expect(mediaUrl("/local.jpg")).toBeNull();
    expect(mediaUrl("javascript:alert(1)")).toBeNull();
    expect(mediaUrl("ftp://img.example/a.jpg")).toBeNull();
    expect(mediaUrl("x https://img.example/a.jpg")).toBeNull();
    expect(mediaUrl("")).toBeNull();
    expect(mediaUrl(5)).toBeNull();
  });
});
