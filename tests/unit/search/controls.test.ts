// The page's controls (000 §2.7, §9): which filter menus each tab offers, one case per sort and period
// of §9, the VOD exclusion rule as disabled options, and the tab links.
import { describe, expect, it } from "vitest";
import { NO_RESULT_COUNTS } from "~/domain/search";
import type { SearchPageData } from "~/domain/search-page";
import { parseSearchQuery } from "~/forms/search-query.server";
import { searchControls } from "~/routes/search/controls.server";

const TODAY = "2026-11-21";

function controlsFor(query: string) {
  const params = new URLSearchParams(query);
  const data = {
    query: parseSearchQuery(params, TODAY),
    today: TODAY,
    live: { hasMore: false },
    vod: { hasMore: false },
    posts: { hasMore: false },
    streamers: { hasMore: false },
    resultCounts: NO_RESULT_COUNTS,
  } as unknown as SearchPageData;
  return searchControls(params, data);
}

const labels = (control: { options: Array<{ label: string }> } | null) => control?.options.map((option) => option.label);
const option = (control: { options: Array<{ label: string; href: string | null; current: boolean }> } | null, label: string) =>
  control?.options.find((entry) => entry.label === label);

describe("filter menus per tab (000 §2.7, §9)", () => {
  it.each([
    // query, VOD menus, post period, streamer sort
    ["szKeyword=a", false, false, false],
    ["szKeyword=a&szSearchType=broad", false, false, false],
    ["szKeyword=a&szSearchType=vod", true, false, false],
    ["szKeyword=a&szSearchType=post", false, true, false],
    ["szKeyword=a&szSearchType=streamer", false, false, true],
    ["hash=hashtag&tagname=a&hashtype=live", false, false, false],
    ["hash=hashtag&tagname=a&hashtype=vod", true, false, false],
  ])("%s", (query, vod, post, streamer) => {
    const controls = controlsFor(query);
    expect(labels(controls.liveOrder)).toEqual(["관련성", "참여자수 많은순", "참여자수 적은순", "최근 시작"]);
    expect(controls.vodOrder !== null, "VOD sort").toBe(vod);
    expect(controls.vodFileType !== null, "VOD file type").toBe(vod);
    expect(controls.vodPeriod !== null, "VOD period").toBe(vod);
    expect(controls.postPeriod !== null, "post period").toBe(post);
    expect(controls.streamerOrder !== null, "streamer sort").toBe(streamer);
  });

  it("the sorts and periods of §9, each a link that resets paging", () => {
    const vod = controlsFor("szKeyword=a&szSearchType=vod&page=3");
    expect(labels(vod.vodOrder)).toEqual(["관련성", "조회수", "최신순", "UP수"]);
    expect(labels(vod.vodFileType)).toEqual(["전체", "다시보기", "업로드 VOD", "유저클립", "하이라이트", "재생목록"]);
    expect(labels(vod.vodPeriod)).toEqual(["전체", "1일", "1주", "1개월", "1년"]);
    expect(vod.vodPeriod?.custom.legend).toBe("직접입력");
    expect(option(vod.vodOrder, "조회수")?.href).toBe("/search?szKeyword=a&szSearchType=vod&vodOrder=view_cnt");
    expect(labels(controlsFor("szKeyword=a&szSearchType=streamer").streamerOrder)).toEqual(["관련성", "누적 참여자", "방송시간", "애청자", "팬클럽"]);
    expect(labels(controlsFor("szKeyword=a&szSearchType=post").postPeriod)).toEqual(["전체", "1일", "1주", "1개월", "1년"]);
  });

  it("the current choice is the default of the tab: score / ALL / 1year; tag search view_cnt / ALL / 1week; posts 1month", () => {
    const vod = controlsFor("szKeyword=a&szSearchType=vod");
    expect([vod.vodOrder?.currentLabel, vod.vodFileType?.currentLabel, vod.vodPeriod?.currentLabel]).toEqual(["관련성", "전체", "1년"]);
    const tag = controlsFor("hash=hashtag&tagname=a&hashtype=vod");
    expect([tag.vodOrder?.currentLabel, tag.vodFileType?.currentLabel, tag.vodPeriod?.currentLabel]).toEqual(["조회수", "전체", "1주"]);
    expect(controlsFor("hash=hashtag&tagname=a&hashtype=live").liveOrder.currentLabel).toBe("참여자수 많은순");
    expect(controlsFor("szKeyword=a&szSearchType=post").postPeriod?.currentLabel).toBe("1개월");
  });

  it("'UP수' and the playlist disable each other; the playlist is not offered under tag search", () => {
    const playlist = controlsFor("szKeyword=a&szSearchType=vod&szVideoFileType=PLAYLIST");
    expect(option(playlist.vodOrder, "UP수")?.href).toBeNull();
    expect(option(playlist.vodOrder, "조회수")?.href).not.toBeNull();
    const up = controlsFor("szKeyword=a&szSearchType=vod&vodOrder=recomm_cnt");
    expect(option(up.vodFileType, "재생목록")?.href).toBeNull();
    expect(option(up.vodFileType, "다시보기")?.href).not.toBeNull();
    expect(labels(controlsFor("hash=hashtag&tagname=a&hashtype=vod").vodFileType)).not.toContain("재생목록");
  });

  it("tabs keep the keyword and where it came from; tag search has LIVE and VOD", () => {
    expect(
      controlsFor("szKeyword=a&szLocation=total_search&szSearchType=vod&vodOrder=view_cnt&page=2").tabs.map((tab) => [tab.label, tab.href, tab.current]),
    ).toEqual([
      ["통합검색", "/search?szKeyword=a&szLocation=total_search&szSearchType=total", false],
      ["LIVE", "/search?szKeyword=a&szLocation=total_search&szSearchType=broad", false],
      ["VOD", "/search?szKeyword=a&szLocation=total_search&szSearchType=vod", true],
      ["게시글", "/search?szKeyword=a&szLocation=total_search&szSearchType=post", false],
      ["스트리머", "/search?szKeyword=a&szLocation=total_search&szSearchType=streamer", false],
    ]);
    expect(controlsFor("hash=hashtag&tagname=a&hashtype=catch&stype=hash&location=directory").tabs.map((tab) => [tab.label, tab.href, tab.current])).toEqual([
      ["LIVE", "/search?hash=hashtag&tagname=a&stype=hash&location=directory&hashtype=live&acttype=live", false],
      ["VOD", "/search?hash=hashtag&tagname=a&stype=hash&location=directory&hashtype=vod&acttype=vod", true],
    ]);
  });
});
