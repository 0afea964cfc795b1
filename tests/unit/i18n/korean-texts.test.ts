// "One of each" by machine: every Korean text the portal shows is written once, in app/i18n.
// A text several areas show lives in a shared module (common.ts, lists.ts, discovery.ts, calendar.ts,
// form-errors.ts, help/shared.ts, station/shared.ts; common.ts says which goes where) and the areas take
// it from there.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { duplicatedTexts, koreanLiterals, type KoreanLiteral } from "./korean-literals";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Korean literals app code may hold outside app/i18n, each with its reason: data, never a text of ours.
 * An entry that no longer matches anything fails the test too, so that the list stays exact.
 */
const ALLOWED_OUTSIDE_I18N: Record<string, { texts: string[]; why: string }> = {
  "app/domain/help.ts": {
    texts: ["1대1문의", "신고하기", "불법촬영물등 신고하기", "이의신청"],
    why: "segments of the upstream's nodePath that inquiryKind matches (002 §3.1): upstream data, not shown",
  },
  "app/domain/tlds.ts": { texts: ["한국"], why: "the top-level domain .한국 of the URL rule's list" },
  "app/upstream/clients/help.server.ts": {
    texts: ["불법촬영물등_신고_삭제요청서.hwp", "불법촬영물등_신고_삭제요청서.docx"],
    why: "names of the form files on the help host (002 §7.2)",
  },
  "app/utils/env.server.ts": { texts: ["스트림온"], why: "the default of PRODUCT_NAME (docs/configuration.md); pages show the configured name" },
};

const literals = koreanLiterals(ROOT);
const where = (places: KoreanLiteral[]) => places.map((place) => `${place.file}:${place.line}`).join(", ");

describe("Korean texts", () => {
  it("are each written once in app/i18n", () => {
    const duplicates = duplicatedTexts(literals.filter((literal) => literal.file.startsWith("app/i18n/")));
    expect([...duplicates].map(([text, places]) => `${JSON.stringify(text)} ${where(places)}`)).toEqual([]);
  });

  it("are written in app/i18n only (apart from the allowed data)", () => {
    const outside = literals.filter((literal) => !literal.file.startsWith("app/i18n/"));
    const unexpected = outside.filter((literal) => !ALLOWED_OUTSIDE_I18N[literal.file]?.texts.includes(literal.text));
    expect(unexpected.map((literal) => `${JSON.stringify(literal.text)} ${literal.file}:${literal.line}`)).toEqual([]);

    const stale = Object.entries(ALLOWED_OUTSIDE_I18N).flatMap(([file, { texts }]) =>
      texts.filter((text) => !outside.some((literal) => literal.file === file && literal.text === text)).map((text) => `${file}: ${text}`),
    );
    expect(stale).toEqual([]);
  });

  it("are found in every form they are written in (the finder itself)", () => {
    const found = literals.filter((literal) => literal.file === "app/i18n/ko/common.ts").map((literal) => literal.text);
    // Plain strings and templates (their placeholders numbered); no text without Hangul, no comment.
    expect(found).toEqual(expect.arrayContaining(["전체", "${0}님", "댓글 ${0}"]));
    expect(found).not.toContain("LIVE");
    expect(found.every((text) => /[가-힣]/.test(text))).toBe(true);
  });
});
