// useInView: watchInView (utils/in-view.ts) for a component's element, e.g. a 'more' link that loads the
// next page when it scrolls into view (infinite scroll), or a preview that plays while on screen. Pages
// import it through components/layout/page-parts.ts (one chunk with Section).
import { useEffect, useRef, type RefObject } from "react";

export type UseInViewOptions = {
  /** The visible ratio at which to be told again; 0 by default. */
  threshold?: number;
  /** Off: nothing is watched (e.g. while the next page loads). Turning it on watches afresh. */
  enabled?: boolean;
  /** A new value watches afresh, so `onChange` hears the current state again (e.g. the next page's link
   * still on screen after a short page arrived). */
  key?: unknown;
};

/** Calls `onChange(inView)` when the element comes into or goes out of view, and once when watching starts. */
export function useInView(ref: RefObject<Element>, onChange: (inView: boolean) => void, { threshold, enabled = true, key }: UseInViewOptions = {}) {
  // The latest callback, so that a new one (every render) does not watch afresh.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Fetched after hydration (with the plain DOM modules that share it), not as one more first-load chunk.
    void import("./in-view").then(({ watchInView }) => {
      if (!cancelled) stop = watchInView(element, (entry) => latest.current(entry.isIntersecting), { threshold });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, enabled, key, threshold]);
}
