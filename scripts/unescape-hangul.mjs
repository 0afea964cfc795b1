// After `remix build`: esbuild writes every non-ASCII character of the browser chunks as a \uXXXX escape
// (the classic compiler does not pass it `charset: "utf8"`), six bytes for each Korean syllable that UTF-8
// writes in three. The texts of this Korean portal are in every page's first-load JS, so Hangul escapes are
// written back as the characters (module scripts are always read as UTF-8): about 0.1-0.2 KiB gzipped per
// page. Only Hangul, only an escape that is one (an even number of backslashes before it stays as it is).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { browserChunks } from "./browser-chunks.mjs";

const HANGUL = /(?<!\\)((?:\\\\)*)\\u((?:AC|AD|AE|AF|B[0-9A-F]|C[0-9A-F]|D[0-7])[0-9A-F]{2}|31[3-8][0-9A-F])/g;

/** The code with its Hangul escapes (syllables and compatibility jamo) written as the characters. */
export function unescapeHangul(code) {
  return code.replace(HANGUL, (escape, backslashes, hex) => {
    const point = parseInt(hex, 16);
    const hangul = (point >= 0xac00 && point <= 0xd7a3) || (point >= 0x3131 && point <= 0x318e);
    return hangul ? backslashes + String.fromCharCode(point) : escape;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let files = 0;
  let saved = 0;
  for (const file of browserChunks()) {
    const code = fs.readFileSync(file, "utf8");
    const written = unescapeHangul(code);
    if (written === code) continue;
    fs.writeFileSync(file, written);
    files += 1;
    saved += Buffer.byteLength(code) - Buffer.byteLength(written);
  }
  console.log(JSON.stringify({ level: "info", msg: "hangul_unescaped", files, bytes: saved }));
}
