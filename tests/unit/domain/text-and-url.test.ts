import { describe, expect, it } from "vitest";
import { byteLength, titleFromText, withoutControls } from "~/domain/text";
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

describe("titleFromText: a title cut from its post's opening words (issue 72)", () => {
  it.each([
    [
      "cut mid-word, the text going on",
      "어제 다시보기로 봤는데 레전드 장",
      "어제 다시보기로 봤는데 레전드 장면 있었어요.",
      "어제 다시보기로 봤는데 레전드 장면…",
    ],
    ["cut in its last word", "팬아트 그려봤어요. 부족하지만 봐", "팬아트 그려봤어요. 부족하지만 봐주세요!", "팬아트 그려봤어요. 부족하지만 봐주세요!"],
    ["the writer's title ending at a word's end", "팬아트 그려봤어요.", "팬아트 그려봤어요. 부족하지만 봐주세요!", "팬아트 그려봤어요."],
    ["a title that is not the text's opening", "오늘의 방송", "오늘은 방송이 늦어요", "오늘의 방송"],
    ["the whole text", "짧은 글", "짧은 글", "짧은 글"],
    ["the text's line breaks read as spaces", "첫 줄 둘", "첫 줄\n둘째 줄", "첫 줄 둘째…"],
  ])("%s", (_, title, text, shown) => expect(titleFromText(title, text)).toBe(shown));
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
