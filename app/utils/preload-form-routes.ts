// The route modules of the forms on the page, loaded before they are sent: Remix loads a route's module when the
// first post to it goes out, and a module that cannot be loaded (the device went offline since the page came)
// takes the page down instead of the post failing in the form (utils/submission-fetch.ts). Loaded at the first
// input (entry.client.tsx), so no page pays for it before; forms drawn later (a menu, a dialog, another page) are
// picked up as they appear. Remix 2 keeps the manifest and the loaded modules on window (`__remixManifest`,
// `__remixRouteModules`) without documenting them: without them nothing happens, and a post loads its module
// as it always did.
type ManifestRoute = { id: string; path?: string; parentId?: string; index?: boolean; module: string };
type RemixWindow = Window & {
  __remixManifest?: { routes: Record<string, ManifestRoute> };
  __remixRouteModules?: Record<string, unknown>;
};

/** The route's whole path as a pattern of the URL's pathname (":param" one segment, "?" optional). */
function pathPattern(route: ManifestRoute, routes: Record<string, ManifestRoute>): RegExp | null {
  const segments: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(...at.path.split("/"));
  }
  if (segments.includes("*")) return null;
  const source = segments
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith("?");
      const part = (optional ? segment.slice(0, -1) : segment).startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return optional ? `(?:/${part})?` : `/${part}`;
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`, "i");
}

export function preloadFormRoutes(win: RemixWindow): () => void {
  const manifest = win.__remixManifest;
  const modules = win.__remixRouteModules;
  if (!manifest || !modules) return () => {};
  const asked = new Set<string>();

  const routeOf = (pathname: string): ManifestRoute | undefined =>
    Object.values(manifest.routes).find((route) => !route.index && pathPattern(route, manifest.routes)?.test(pathname));

  const root = win.document.documentElement;
  /** Says on <html data-form-routes> whether every form's route is in memory (what the browser tests wait for). */
  const mark = (ready: boolean) => root.toggleAttribute("data-form-routes", ready);
  const scan = () => {
    const loads: Array<Promise<unknown>> = [];
    let unknown = false;
    for (const form of win.document.querySelectorAll<HTMLFormElement>("form[method='post' i]")) {
      const pathname = new URL(form.action, win.location.href).pathname;
      const route = routeOf(pathname);
      if (!route) unknown = true;
      if (!route || route.id in modules) continue;
      if (!asked.has(route.id)) {
        asked.add(route.id);
        loads.push(
          import(/* webpackIgnore: true */ route.module).then(
            (module: unknown) => (modules[route.id] ??= module),
            () => asked.delete(route.id),
          ),
        );
      } else unknown = true;
    }
    mark(false);
    void Promise.all(loads).then(() => mark(!unknown));
    // A route Remix has not found yet (it looks a form's up just after drawing it): looked for again shortly.
    clearTimeout(again);
    if (unknown && tries++ < 20) again = setTimeout(scan, 500);
  };
  let again: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;

  let timer: ReturnType<typeof setTimeout> | undefined;
  // Forms drawn later, and routes the page learns of later (Remix discovers a form's route after drawing it).
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(scan, 200);
  });
  observer.observe(win.document.body, { childList: true, subtree: true });
  scan();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(again);
  };
}
