// Raw station and channel answers (001 §3.3) → domain: snake_case with strings for numbers and every
// flag form, nested station / display / count / ucc, and the spec's camelCase.
import { describe, expect, it } from "vitest";
import {
  normaliseBoard,
  normaliseBoardPage,
  normaliseComment,
  normaliseCommentPage,
  normalisePermissions,
  normalisePostDetail,
  normalisePostSummary,
  normaliseSidebar,
  normaliseStation,
  stationErrorOf,
} from "~/normalise/station";

const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

describe("normaliseStation", () => {
  const raw = {
    station: {
      user_id: "bj01",
      user_nick: "비제이",
      station_name: "비제이의 방송국",
      station_no: "123",
      total_broad_time: "7200",
      active_no: "1",
      jointime: "2010-05-01 10:00:00",
      broad_start: "2026-11-20 20:00:00",
      upd: { fan_cnt: "1234" },
      groups: [{ info: { group_name: "파트너", group_class_name: "partner", priority: "1", group_no: "7" } }],
      display: { ai_profile_conf_yn: "Y", ai_profile_str: "AI 소개글", profile_text: "안녕하세요", title_text: "<b>제목</b><script>x()</script>" },
    },
    broad: { broad_no: "987", broad_title: "방송 중", current_sum_viewer: "55", broad_grade: "19", is_password: "N" },
    subscription: { total: "3" },
    is_favorite: "1",
    is_mobile_push: "Y",
    is_owner: false,
    is_manager: 1,
  };

  it("reads the nested snake_case station with string numbers and flags in every form", () => {
    const station = normaliseStation(raw, strip)!;
    expect(station).toMatchObject({
      userId: "bj01",
      nickname: "비제이",
      name: "비제이의 방송국",
      totalBroadcastSeconds: 7200,
      activeNo: 1,
      fanCount: 1234,
      subscriptionTotal: 3,
      aiIntro: "AI 소개글",
      profileText: "안녕하세요",
      titleHtml: "<b>제목</b>",
      // The adult broadcast's placeholder, as on every live card (000 §2.9).
      live: { broadNo: "987", viewers: 55, isAdult: true, hasPassword: false, thumbnailType: "ADULT" },
      auth: { isFavorite: true, isMobilePushEnabled: true, isOwner: false, isManager: true },
    });
    expect(station.badges).toEqual([{ groupNo: 7, priority: 1, name: "파트너", className: "partner", backgroundColor: null }]);
    expect(station.joinedAt).toBe(Date.parse("2010-05-01T10:00:00+09:00"));
  });

  it("keeps the AI intro out unless aiProfileConfYn is Y, and falls back to the id for the nickname", () => {
    const station = normaliseStation({ station: { userId: "bj02", display: { aiProfileConfYn: "N", aiProfileStr: "숨김" } } }, strip)!;
    expect(station.aiIntro).toBeNull();
    expect(station.nickname).toBe("bj02");
    expect(station.live).toBeNull();
  });

  it("returns null without a user id", () => {
    expect(normaliseStation({ station: {} }, strip)).toBeNull();
    expect(normaliseStation("nope", strip)).toBeNull();
  });

  // The live card's picture: the real `broad` has none (the server fills the platform's, see
  // tests/unit/station/home-top.test.ts); a picture the answer does carry, under any of the lists' names, is used.
  it.each([["broad_thumb"], ["broadImg"], ["thumbnail"]])("reads the broadcast's picture from %s, protocol-relative kept", (name) => {
    const station = normaliseStation({ ...raw, broad: { ...raw.broad, [name]: "//img.example/m/987" } }, strip)!;
    expect(station.live?.thumbnailUrl).toBe("//img.example/m/987");
  });

  it("has no picture of its own for the real broad, and no live (nor picture) when broad is null", () => {
    expect(normaliseStation(raw, strip)!.live?.thumbnailUrl).toBeNull();
    expect(normaliseStation({ ...raw, broad: null }, strip)!.live).toBeNull();
  });
});

