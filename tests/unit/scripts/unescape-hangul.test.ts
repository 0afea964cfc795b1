// The build's Hangul escapes written back as characters (scripts/unescape-hangul.mjs): the same program,
// fewer bytes.
import { describe, expect, it } from "vitest";
import { unescapeHangul } from "../../../scripts/unescape-hangul.mjs";

describe("unescapeHangul", () => {
  it.each([
    [String.raw`var s="\uAC80\uC0C9"`, `var s="검색"`],
    ["t=`\\uC804\\uCCB4 ${n}`", "t=`전체 ${n}`"],
    [String.raw`/[\uAC00-\uD7A3\u3131-\u318E]/`, `/[가-힣ㄱ-ㆎ]/`],
    // An escaped backslash followed by 'u' is text, not an escape; an odd number of backslashes is one.
    [String.raw`"\\uAC80"`, String.raw`"\\uAC80"`],
    [String.raw`"\\\uAC80"`, String.raw`"\\검"`],
    // Not Hangul: left as written.
    [String.raw`"\u00A0\u2028\uD7FF\uFFFD"`, String.raw`"\u00A0\u2028\uD7FF\uFFFD"`],
  ])("%s → %s", (code, expected) => expect(unescapeHangul(code)).toBe(expected));

  it("keeps what the code means", () => {
    const code = String.raw`["\uAC80\uC0C9","\\uAC80",/^[\uAC00-\uD7A3]+$/.test("\uD55C\uAE00")]`;
    expect(eval(unescapeHangul(code))).toEqual(eval(code));
  });
});
