import { describe, expect, it } from "vitest";
import { byteLength } from "~/domain/text";
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
