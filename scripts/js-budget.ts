// First-load JS per page, gzip: the entry, the shared chunks and every route module a page's URL matches,
// read from the Remix build's asset manifest. `--check` exits 1 when a page is over the budget.
// Usage: npm run js-budget [-- --check] [-- --json]
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { gzipBytes } from "./build-gzip";
import { FIRST_LOAD_JS_BUDGET_KIB } from "./js-budget-limit";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const manifest = build.assets as unknown as { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function chain(routeId: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  let current: ManifestRoute | undefined = manifest.routes[routeId];
  while (current) {
    routes.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return routes;
}

function fullPath(routes: ManifestRoute[]): string {
  const joined = routes
    .map((route) => route.path ?? "")
    .filter(Boolean)
    .join("/");
  return `/${joined}`.replace(/\/+/g, "/");
}

// A page is a route a URL can end on: a leaf, an index route, or a layout without an index child (its
// own URL renders it with nothing nested).
const routes = Object.values(manifest.routes);
const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
const withIndex = new Set(routes.filter((route) => route.index).map((route) => route.parentId));
const pages = routes
  .filter((route) => !parents.has(route.id) || route.index || (route.path && !withIndex.has(route.id)))
  .filter((route) => route.id !== "root");

const rows = pages.map((leaf) => {
  const routes = chain(leaf.id);
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routes) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  return { route: leaf.id, path: fullPath(routes) + (leaf.index && fullPath(routes) !== "/" ? " (index)" : ""), files: files.size, kib: bytes / 1024 };
});
rows.sort((a, b) => b.kib - a.kib);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`First-load JS per page (gzip -9), budget ${FIRST_LOAD_JS_BUDGET_KIB} KiB`);
  for (const row of rows) {
    const flag = row.kib > FIRST_LOAD_JS_BUDGET_KIB ? "  OVER BUDGET" : "";
    console.log(`${row.kib.toFixed(1).padStart(7)} KiB  ${String(row.files).padStart(3)} files  ${row.path.padEnd(48)} ${row.route}${flag}`);
  }
}

const over = rows.filter((row) => row.kib > FIRST_LOAD_JS_BUDGET_KIB);
if (process.argv.includes("--check") && over.length > 0) {
  console.error(`${over.length} page(s) over the first-load JS budget of ${FIRST_LOAD_JS_BUDGET_KIB} KiB: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
