// After `remix build` (and the licenses' move): every browser chunk minified again with terser. The classic
// compiler minifies with esbuild, which keeps much that terser's compressor takes out (two passes: inlined
// constants and single-use functions, merged declarations): about 3 KiB gzipped of the React/Remix chunk that
// every page loads, and a few per cent of each page's own chunks (docs/budgets.md). The chunks are ES modules
// (module: true), their exports kept; the license pointer (a /*! comment) stays. The file names keep esbuild's
// content hashes: the output is a function of esbuild's (terser pinned in package.json), so a name still names
// one content. Parallel over the cores, as the build's own step is.
import fs from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { minify } from "terser";
import { browserChunks } from "./browser-chunks.mjs";

/** What the browsers the portal supports read (Remix's own chunks use ES2019 and modules).
 * @type {import("terser").MinifyOptions} */
export const TERSER_OPTIONS = { module: true, ecma: 2019, compress: { passes: 2 }, mangle: true, format: { comments: "some" } };

/**
 * Marks the server modules the browser build empties as free of side effects, so that terser drops those a chunk
 * only names. Remix replaces a `.server` module with an empty CommonJS one (`module.exports = {}`), and a route's
 * `export { loader } from "./x.server"` or an import used only on the server leaves an unused
 * `__toESM(require_x(), 1)` behind, which esbuild and terser keep (a require may do anything): some 30–40 bytes
 * gzipped in most route chunks. Making an empty object is all these calls do.
 * @param {string} code an esbuild chunk
 */
export function markEmptyModulesPure(code) {
  const empty = [...code.matchAll(/(?<=[\s,;{(]|^)([\w$]+)=([\w$]+\(\(([\w$]+),([\w$]+)\)=>\{\4\.exports=\{\}\}\))/g)];
  let marked = code;
  for (const [declaration, name, call] of empty) {
    const id = name.replace(/\$/g, "\\$");
    marked = marked
      .replace(declaration, `${name}=/*#__PURE__*/${call}`)
      .replace(new RegExp(`(?<![\\w$.])([\\w$]+)\\(${id}\\(\\),1\\)`, "g"), `/*#__PURE__*/$1(/*#__PURE__*/${name}(),1)`);
  }
  return marked;
}

/** Minifies the files and returns the bytes saved; a file terser cannot parse stops the build. */
async function minifyFiles(files) {
  let saved = 0;
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    const result = await minify(markEmptyModulesPure(code), TERSER_OPTIONS);
    if (typeof result.code !== "string") throw new Error(`terser gave nothing for ${file}`);
    if (result.code.length >= code.length) continue;
    fs.writeFileSync(file, result.code);
    saved += Buffer.byteLength(code) - Buffer.byteLength(result.code);
  }
  return saved;
}

if (!isMainThread && workerData?.chunks) {
  parentPort.postMessage(await minifyFiles(workerData.chunks));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = browserChunks();
  // The largest first, each to the least loaded worker, so that the React/Remix chunk does not finish last.
  const bySize = files.map((file) => ({ file, size: fs.statSync(file).size })).sort((a, b) => b.size - a.size);
  const workers = Math.max(1, Math.min(os.availableParallelism(), bySize.length));
  const shares = Array.from({ length: workers }, () => ({ files: [], size: 0 }));
  for (const { file, size } of bySize) {
    const share = shares.reduce((least, next) => (next.size < least.size ? next : least));
    share.files.push(file);
    share.size += size;
  }
  const saved = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { chunks: share.files } });
          worker.once("message", resolve);
          worker.once("error", reject);
        }),
    ),
  );
  console.log(JSON.stringify({ level: "info", msg: "browser_chunks_minified", files: files.length, savedBytes: saved.reduce((a, b) => a + b, 0) }));
}
