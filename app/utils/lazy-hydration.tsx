// Render on the server, hydrate from a lazy chunk: the server renders a part synchronously (from its area's
// `lazy.eager.server.ts`, which the browser bundle empties), the browser loads the part's own chunk with
// import() and React hydrates it inside its Suspense boundary when the chunk arrives. Until then the part
// works as plain HTML (links, forms, <details>). Keeps pages within the first-load JS budget (docs/budgets.md).
//
// A part loads its chunk at the reader's first input (utils/first-intent.ts): until then it has nothing
// to answer. A part that works by itself (a panel open in the server's HTML that its frame steers, a dialog)
// says so with `byItself` and loads right after the page shell. A page with a part waiting for input must not
// update the router by itself before it (a fetcher loading on mount): React hydrates a waiting boundary before
// it commits an update above it, so that update would wait for the input.
//
// Not for a part whose pictures must be asked for once (an ad's, counted by its ad server and by an ad
// blocker): when an update (such as route discovery's patch of the routes) reaches a boundary whose chunk
// has just arrived, React may draw the part afresh in a render it then throws away, and the browser asks for
// those pictures again. The ad banners hydrate with their routes; the preview slot's ad still comes with the
// home sections' chunk (the first-load budget has no room for them), so it may meet this at the first input.
//
// While any part still waits for its chunk, <html> carries data-lazy-pending (beside the root's
// data-hydrated, root.tsx): the page says when it works as an app, and the browser tests wait on that
// (after a first input of their own, e2e/fixtures.ts).
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { firstIntent } from "./first-intent";

const waiting = new Set<object>();
const hydrated = new WeakSet<object>();
const afterParts: Array<() => void> = [];
const publish = () => {
  document.documentElement.toggleAttribute("data-lazy-pending", waiting.size > 0);
  if (!waiting.size) afterParts.splice(0).forEach((then) => then());
};

/**
 * Runs `then` once no part waits for its chunk (at once when none does). A router update before that (a
 * navigation that keeps the page) makes React throw a waiting part's HTML away (error #421): blank until its
 * chunk arrives, on a slow network for seconds.
 */
export function afterLazyParts(then: () => void) {
  if (waiting.size) afterParts.push(then);
  else then();
}

/** Which part a lazily hydrated component is (never passed to the server render). */
type Token = { lazyPart: object };

type Options<P> = {
  /** Whether this instance works without input, so that its chunk cannot wait for one. */
  byItself?: (props: P) => boolean;
  /** What a part mounted in the browser (a client navigation's page: no server HTML to keep) shows until its chunk
   * arrives, instead of nothing (the card grid's skeleton cards, components/cards/lazy.tsx). */
  placeholder?: ReactNode;
};

export function hydrateLazily<P extends object>(
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  { byItself, placeholder }: Options<P> = {},
): ComponentType<P> {
  const loadAfter = (gate: () => Promise<unknown>) =>
    (typeof document === "undefined" && server
      ? server
      : lazy(() =>
          gate()
            .then(load)
            .then((Component) => ({
              default: function Hydrated({ lazyPart, ...props }: P & Token) {
                // Runs before or after the pending mark below, depending on whether the chunk was there first.
                useEffect(() => {
                  hydrated.add(lazyPart);
                  if (waiting.delete(lazyPart)) publish();
                }, [lazyPart]);
                return <Component {...(props as P)} />;
              },
            })),
        )) as ComponentType<P & Token>;
  const OnInput = loadAfter(() => firstIntent());
  const AtOnce = byItself ? loadAfter(() => Promise.resolve()) : OnInput;
  return function Split(props: P) {
    const [part] = useState(() => ({}));
    // Chosen once: a part never changes its component (which would remount it).
    const [Inner] = useState(() => (byItself?.(props) ? AtOnce : OnInput));
    useEffect(() => {
      if (hydrated.has(part)) return;
      waiting.add(part);
      publish();
      return () => {
        if (waiting.delete(part)) publish();
      };
    }, [part]);
    return (
      <Suspense fallback={placeholder}>{typeof document === "undefined" ? <Inner {...(props as P & Token)} /> : <Inner {...props} lazyPart={part} />}</Suspense>
    );
  };
}