// The station home's cover: the channel art (001 §3.3 pcFilename, mobileFilename, color) wherever
// the answer puts it, else the display's title skin image (a field of the real answer), else nothing.
describe("normaliseStation: the cover", () => {
  const cover = (extra: Record<string, unknown>, display: Record<string, unknown> = {}) =>
    normaliseStation({ station: { user_id: "bj01", display }, ...extra }, strip)!.cover;

  it("reads the channel art in snake_case on the top level, its colour normalised", () => {
    expect(
      cover({
        channel_art: { pc_filename: "https://img.example/art-pc.png", mobile_filename: "//img.example/art-m.png", color: "#1A2B3C", reg_date: "2026-01-01" },
      }),
    ).toEqual({ pcImageUrl: "https://img.example/art-pc.png", mobileImageUrl: "//img.example/art-m.png", color: "#1a2b3c" });
  });

  it("reads the spec's camelCase inside `station`, and uses one picture for both when only one is given", () => {
    const station = normaliseStation({ station: { userId: "bj01", channelArt: { mobileFilename: "https://img.example/m.png", color: "abc" } } }, strip)!;
    expect(station.cover).toEqual({ pcImageUrl: "https://img.example/m.png", mobileImageUrl: "https://img.example/m.png", color: "#abc" });
    expect(cover({ channel_art: { pc_filename: "https://img.example/pc.png" } })).toMatchObject({
      pcImageUrl: "https://img.example/pc.png",
      mobileImageUrl: "https://img.example/pc.png",
    });
  });

  it("falls back to the title skin image, then to nothing; never a picture that is no URL, nor a colour that is no colour", () => {
    expect(cover({ channel_art: null }, { title_skin_image: "//img.example/skin.jpg" })).toEqual({
      pcImageUrl: "//img.example/skin.jpg",
      mobileImageUrl: "//img.example/skin.jpg",
      color: null,
    });
    expect(cover({}, { title_skin_image: "" })).toEqual({ pcImageUrl: null, mobileImageUrl: null, color: null });
    expect(cover({ channel_art: { pc_filename: "art.png", mobile_filename: "javascript:alert(1)", color: "red;background:url(x)" } })).toEqual({
      pcImageUrl: null,
      mobileImageUrl: null,
      color: null,
    });
  });
});

describe("normaliseSidebar and boards", () => {
  it("reads the rankings, boards and menu flags (also as hiddenMenu)", () => {
    const sidebar = normaliseSidebar({
      fanList: [{ userId: "a", userNick: "가" }, { user_id: "b" }, { nick: "no id" }],
      subscribe_acc_fans: [{ user_id: "c", user_nick: "다" }],
      boards: [{ bbs_no: 10, display_type: "104", name: "자유", auth_no: "101" }, { bbs_no: "11" }],
      hiddenMenu: { showStoreMenu: 1, show_best_menu: "false" },
      partner: "Y",
    });
    expect(sidebar.topFans.map((fan) => [fan.rank, fan.userId, fan.nickname])).toEqual([
      [1, "a", "가"],
      [2, "b", "b"],
    ]);
    expect(sidebar.subscriberFans).toHaveLength(1);
    expect(sidebar.giftFans).toEqual([]);
    expect(sidebar.boards).toEqual([{ bbsNo: "10", name: "자유", displayType: 104, authNo: 101, writeAuthNo: null }]);
    expect(sidebar.flags).toEqual({ store: true, best: false, partner: true, supporters: false });
  });

  it("reads a board in the camelCase form", () => {
    expect(normaliseBoard({ bbsNo: "5", displayType: 101, boardName: "방명록", wAuthNo: "102" })).toEqual({
      bbsNo: "5",
      name: "방명록",
      displayType: 101,
      authNo: 101,
      writeAuthNo: 102,
    });
  });
});

