// The sanitisers remember their answers (utils/purifier.server.ts boundedSanitiser): an input is sanitised once,
// a very long one every time, and each policy keeps its own output.
import { describe, expect, it, vi } from "vitest";
import { sanitizeStationHtml } from "~/utils/station-html.server";
import { boundedSanitiser } from "~/utils/purifier.server";
import { sanitizeHtml } from "~/utils/sanitize.server";

describe("boundedSanitiser sanitisers", () => {
  it("sanitise an input once and answer the same output after", () => {
    const sanitize = vi.fn((html: string) => html.replace(/<script>.*<\/script>/g, ""));
    const once = boundedSanitiser(sanitize);
    expect(once("<b>a</b><script>x</script>")).toBe("<b>a</b>");
    expect(once("<b>a</b><script>x</script>")).toBe("<b>a</b>");
    expect(once("<i>b</i>")).toBe("<i>b</i>");
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it("sanitise a very long input every time instead of keeping it", () => {
    const sanitize = vi.fn((html: string) => html);
    const once = boundedSanitiser(sanitize);
    const long = `<p>${"가".repeat(70 * 1024)}</p>`;
    once(long);
    once(long);
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it("remember an input of exactly 64 KiB, the longest they keep", () => {
    const sanitize = vi.fn((html: string) => html);
    const once = boundedSanitiser(sanitize);
    const longest = `<p>${"a".repeat(64 * 1024 - 7)}</p>`;
    expect(longest).toHaveLength(64 * 1024);
    once(longest);
    once(longest);
    expect(sanitize).toHaveBeenCalledTimes(1);
  });

  it("answer an empty input (an empty answer, a post without a body) with an empty output", () => {
    expect(boundedSanitiser((html: string) => html)("")).toBe("");
    expect(sanitizeHtml("")).toBe("");
    expect(sanitizeStationHtml("")).toBe("");
  });

  it("keep each policy's own output for one input", () => {
    const html = '<a href="https://example.com/x" target="_blank">x</a><img src="/relative.png"><p onclick="alert(1)">p</p>';
    for (let i = 0; i < 2; i += 1) {
      expect(sanitizeStationHtml(html)).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">x</a><p>p</p>');
      expect(sanitizeHtml(html)).toBe(
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a><img src="/relative.png" alt=""><p>p</p>',
      );
    }
  });
});
