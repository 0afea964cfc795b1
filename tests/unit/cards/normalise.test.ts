import { describe, expect, it } from "vitest";
import { normaliseCategory, normaliseCinety, normaliseList, normaliseLive, normalisePlaylistEntry, normaliseVod } from "~/normalise/cards";
import * as f from "../../fixtures/cards";

describe("live cards from every upstream form", () => {
  it("main live list (strings)", () => {
    expect(normaliseLive(f.mainListLive)).toMatchObject({
      kind: "live",
      key: "live:297314125",
      id: "297314125",
      userId: "haru123",
      userNickname: "행복한고양이",
      title: "오늘도 즐겁게 소통방송",
      thumbnailUrl: "//liveimg.example/m/297314125?412",
      viewCount: 35614,
      categoryNo: "00040070",
      categoryName: "리그 오브 레전드",
      isAdult: false,
      hasPassword: false,
      thumbnailType: null,
      isPaid: false,
      isVisit: true,
      hasDrops: true,
      hashTags: ["롤", "랭크"],
      startedAt: Date.parse("2026-09-22T10:59:31Z"),
    });
  });

  it("liveSearch (b_broad_title markup stripped, adult and password)", () => {
    expect(normaliseLive(f.searchLive)).toMatchObject({
      title: "발로 랭크",
      thumbnailUrl: "https://liveimg.example/m/297000001",
      categoryNo: "00040085",
      categoryName: "발로란트",
      isAdult: true,
      hasPassword: true,
      thumbnailType: "ADULT_LOCK",
      isVisit: false,
      hasDrops: false,
      isFan: true,
      isSubscriber: false,
    });
  });

  it("categoryContentsList (numbers, paid, subscription-only, '.0' dates)", () => {
    expect(normaliseLive(f.categoryLive)).toMatchObject({
      id: "297222333",
      viewCount: 120000,
      profileImageUrl: "https://stimg.example/LOGO/so/sora9/sora9.jpg",
      categoryNo: "00160001",
      isPaid: true,
      subscriptionOnly: true,
      startedAt: Date.parse("2026-09-22T09:27:14Z"),
    });
  });

  it("favourites' broad_info (booleans)", () => {
    expect(normaliseLive(f.favouriteBroadInfo)).toMatchObject({ isAdult: true, hasPassword: true, thumbnailType: "ADULT_LOCK", viewCount: 88 });
  });

  it("the spec's camelCase names", () => {
    expect(normaliseLive(f.camelLive)).toMatchObject({
      id: "297999000",
      userNickname: "낙타",
      title: "카멜 방송",
      hasPassword: true,
      isAdult: true,
      isVisit: true,
      viewCount: 5,
    });
  });

  it("the short names an answer may send (btype, bpwd): paid and locked", () => {
    expect(normaliseLive({ broad_no: "297000777", user_id: "paid01", btype: 40, bpwd: "Y" })).toMatchObject({ isPaid: true, hasPassword: true });
    expect(normaliseLive({ broad_no: "297000778", user_id: "free01", btype: "0", bpwd: "N" })).toMatchObject({ isPaid: false, hasPassword: false });
  });

  it("items without an id or a user are skipped", () => {
    expect(normaliseLive({ user_id: "x" })).toBeNull();
    expect(normaliseLive({ broad_no: "1" })).toBeNull();
    expect(normaliseList([f.mainListLive, null, "junk", {}, f.searchLive], normaliseLive).map((card) => card.id)).toEqual(["297314125", "297000001"]);
  });
});

describe("VOD, Catch, story, playlist and Cinety cards", () => {
  it("vodSearch (flat, ms duration string, paid)", () => {
    expect(normaliseVod(f.searchVod)).toMatchObject({
      kind: "vod",
      id: "150000123",
      fileType: "HIGHLIGHT",
      durationMs: 69072738,
      viewCount: 4567,
      isPaid: true,
      authNo: 101,
      stationNo: "10001",
      bbsNo: "109",
      isSubscriber: true,
      thumbnailType: null,
      createdAt: Date.parse("2026-09-20T01:00:00Z"),
    });
  });

  it("channel API (nested ucc / count, private adult)", () => {
    expect(normaliseVod(f.channelVod)).toMatchObject({
      kind: "vod",
      title: "어제 방송 다시보기",
      fileType: "REVIEW",
      durationMs: 3723000,
      viewCount: 250,
      thumbnailUrl: "//vodimg.example/x.jpg",
      isAdult: true,
      authNo: 102,
      thumbnailType: "ADULT_LOCK",
      profileImageUrl: "https://stimg.example/LOGO/ha/haru123/haru123.jpg",
    });
  });

  it("watch-later VOD: last position, later date, adult by VOD category 30000", () => {
    expect(normaliseVod(f.laterVod)).toMatchObject({
      durationMs: 600000,
      lastViewMs: 12000,
      updatedAt: Date.parse("2026-09-20T23:00:00Z"),
      isAdult: true,
      thumbnailType: "ADULT",
      categoryNo: "00030000",
    });
  });

  it("Catch: vertical thumbnail, original streamer, BJ_HIDDEN private", () => {
    expect(normaliseVod(f.catchItem)).toMatchObject({
      kind: "catch",
      userId: "sora9",
      vertical: true,
      thumbnailUrl: "//vodimg.example/v.jpg",
      originalUserId: "haru123",
      originalUserNickname: "행복한고양이",
      thumbnailType: "LOCK",
      createdAt: Date.parse("2026-09-19T11:00:00Z"),
    });
  });

  it("Catch story keyed by its story index", () => {
    expect(normaliseVod(f.storyItem)).toMatchObject({ kind: "story", id: "9001", key: "story:9001", titleNo: "150002222", storyIds: ["9001"], viewCount: 12 });
  });

  it("playlist entry with 0 items", () => {
    expect(normalisePlaylistEntry(f.playlistEntry)).toMatchObject({
      kind: "playlist",
      id: "55",
      titleNo: "150000123",
      title: "나만의 재생목록",
      userId: "viewer01",
      playlistCount: 0,
      thumbnailUrl: "//vodimg.example/p.jpg",
      addId: "viewer01",
      regId: "viewer01",
    });
  });

  it("Cinety episode", () => {
    expect(normaliseCinety(f.cinetyItem)).toMatchObject({
      kind: "cinety",
      title: "3화: 새로운 시작",
      userNickname: "스트리머 오리지널",
      viewCount: 9876,
      durationMs: 1450000,
      episodeNo: 3,
    });
  });

  it("category tile", () => {
    expect(normaliseCategory(f.categoryListItem)).toEqual({
      categoryNo: "00810000",
      vodCategoryNo: "00820000",
      name: "버추얼",
      imageUrl: "https://adminimg.example/category_img/2024/05/01/abc.png",
      viewCount: 5123,
      isDrops: true,
      fixedTags: ["버튜버"],
    });
  });
});
