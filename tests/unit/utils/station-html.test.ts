// Station HTML from other users (utils/station-html.server.ts): what a post's reader gets of it. Links
// open in a new window without the opener and with nofollow; pictures only over http(s) (relative ones point
// at our own site and are dropped), loaded lazily; no styles, forms, SVG or MathML, no style, class or id
// attributes. Text typed into the write form becomes paragraphs, escaped; HTML is sanitised.
// Each test loads the policy as a new process would: a sanitiser remembers its answers, and a test should
// see what the policy does, not what an earlier call answered.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as Policy from "~/utils/station-html.server";
import { FORM_AND_STYLE_ELEMENTS } from "./dropped-elements";

let station: typeof Policy;
beforeEach(async () => {
  vi.resetModules();
  station = await import("~/utils/station-html.server");
});

describe("station HTML", () => {
  it("opens links in a new window without the opener and with nofollow; an anchor without an address is left as it is", () => {
    expect(station.sanitizeStationHtml('<p><a href="https://example.com/x">외부</a> <a title="맨 위">앵커</a></p>')).toBe(
      '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">외부</a> <a title="맨 위">앵커</a></p>',
    );
  });

  it.each([
    ["https", "https://example.com/a.png"],
    ["http", "http://example.com/a.png"],
    ["upper-case scheme", "HTTPS://example.com/a.png"],
    ["protocol-relative", "//cdn.example.com/a.png"],
  ])("keeps a picture served over %s, loaded lazily", (_name, src) => {
    expect(station.sanitizeStationHtml(`<img src="${src}" alt="그림">`)).toBe(`<img src="${src}" alt="그림" loading="lazy">`);
  });

  it.each([
    ["relative", "/relative.png"],
    ["relative, with an address in its query", "/proxy?url=https://example.com/a.png"],
    ["a data URL", "data:image/png;base64,AAAA"],
    ["another scheme", "ftp://example.com/a.png"],
  ])("drops a %s picture", (_name, src) => {
    expect(station.sanitizeStationHtml(`<p>앞<img src="${src}" alt="그림">뒤</p>`)).toBe("<p>앞뒤</p>");
  });

  it.each<[string, string]>([...FORM_AND_STYLE_ELEMENTS, ["svg", '<svg><circle r="1"></circle></svg>'], ["math", "<math><mi>x</mi></math>"]])(
    "drops %s elements (their text may stay)",
    (tag, html) => {
      const safe = station.sanitizeStationHtml(`<p>본문</p>${html}`);
      expect(safe.startsWith("<p>본문</p>")).toBe(true);
      expect(safe).not.toContain(`<${tag}`);
    },
  );

  it("leaves an empty body empty", () => {
    expect(station.sanitizeStationHtml("")).toBe("");
  });

  it("drops style, class and id attributes", () => {
    expect(station.sanitizeStationHtml('<p style="color: red" class="big" id="top" title="제목">본문</p>')).toBe('<p title="제목">본문</p>');
  });
});

describe("a post's content as the write form sent it", () => {
  it("makes plain text paragraphs, one a line, trimmed, blank lines kept as empty paragraphs", () => {
    expect(station.postContentHtml("  첫 줄\r\n   \n셋째 줄  ")).toBe("<p>첫 줄</p><p><br></p><p>셋째 줄</p>");
  });

  it("shows markup-like text as typed", () => {
    expect(station.postContentHtml("a < b && c > d")).toBe("<p>a &lt; b &amp;&amp; c &gt; d</p>");
  });

  it.each([
    ["a line break tag", "첫 줄<br>둘째 줄", "첫 줄<br>둘째 줄"],
    ["a paragraph", "<p>문단</p>", "<p>문단</p>"],
    ["a link", '<a href="https://example.com/x">링크</a>', '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">링크</a>'],
    ["a script", "앞<script>alert(1)</script><b>굵게</b>", "앞<b>굵게</b>"],
  ])("sanitises HTML content (%s)", (_name, content, html) => {
    expect(station.postContentHtml(content)).toBe(html);
  });
});
