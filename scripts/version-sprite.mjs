// After `remix build`: every reference to the icon sprite in the browser's scripts and styles and in the
// server build gets the sprite's content hash (server/sprite-version.mjs, which says why).
import fs from "node:fs";
import path from "node:path";
import { SPRITE_FILE, spriteVersion, versionSpriteReferences } from "../server/sprite-version.mjs";

function* builtFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(file);
    else if (/\.(js|css)$/.test(entry.name)) yield file;
  }
}

const version = spriteVersion(fs.readFileSync(SPRITE_FILE));
let files = 0;
for (const file of [...(fs.existsSync("public/build") ? builtFiles("public/build") : []), "build/index.js"]) {
  if (!fs.existsSync(file)) continue;
  const code = fs.readFileSync(file, "utf8");
  const written = versionSpriteReferences(code, version);
  if (written === code) continue;
  fs.writeFileSync(file, written);
  files += 1;
}
console.log(JSON.stringify({ level: "info", msg: "sprite_versioned", version, files }));
