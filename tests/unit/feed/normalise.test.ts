// Feed normalisers (001 §3.2) fed the real upstream shapes: snake_case with strings for numbers, nested
// count and ucc, every flag form, and the spec's camelCase.
import { describe, expect, it } from "vitest";
import { normaliseFeedItem, normaliseFeedPage, normaliseHotKeywords, normaliseHotList, normalisePopularPost } from "~/normalise/feed";

const base = {
  index_reg_date: 1795230157146,
  user_id: "fan01",
  user_nick: "팬",
  profile_image: "//img/LOGO/fa/fan01/fan01.jpg",
  station_user_id: "bj01",
  station_user_nick: "스트리머",
  reg_date: "2026-11-21 03:00:00",
  reg_date_human: "15 분 전",
  count: { like_cnt: "12", read_cnt: 340, comment_cnt: "5" },
  is_like: false,
  is_notice: "1",
  url: "http://up/st/bj01/post/80000001",
  title_name: "제목",
  title_no: 80000001,
};

describe("feed items", () => {
  it("POST / PHOTO: owner and author, counts, notice flag, HTML kept for the server to sanitise, first photo", () => {
    const item = normaliseFeedItem({
      ...base,
      feed_type: "PHOTO",
      content: "<p>내용</p>",
      photos: [{ url: "//img/a.png" }, { url: "//img/b.png" }],
      hashtags: ["게임", ""],
    });
    expect(item).toMatchObject({
      kind: "PHOTO",
      key: "1795230157146",
      indexRegDate: 1795230157146,
      userId: "fan01",
      stationUserId: "bj01",
      stationUserNick: "스트리머",
      counts: { like: 12, read: 340, comment: 5 },
      isLiked: false,
      isNotice: true,
      html: "<p>내용</p>",
      photoUrl: "//img/a.png",
      hashtags: ["게임"],
      titleNo: "80000001",
    });
    expect(item?.createdAt).toBe(Date.UTC(2026, 10, 20, 18, 0, 0));
  });

  it("the spec's camelCase names and boolean-ish flags", () => {
    const item = normaliseFeedItem({
      feedType: "POST",
      indexRegDate: "1795230157146",
      userId: "bj01",
      userNick: "스트리머",
      isLike: "Y",
      isNotice: 0,
      titleName: "제목",
      titleNo: "1",
      content: "",
      count: { likeCnt: 3, readCnt: "4", commentCnt: 0 },
    });
    expect(item).toMatchObject({ kind: "POST", stationUserId: "bj01", isLiked: true, isNotice: false, counts: { like: 3, read: 4, comment: 0 } });
  });

  it("LIVE: the player's broadcast, viewers and the access badges", () => {
    const item = normaliseFeedItem({
      ...base,
      user_id: "bj01",
      feed_type: "LIVE",
      broad_no: "280000007",
      broad_title: "방송",
      broad_grade: "19",
      is_password: "Y",
      thumb: "//img/m/280000007?7",
      current_view_cnt: "1234",
    });
    expect(item?.kind).toBe("LIVE");
    if (item?.kind !== "LIVE") return;
    expect(item.card).toMatchObject({ id: "280000007", userId: "bj01", isAdult: true, hasPassword: true, thumbnailType: "ADULT_LOCK" });
    expect(item).toMatchObject({ viewerCount: 1234, access: "adultPassword", picture: "/images/thumb-adult-lock.svg", title: "방송" });
  });

  it("VOD: ucc fields, labels, duration, HLS, PPV, abroad and private", () => {
    const vod = (over: Record<string, unknown>, ucc: Record<string, unknown> = {}) =>
      normaliseFeedItem({
        ...base,
        user_id: "bj01",
        feed_type: "VOD",
        auth_no: 101,
        is_ppv: false,
        ucc_is_abroad_blocking: false,
        station_no: 10001,
        bbs_no: 108,
        ...over,
        ucc: {
          is_adult: false,
          category: "00040000",
          vod_category: "00040000",
          file_type: "REVIEW",
          hls: "http://up/vod/hls/1/playlist.m3u8",
          flag: "SUCCEED",
          is_password: false,
          total_file_duration: 3723000,
          ucc_type: "21",
          thumb: "//img/vod.png",
          ...ucc,
        },
      });
    const item = vod({});
    expect(item?.kind).toBe("VOD");
    if (item?.kind !== "VOD") return;
    expect(item).toMatchObject({
      labels: ["review"],
      durationText: "1:02:03",
      hlsUrl: "http://up/vod/hls/1/playlist.m3u8",
      isAbroadBlocked: false,
      picture: "//img/vod.png",
    });
    expect(item.card).toMatchObject({ fileType: "REVIEW", durationMs: 3723000, isPaid: false, stationNo: "10001", bbsNo: "108" });

    const ppv = vod({ is_ppv: "Y", ucc_is_abroad_blocking: 1 });
    expect(ppv?.kind === "VOD" && ppv.card.isPaid && ppv.isAbroadBlocked).toBe(true);
    const hidden = vod({ auth_no: 102 });
    expect(hidden?.kind === "VOD" && hidden.card.thumbnailType).toBe("LOCK");
    const bjHidden = vod({}, { flag: "BJ_HIDDEN" });
    expect(bjHidden?.kind === "VOD" && bjHidden.card.thumbnailType).toBe("LOCK");
    const smr = vod({}, { file_type: "SMR" });
    expect(smr?.kind === "VOD" && smr.labels).toEqual(["noPreview"]);
    const highlight = vod({}, { file_type: "HIGHLIGHT" });
    expect(highlight?.kind === "VOD" && highlight.labels).toEqual(["highlight"]);
  });

  it("items without a cursor, an author or a known kind are dropped", () => {
    expect(normaliseFeedItem({ ...base, index_reg_date: null, feed_type: "POST" })).toBeNull();
    expect(normaliseFeedItem({ ...base, user_id: "", feed_type: "POST" })).toBeNull();
    expect(normaliseFeedItem({ ...base, feed_type: "PARENT_COMMENT" })).toBeNull();
  });
});

