import { describe, expect, it } from "vitest";
import { deepLink, links } from "~/utils/links";
import { appLinks, webLinks } from "../../fixtures/link-config";
import { detectClient, versionAtLeast } from "~/utils/webview";

const web = webLinks;
const app = appLinks;

describe("external destinations (000 §2.2)", () => {
  it("station and post pages are the portal's own", () => {
    expect(links.station(web, "haru12")).toBe("/station/haru12");
    expect(links.post(web, "haru12", 991)).toBe("/station/haru12/post/991");
    expect(links.legacyStation(web, "haru12")).toBe("https://st.example/haru12");
    expect(links.legacyPost(web, "haru12", 991)).toBe("https://st.example/haru12/post/991");
  });

  it("live player {play host}/{userId}/{broadNo}", () => {
    expect(links.livePlayer(web, "haru12", 280000001)).toBe("https://play.example/haru12/280000001");
  });

  it("VOD player, with the watch-later entry point", () => {
    expect(links.vodPlayer(web, 150000001)).toBe("https://vod.example/player/150000001");
    expect(links.vodPlayer(web, 150000001, { later: true })).toBe("https://vod.example/player/150000001/later#REG_DATE/1");
  });

  it("Catch carries the clicked item and the next 4", () => {
    const ids = [1, 2, 3, 4, 5, 6, 7];
    expect(links.catchPlayer(web, ids, 1)).toBe("https://vod.example/player/2/catch?szSearchTnoList=2-3-4-5-6");
    expect(links.catchPlayer(web, ids, 5)).toBe("https://vod.example/player/6/catch?szSearchTnoList=6-7");
  });

  it("Catch story carries where it was opened and the story ids", () => {
    expect(links.catchStoryPlayer(web, [11, 12, 13], 1, "search")).toBe("https://vod.example/player/12/catchstory?o=1&szLocation=search&aStoryListIdx=12-13");
  });

  it("playlist and time jump", () => {
    expect(links.playlistPlayer(web, 5, 77, "모음")).toBe("https://vod.example/player/5/playlist/77");
    expect(links.timeJump(web, 5, 93.7)).toBe("https://vod.example/player/5?change_second=93");
  });

  it("login with the page to come back to", () => {
    expect(links.login(web, "http://localhost:3000/my/favorite")).toBe(
      "https://login.example/login.php?szFrom=full&request_uri=http%3A%2F%2Flocalhost%3A3000%2Fmy%2Ffavorite",
    );
  });
});

describe("app deep links (000 §2.3, 001 §7.11)", () => {
  it.each([
    [deepLink.close(web), "streamon://browser/close"],
    [deepLink.live(web, { broadNo: 1, userId: "a" }), "streamon://player/live?broad_no=1&user_id=a&channel="],
    [deepLink.video(web, { stationNo: 9, bbsNo: 8, titleNo: 7 }), "streamon://player/video?station_no=9&bbs_no=8&title_no=7"],
    [
      deepLink.video(web, { stationNo: 9, bbsNo: 8, titleNo: 7, playlistIdx: 6, type: "playlist" }),
      "streamon://player/video?station_no=9&bbs_no=8&title_no=7&nPlaylistIdx=6&type=playlist",
    ],
    [deepLink.catchStory(web, { storyIdx: 5 }), "streamon://player/catchstory?nStoryIdx=5"],
    [deepLink.station(web, { url: "https://x/station/a", title: "A" }), "streamon://browser/station?url=https%3A%2F%2Fx%2Fstation%2Fa&title=A"],
    [deepLink.external(web, { url: "https://x" }), "streamon://browser/external?url=https%3A%2F%2Fx"],
    [deepLink.share(web, { url: "https://x", title: "공유" }), "streamon://share?url=https%3A%2F%2Fx&title=%EA%B3%B5%EC%9C%A0"],
    [
      deepLink.subscription(web, { receiverId: "a", receiveNick: "에이", bjImage: "https://i/a.jpg" }),
      "streamon://item/subscription?receiverId=a&receive_nick=%EC%97%90%EC%9D%B4&bj_image=https%3A%2F%2Fi%2Fa.jpg",
    ],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));

  it("inside the app, player, station and external links become deep links", () => {
    expect(links.livePlayer(app, "haru12", 5)).toBe("streamon://player/live?broad_no=5&user_id=haru12&channel=");
    expect(links.vodPlayer(app, 7, { app: { stationNo: 9, bbsNo: 8 } })).toBe("streamon://player/video?station_no=9&bbs_no=8&title_no=7");
    expect(links.catchStoryPlayer(app, [3, 4], 0, "home")).toBe("streamon://player/catchstory?nStoryIdx=3");
    expect(links.station(app, "haru12")).toBe("streamon://browser/station?url=https%3A%2F%2Fportal.example%2Fstation%2Fharu12&title=haru12");
    expect(links.station(app, "haru12", "하루")).toBe(
      "streamon://browser/station?url=https%3A%2F%2Fportal.example%2Fstation%2Fharu12&title=%ED%95%98%EB%A3%A8",
    );
    expect(links.post(app, "haru12", 991, "공지")).toBe(
      "streamon://browser/station?url=https%3A%2F%2Fportal.example%2Fstation%2Fharu12%2Fpost%2F991&title=%EA%B3%B5%EC%A7%80",
    );
    expect(links.playlistPlayer(app, 7, 55, "모음", { stationNo: 9, bbsNo: 8 })).toBe(
      "streamon://player/video?station_no=9&bbs_no=8&title_no=7&nPlaylistIdx=55&type=playlist",
    );
    // Without its board, the web player in the app's own browser: the reader stays in the app (issue 72).
    expect(links.playlistPlayer(app, 7, 55, "모음")).toBe(
      "streamon://browser/station?url=https%3A%2F%2Fvod.example%2Fplayer%2F7%2Fplaylist%2F55&title=%EB%AA%A8%EC%9D%8C",
    );
    expect(links.platformPage(app, "https://item.example/popup/sticker?szBjId=a", "스티커 선물")).toBe(
      "streamon://browser/station?url=https%3A%2F%2Fitem.example%2Fpopup%2Fsticker%3FszBjId%3Da&title=%EC%8A%A4%ED%8B%B0%EC%BB%A4+%EC%84%A0%EB%AC%BC",
    );
    expect(links.platformPage(web, "https://item.example/popup/sticker", "스티커 선물")).toBe("https://item.example/popup/sticker");
    expect(links.external(app, "https://news.example")).toBe("streamon://browser/external?url=https%3A%2F%2Fnews.example");
  });
});

describe("webview detection", () => {
  const pattern = /StreamOnApp\/(\d+\.\d+\.\d+)/;
  it.each([
    ["Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.16.2", { isApp: true, platform: "android", appVersion: "8.16.2" }],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) StreamOnApp/8.14.0", { isApp: true, platform: "ios", appVersion: "8.14.0" }],
    ["Mozilla/5.0 (Windows NT 10.0) Chrome/156", { isApp: false, platform: "web", appVersion: null }],
    [null, { isApp: false, platform: "web", appVersion: null }],
  ])("%s", (ua, kind) => expect(detectClient(ua, pattern)).toEqual(kind));

  it.each([
    ["8.15.0", "8.15.0", true],
    ["8.16.0", "8.15.0", true],
    ["8.9.9", "8.15.0", false],
    ["9.0", "8.15.0", true],
    [null, "8.15.0", false],
  ])("%s ≥ %s → %s", (version, minimum, ok) => expect(versionAtLeast(version, minimum)).toBe(ok));
});
