// The DOM is given bounded HTML (utils/purifier.server.ts): jsdom's parse grows with the square of the
// nesting, and a post nested 20,000 deep stalled the process for 50 s. The nesting is that of the parser's
// stack of open elements (void elements open none; an end tag closes only what it can reach). Past the bounds
// the text alone is sanitised, its words kept apart; within them, real content (sloppy lists and paragraphs included) is left as it is. Chatbot
// markdown the renderer cannot take is shown as its text.
import { describe, expect, it, vi } from "vitest";
import { sanitizeStationHtml } from "~/utils/station-html.server";
import { boundedSanitiser, HTML_BOUNDS } from "~/utils/purifier.server";
import { markdownToSafeHtml, sanitizeHtml } from "~/utils/sanitize.server";

const nested = (depth: number, open = "<div>", close = "</div>") => `${open.repeat(depth)}깊은글${close.repeat(depth)}`;

/** The check as a new process loads it: its element tables are built when the module loads, so a bug planted
 * in one (`npm run mutation`) shows only in a copy loaded after it. */
async function freshBoundsCheck() {
  vi.resetModules();
  return (await import("~/utils/purifier.server")).withinHtmlBounds;
}

describe("withinHtmlBounds", () => {
  it.each([
    ["a post's usual markup", '<h3>공지</h3><p>안녕하세요<br><b>굵게</b> <a href="/x">링크</a></p><img src="//x/y.png"><table><tr><td>칸</td></tr></table>'],
    ["nesting at the bound", nested(HTML_BOUNDS.depth)],
    ["a thousand unclosed paragraphs and list items (each closes the one before)", `${"<p>문단".repeat(1000)}<ul>${"<li>항목".repeat(1000)}</ul>`],
    ["a thousand table rows without end tags", `<table>${"<tr><td>칸<td>칸".repeat(1000)}</table>`],
    ["three hundred tables left with their cells open", "<table><tr><td>칸</table>".repeat(300)],
    ["three hundred bold paragraphs closed out of order", "<b><p>굵은 문단</b></p>".repeat(300)],
    ["three hundred spans around their text", "<div><span>글</span></div>".repeat(300)],
    ["tags up to the count", "<i>x</i>".repeat(HTML_BOUNDS.tags / 2)],
    ["a '<' that opens no tag", "1 < 2 and 3 > 2 <3"],
    ["three hundred line breaks and pictures (void elements nest nothing)", '<br><img src="//x/y.png">'.repeat(300)],
    ["nesting at the bound after a closed element", `<div>머리</div>${nested(HTML_BOUNDS.depth)}`],
    ["nesting at the bound after a closed bold", `<b>굵게</b>${nested(HTML_BOUNDS.depth)}`],
  ])("takes %s", async (_name, html) => expect((await freshBoundsCheck())(html)).toBe(true));

  it.each([
    ["nesting one past the bound", nested(HTML_BOUNDS.depth + 1)],
    ["20,000 nested <div>s", nested(20_000)],
    ["unclosed <b>s", "<b>".repeat(HTML_BOUNDS.depth + 1)],
    ["end tags the parser ignores (no such element open)", "<div></span>".repeat(HTML_BOUNDS.depth + 1)],
    ["end tags that cannot reach past a table cell", "<div><table><tr><td></div>".repeat(HTML_BOUNDS.depth)],
    ["end tags that cannot reach past a special element", "<span><div></span>".repeat(HTML_BOUNDS.depth)],
    ["more tags than the count, however flat", "<i>x</i>".repeat(HTML_BOUNDS.tags / 2 + 1)],
    ["end tags of formatting elements that are not open", "<div></b>".repeat(HTML_BOUNDS.depth + 1)],
    ["end tags of special elements that are not open", "<span></p>".repeat(HTML_BOUNDS.depth + 1)],
  ])("refuses %s", async (_name, html) => expect((await freshBoundsCheck())(html)).toBe(false));
});

/** The HTML parser's element lists (HTML Living Standard, "tree construction"), one case per element. */
const VOID = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"];
const FORMATTING = ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"];
const SCOPE_BOUNDARIES = ["applet", "caption", "html", "marquee", "object", "table", "td", "template", "th"];
const TABLE_PARTS = ["caption", "tbody", "td", "tfoot", "th", "thead", "tr"];
/** [an opening tag, an open element it closes first]. */
const CLOSED_BY_NEXT = [
  ["dd", "dd"],
  ["dd", "dt"],
  ["dt", "dd"],
  ["dt", "dt"],
  ["li", "li"],
  ["option", "option"],
  ["p", "p"],
  ["td", "td"],
  ["td", "th"],
  ["th", "td"],
  ["th", "th"],
  ["tr", "tr"],
];
const { depth } = HTML_BOUNDS;

