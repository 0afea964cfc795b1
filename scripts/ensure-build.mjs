// `npm start` builds first when the build is missing or older than the sources, so that a fresh clone
// needs only `npm ci && npm start`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const outputs = ["build/index.js", "dist/server.js", "public/build"];
const sources = ["app", "server", "reference-upstream", "server.ts", "remix.config.js", "package.json", "public"];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (target === "public" && entry === "build") continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const built = Math.min(...outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)));
const changed = Math.max(...sources.map(newest));
if (built === 0 || changed > built) {
  console.log(JSON.stringify({ level: "info", msg: "building", reason: built === 0 ? "no build yet" : "sources changed" }));
  execSync("npm run build", { stdio: "inherit" });
  // Mark the outputs as current even when the bundler left a file untouched.
  const now = new Date();
  for (const output of outputs) if (fs.existsSync(output)) fs.utimesSync(output, now, now);
}
