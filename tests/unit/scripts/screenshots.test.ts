// The screenshots: every picture docs/screenshots.md or the README links is in docs/screenshots,
// taken at twice the pixels of its width (390 or 1440 px), and every picture there is linked, home and its popup
// among them. docs/screenshots.md links them relative to docs/ (screenshots/…), the README from the root (docs/screenshots/…).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const pages = ["docs/screenshots.md", "README.md"].map((file) => fs.readFileSync(path.join(ROOT, file), "utf8")).join("\n");
const linked = [...new Set([...pages.matchAll(/(?<![\w/.-])(?:docs\/)?screenshots\/([\w-]+\.png)/g)].map((match) => match[1]))];
const files = fs.readdirSync(path.join(ROOT, "docs/screenshots")).filter((name) => name.endsWith(".png"));

/** A PNG's width and height, from its header (IHDR). */
function size(file: string) {
  const header = Buffer.alloc(24);
  const handle = fs.openSync(path.join(ROOT, "docs/screenshots", file), "r");
  fs.readSync(handle, header, 0, 24, 0);
  fs.closeSync(handle);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

describe("the screenshots of docs/screenshots.md and the README", () => {
  it("link every picture of docs/screenshots, and only those", () => {
    expect([...linked].sort()).toEqual([...files].sort());
    expect(linked).toEqual(expect.arrayContaining(["home-390-light.png", "home-1440-light.png", "home-popup-390-light.png", "home-popup-1440-light.png"]));
    expect(new Set(linked.map((name) => name.replace(/-(390|1440)-(light|dark)\.png$/, ""))).size).toBeGreaterThanOrEqual(15);
  });

  it("are taken at twice the pixels of the screen they show", () => {
    for (const file of files) {
      const width = Number(/-(390|1440)-/.exec(file)![1]);
      expect(size(file).width, file).toBe(width * 2);
    }
  });
});
