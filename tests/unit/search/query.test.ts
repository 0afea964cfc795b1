// The /search query string (000 §2.7, §5, §9): defaults per tab and for tag search, hashtype catch,
// the '직접입력' period's dates, and unknown values falling back. What the page passes on to the upstream's
// search (the context of the stop-word step, the visible counts) is kept as sent; empty parameters count as absent.
import { describe, expect, it } from "vitest";
import { MAX_KEYWORD } from "~/domain/search-keyword";
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

  it("'직접입력' takes its bounds: from 2007-01-01, a single day, up to today", () => {
    for (const dates of ["vodStart=2007-01-01&vodEnd=2007-01-31", `vodStart=2026-03-01&vodEnd=2026-03-01`, `vodStart=2026-01-01&vodEnd=${TODAY}`]) {
      expect(parse(`szKeyword=a&vodTerm=period_select&${dates}`).filters.vodPeriod, dates).toBe("period_select");
    }
  });

  it("a chosen period other than '직접입력' applies as it is, without dates", () => {
    expect(parse("szKeyword=a&vodTerm=1month&vodStart=2026-01-01&vodEnd=2026-02-01&postTerm=1week").filters).toMatchObject({
      vodPeriod: "1month",
      vodStart: null,
      vodEnd: null,
      postPeriod: "1week",
    });
  });

  it("tag search also by stype=hash with a tag name; a '#' inside a tag is kept", () => {
    expect(parse("stype=hash&tagname=C%23").mode.kind).toBe("tag");
    expect(parse("stype=hash&tagname=C%23").keyword).toBe("C#");
    expect(parse("szKeyword=a&stype=hash").mode).toEqual({ kind: "search", tab: "total" });
    expect(parse("szKeyword=a&stype=mk&tagname=%EB%A8%B9%EB%B0%A9").mode).toEqual({ kind: "search", tab: "total" });
    expect(parse("szKeyword=a&stype=mk&tagname=%EB%A8%B9%EB%B0%A9").keyword).toBe("a");
  });

  it("cuts a keyword longer than the search takes", () => {
    expect(parse(`szKeyword=${"가".repeat(MAX_KEYWORD + 5)}`).keyword).toBe("가".repeat(MAX_KEYWORD));
  });

  it("keeps the visible counts of every list", () => {
    expect(parse("szKeyword=a&liveCount=7&vodCount=7&postCount=7&bjCount=13").counts).toEqual({ live: 12, vod: 12, post: 12, streamer: 24 });
  });

  it("keeps the whole context of the stop-word step as sent, and empty parameters as absent", () => {
    const query =
      "szKeyword=a&location=total_search&stype=di&szActype=input_field&has_hint=true&szOriginalKeyword=%EB%A1%A4&szModifiedKeyword=lol&inflow_tab=vod";
    expect(parse(query).context).toMatchObject({
      location: "total_search",
      stype: "di",
      szActype: "input_field",
      hasHint: "true",
      originalKeyword: "롤",
      modifiedKeyword: "lol",
      inflowTab: "vod",
      hasRemoveSuggest: false,
    });
    expect(parse("szKeyword=a&stype=%20&location=&szActype=%20%20").context).toMatchObject({ stype: null, location: null, szActype: null });
  });
});
