// Server HTML at once, its JS later. On the server a deferred part renders straight away (so the first
// HTML and no-JS pages are complete); the browser hydrates it with a React.lazy component and, until that
// chunk has loaded, React keeps the server's HTML in place (React 18 selective hydration). Secondary parts
// (the sidebar, menus, dialogs, problem pages) so stay out of a page's first-load JS. The server's
// components are handed over by parts.server.ts, which the browser bundle never contains.
import { lazy, Suspense, type ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const serverParts: Record<string, ComponentType<any>> = {};

/** Called once by parts.server.ts (server only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function provideServerParts(parts: Record<string, ComponentType<any>>) {
  Object.assign(serverParts, parts);
}

/** A lazy component from a named export; `name` is also the server part's name. */
export function deferredPart<P extends object>(name: string, load: () => Promise<Record<string, unknown>>) {
  const Client = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<P> }))) as unknown as ComponentType<P>;
  return function DeferredPart(props: P) {
    const Component = typeof document === "undefined" ? serverParts[name] : Client;
    if (!Component) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
