// The /search query string (000 §2.7, §5, §9): defaults per tab and for tag search, hashtype catch,
// the '직접입력' period's dates, and unknown values falling back.
import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "~/forms/search-query.server";

const TODAY = "2026-11-21";
const parse = (query: string) => parseSearchQuery(new URLSearchParams(query), TODAY);

describe("search query", () => {
  it("defaults: total tab, live by relevance, VOD score / ALL / 1year, posts 1month", () => {
    const query = parse("szKeyword=%20%EB%A1%A4%20");
    expect(query.keyword).toBe("롤");
    expect(query.mode).toEqual({ kind: "search", tab: "total" });
    expect(query.filters).toMatchObject({
      liveOrder: "score",
      vodOrder: "score",
      vodFileType: "ALL",
      vodPeriod: "1year",
      postPeriod: "1month",
      streamerOrder: "score",
    });
    expect(query.counts).toEqual({ live: 6, vod: 6, post: 6, streamer: 12 });
    expect(query.page).toBe(1);
  });

  it("tag search: the tag is the keyword; live by participants, VOD view_cnt / ALL / 1week", () => {
    const query = parse("hashtype=vod&hash=hashtag&tagname=%23%EB%A8%B9%EB%B0%A9&stype=hash&acttype=vod");
    expect(query.keyword).toBe("먹방");
    expect(query.mode).toEqual({ kind: "tag", hashType: "vod" });
    expect(query.filters).toMatchObject({ liveOrder: "view_cnt_desc", vodOrder: "view_cnt", vodFileType: "ALL", vodPeriod: "1week" });
  });

  it("hashtype catch: the VOD tab showing Catch; the playlist is refused in tag search", () => {
    expect(parse("hashtype=catch&hash=hashtag&tagname=a").filters.vodFileType).toBe("CATCH");
    expect(parse("hashtype=vod&hash=hashtag&tagname=a&szVideoFileType=PLAYLIST").filters.vodFileType).toBe("ALL");
  });

  it("'UP수' with the playlist: the file type wins", () => {
    expect(parse("szKeyword=a&szSearchType=vod&vodOrder=recomm_cnt&szVideoFileType=PLAYLIST").filters).toMatchObject({
      vodOrder: "score",
      vodFileType: "PLAYLIST",
    });
  });

  it("'직접입력' needs both dates, in order, from 2007-01-01 to today", () => {
    expect(parse("szKeyword=a&vodTerm=period_select&vodStart=2026-01-01&vodEnd=2026-02-01").filters).toMatchObject({
      vodPeriod: "period_select",
      vodStart: "2026-01-01",
      vodEnd: "2026-02-01",
    });
    for (const dates of [
      "vodStart=2026-01-01",
      "vodStart=2026-03-01&vodEnd=2026-02-01",
      "vodStart=2006-12-31&vodEnd=2026-02-01",
      "vodStart=2026-01-01&vodEnd=2026-12-01",
      "vodStart=2026-02-30&vodEnd=2026-03-01",
    ]) {
      expect(parse(`szKeyword=a&vodTerm=period_select&${dates}`).filters, dates).toMatchObject({ vodPeriod: "1year", vodStart: null, vodEnd: null });
    }
  });

  it("unknown values fall back; counts double from the initial count", () => {
    const query = parse("szKeyword=a&szSearchType=nope&liveOrder=x&bjOrder=y&page=99&liveCount=7&esportDate=2026-13-01");
    expect(query.mode).toEqual({ kind: "search", tab: "total" });
    expect(query.filters.liveOrder).toBe("score");
    expect(query.filters.streamerOrder).toBe("score");
    expect(query.page).toBe(1);
    expect(query.counts.live).toBe(12);
    expect(query.esportDate).toBeNull();
    expect(query.gameMore).toBe(false);
    expect(parse("szKeyword=a&gameMore=1").gameMore).toBe(true);
  });

  it("keeps where the search came from for the stop-word step", () => {
    expect(parse("szKeyword=a&szStype=mk&acttype=mk&hasRemoveSuggest=true&szLocation=total_search&pk_cnt=3").context).toMatchObject({
      szStype: "mk",
      acttype: "mk",
      hasRemoveSuggest: true,
      szLocation: "total_search",
      pkCnt: "3",
    });
  });
});
