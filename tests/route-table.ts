// The portal's route table as the build makes it (app/routes with remix.config.js's ignored files), for the
// tests that walk every address.
import { UNSAFE_flatRoutes as flatRoutes, type UNSAFE_RouteManifestEntry as RouteEntry } from "@remix-run/dev";
import remixConfig from "../remix.config.js";

export const routeTable: RouteEntry[] = [{ id: "root", file: "root.tsx", path: "" }, ...Object.values(flatRoutes("app", remixConfig.ignoredRouteFiles))];

/** Each route's whole path from the root, as segments (`:param`, `word?`, `*`). */
export function wholePaths(parentId = "root", prefix: string[] = []): string[][] {
  return routeTable
    .filter((route) => route.parentId === parentId)
    .flatMap((route) => {
      const path = [...prefix, ...(route.path ?? "").split("/").filter(Boolean)];
      return [path, ...wholePaths(route.id, path)];
    });
}

/** The static words some route has at each depth: what a dynamic segment at that depth may meet. */
export function wordsAtDepth(): Map<number, Set<string>> {
  const words = new Map<number, Set<string>>();
  for (const path of wholePaths())
    path.forEach((segment, depth) => {
      if (segment.startsWith(":") || segment === "*") return;
      words.set(depth, (words.get(depth) ?? new Set()).add(segment.replace(/\?$/, "")));
    });
  return words;
}

/**
 * Every route's address, its optional segments left out and in, each dynamic segment (`:name` or `*`) filled
 * with each of `fill`'s values for it (`index`: the how-manieth dynamic segment of the path, from 0; `depth`:
 * its place in the address).
 */
export function routeAddresses(fill: (name: string, index: number, depth: number) => string[]): string[] {
  const addresses = new Set<string>();
  const walk = (path: string[], at: number, filled: string[], index: number) => {
    if (at === path.length) return void addresses.add(`/${filled.join("/")}`);
    const segment = path[at].replace(/\?$/, "");
    if (path[at].endsWith("?")) walk(path, at + 1, filled, index);
    if (!segment.startsWith(":") && segment !== "*") return walk(path, at + 1, [...filled, segment], index);
    for (const value of fill(segment.replace(/^:/, ""), index, filled.length)) walk(path, at + 1, [...filled, value], index + 1);
  };
  for (const path of wholePaths()) walk(path, 0, [], 0);
  return [...addresses];
}
