import { describe, expect, it } from "vitest";
import { byteLength, withoutControls } from "~/domain/text";
import { normaliseUrlInput } from "~/domain/url-input";

describe("byteLength (Hangul 2, others 1)", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["한글", 4],
    ["방송국 1", 8],
    ["ㄱㅏ", 4],
    ["🎉", 1],
    ["A한b", 4],
  ])("%s → %d", (text, length) => expect(byteLength(text)).toBe(length));
});

describe("withoutControls: no control nor bidi-override character in user-written text", () => {
  it.each([
    ["\u0000공지\u202egnp.exe", "공지gnp.exe"],
    ["제목\u0007\u001b[31m", "제목[31m"],
    ["\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069이름", "이름"],
    ["del\u007f c1\u0085\u009f", "del c1"],
    // Line breaks and tabs are text (comments); the marks (LRM, RLM, ALM) change no run's direction.
    ["첫 줄\n둘째 줄\r\n\t들여쓰기", "첫 줄\n둘째 줄\r\n\t들여쓰기"],
    ["\u200f\u200e\u061c", "\u200f\u200e\u061c"],
    ["한글 🎉 emoji", "한글 🎉 emoji"],
  ])("%j → %j", (input, output) => expect(withoutControls(input)).toBe(output));
});

describe("URL input rule", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["  www.youtube.com/@streamer  ", "https://www.youtube.com/@streamer"],
    ["http://cafe.naver.com/abc", "http://cafe.naver.com/abc"],
    ["https://instagram.com/user", "https://instagram.com/user"],
    ["station.co.kr", "https://station.co.kr/"],
    ["blog.io", "https://blog.io/"],
  ])("%s → %s", (input, url) => expect(normaliseUrlInput(input)).toEqual({ ok: true, url }));

  it.each([
    [""],
    ["   "],
    ["localhost"],
    ["example"],
    ["example.comm"],
    ["example.zz"],
    ["ftp://example.com"],
    ["javascript:alert(1)"],
    ["http://.com"],
    ["https://a..com"],
  ])("%s is refused", (input) => expect(normaliseUrlInput(input)).toEqual({ ok: false }));
});
