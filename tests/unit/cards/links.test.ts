import { describe, expect, it } from "vitest";
import { excludeHidden, type BroadcastCard } from "~/domain/cards";
import { normaliseCinety, normaliseLive, normalisePlaylistEntry, normaliseVod } from "~/normalise/cards";
import { cardHref, cardShareUrl } from "~/utils/card-links";
import type { LinkConfig } from "~/utils/links";
import * as f from "../../fixtures/cards";

const web: LinkConfig = {
  play: "https://play.example",
  vod: "https://vod.example",
  station: "https://st.example",
  loginUrl: "",
  appScheme: "streamon",
  isApp: false,
  origin: "https://portal.example",
};
const app: LinkConfig = { ...web, isApp: true };
const live = normaliseLive(f.mainListLive)!;
const vod = normaliseVod(f.searchVod)!;
const later = normaliseVod(f.laterVod)!;

describe("where a card leads", () => {
  it("live → the live player, or the app's player deep link", () => {
    expect(cardHref(live, web)).toBe("https://play.example/haru123/297314125");
    expect(cardHref(live, app)).toBe("streamon://player/live?broad_no=297314125&user_id=haru123&channel=");
  });

  it("VOD → the VOD player; a watch-later entry through '/later#REG_DATE/1'; in the app player/video", () => {
    expect(cardHref(vod, web)).toBe("https://vod.example/player/150000123");
    expect(cardHref(later, web)).toBe("https://vod.example/player/150000999/later#REG_DATE/1");
    expect(cardHref(vod, app)).toBe("streamon://player/video?station_no=10001&bbs_no=109&title_no=150000123");
  });

  it("Catch carries itself and the next 4 of the list", () => {
    const catches = [1, 2, 3, 4, 5, 6].map((n) => normaliseVod({ ...f.catchItem, title_no: n })!);
    const context = { catchIds: catches.map((c) => c.id), storyIds: [], location: "home" as const };
    expect(cardHref(catches[1], web, context)).toBe("https://vod.example/player/2/catch?szSearchTnoList=2-3-4-5-6");
  });

  it("Catch story carries where it was opened", () => {
    const story = normaliseVod(f.storyItem)!;
    expect(cardHref(story, web, { catchIds: [], storyIds: ["9000", "9001", "9002"], location: "search" })).toBe(
      "https://vod.example/player/9001/catchstory?o=1&szLocation=search&aStoryListIdx=9001-9002",
    );
    expect(cardHref(story, app)).toBe("streamon://player/catchstory?nStoryIdx=9001");
  });

  it("a playlist with 0 items has no link; with items it opens the playlist", () => {
    const empty = normalisePlaylistEntry(f.playlistEntry)!;
    expect(cardHref(empty, web)).toBeNull();
    const full = normalisePlaylistEntry({ ...f.playlistEntry, playlist: { ...f.playlistEntry.playlist, count: { playlist_cnt: 4 } } })!;
    expect(cardHref(full, web)).toBe("https://vod.example/player/150000123/playlist/55");
  });
});

describe("inside the app (000 §2.3, 001 §7.11)", () => {
  const withBoard = {
    ...f.playlistEntry.playlist,
    count: { playlist_cnt: 4 },
    bbs_title: { ...f.playlistEntry.playlist.bbs_title, station_no: 10001, bbs_no: 105 },
  };

  it("a playlist opens with player/video and its nPlaylistIdx, not the web player", () => {
    const playlist = normalisePlaylistEntry({ ...f.playlistEntry, playlist: withBoard })!;
    expect(cardHref(playlist, app)).toBe("streamon://player/video?station_no=10001&bbs_no=105&title_no=150000123&nPlaylistIdx=55&type=playlist");
    const found = normaliseVod({ ...f.searchVod, file_type: "PLAYLIST", list_no: "7001", playlist_cnt: "3" })!;
    expect(cardHref(found, app)).toBe("streamon://player/video?station_no=10001&bbs_no=109&title_no=150000123&nPlaylistIdx=7001&type=playlist");
  });

  it("a Catch opens with player/video as a Catch (type=catch) when its board is known; a list that names none opens the web Catch player with its list in the external browser", () => {
    const ids = [1, 2, 3].map(String);
    const context = { catchIds: ids, storyIds: [], location: "home" as const };
    const withBoard = normaliseVod({ ...f.catchItem, title_no: 2, station_no: 10004, bbs_no: 105 })!;
    expect(cardHref(withBoard, app, context)).toBe("streamon://player/video?station_no=10004&bbs_no=105&title_no=2&type=catch");
    const noBoard = normaliseVod({ ...f.catchItem, title_no: 2 })!;
    expect(cardHref(noBoard, app, context)).toBe(
      `streamon://browser/external?url=${encodeURIComponent("https://vod.example/player/2/catch?szSearchTnoList=2-3")}`,
    );
  });

  it("a Cinety episode opens with player/video", () => {
    const episode = normaliseCinety({ ...f.cinetyItem, title_no: 150000777, station_no: 10004, bbs_no: 105 })!;
    expect(cardHref(episode, app)).toBe("streamon://player/video?station_no=10004&bbs_no=105&title_no=150000777");
  });

  it("sharing carries the web address, never a deep link", () => {
    expect(cardShareUrl(live, app)).toBe("https://play.example/haru123/297314125");
    expect(cardShareUrl(vod, app)).toBe("https://vod.example/player/150000123");
    const empty = normalisePlaylistEntry(f.playlistEntry)!;
    expect(cardShareUrl(empty, app)).toBe("https://portal.example/station/viewer01");
  });
});

describe("hidden streamers are filtered out of lists", () => {
  const clip = { ...vod, key: "vod:2", userId: "other", originalUserId: "haru123" } as BroadcastCard;
  it("by streamer and by the original streamer of a clip, keeping the card being undone", () => {
    expect(excludeHidden([live, vod, clip], new Set(["haru123"])).map((c) => c.key)).toEqual([]);
    expect(excludeHidden([live, vod, clip], new Set(["haru123"]), "live:297314125").map((c) => c.key)).toEqual(["live:297314125"]);
    expect(excludeHidden([live, vod], new Set()).length).toBe(2);
  });
});
