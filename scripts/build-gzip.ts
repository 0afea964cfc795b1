// The gzip -9 size of a file the build serves (a /build URL path), 0 when the build has no such file: the one
// measure behind every JS budget figure (`npm run js-budget`, `js-budget:browser`, `bench`). Kept per path.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const sizes = new Map<string, number>();

export function gzipBytes(urlPath: string): number {
  let size = sizes.get(urlPath);
  if (size === undefined) {
    const file = path.join("public", urlPath);
    size = fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    sizes.set(urlPath, size);
  }
  return size;
}
