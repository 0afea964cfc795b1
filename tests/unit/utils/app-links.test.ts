import { describe, expect, it } from "vitest";
import { appLink, appLinksInData, appLinksInHtml } from "~/utils/app-links.server";
import type { LinkConfig } from "~/utils/links";
import { appLinks, webLinks } from "../../fixtures/link-config";

const web = webLinks;
const app = appLinks;

/** The href of the first link of some HTML, entities read. */
const hrefOf = (html: string) => (/<a\b[^>]*\shref="([^"]*)"/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&");

describe("links in upstream HTML inside the app's webview (000 §1, §2.3)", () => {
  const post = '<p>공지 <a href="https://example.com/schedule?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">일정 보기</a></p>';

  it("on the web the HTML is left as it is", () => {
    expect(appLinksInHtml(web, post)).toBe(post);
  });

  it("another host opens in the external browser, without a new window", () => {
    const html = appLinksInHtml(app, post);
    expect(hrefOf(html)).toBe(`streamon://browser/external?url=${encodeURIComponent("https://example.com/schedule?a=1&b=2")}`);
    expect(html).not.toContain("target=");
    expect(html).toContain('rel="noopener noreferrer">일정 보기</a></p>');
  });

  it("a station page of the portal opens through browser/station with its full URL; other portal pages stay in the webview", () => {
    const station = appLinksInHtml(app, '<a target="_blank" href="https://portal.example/station/haru12/post/991">글</a>');
    expect(hrefOf(station)).toBe(`streamon://browser/station?url=${encodeURIComponent("https://portal.example/station/haru12/post/991")}&title=haru12`);
    expect(appLinksInHtml(app, '<a href="/help/faq?x=1#top" target="_blank">FAQ</a>')).toBe('<a href="/help/faq?x=1#top">FAQ</a>');
  });

  it("a live player link opens player/live; a VOD player link, whose board is not known, the external browser", () => {
    expect(hrefOf(appLinksInHtml(app, '<a href="https://play.example/haru12/280000001">방송</a>'))).toBe(
      "streamon://player/live?broad_no=280000001&user_id=haru12&channel=",
    );
    expect(hrefOf(appLinksInHtml(app, '<a href="https://vod.example/player/150000001">VOD</a>'))).toMatch(/^streamon:\/\/browser\/external\?url=/);
  });

  it("links that are not http(s), anchors without href and the text around them are untouched", () => {
    const html = '<a href="mailto:help@example.com">메일</a> <a name="x">앵커</a> <p title="a > b">https://example.com</p>';
    expect(appLinksInHtml(app, html)).toBe(html);
  });

  it("an attribute holding '>' before the href does not cut the tag", () => {
    const html = appLinksInHtml(app, '<a title="a > b" href="https://example.com/">x</a>');
    expect(html).toBe(`<a title="a > b" href="streamon://browser/external?url=${encodeURIComponent("https://example.com/")}">x</a>`);
  });

  it("loader data: every field ending in 'html' is rewritten, nothing else", () => {
    const data = {
      post: { contentHtml: post, url: "https://example.com/", title: '<a href="https://example.com/">' },
      items: [{ html: post }, { kind: "LIVE" }],
      faq: { contentsHtml: post },
    };
    const out = appLinksInData(app, data);
    expect(hrefOf(out.post.contentHtml)).toMatch(/^streamon:\/\/browser\/external/);
    expect(hrefOf(out.items[0].html!)).toMatch(/^streamon:\/\/browser\/external/);
    expect(hrefOf(out.faq.contentsHtml)).toMatch(/^streamon:\/\/browser\/external/);
    expect(out.post.url).toBe("https://example.com/");
    expect(out.post.title).toBe(data.post.title);
    expect(out.items[1]).toEqual({ kind: "LIVE" });
    expect(appLinksInData(web, data)).toBe(data);
  });

  it("a single link (a chatbot answer's) the same way", () => {
    expect(appLink(app, "https://example.com/x")).toBe(`streamon://browser/external?url=${encodeURIComponent("https://example.com/x")}`);
    expect(appLink(app, "/help/faq/1")).toBe("/help/faq/1");
    expect(appLink(web, "https://example.com/x")).toBe("https://example.com/x");
  });
});

describe("a play host with a path (the reference upstream's /play)", () => {
  const prefixed: LinkConfig = { ...app, play: "https://up.example/play", vod: "https://up.example/vod" };
  it("its live links are still player/live", () => {
    expect(hrefOf(appLinksInHtml(prefixed, '<a href="https://up.example/play/haru12/280000001?x=1">방송</a>'))).toBe(
      "streamon://player/live?broad_no=280000001&user_id=haru12&channel=",
    );
    expect(hrefOf(appLinksInHtml(prefixed, '<a href="https://up.example/vod/player/150000001">VOD</a>'))).toMatch(/^streamon:\/\/browser\/external/);
  });
});
