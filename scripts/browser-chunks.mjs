// The browser chunks of the build (every .js file under public/build), for the steps that rewrite them after
// `remix build` (extract-licenses, minify-browser, unescape-hangul). None when there is no build.
import fs from "node:fs";
import path from "node:path";

const ROOT = "public/build";

function* scripts(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(file);
    else if (entry.name.endsWith(".js")) yield file;
  }
}

export const browserChunks = () => (fs.existsSync(ROOT) ? [...scripts(ROOT)] : []);
