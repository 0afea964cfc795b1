// Render on the server, hydrate from a lazy chunk: the server renders a part synchronously (from its area's
// `lazy.eager.server.ts`, which the browser bundle empties), the browser loads the part's own chunk with
// import() and React hydrates it inside its Suspense boundary when the chunk arrives. Until then the part
// works as plain HTML (links, forms, <details>). Keeps pages within the first-load JS budget (README).
import { lazy, Suspense, type ComponentType } from "react";

export function hydrateLazily<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = (typeof document === "undefined" && server ? server : lazy(() => load().then((component) => ({ default: component })))) as ComponentType<P>;
  return function Split(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