describe("withinHtmlBounds, element by element", () => {
  it.each(VOID)("<%s> opens nothing", async (name) => expect((await freshBoundsCheck())(`<${name}>`.repeat(depth + 1))).toBe(true));

  it.each(FORMATTING)("</%s> reaches past a <div> opened inside it and leaves the <div> open", async (name) => {
    const within = await freshBoundsCheck();
    // Each one stands above the <div>s left open before it, until its end tag takes it out.
    expect(within(`<${name}><div></${name}>`.repeat(depth - 1))).toBe(true);
    expect(within(`<${name}><div></${name}>`.repeat(depth))).toBe(false);
  });

  it.each(SCOPE_BOUNDARIES)("a formatting end tag does not reach past <%s>", async (name) => {
    const within = await freshBoundsCheck();
    // Closed, the <b> would leave the boundary and depth - 1 <i>s: depth elements, within the bound.
    expect(within(`<b><${name}></b>${"<i>".repeat(depth - 1)}`)).toBe(false);
  });

  it("a formatting end tag reaches past an element that is no scope boundary", async () =>
    expect((await freshBoundsCheck())(`<b><div></b>${"<i>".repeat(depth - 1)}`)).toBe(true));

  it.each(TABLE_PARTS)("</%s> reaches past an <object> inside it, up to its table", async (name) => {
    const within = await freshBoundsCheck();
    expect(within(`<${name}><object></${name}>`.repeat(depth))).toBe(true);
    expect(within(`<table><${name}><table></${name}>`.repeat(depth / 2))).toBe(false);
  });

  it.each(["html", "template"])("</table> does not reach past <%s>", async (name) =>
    expect((await freshBoundsCheck())(`<table><${name}></table>`.repeat(depth / 2 + 1))).toBe(false),
  );

  it.each(["html", "table", "template"])("a table part's end tag does not reach past <%s>", async (name) =>
    expect((await freshBoundsCheck())(`<tr><${name}></tr>`.repeat(depth / 2 + 1))).toBe(false),
  );

  it.each(CLOSED_BY_NEXT)("<%s> closes an open <%s> first", async (opening, closed) =>
    expect((await freshBoundsCheck())(`<${closed}><${opening}>`.repeat(depth))).toBe(true),
  );
});

describe("bounded sanitisers", () => {
  it("give the text alone of HTML past the bounds to the DOM, and HTML within them as it is", () => {
    const sanitize = vi.fn((html: string) => html);
    const bounded = boundedSanitiser(sanitize);
    expect(bounded(nested(3))).toBe(nested(3));
    const deep = bounded(nested(20_000));
    expect(deep).not.toMatch(/<[a-z]/i);
    expect(deep.trim()).toBe("깊은글");
  });

  it("past the bounds, keep words that tags separated apart and take out a tag left open at the end", () => {
    const given = boundedSanitiser((html: string) => html)(`${"<div>".repeat(20_000)}첫째<br>둘째<img src=x onerror=alert(1)`);
    expect(given).not.toMatch(/<[a-z]/i);
    expect(given.trim()).toMatch(/^첫째 +둘째$/);
  });

  it("every policy: a post and an FAQ answer nested 20,000 deep come out as their text", () => {
    const html = nested(20_000, '<div class="x"><span onclick="alert(1)">', "</span></div>");
    expect(sanitizeStationHtml(html).trim()).toBe("깊은글");
    expect(sanitizeHtml(html).trim()).toBe("깊은글");
  });
});

describe("chatbot markdown from the upstream", () => {
  it("markdown the renderer gives up on (20,000 nested quotes) is shown as its text instead of failing the page", () => {
    const html = markdownToSafeHtml(`${">".repeat(20_000)} 답변<script>x</script>\n둘째 줄`);
    expect(html).toContain("답변");
    expect(html).toContain("<br>둘째 줄");
    expect(html).not.toContain("<script");
  });

  it("ordinary markdown is still rendered", () => {
    expect(markdownToSafeHtml("**굵게**\n- 항목")).toBe("<p><strong>굵게</strong></p>\n<ul>\n<li>항목</li>\n</ul>\n");
  });
});
