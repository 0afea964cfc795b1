// The help policy (utils/sanitize.server.ts) for FAQ answers, inquiries, themes and chatbot markdown: links keep
// their target and then get rel=noopener; pictures without a text alternative are marked decorative; no styles
// or form controls. Section titles keep inline emphasis and line breaks only. Chatbot markdown is GFM with its
// single line breaks kept. Each test loads the policy as a new process would: a sanitiser remembers its
// answers, and a test should see what the policy does, not what an earlier call answered.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as Policy from "~/utils/sanitize.server";
import { FORM_AND_STYLE_ELEMENTS } from "./dropped-elements";

let help: typeof Policy;
beforeEach(async () => {
  vi.resetModules();
  help = await import("~/utils/sanitize.server");
});

describe("help HTML", () => {
  it("gives rel=noopener to links that open elsewhere only", () => {
    expect(help.sanitizeHtml('<p><a href="/help/faq">안에서</a> <a href="https://example.com" target="_blank">밖에서</a></p>')).toBe(
      '<p><a href="/help/faq">안에서</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">밖에서</a></p>',
    );
  });

  it("keeps a picture's text alternative, and marks one without it decorative", () => {
    expect(help.sanitizeHtml('<img src="/a.png" alt="안내도"><img src="/b.png">')).toBe('<img src="/a.png" alt="안내도"><img src="/b.png" alt="">');
  });

  it.each(FORM_AND_STYLE_ELEMENTS)("drops %s elements (their text may stay)", (tag, html) => {
    const safe = help.sanitizeHtml(`<p>답변</p>${html}`);
    expect(safe.startsWith("<p>답변</p>")).toBe(true);
    expect(safe).not.toContain(`<${tag}`);
  });

  it("drops inline styles and keeps the rest", () => {
    expect(help.sanitizeHtml('<p style="color: red" class="note">답변</p>')).toBe('<p class="note">답변</p>');
  });
});

describe("section titles", () => {
  it("keep emphasis and line breaks, without attributes", () => {
    expect(
      help.sanitizeInlineHtml('  <b class="x">자주</b> 묻는<br><em>질문</em> <mark>새</mark> <small>안내</small> <span style="color:red">!</span>  '),
    ).toBe("<b>자주</b> 묻는<br><em>질문</em> <mark>새</mark> <small>안내</small> <span>!</span>");
    expect(help.sanitizeInlineHtml("<strong>굵게</strong><i>기울임</i>")).toBe("<strong>굵게</strong><i>기울임</i>");
  });

  it("drop every other element, keeping its text", () => {
    expect(help.sanitizeInlineHtml('<h2>제목</h2><a href="/x">링크</a><p>문단</p>')).toBe("제목링크문단");
  });
});

describe("chatbot markdown", () => {
  it("keeps a single line break and renders GFM tables", () => {
    expect(help.markdownToSafeHtml("첫 줄\n둘째 줄")).toBe("<p>첫 줄<br>둘째 줄</p>\n");
    expect(help.markdownToSafeHtml("| 가 | 나 |\n| - | - |\n| 1 | 2 |")).toContain("<td>1</td>");
  });

  it("shows markdown the renderer gives up on as its text, escaped", () => {
    const html = help.markdownToSafeHtml(`${">".repeat(20_000)} a & b <c>\n둘째 줄`);
    expect(html).toContain("a &amp; b &lt;c&gt;<br>둘째 줄");
  });
});
