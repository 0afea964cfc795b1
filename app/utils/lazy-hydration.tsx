// Render on the server, hydrate from a lazy chunk: the server renders a part synchronously (from its area's
// `lazy.eager.server.ts`, which the browser bundle empties), the browser loads the part's own chunk with
// import() and React hydrates it inside its Suspense boundary when the chunk arrives. Until then the part
// works as plain HTML (links, forms, <details>). Keeps pages within the first-load JS budget (README).
//
// While any part still waits for its chunk, <html> carries data-lazy-pending (beside the root's
// data-hydrated, root.tsx): the page says when it works as an app, and the browser tests wait on that.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

const waiting = new Set<object>();
const hydrated = new WeakSet<object>();
const publish = () => document.documentElement.toggleAttribute("data-lazy-pending", waiting.size > 0);

/** Which part a lazily hydrated component is (never passed to the server render). */
type Token = { lazyPart: object };

export function hydrateLazily<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = (
    typeof document === "undefined" && server
      ? server
      : lazy(() =>
          load().then((Component) => ({
            default: function Hydrated({ lazyPart, ...props }: P & Token) {
              // Runs before or after the pending mark below, depending on whether the chunk was there first.
              useEffect(() => {
                hydrated.add(lazyPart);
                if (waiting.delete(lazyPart)) publish();
              }, [lazyPart]);
              return <Component {...(props as P)} />;
            },
          })),
        )
  ) as ComponentType<P & Token>;
  return function Split(props: P) {
    const [part] = useState(() => ({}));
    useEffect(() => {
      if (hydrated.has(part)) return;
      waiting.add(part);
      publish();
      return () => {
        if (waiting.delete(part)) publish();
      };
    }, [part]);
    return <Suspense fallback={null}>{typeof document === "undefined" ? <Inner {...(props as P & Token)} /> : <Inner {...props} lazyPart={part} />}</Suspense>;
  };
}
