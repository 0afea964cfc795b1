// After `remix build`: the license texts esbuild appends to a browser chunk (its "Bundled license
// information" comment, about 0.5 KiB gzipped in the React/Remix chunk every page loads) move to a file
// beside the chunk, which the chunk names, as webpack's LICENSE.txt files do. The notices stay with the
// code that is served; they are no longer part of every page's first-load JS (docs/budgets.md).
import fs from "node:fs";
import path from "node:path";
import { browserChunks } from "./browser-chunks.mjs";

const MARK = "/*! Bundled license information:";

let moved = 0;
for (const file of browserChunks()) {
  const code = fs.readFileSync(file, "utf8");
  const at = code.lastIndexOf(MARK);
  // Only the closing comment of the file: nothing but that comment after the mark.
  if (at < 0 || code.slice(at).indexOf("*/") !== code.slice(at).trimEnd().length - 2) continue;
  const notices = `${path.basename(file)}.LEGAL.txt`;
  fs.writeFileSync(`${file}.LEGAL.txt`, code.slice(at));
  fs.writeFileSync(file, `${code.slice(0, at)}/*! For license information please see ${notices} */\n`);
  moved += 1;
}
console.log(JSON.stringify({ level: "info", msg: "licenses_extracted", files: moved }));