describe("feed pages", () => {
  it("the next cursor is the last item's indexRegDate while has_more holds", () => {
    const data = [1, 2].map((n) => ({ ...base, feed_type: "POST", index_reg_date: 1000 - n, title_no: n }));
    expect(normaliseFeedPage({ data, hasMore: true })).toMatchObject({ hasMore: true, nextCursor: "998" });
    expect(normaliseFeedPage({ data, hasMore: false })).toMatchObject({ hasMore: false, nextCursor: null });
  });
  it("a failed call is an empty list (001 §8)", () => {
    expect(normaliseFeedPage(null)).toEqual({ items: [], hasMore: false, nextCursor: null });
  });
});

describe("side panel and hot list", () => {
  it("hot keywords: strings only, trimmed, without blanks or repeats", () => {
    expect(normaliseHotKeywords(["게임", " 게임 ", "", 3, null, "ASMR"])).toEqual(["게임", "ASMR"]);
    expect(normaliseHotKeywords({ data: [] })).toEqual([]);
  });

  it("popular posts: read count as a string, plain-text content, first photo", () => {
    expect(
      normalisePopularPost({
        user_id: "bj01",
        user_nick: "스트리머",
        title_name: "인기글",
        content: "<p>첫 줄</p><p>둘째 &amp; 줄</p>",
        url: "http://up/st/bj01/post/1",
        reg_date: "2026-11-20 10:00:00",
        count: { read_cnt: "79180" },
        photos: [{ url: "//img/p.png" }],
      }),
    ).toMatchObject({ userId: "bj01", title: "인기글", excerpt: "첫 줄 둘째 & 줄", readCount: 79180, photoUrl: "//img/p.png" });
    // The post's station and number when the answer names them (the side panel opens the portal's post page).
    expect(normalisePopularPost({ user_id: "fan01", title_name: "글", station_user_id: "bj01", title_no: 90000012 })).toMatchObject({
      userId: "fan01",
      stationUserId: "bj01",
      titleNo: "90000012",
    });
    expect(normalisePopularPost({ user_id: "bj01", title_name: "글" })).toMatchObject({ stationUserId: null, titleNo: null });
  });

  it("hot list: ranked, hidden flag, counts as strings, refresh time and cycle", () => {
    const hot = normaliseHotList({
      result: 1,
      data: [
        {
          rank: "2",
          user_id: "b",
          user_nick: "B",
          station_user_id: "s",
          title_no: "2",
          title_name: "둘",
          content: "",
          is_blind: true,
          count: { like_cnt: "1", read_cnt: "2", comment_cnt: "3" },
        },
        { rank: "1", user_id: "a", user_nick: "A", title_no: "1", title_name: "하나", content: "<b>본문</b>", is_like: true, photos: [{ url: "//img/1.png" }] },
        { rank: "x", user_id: "c", title_no: "3" },
      ],
      refresh_cycle: 10,
      refresh_time: "2026-11-21 12:10:00",
    });
    expect(hot.posts.map((post) => post.rank)).toEqual([1, 2]);
    expect(hot.posts[0]).toMatchObject({ userId: "a", stationUserId: "a", isLiked: true, isHidden: false, excerpt: "본문", photoUrls: ["//img/1.png"] });
    expect(hot.posts[1]).toMatchObject({ isHidden: true, counts: { like: 1, read: 2, comment: 3 } });
    expect(hot).toMatchObject({ refreshCycleMinutes: 10, refreshedAt: Date.UTC(2026, 10, 21, 3, 10, 0), refreshText: "2026-11-21 12:10:00" });
  });

  it("a failed hot list is empty, without refresh data", () => {
    expect(normaliseHotList(null)).toEqual({ posts: [], refreshCycleMinutes: null, refreshedAt: null, refreshText: "" });
  });
});