describe("posts", () => {
  it("reads a summary with its count and ucc parts", () => {
    const post = normalisePostSummary({
      title_no: 55,
      bbs_no: "3",
      board_type: "105",
      title_name: "VOD 글",
      user_id: "bj01",
      reg_date: "2026-11-20 12:00:00",
      is_notice: "1",
      count: { read_cnt: "1000", comment_cnt: 2, like_cnt: "3" },
      hash_tags: ["게임", "롤"],
      ucc: { thumb: "//img.example/t.jpg", total_file_duration: "61000", file_type: "REVIEW", grade: "19", flag: "BJ_HIDDEN" },
    })!;
    expect(post).toMatchObject({
      titleNo: "55",
      bbsNo: "3",
      boardType: 105,
      title: "VOD 글",
      userNickname: "bj01",
      isNotice: true,
      isBlinded: true,
      readCount: 1000,
      commentCount: 2,
      likeCount: 3,
      hashTags: ["게임", "롤"],
    });
    expect(post.vod).toMatchObject({ durationMs: 61000, fileType: "REVIEW", isAdult: true });
    expect(post.vod?.thumbnailUrl).toMatch(/^https?:\/\/img\.example\/t\.jpg$|^\/\/img\.example\/t\.jpg$/);
  });

  it("reads a detail: sanitised content, photos, pin expiry and permission flags", () => {
    const post = normalisePostDetail(
      {
        title_no: "9",
        content: "<p>본문</p><script>evil()</script>",
        photos: [{ photo_no: 1, url: "https://img.example/1.jpg", label: "사진" }, { photo_no: 2 }],
        pin: { expire_date: "2026-12-01" },
        authority: { is_share: true, is_delete: "Y", is_notice_cancel: 1, is_pin: "0" },
      },
      strip,
    )!;
    expect(post.contentHtml).toBe("<p>본문</p>");
    expect(post.photos).toEqual([{ photoNo: "1", url: "https://img.example/1.jpg", label: "사진" }]);
    expect(post.isPinned).toBe(true);
    expect(post.pinExpireDate).toBe("2026-12-01");
    expect(post.permissions).toMatchObject({ share: true, delete: true, cancelNotice: true, pin: false, report: false });
  });

  it("reads every permission flag name of 001 §6", () => {
    const all = normalisePermissions({
      is_share: 1,
      is_update: 1,
      is_delete: 1,
      is_ucc_delete: 1,
      is_blind_cancel: 1,
      is_view_later: 1,
      is_move_board: 1,
      is_vod_to_board: 1,
      is_pin: 1,
      is_unpin: 1,
      is_notice: 1,
      is_notice_cancel: 1,
      is_report: 1,
      is_midroll: 1,
      is_add_playlist: 1,
      is_chapter: 1,
      isCommentWritable: true,
      is_reply_writable: "Y",
    });
    expect(Object.values(all).every(Boolean)).toBe(true);
    expect(Object.values(normalisePermissions(undefined)).some(Boolean)).toBe(false);
  });

  it("reads a board page with its notices and paging", () => {
    const page = normaliseBoardPage({
      data: [{ title_no: 1 }, { title_no: 2 }, {}],
      notices: [{ title_no: 3, is_notice: 1 }],
      meta: { current_page: "2", last_page: "4", total: "70" },
    });
    expect(page.posts.map((post) => post.titleNo)).toEqual(["1", "2"]);
    expect(page.notices.map((post) => post.titleNo)).toEqual(["3"]);
    expect(page).toMatchObject({ page: 2, lastPage: 4, total: 70 });
  });

  it("numbers a comment by p_comment_no and a reply by its own c_comment_no, the reply naming its comment", () => {
    const comments = [
      { p_comment_no: 10, c_comment_no: 0, user_id: "a", comment: "댓글" },
      { p_comment_no: 10, c_comment_no: "12", user_id: "b", comment: "답글" },
      { comment_no: "13", user_id: "c", comment: "옛 모양" },
    ].map(normaliseComment);
    expect(comments.map((comment) => [comment?.commentNo, comment?.parentNo])).toEqual([
      ["10", null],
      ["12", "10"],
      ["13", null],
    ]);
  });

  it("reads a comment's flags (001 §6), marks and text as plain text without control or direction characters", () => {
    const comment = normaliseComment({
      p_comment_no: "5",
      c_comment_no: "0",
      user_id: "a",
      user_nick: "",
      comment: "a\u0000b\u202Ec 👍 <b>그대로</b>",
      reg_date: "2026-09-22 19:59:31",
      modify_date: "2026-09-22 20:00:00",
      is_pin: "Y",
      is_hide: 1,
      authority: { is_update: true, is_delete: 1, is_pin: false, is_unpin: "1", is_report: 0, is_hide: false, is_unhide: true },
    });
    expect(comment).toMatchObject({
      commentNo: "5",
      userNickname: "a",
      text: "abc 👍 <b>그대로</b>",
      isPinned: true,
      isHidden: true,
      permissions: { update: true, delete: true, pin: false, unpin: true, report: false, hide: false, unhide: true },
    });
    expect(comment?.editedAt).toBeGreaterThan(comment!.createdAt!);
  });

  it("puts each reply under its comment on a page of comments, with the page meta", () => {
    const page = normaliseCommentPage({
      data: [
        { p_comment_no: 3, c_comment_no: 0, comment: "셋" },
        { p_comment_no: 3, c_comment_no: 7, comment: "셋의 답글" },
        { p_comment_no: 2, c_comment_no: 0, comment: "둘" },
        { p_comment_no: 99, c_comment_no: 8, comment: "이 페이지에 없는 댓글의 답글" },
      ],
      meta: { current_page: 2, last_page: "3", total: 45 },
    });
    expect(page.threads.map((thread) => [thread.commentNo, thread.replies.map((reply) => reply.commentNo)])).toEqual([
      ["3", ["7"]],
      ["2", []],
    ]);
    expect(page).toMatchObject({ page: 2, lastPage: 3, total: 45, ok: true });
  });
});

describe("station errors (001 §8)", () => {
  it("reads the code of a refused call", () => {
    expect(stationErrorOf({ code: 9000, message: "없는 방송국" })).toBe("notFound");
    expect(stationErrorOf({ errorCode: "CHA1000" })).toBe("banned");
    expect(stationErrorOf({ code: 1100 })).toBeNull();
    expect(stationErrorOf(null)).toBeNull();
  });
});
