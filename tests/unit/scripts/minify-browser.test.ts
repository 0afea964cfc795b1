// The build's second minification (scripts/minify-browser.mjs): a chunk stays the same ES module (its imports and
// exports by name), keeps the pointer to its license file, prints Korean as characters, and gets smaller; the server
// modules the browser build empties leave nothing where a chunk only names them.
import { minify } from "terser";
import { describe, expect, it } from "vitest";
import { markEmptyModulesPure, TERSER_OPTIONS } from "../../../scripts/minify-browser.mjs";

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

describe("the emptied server modules", () => {
  // What esbuild writes for a route that re-exports its loader from a `.server` module (emptied for the browser)
  // and one that reads a value of another in its component.
  const ROUTE = `import{b as g,d as s}from"/build/_shared/chunk-RUNTIME.js";var h=g((A,v)=>{v.exports={}}),k=g((A,v)=>{v.exports={}});var L=s(h(),1),K=s(k(),1);function View(){return K.HEAD}export{View as default};`;

  it("drops those a chunk only names and keeps those it reads", async () => {
    const { code } = await minify(markEmptyModulesPure(ROUTE), TERSER_OPTIONS);
    expect(code!.match(/exports=\{\}/g)).toHaveLength(1);
    expect(code).toContain(".HEAD");
    expect((await minify(ROUTE, TERSER_OPTIONS)).code!.match(/exports=\{\}/g)).toHaveLength(2);
  });

  it("leaves a chunk without them as it was", () => {
    expect(markEmptyModulesPure(CHUNK)).toBe(CHUNK);
  });
});
