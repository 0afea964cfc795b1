// The build's second minification (scripts/minify-browser.mjs): a chunk stays the same ES module (its imports and
// exports by name), keeps the pointer to its license file, prints Korean as characters, and gets smaller.
import { minify } from "terser";
import { describe, expect, it } from "vitest";
import { TERSER_OPTIONS } from "../../../scripts/minify-browser.mjs";

const CHUNK = `import { a as shared } from "/build/_shared/chunk-ABC.js";
var message = "\\uC800\\uC7A5\\uB418\\uC5C8\\uC2B5\\uB2C8\\uB2E4.";
function unusedHelper(value) { return value * 2; }
function label(count) { var prefix = "참여자 수 "; return prefix + String(count); }
export { label as a, message as b, shared as c };
/*! For license information please see chunk-XYZ.js.LEGAL.txt */
`;

describe("minify-browser", () => {
  it("keeps a chunk's imports, exports and license pointer, and writes Korean as characters", async () => {
    const { code } = await minify(CHUNK, TERSER_OPTIONS);
    expect(code).toBeDefined();
    expect(code!.length).toBeLessThan(CHUNK.length);
    expect(code).toContain('from"/build/_shared/chunk-ABC.js"');
    expect(code).toMatch(/export\{[^}]*as a[^}]*\}/);
    expect(code).toContain("/*! For license information please see chunk-XYZ.js.LEGAL.txt */");
    expect(code).toContain("저장되었습니다.");
    expect(code).not.toContain("unusedHelper");
    const module = await import(`data:text/javascript,${encodeURIComponent(code!.replace(/from"[^"]+"/, 'from"data:text/javascript,export const a = 1"'))}`);
    expect(module.a(3)).toBe("참여자 수 3");
    expect(module.b).toBe("저장되었습니다.");
    expect(module.c).toBe(1);
  });
});
