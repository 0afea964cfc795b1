// Bundles server.ts (with server/, app/utils/env.server.ts and reference-upstream/) into dist/server.js.
// Packages stay external; TypeScript paths (~/…) resolve from tsconfig.json.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
