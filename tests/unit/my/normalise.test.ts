// Raw My-area answers (001 §3.1) → domain, in the shapes the personal API sends them (snake_case,
// strings for numbers, every flag form) and in the spec's camelCase.
import { describe, expect, it } from "vitest";
import { normalisePlaylistEntry } from "~/normalise/cards";
import {
  normaliseFeedPost,
  normaliseGroup,
  normaliseLaterEntry,
  normaliseRecommendation,
  normaliseStoryItem,
  normaliseStreamer,
  plainText,
} from "~/normalise/my";

const favouriteRow = {
  favorite_no: "90",
  user_id: "haru123",
  user_nick: "행복한고양이",
  station_name: "행복한고양이의 방송국",
  profile_image: "//img.example/LOGO/ha/haru123/haru123.jpg",
  is_live: true,
  is_pin: true,
  pin_date: "2026-09-22 19:59:31",
  is_fanclub: false,
  is_subscribe: "Y",
  total_view_cnt: "81235652",
  broad_info: [
    {
      broad_no: 297314125,
      broad_title: "오늘도 즐겁게",
      broad_start: "2026-09-22 18:00:00",
      broad_img: "//liveimg.example/m/297314125?1",
      total_view_cnt: 547,
      is_password: false,
      is_adult: true,
      category_tags: ["취미"],
    },
  ],
};

describe("streamer rows (favourites, subscriptions, fan clubs)", () => {
  it("a row with a broadcast in broad_info is on air, with or without is_live", () => {
    const streamer = normaliseStreamer(favouriteRow)!;
    expect(streamer).toMatchObject({
      userId: "haru123",
      nickname: "행복한고양이",
      profileImageUrl: "//img.example/LOGO/ha/haru123/haru123.jpg",
      isLive: true,
      isPinned: true,
      pinnedAt: Date.parse("2026-09-22T10:59:31Z"),
      isFan: false,
      isSubscriber: true,
      isAlarmOn: false,
    });
    // The go-live toast's alarm (the station's push toggle on the favourite), in either reading.
    expect(normaliseStreamer({ ...favouriteRow, is_push: true })?.isAlarmOn).toBe(true);
    expect(normaliseStreamer({ ...favouriteRow, is_mobile_push: 1 })?.isAlarmOn).toBe(true);
    expect(normaliseStreamer({ ...favouriteRow, is_live: false })?.isLive).toBe(true);
    expect(normaliseStreamer({ ...favouriteRow, is_live: false, broad_info: [{ broad_title: "no broadcast number" }] })?.isLive).toBe(false);
  });

  it("offline, camelCase, string flags", () => {
    expect(normaliseStreamer({ userId: "bora", userNick: "", isLive: "N", isPin: 0, broadInfo: [] })).toMatchObject({
      userId: "bora",
      nickname: "bora",
      isLive: false,
      isPinned: false,
    });
  });

  it("a row without a user is dropped", () => {
    expect(normaliseStreamer({ user_nick: "x" })).toBeNull();
  });
});

describe("groups, new posts, recommendations", () => {
  it("group: idx, title and the streamer count", () => {
    expect(normaliseGroup({ idx: "3", title: "게임", streamer_cnt: "7" })).toEqual({ idx: "3", title: "게임", count: 7 });
    expect(normaliseGroup({ idx: 4, title: "" })).toBeNull();
  });

  it("new post: plain text from HTML, the first photo", () => {
    expect(
      normaliseFeedPost({
        title_no: 7000001,
        user_id: "haru123",
        user_nick: "행복한고양이",
        title_name: "공지",
        content: "<p>내일 8시&nbsp;방송</p><p>&lt;합방&gt; &amp; 이벤트</p><script>x</script>",
        photo_cnt: "2",
        photos: [{ url: "//img.example/p1.jpg" }, { url: "//img.example/p2.jpg" }],
        reg_date: "2026-09-22 19:59:31",
      }),
    ).toMatchObject({ titleNo: "7000001", excerpt: "내일 8시 방송 <합방> & 이벤트", photoUrl: "//img.example/p1.jpg", photoCount: 2 });
    expect(plainText("a<br/>b")).toBe("a b");
    // What a reader never sees is no part of the excerpt: a script's or a style's text, closed or not.
    expect(plainText('<p onclick="alert(1)">당첨!</p><script>alert("xss")</script><img src="x" onerror="alert(2)">')).toBe("당첨!");
    expect(plainText("<style>p { color: red }</style>공지<SCRIPT type=module>x()</SCRIPT >끝")).toBe("공지 끝");
    expect(plainText("본문<script>never closed")).toBe("본문");
  });

  it("recommendation: a live card and its logic", () => {
    expect(normaliseRecommendation({ broad_no: "1", user_id: "a", broad_title: "t", logic: "CATEGORY" })).toMatchObject({
      card: { id: "1" },
      logic: "CATEGORY",
    });
  });
});

describe("watch later entries are VOD or live (001 §3.1)", () => {
  it("a live entry becomes a live card", () => {
    expect(normaliseLaterEntry({ type: "LIVE", broad_no: "280000647", user_id: "a", broad_title: "t" })).toMatchObject({ kind: "live", key: "live:280000647" });
  });

  it("a VOD entry keeps the later date (the player's later entry point) and the last position", () => {
    expect(
      normaliseLaterEntry({
        type: "VOD",
        title_no: "150093102",
        file_type: "NORMAL",
        user_id: "a",
        title_name: "t",
        later_reg_date: "2026-09-22 19:59:31",
        total_duration: 600_000,
        last_view_duration: 6_000,
      }),
    ).toMatchObject({ kind: "vod", key: "vod:150093102", updatedAt: Date.parse("2026-09-22T10:59:31Z"), durationMs: 600_000, lastViewMs: 6_000 });
  });
});

describe("playlist entries (001 §3.1)", () => {
  it("list_idx, addId and regId; 0 items", () => {
    const entry = normalisePlaylistEntry({
      list_idx: 3034,
      add_id: "viewer01",
      playlist: {
        reg_id: "viewer01",
        reg_nick: "데모시청자",
        title: "새 재생목록",
        count: { playlist_cnt: 0 },
        config: { display: "Y" },
        bbs_title: { ucc: { thumb: "" } },
      },
    });
    expect(entry).toMatchObject({ kind: "playlist", id: "3034", addId: "viewer01", regId: "viewer01", playlistCount: 0, title: "새 재생목록" });
  });
});

describe("story items (001 §3.1)", () => {
  const base = {
    station_user_id: "haru123",
    station_user_nick: "행복한고양이",
    title_no: 70000027,
    title_name: "공지",
    content: "<p>본문</p>",
    reg_date: "2026-09-22 19:59:31",
  };

  it("a reply: its key, the comment it answers, counts from count{}", () => {
    expect(
      normaliseStoryItem({
        ...base,
        feed_type: "CHILD_COMMENT",
        p_comment_no: 500006,
        c_comment_no: 500050,
        comment: "감사합니다",
        parent: { comment: "좋아요" },
        count: { read_cnt: 3 },
      }),
    ).toMatchObject({
      key: "CHILD_COMMENT:haru123:70000027:500006:500050",
      feedType: "CHILD_COMMENT",
      pCommentNo: "500006",
      cCommentNo: "500050",
      comment: "감사합니다",
      parentComment: "좋아요",
      excerpt: "본문",
      counts: { read: 3, comment: 0, like: 0 },
    });
  });

  it("a private post (authNo 102) with a photo, camelCase", () => {
    expect(
      normaliseStoryItem({
        feedType: "PHOTO",
        stationUserId: "me",
        titleNo: "9",
        titleName: "사진",
        authNo: 102,
        photos: [{ url: "https://img.example/a.jpg" }],
      }),
    ).toMatchObject({ key: "PHOTO:me:9::", isPrivate: true, photoUrl: "https://img.example/a.jpg", comment: null });
  });

  it("unknown types and comments without their numbers are dropped", () => {
    expect(normaliseStoryItem({ ...base, feed_type: "NOTICE" })).toBeNull();
    expect(normaliseStoryItem({ ...base, feed_type: "PARENT_COMMENT" })).toBeNull();
    expect(normaliseStoryItem({ ...base, feed_type: "CHILD_COMMENT", p_comment_no: 1 })).toBeNull();
  });
});
